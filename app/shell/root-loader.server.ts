import type { AppLoadContext } from "@remix-run/node";
import { freeDeliveryOver } from "~/api/schemas/config";
import type { MarketModule } from "~/api/schemas/modules";
import { oncePer, pack } from "~/lib/packed-data.server";
import { authSettingsFrom } from "~/features/auth/auth-config";
import { authStepDialogView } from "~/features/auth/auth-step-view.server";
import { welcomeView } from "~/features/home-extras/welcome.server";
import { localeUrl } from "~/i18n/locale-json.server";
import { moneyFormat } from "~/features/catalogue/money";
import { dirOf } from "~/i18n/config";
import { isUnreachable, settle, valueOr } from "~/api/settle.server";
import { takeToasts } from "~/sessions/flash.server";
import { honeypotProps } from "~/lib/honeypot.server";
import { scriptingOf } from "~/lib/js-hint";
import { sharedPlaceOf } from "~/lib/shared-pages";
import { loadDrawerLists, wantsDrawerLists } from "~/features/header/drawer-lists.server";
import {
  cartDrawerView,
  cartSummary,
  cartStoreFacts,
  wantsCartDrawer,
} from "~/features/cart/cart-view.server";
import {
  wantsWishlistDrawer,
  wishlistDrawerView,
} from "~/features/wishlist/wishlist-drawer.server";

/**
 * What every page's frame needs: branding and flags from config, the module list, the visitor
 * (signed in or guest), badge counts, the chosen location and module, queued toasts. Each read
 * may fail on its own; the page still renders with what it has.
 */
