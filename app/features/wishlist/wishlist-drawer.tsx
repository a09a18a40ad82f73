import { Link, useLocation } from "@remix-run/react";
import type * as React from "react";
import { useTranslation } from "react-i18next";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { RowSkeletons } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { closeDialogHref } from "~/lib/dialog-url";
import { useShell } from "~/shell/use-shell";
import {
  WISHLIST_REMOVE_ITEM_PARAM,
  WISHLIST_STORES_TAB,
  WISHLIST_TAB_PARAM,
} from "./wishlist-fields";
import { ItemRow, StoreRow } from "./wishlist-rows";
import type { WishlistDrawerView } from "./wishlist-view";

export interface WishlistDrawerProps {
  open: boolean;
  /** Null while the root loader fetches it. */
  view: WishlistDrawerView | null;
}

type Tab = "items" | "stores";

/**
 * The Wishlist drawer (browsing §2 "Wishlist drawer"), URL state `?dialog=wishlist`, docked to
 * the inline end. Everything in it is a link or a form, so it works without JavaScript:
 * - the tabs (Foods / Restaurants in the food module, else Items / Stores) are links setting
 *   `wishlist-tab`;
 * - an item row: image, name (its page), add to cart (a POST to /cart; a link to the item's
 *   page when it has options) and delete, which asks first ('Are you sure you want to  delete
 *   this item?', browsing §4) — the question is URL state too (`remove-item=<id>`), answered by
 *   a Cancel link and a Yes POST;
 * - a store row: logo, name (its page, over the whole row), rating, address and remove.
 * Every form comes back to the drawer with a toast; the root loader then gives new rows.
 */
export function WishlistDrawer({ open, view }: WishlistDrawerProps) {
  const { t } = useTranslation("wishlist");
  const location = useLocation();
  const shell = useShell();
  const params = new URLSearchParams(location.search);
  const tab: Tab = params.get(WISHLIST_TAB_PARAM) === WISHLIST_STORES_TAB ? "stores" : "items";
  const food = view ? view.food : shell?.module?.type === "food";
  const names = {
    items: t(food ? "tabs.foods" : "tabs.items"),
    stores: t(food ? "tabs.restaurants" : "tabs.stores"),
  };
  const empty = {
    items: t(food ? "empty.foods" : "empty.items"),
    stores: t(food ? "empty.restaurants" : "empty.stores"),
  };

  // The drawer on its current tab, without a pending question: where every form comes back to.
  const drawerHref = (to: Tab, extra?: [string, string]) => {
    const next = new URLSearchParams(location.search);
    next.delete(WISHLIST_REMOVE_ITEM_PARAM);
    if (to === "stores") next.set(WISHLIST_TAB_PARAM, WISHLIST_STORES_TAB);
    else next.delete(WISHLIST_TAB_PARAM);
    if (extra) next.set(...extra);
    return `${location.pathname}?${next.toString()}`;
  };
  const here = drawerHref(tab);
  const removing = tab === "items" ? Number(params.get(WISHLIST_REMOVE_ITEM_PARAM)) : NaN;

  return (
    <Sheet
      open={open}
      closeHref={closeDialogHref(location, [WISHLIST_TAB_PARAM, WISHLIST_REMOVE_ITEM_PARAM])}
    >
      <SheetContent
        side="end"
        closeLabel={t("common:close")}
        aria-describedby={undefined}
        className="w-96 max-w-[90vw] gap-4 px-4"
      >
        <SheetHeader>
          <SheetTitle>{t("title")}</SheetTitle>
        </SheetHeader>
        <nav aria-label={t("tabsLabel")}>
          <ul className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
            {(["items", "stores"] as const).map((name) => (
              <li key={name}>
                <Link
                  to={drawerHref(name)}
                  replace
                  preventScrollReset
                  aria-current={tab === name ? "true" : undefined}
                  className={cn(
                    "block rounded-md px-3 py-1.5 text-center text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    tab === name
                      ? "bg-background text-foreground shadow-sm"
                      : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {names[name]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {!view ? (
          <RowSkeletons label={t("drawer.loading")} />
        ) : tab === "items" ? (
          <Rows label={names.items} empty={empty.items}>
            {view.items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                here={here}
                confirming={item.id === removing}
                deleteHref={drawerHref("items", [WISHLIST_REMOVE_ITEM_PARAM, String(item.id)])}
              />
            ))}
          </Rows>
        ) : (
          <Rows label={names.stores} empty={empty.stores}>
            {view.stores.map((store) => (
              <StoreRow key={store.id} store={store} here={here} />
            ))}
          </Rows>
        )}
      </SheetContent>
    </Sheet>
  );
}

function Rows({
  label,
  empty,
  children,
}: {
  label: string;
  empty: string;
  children: React.ReactNode[];
}) {
  if (children.length === 0) {
    return <p className="py-10 text-center text-sm text-muted-foreground">{empty}</p>;
  }
  return (
    <ul aria-label={label} className="grid gap-3">
      {children}
    </ul>
  );
}
