import { useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_DIALOG_PARAMS } from "~/features/preferences/language-params";
import { isLang, type Lang } from "~/i18n/config";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { closeDialogHref, dialogFrom } from "~/lib/dialog-url";
import type { DrawerLists } from "~/features/header/drawer-lists.server";
import {
  CartDrawer,
  CheckoutAsDialog,
  ConfirmDialog,
  MenuDrawer,
  AuthStepDialog,
  SignInDialog,
  SignUpDialog,
  TrackOrderDrawer,
  WishlistDrawer,
} from "~/shell/frame-dialogs";
import { TRACK_ORDER_DIALOG } from "~/features/tracking/tracking-constants";
import { useShell } from "~/shell/use-shell";
import {
  CART_CLEAR_DIALOG,
  CART_FIELDS,
  CART_INTENTS,
  CHECKOUT_AS_DIALOG,
  checkoutHref,
} from "~/features/cart/cart-fields";
import { CART_ACTION } from "~/features/catalogue/urls";
import { SIGN_IN_DIALOG, SIGN_UP_DIALOG } from "~/features/auth/auth-urls";
import type { AuthSettings } from "~/features/auth/auth-config";
import { openDialogHref } from "~/lib/dialog-url";
import { useOpenedOnce } from "~/components/ui/deferred";

export interface HeaderDialogsProps {
  lang: Lang;
  signedIn: boolean;
  drawerLists: DrawerLists | null;
  showDrawerLists: boolean;
}

/**
 * The header's URL-state dialogs: the drawer (`?dialog=menu`), the language confirmation
 * (`?dialog=language&to=ar`) and the logout confirmation (`?dialog=logout`). Rendered next to
 * the <header>, not inside it, so nothing in the header's styling can capture their fixed
 * positioning.
 */
