import { Form, Link } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { CardImage, StretchedLink } from "~/features/cards/card-parts";
import { Rating } from "~/features/cards/rating";
import { CART_ACTION } from "~/features/catalogue/urls";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { WISHLIST_ACTION, WISHLIST_FIELDS, WISHLIST_INTENTS } from "./wishlist-fields";
import type { WishlistItemRow, WishlistStoreRow } from "./wishlist-view";
import { ShoppingCart, Trash2 } from "~/components/ui/icons";

/*
 * The Wishlist drawer's rows (wishlist-drawer.tsx). Every control is a link or a POST form that
 * comes back to the drawer (`here`: its URL on the current tab, without a pending question).
 */

const ICON_BUTTON = cn(
  buttonVariants({ variant: "outline", size: "icon" }),
  "relative z-10 size-9 shrink-0",
);

export function ItemRow({
  item,
  here,
  confirming,
  deleteHref,
}: {
  item: WishlistItemRow;
  here: string;
  confirming: boolean;
  deleteHref: string;
}) {
  const { t } = useTranslation("wishlist");
  const localize = useLocalizedPath();
  const questionId = React.useId();
  return (
    <li className="rounded-lg border bg-card p-3 text-card-foreground">
      <div className="flex items-center gap-3">
        <CardImage
          src={item.image}
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-md"
        />
        <Link
          to={localize(item.href)}
          className="line-clamp-2 min-w-0 flex-1 text-sm font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {item.name}
        </Link>
        <CartButton item={item} here={here} />
        <Link
          to={deleteHref}
          replace
          preventScrollReset
          aria-label={t("drawer.delete", { name: item.name })}
          title={t("drawer.delete", { name: item.name })}
          className={cn(ICON_BUTTON, "text-destructive hover:text-destructive")}
        >
          <Trash2 aria-hidden="true" />
        </Link>
      </div>
      {confirming ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="mt-3 grid gap-3 rounded-md border border-destructive p-3"
        >
          <p id={questionId} className="text-sm font-medium">
            {t("drawer.confirmDelete")}
          </p>
          <RemoveForm
            field={WISHLIST_FIELDS.itemId}
            id={item.id}
            here={here}
            className="flex justify-end gap-2"
          >
            <Link
              to={here}
              replace
              preventScrollReset
              // The question appeared under the delete link: bring the keyboard to it.
              autoFocus
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {t("drawer.cancel")}
            </Link>
            <button
              type="submit"
              className={buttonVariants({ variant: "destructive", size: "sm" })}
            >
              {t("drawer.yes")}
            </button>
          </RemoveForm>
        </div>
      ) : null}
    </li>
  );
}

/** Add to cart: one click for a plain item; its page for one with options (same label). */
function CartButton({ item, here }: { item: WishlistItemRow; here: string }) {
  const { t } = useTranslation("cards");
  const localize = useLocalizedPath();
  const label = t("addToCart", { name: item.name });
  if (item.cart === "none") return null;
  if (item.cart === "out-of-stock") {
    return (
      <button
        type="button"
        disabled
        className="shrink-0 rounded-full border px-2 py-1 text-xs font-medium text-muted-foreground"
      >
        {t("outOfStock")}
      </button>
    );
  }
  const icon = <ShoppingCart aria-hidden="true" />;
  if (item.cart === "options") {
    return (
      <Link to={localize(item.href)} aria-label={label} title={label} className={ICON_BUTTON}>
        {icon}
      </Link>
    );
  }
  return (
    <Form method="post" action={localize(CART_ACTION)} preventScrollReset className="shrink-0">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="item_id" value={item.id} />
      <input type="hidden" name="module_id" value={item.moduleId} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="model" value="Item" />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" aria-label={label} title={label} className={ICON_BUTTON}>
        {icon}
      </button>
    </Form>
  );
}

export function StoreRow({ store, here }: { store: WishlistStoreRow; here: string }) {
  const { t } = useTranslation("wishlist");
  const label = t("heart.remove", { name: store.name });
  return (
    <li className="relative flex items-center gap-3 rounded-lg border bg-card p-3 text-card-foreground">
      <CardImage
        src={store.logo}
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-full border"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="line-clamp-1 text-sm font-semibold">
          <StretchedLink to={store.href}>{store.name}</StretchedLink>
        </p>
        {store.rating ? <Rating rating={store.rating} /> : null}
        {store.address ? (
          <p className="line-clamp-2 text-xs text-muted-foreground">{store.address}</p>
        ) : null}
      </div>
      <RemoveForm
        field={WISHLIST_FIELDS.storeId}
        id={store.id}
        here={here}
        className="relative z-10 shrink-0"
      >
        <button
          type="submit"
          aria-label={label}
          title={label}
          className={cn(ICON_BUTTON, "text-destructive hover:text-destructive")}
        >
          <Trash2 aria-hidden="true" />
        </button>
      </RemoveForm>
    </li>
  );
}

/** A POST removing one item or store from the wishlist, back to the drawer (`here`). */
function RemoveForm({
  field,
  id,
  here,
  className,
  children,
}: {
  field: typeof WISHLIST_FIELDS.itemId | typeof WISHLIST_FIELDS.storeId;
  id: number;
  here: string;
  className?: string;
  children: React.ReactNode;
}) {
  const localize = useLocalizedPath();
  return (
    <Form method="post" action={localize(WISHLIST_ACTION)} preventScrollReset className={className}>
      <input type="hidden" name={WISHLIST_FIELDS.intent} value={WISHLIST_INTENTS.remove} />
      <input type="hidden" name={field} value={id} />
      <input type="hidden" name={WISHLIST_FIELDS.redirectTo} value={here} />
      {children}
    </Form>
  );
}
