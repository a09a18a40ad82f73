import type { AppLoadContext } from "@remix-run/node";
import type { Wishlist } from "~/api/schemas/cart";
import { toItemCard, toStoreCard, type CardContext } from "~/features/catalogue/card-models.server";
import { DIALOG_PARAM } from "~/lib/dialog-url";
import type { MoneyFormat } from "~/features/catalogue/money";
import { WISHLIST_DIALOG } from "./wishlist-fields";
import type { WishlistDrawerView } from "./wishlist-view";

/** `?dialog=wishlist` for a signed-in customer with a zone and a non-parcel module. */
export function wantsWishlistDrawer(request: Request, context: AppLoadContext): boolean {
  const { prefs, session } = context;
  if (!session.get("token") || !prefs.zoneIds || !prefs.moduleId) return false;
  if (prefs.moduleType === "parcel") return false;
  return new URL(request.url).searchParams.get(DIALOG_PARAM) === WISHLIST_DIALOG;
}

/**
 * The drawer's rows from the customer's wishlist: the same card rules as everywhere (links,
 * ratings with the config's decimals, whether an item can be added in one click), and nothing
 * the drawer does not show — this is hydration data.
 */
export function wishlistDrawerView(
  list: Wishlist,
  context: AppLoadContext,
  money: MoneyFormat,
): WishlistDrawerView {
  const moduleType = context.prefs.moduleType ?? "grocery";
  const ctx: CardContext = {
    money,
    decimals: money.decimals,
    moduleId: context.prefs.moduleId ?? 0,
    moduleType,
  };
  return {
    food: moduleType === "food",
    items: list.item.map((item) => {
      const card = toItemCard(item, ctx);
      return {
        id: card.id,
        name: card.name,
        image: card.image,
        href: card.href,
        moduleId: item.module_id ?? ctx.moduleId,
        cart: card.campaign
          ? "none"
          : card.outOfStock
            ? "out-of-stock"
            : card.hasOptions
              ? "options"
              : "add",
      };
    }),
    stores: list.store.map((store) => {
      const card = toStoreCard(store, ctx);
      return {
        id: card.id,
        name: card.name,
        logo: card.logo,
        href: card.href,
        address: card.address,
        rating: card.rating,
      };
    }),
  };
}