export async function loadShell(request: Request, context: AppLoadContext) {
  const { api, session, prefs, lang } = context;
  const headers = new Headers();
  const token = session.get("token");

  // No guest id is made here: a page view must not create a guest row upstream (issue 7). A
  // guest gets one from the first action that needs it (cart, order): ensureGuestId().
  const guestId = session.get("guestId");
  const canHaveCart = Boolean(
    prefs.moduleId && prefs.moduleType !== "parcel" && (token || guestId),
  );

  const [config, landing, modules, user, cart, wishlist, flash, drawer] = await Promise.all([
    settle(api.config.get()),
    settle(api.config.landing()),
    settle(api.config.modules()),
    token ? settle(api.customer.info()) : Promise.resolve(null),
    canHaveCart ? settle(api.cart.list()) : Promise.resolve(null),
    token && prefs.zoneIds && prefs.moduleId ? settle(api.wishlist.list()) : Promise.resolve(null),
    takeToasts(request),
    // The compact header's drawer lists, only while the drawer is open (?dialog=menu).
    wantsDrawerLists(request, context) ? loadDrawerLists(context) : Promise.resolve(null),
  ]);
  if (flash.setCookie) headers.append("Set-Cookie", flash.setCookie);

  const c = config.ok ? config.value : null;
  // A shared page (ADR 033) has no prefs (the server dropped its cookies): its zones, and a
  // home's module, come from its URL, so the rail and the header show the place the page shows.
  const shared = sharedPlaceOf(new URL(request.url).pathname);
  const l = landing.ok ? landing.value : null;
  const profile = user?.ok ? user.value : null;
  const cartLines = cart?.ok ? cart.value : [];
  const money = moneyFormat(c);
  const cartDrawer = wantsCartDrawer(request, context)
    ? cartDrawerView(
        cartLines,
        money,
        c ? freeDeliveryOver(c) : null,
        await cartStoreFacts(context, cartLines, c),
      )
    : null;
  const shell = {
    lang,
    // The page's strings as JSON (preloaded in <head>, fetched by entry.client).
    localeUrl: localeUrl(lang),
    dir: dirOf(lang),
    theme: prefs.theme ?? null,
    nonce: context.nonce,
    // A browser known to run no scripts gets pages without them (root.tsx, lib/js-hint.ts).
    scripting: scriptingOf(request.headers.get("cookie")),
    toasts: flash.toasts,
    backendDown: isUnreachable(config),
    publicEnv: context.publicEnv,
    config: c && {
      businessName: c.business_name,
      logo: c.logo_full_url ?? null,
      phone: c.phone ?? "",
      email: c.email ?? "",
      address: c.address ?? "",
      footerText: c.footer_text ?? "",
      socialMedia: (c.social_media ?? []).filter((s) => s.link && s.status !== false),
      defaultLocation: c.default_location,
      currencySymbol: c.currency_symbol ?? "",
      currencyDirection: c.currency_symbol_direction ?? "left",
      decimals: c.digit_after_decimal_point ?? 2,
      freeDeliveryOver: freeDeliveryOver(c),
      guestCheckout: Boolean(c.guest_checkout_status),
      walletEnabled: Boolean(c.customer_wallet_status),
      loyaltyEnabled: Boolean(c.loyalty_point_status),
      referralEnabled: Boolean(c.ref_earning_status),
      policies: {
        refund: Boolean(c.refund_policy),
        cancellation: Boolean(c.cancelation_policy),
        shipping: Boolean(c.shipping_policy),
      },
      demo: Boolean(c.demo),
      // Which sign-in parts show, the refer code, the country picker (features/auth).
      auth: authSettingsFrom(c),
    },
    landing: l && {
      newsletterTitle: l.fixed_newsletter_title ?? "",
      newsletterSubtitle: l.fixed_newsletter_sub_title ?? "",
      footerDescription: l.fixed_footer_description ?? "",
      playStoreUrl: l.download_user_app_links?.playstore_url_status
        ? (l.download_user_app_links.playstore_url ?? "")
        : "",
      appStoreUrl: l.download_user_app_links?.apple_store_url_status
        ? (l.download_user_app_links.apple_store_url ?? "")
        : "",
    },
    // The same for every visitor: JSON text made once per module list (ADR 044; useShell reads it).
    modules: pack(modules.ok ? moduleViews(modules.value) : NO_MODULES),
    location: prefs.zoneIds
      ? {
          zoneIds: prefs.zoneIds,
          address: prefs.address ?? "",
          lat: prefs.lat ?? null,
          lng: prefs.lng ?? null,
        }
      : shared && { zoneIds: JSON.stringify(shared.zoneIds), address: "", lat: null, lng: null },
    module: prefs.moduleId
      ? { id: prefs.moduleId, type: prefs.moduleType ?? null }
      : shared?.moduleId
        ? {
            id: shared.moduleId,
            type: valueOr(modules, []).find((m) => m.id === shared.moduleId)?.module_type ?? null,
          }
        : null,
    user: profile && {
      name: [profile.f_name, profile.l_name].filter(Boolean).join(" "),
      image: profile.image_full_url ?? null,
    },
    signedIn: Boolean(token),
    // "Remember me": the sign-in form's identifier, pre-filled (never a password).
    rememberedIdentifier: token ? null : (session.get("rememberedIdentifier") ?? null),
    // The sign-in step waiting in the session, while `?dialog=otp|user-info|is-it-you` shows it.
    authStep: token ? null : authStepDialogView(request, session),
    // The welcome modal after sign-up (browsing §4), with the first-order discount if any.
    welcome: welcomeView(session, profile, moneyFormat(c)),
    counts: {
      cart: cartLines.length,
      wishlist: wishlist?.ok ? wishlist.value.item.length + wishlist.value.store.length : 0,
    },
    // Which items are in the cart (the cards' steppers) and, while `?dialog=cart`, its rows.
    cart: cartSummary(cartLines),
    cartDrawer,
    // The hearts' state, and the Wishlist drawer's rows while `?dialog=wishlist`.
    wishlist: {
      itemIds: wishlist?.ok ? wishlist.value.item.map((i) => i.id) : [],
      storeIds: wishlist?.ok ? wishlist.value.store.map((s) => s.id) : [],
    },
    wishlistDrawer:
      wishlist?.ok && wantsWishlistDrawer(request, context)
        ? wishlistDrawerView(wishlist.value, context, money)
        : null,
    recentSearches: prefs.recentSearches ?? [],
    // The operator's cookie text (config cookies_text), until the visitor dismissed the notice.
    cookieNotice: c?.cookies_text && !prefs.cookieNoticeSeen ? c.cookies_text : null,
    drawer,
    honeypot: honeypotProps(),
  };
  return { shell, headers };
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>["shell"];

/** A module as the frame draws it (rail, header, module switch). */
export type ShellModule = {
  id: number;
  name: string;
  type: string;
  icon: string | null;
  zoneIds: number[];
};

/** The module list as the frame draws it, made once per answer of the module list. */
const moduleViews = oncePer((modules: MarketModule[]): ShellModule[] =>
  modules.map((m) => ({
    id: m.id,
    name: m.module_name,
    type: m.module_type,
    icon: m.icon_full_url ?? null,
    zoneIds: (m.zones ?? []).map((z) => z.id),
  })),
);
const NO_MODULES: ShellModule[] = [];
