import * as React from "react";
import { usePendingSubmission, useSubmissionHub } from "~/components/keyed-fetchers";
import { PageLink } from "~/components/page-link";
import { deferred } from "~/components/ui/deferred";
import { Loader2, Plus } from "~/components/ui/icons";
import type { ItemCard } from "~/features/catalogue/card-models";
import { CART_ACTION } from "~/features/catalogue/urls";
import { CART_FIELDS } from "~/features/cart/cart-fields";
import * as stepperOnServer from "~/features/cart/cart-stepper.server";
import { useCartLine } from "~/features/cart/use-cart";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { usePageT } from "~/i18n/use-page-t";
import { cn } from "~/lib/cn";
import { QuickAddFields, useQuickAddScope } from "./quick-add-form";

/*
 * The stepper of an item already in the cart, deferred (ui/deferred.tsx): a first visit's cart
 * is empty, so no card draws one, and the homes, listings, stores and items no longer download
 * it (~0.6 KB each; issue 27 item 4). The server renders it in full; the browser fetches it when
 * a quick add is pressed (the line's stepper follows the cart's answer, which takes longer), or
 * at once on a page the server drew with one (a returning visitor's cart). The cart drawer
 * imports it statically: opening the drawer fetches it too.
 */
const CartStepper = deferred(
  () => import("~/features/cart/cart-stepper").then((m) => m.CartStepper),
  stepperOnServer.CartStepper,
  // The cart's answer can come before the chunk: its shape holds the place, nothing moves.
  { urlDialog: false, fallback: (props) => <StepperPlaceholder {...props} /> },
);
if (typeof document !== "undefined" && document.querySelector("[data-cart-stepper]")) {
  CartStepper.preload().catch(() => {});
}

/** The stepper's outline while its chunk loads: the same box, a spinner for the count. */
function StepperPlaceholder({
  size = "default",
  className,
}: {
  size?: "sm" | "default";
  className?: string;
}) {
  const slot = size === "sm" ? "size-7" : "size-8";
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative z-10 inline-flex shrink-0 items-center gap-1 rounded-full border bg-background p-0.5 shadow-sm",
        className,
      )}
    >
      <span className={slot} />
      <span className="grid min-w-6 place-items-center text-primary">
        <Loader2 className={cn(size === "sm" ? "size-3.5" : "size-4", "animate-spin")} />
      </span>
      <span className={slot} />
    </span>
  );
}

/** The round add button: a component class (tailwind.css), one word on each of ~60 cards. */
const ROUND = "card-add";

export type QuickAddProps = {
  item: ItemCard;
  /** The home's module type: parcel has no cart, so no control. */
  moduleType: string | null;
  /** Overrides item.outOfStock (a flash sale's available stock of 0). */
  outOfStock?: boolean;
  size?: "sm" | "default";
  className?: string;
};

/**
 * The card's quick add-to-cart control (foundations §4 "Cart"), a plain form posting to the
 * cart action, which redirects back to `redirectTo` — it works without JavaScript (with it, a
 * fetcher: the page stays, a spinner shows while adding). Inside a QuickAddScope the form is
 * the page's shared one and the button adds the item id (quick-add-form.tsx). It sits above
 * the card's stretched link (z-10), never inside it. The fetcher is the page's, under this
 * card's own key (components/keyed-fetchers.tsx): ~60 cards, no fetcher each (issue 27).
 * - In the cart already: the stepper (minus / count / plus) instead.
 * - Items with options: a link to the item's page, where the customer chooses (same label).
 * - Campaign items: nothing (their page offers Order Now). Parcel module: nothing.
 * - Out of stock: a disabled 'Out of Stock' button.
 */
export function QuickAdd({
  item,
  moduleType,
  outOfStock,
  size = "default",
  className,
}: QuickAddProps) {
  const t = usePageT("cards");
  const localize = useLocalizedPath();
  // Per card, not per item: the same item on two shelves spins only where it was pressed.
  const key = `quick-add-${React.useId()}`;
  const hub = useSubmissionHub();
  const adding = usePendingSubmission(key) !== undefined;
  const line = useCartLine(item.id, item.campaign);
  const scope = useQuickAddScope(item.moduleId);
  if (moduleType === "parcel" || item.campaign) return null;
  if (line) {
    return (
      <CartStepper
        cartId={line.cartId}
        quantity={line.quantity}
        moduleId={item.moduleId}
        name={item.name}
        limit={item.limit}
        size={size}
        className={className}
      />
    );
  }

  if (outOfStock ?? item.outOfStock) {
    return (
      <button
        type="button"
        disabled
        className={cn(
          "relative z-10 shrink-0 rounded-full border px-2 py-1 text-xs font-medium text-muted-foreground",
          className,
        )}
      >
        {t("outOfStock")}
      </button>
    );
  }

  const label = t("addToCart", { name: item.name });
  const round = cn(ROUND, size === "sm" ? "size-8" : "size-9", className);
  const icon = <Plus aria-hidden="true" className={size === "sm" ? "size-4" : "size-5"} />;

  if (item.hasOptions) {
    return (
      <PageLink to={localize(item.href)} aria-label={label} title={label} className={round}>
        {icon}
      </PageLink>
    );
  }

  const button = (shared: boolean) => (
    <button
      type="submit"
      aria-label={label}
      title={label}
      className={round}
      aria-busy={adding || undefined}
      {...(shared
        ? {
            form: scope?.formId,
            name: CART_FIELDS.itemId,
            value: item.id,
            // With JavaScript: this card's fetcher key sends the shared form's fields and the
            // button's item id (its spinner, its answer); without, the browser posts the form.
            onClick: (event: React.MouseEvent<HTMLButtonElement>) => {
              if (!hub) return;
              event.preventDefault();
              CartStepper.preload().catch(() => {});
              hub.submit(key, event.currentTarget, { preventScrollReset: true });
            },
          }
        : {})}
    >
      {adding ? (
        <Loader2
          aria-hidden="true"
          className={cn(size === "sm" ? "size-4" : "size-5", "animate-spin")}
        />
      ) : (
        icon
      )}
    </button>
  );
  if (scope) return button(true);
  return (
    <form
      method="post"
      action={localize(CART_ACTION)}
      className="relative z-10 shrink-0"
      onSubmit={(event) => {
        if (!hub) return;
        event.preventDefault();
        CartStepper.preload().catch(() => {});
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        // preventScrollReset: the page must not jump to the top when the cart revalidates.
        hub.submit(key, submitter instanceof HTMLButtonElement ? submitter : event.currentTarget, {
          preventScrollReset: true,
        });
      }}
    >
      <input type="hidden" name={CART_FIELDS.itemId} value={item.id} />
      <QuickAddFields moduleId={item.moduleId} />
      {button(false)}
    </form>
  );
}