export function HeaderDialogs({
  lang,
  signedIn,
  drawerLists,
  showDrawerLists,
}: HeaderDialogsProps) {
  const { t } = useTranslation("chrome");
  const location = useLocation();
  const navigation = useNavigation();
  const localize = useLocalizedPath();
  const params = new URLSearchParams(location.search);
  const dialog = dialogFrom(params);
  const to = params.get("to");
  const closeLanguage = closeDialogHref(location, [...LANGUAGE_DIALOG_PARAMS]);
  const closeDialog = closeDialogHref(location);
  // With JavaScript the drawer opens as soon as its link is followed; its lists show
  // placeholders until the root loader has fetched them.
  const pendingDialog =
    navigation.state === "loading" && navigation.location.pathname === location.pathname
      ? dialogFrom(navigation.location.search)
      : null;
  const shell = useShell();
  const authSettings = shell?.config?.auth ?? null;

  const drawerOpen = dialog === "menu" || pendingDialog === "menu";
  // Mounted from its first opening on, so that closing animates and returns focus.
  const drawerMounted = useOpenedOnce(drawerOpen);
  // The cart and wishlist drawers likewise; their rows come from the root loader (null while it
  // runs: placeholders).
  const cartOpen = dialog === "cart" || pendingDialog === "cart";
  const cartMounted = useOpenedOnce(cartOpen);
  const wishlistOpen = signedIn && (dialog === "wishlist" || pendingDialog === "wishlist");
  const wishlistMounted = useOpenedOnce(wishlistOpen);

  return (
    <>
      {drawerMounted ? (
        <MenuDrawer
          open={drawerOpen}
          lists={dialog === "menu" ? drawerLists : null}
          showLists={showDrawerLists}
          signedIn={signedIn}
          lang={lang}
        />
      ) : null}
      {cartMounted ? (
        <CartDrawer
          open={cartOpen}
          view={dialog === "cart" ? (shell?.cartDrawer ?? null) : null}
          signedIn={signedIn}
          guestCheckout={shell?.config?.guestCheckout ?? false}
        />
      ) : null}
      {wishlistMounted ? (
        <WishlistDrawer
          open={wishlistOpen}
          view={dialog === "wishlist" ? (shell?.wishlistDrawer ?? null) : null}
        />
      ) : null}
      {dialog === TRACK_ORDER_DIALOG ? <TrackOrderDrawer signedIn={signedIn} /> : null}
      {dialog === CART_CLEAR_DIALOG ? (
        // browsing §4: only after Yes is the cart cleared and the waiting item added (the item
        // waits on the server, features/cart/cart-actions.server.ts); No keeps the cart.
        <ConfirmDialog
          closeHref={closeDialog}
          action={localize(CART_ACTION)}
          fields={{
            [CART_FIELDS.intent]: CART_INTENTS.clearAndAdd,
            [CART_FIELDS.redirectTo]: closeDialog,
          }}
          title={t("cart:clear.title")}
          description={t("cart:clear.body")}
          confirmLabel={t("cart:clear.yes")}
          cancelLabel={t("cart:clear.no")}
        />
      ) : null}
      {dialog === CHECKOUT_AS_DIALOG && !signedIn ? (
        <CheckoutAsDialog
          closeHref={closeDialog}
          guestHref={localize(checkoutHref("cart"))}
          signInHref={openDialogHref(location, "sign-in", {
            redirectTo: localize(checkoutHref("cart")),
          })}
          signUpHref={openDialogHref(location, "sign-up", {
            redirectTo: localize(checkoutHref("cart")),
          })}
        />
      ) : null}
      {authSettings && !signedIn && (dialog === SIGN_IN_DIALOG || dialog === SIGN_UP_DIALOG) ? (
        <SignInFamily
          dialog={dialog}
          settings={authSettings}
          location={location}
          rememberedIdentifier={shell?.rememberedIdentifier ?? null}
        />
      ) : null}
      {authSettings && shell?.authStep && dialog === shell.authStep.step ? (
        <AuthStepDialog
          closeHref={closeDialogHref(location, ["redirectTo"])}
          redirectTo={params.get("redirectTo") ?? closeDialogHref(location, ["redirectTo"])}
          view={shell.authStep}
          settings={authSettings}
        />
      ) : null}
      {dialog === "language" && isLang(to) && to !== lang ? (
        // browsing spec §4. Yes is a document POST even with JavaScript (reloadDocument): the
        // answer is the same page in the other language, and the browser only holds this
        // language's strings.
        <ConfirmDialog
          closeHref={closeLanguage}
          action={localize("/preferences/language")}
          fields={{ lang: to, redirectTo: closeLanguage }}
          title={t("language.confirmTitle")}
          description={t("language.confirmBody")}
          confirmLabel={t("language.yes")}
          cancelLabel={t("language.no")}
          reloadDocument
        />
      ) : null}
      {dialog === "logout" && signedIn ? (
        <ConfirmDialog
          closeHref={closeDialog}
          action={localize("/logout")}
          fields={{ redirectTo: closeDialog }}
          title={t("logout.confirmTitle")}
          description={t("logout.confirmBody")}
          confirmLabel={t("logout.yes")}
          cancelLabel={t("logout.no")}
        />
      ) : null}
    </>
  );
}

/**
 * Sign In and Sign Up over the current page; each links to the other in place (opening sign-up
 * closes sign-in, §2), keeping where to continue (`redirectTo`, e.g. checkout).
 */
function SignInFamily({
  dialog,
  settings,
  location,
  rememberedIdentifier,
}: {
  dialog: typeof SIGN_IN_DIALOG | typeof SIGN_UP_DIALOG;
  settings: AuthSettings;
  location: { pathname: string; search: string };
  rememberedIdentifier: string | null;
}) {
  const params = new URLSearchParams(location.search);
  const closeHref = closeDialogHref(location, ["redirectTo"]);
  // Continue where the opener asked (checkout), else on this page.
  const redirectTo = params.get("redirectTo") ?? closeHref;
  if (dialog === SIGN_UP_DIALOG)
    return (
      <SignUpDialog
        closeHref={closeHref}
        redirectTo={redirectTo}
        settings={settings}
        signInHref={openDialogHref(location, SIGN_IN_DIALOG)}
      />
    );
  return (
    <SignInDialog
      closeHref={closeHref}
      redirectTo={redirectTo}
      rememberedIdentifier={rememberedIdentifier}
      settings={settings}
      signUpHref={openDialogHref(location, SIGN_UP_DIALOG)}
    />
  );
}
