import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";
import { RowSkeletons } from "~/components/ui/skeleton";
import { CART_ACTION } from "~/features/catalogue/urls";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { closeDialogHref, openDialogHref } from "~/lib/dialog-url";
import { useShell } from "~/shell/use-shell";
import { CHECKOUT_AS_DIALOG, CART_FIELDS, CART_INTENTS, checkoutHref } from "./cart-fields";
import { CartStepper } from "./cart-stepper";
import type { CartDrawerLine, CartDrawerView } from "./cart-view";
import { CartReturnFields } from "./cart-return-fields";
import { responsiveImage } from "~/lib/image-url";
import { ShoppingCart, Trash2 } from "~/components/ui/icons";

export interface CartDrawerProps {
  open: boolean;
  /** Null while the root loader fetches it. */
  view: CartDrawerView | null;
  signedIn: boolean;
  guestCheckout: boolean;
}

/**
 * The Shopping Cart drawer (foundations §2), URL state `?dialog=cart` (GET /cart opens it over
 * the home page): rows with image, name, choice, add-ons, unit and line price, stepper and
 * remove; the free-delivery progress; the subtotal; the checkout button, whose target follows
 * foundations §4 "Cart drawer checkout button". Every control is a link or a POST form.
 */
export function CartDrawer({ open, view, signedIn, guestCheckout }: CartDrawerProps) {
  const { t } = useTranslation("cart");
  const location = useLocation();
  const localize = useLocalizedPath();
  const shell = useShell();
  const moduleId = shell?.module?.id ?? null;
  return (
    <Sheet open={open} closeHref={closeDialogHref(location)}>
      <SheetContent
        side="end"
        closeLabel={t("common:close")}
        className="w-96 max-w-[92vw] gap-0 p-0"
      >
        <SheetHeader className="border-b px-4 py-3">
          <SheetTitle className="flex items-center gap-2">
            <ShoppingCart aria-hidden="true" className="size-5" />
            {t("drawer.title")}
          </SheetTitle>
          <SheetDescription className={view && view.lines.length ? undefined : "sr-only"}>
            {view ? t("drawer.lines", { count: view.lines.length }) : t("drawer.loading")}
          </SheetDescription>
        </SheetHeader>
        {!view ? (
          <RowSkeletons label={t("drawer.loading")} className="p-4" />
        ) : view.lines.length === 0 ? (
          <div className="grid flex-1 place-content-center justify-items-center gap-3 p-6 text-center">
            <ShoppingCart aria-hidden="true" className="size-12 text-muted-foreground" />
            <p className="text-lg font-semibold">{t("drawer.empty")}</p>
            <p className="text-sm text-muted-foreground">{t("drawer.emptyHint")}</p>
            <Link to={localize("/home")} className={buttonVariants()}>
              {t("drawer.continueShopping")}
            </Link>
          </div>
        ) : (
          <>
            <ul
              aria-label={t("drawer.title")}
              className="grid flex-1 content-start gap-3 overflow-y-auto p-4"
            >
              {view.lines.map((line) => (
                <CartRow key={line.cartId} line={line} moduleId={moduleId} />
              ))}
            </ul>
            <SheetFooter className="grid gap-3 border-t px-4 py-3 sm:flex-col sm:justify-normal sm:space-x-0">
              {view.storeClosed ? (
                // Added while the store is closed: say so before checkout (issue 22 item 12).
                <p role="note" data-testid="cart-store-closed" className="text-sm font-medium">
                  {view.storeClosed === "scheduled"
                    ? t("drawer.storeClosed")
                    : t("drawer.storeClosedLater")}
                </p>
              ) : null}
              {view.freeDelivery ? (
                <div className="grid gap-1 text-sm">
                  <p id="cart-free-delivery">
                    {view.freeDelivery.reached
                      ? t("drawer.freeDeliveryReached")
                      : t("drawer.freeDeliveryRemaining", { amount: view.freeDelivery.remaining })}
                  </p>
                  <div
                    role="progressbar"
                    aria-label={t("drawer.freeDelivery")}
                    aria-describedby="cart-free-delivery"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={view.freeDelivery.percent}
                    className="h-2 overflow-hidden rounded-full bg-muted"
                  >
                    <div
                      className="h-full rounded-full bg-primary"
                      style={{ width: `${view.freeDelivery.percent}%` }}
                    />
                  </div>
                </div>
              ) : null}
              <p className="flex items-center justify-between font-semibold">
                <span>{t("drawer.subtotal")}</span>
                <span data-testid="cart-subtotal">{view.subtotal}</span>
              </p>
              <Link
                to={checkoutTarget({ signedIn, guestCheckout, location, localize })}
                preventScrollReset
                className={cn(buttonVariants(), "w-full")}
              >
                {t("drawer.checkout")}
              </Link>
            </SheetFooter>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

/**
 * foundations §4: items + token → /checkout?page=cart; items, no token, guest checkout on → the
 * guest option prompt (Guest, Login, Sign Up); guest checkout off → sign in, then checkout.
 * (Empty carts show 'Continue shopping' to /home instead of this button.)
 */
export function checkoutTarget({
  signedIn,
  guestCheckout,
  location,
  localize,
}: {
  signedIn: boolean;
  guestCheckout: boolean;
  location: { pathname: string; search: string };
  localize: (path: string) => string;
}): string {
  const checkout = localize(checkoutHref("cart"));
  if (signedIn) return checkout;
  if (guestCheckout) return openDialogHref(location, CHECKOUT_AS_DIALOG);
  return openDialogHref(location, "sign-in", { redirectTo: checkout });
}

function CartRow({ line, moduleId }: { line: CartDrawerLine; moduleId: number | null }) {
  const { t } = useTranslation("cart");
  const localize = useLocalizedPath();
  const fetcher = useFetcher<{ ok: boolean }>();
  const removing = fetcher.state !== "idle";
  return (
    <li className={cn("flex gap-3", removing && "opacity-50")}>
      {line.image ? (
        <img
          {...responsiveImage(line.image, 64)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-md bg-muted object-cover"
        />
      ) : (
        <div aria-hidden="true" className="size-16 shrink-0 rounded-md bg-muted" />
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={localize(line.href)} className="line-clamp-2 font-medium hover:underline">
            {line.name}
          </Link>
          <fetcher.Form method="post" action={localize(CART_ACTION)} preventScrollReset>
            <input type="hidden" name={CART_FIELDS.intent} value={CART_INTENTS.remove} />
            <input type="hidden" name={CART_FIELDS.cartId} value={line.cartId} />
            {moduleId ? <input type="hidden" name={CART_FIELDS.moduleId} value={moduleId} /> : null}
            <CartReturnFields />
            <button
              type="submit"
              className="inline-grid size-8 place-items-center rounded-full text-muted-foreground hover:bg-destructive/10 hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t("stepper.remove", { name: line.name })}
              title={t("stepper.remove", { name: line.name })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </fetcher.Form>
        </div>
        {line.variation ? <p className="text-xs text-muted-foreground">{line.variation}</p> : null}
        {line.addOns.length ? (
          <p className="text-xs text-muted-foreground">
            {t("drawer.addOns", {
              list: line.addOns.map((a) => `${a.name} × ${a.quantity}`).join(", "),
            })}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2">
          <div className="grid">
            <span className="font-semibold" data-testid="cart-line-price">
              {line.linePrice}
            </span>
            <span className="text-xs text-muted-foreground">
              {t("drawer.each", { price: line.unitPrice })}
            </span>
            {line.discount ? (
              // each × quantity − this (+ add-ons) = the line's price (issue 22 item 3).
              <span className="text-xs text-muted-foreground">
                {t("drawer.discount", { amount: line.discount })}
              </span>
            ) : null}
          </div>
          {moduleId ? (
            <CartStepper
              cartId={line.cartId}
              quantity={line.quantity}
              moduleId={moduleId}
              name={line.name}
              limit={
                line.maxQuantity === null
                  ? null
                  : { max: line.maxQuantity, by: line.limitedBy ?? "limit" }
              }
              size="sm"
              binAtOne
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}
