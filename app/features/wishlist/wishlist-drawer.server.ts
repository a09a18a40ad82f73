import type { AppLoadContext } from "@remix-run/node";
import type { Wishlist } from "~/api/schemas/cart";
import { DIALOG_PARAM } from "~/lib/dialog-url";
import type { WishlistDrawerView } from "./wishlist-view";

/** `?dialog=wishlist` for a signed-in customer with a zone and a non-parcel module. */
export function wantsWishlistDrawer(request: Request, context: AppLoadContext): boolean {
  const { prefs, session } = context;
  if (!session.get("token") || !prefs.zoneIds || !prefs.moduleId) return false;
  if (prefs.moduleType === "parcel") return false;
  return new URL(request.url).searchParams.get(DIALOG_PARAM) === "wishlist";
}

export function wishlistDrawerView(list: Wishlist, context: AppLoadContext): WishlistDrawerView {
  return {
    moduleType: context.prefs.moduleType ?? null,
    items: list.item.map((item) => ({
      id: item.id,
      name: item.name,
      image: item.image_full_url ?? null,
      href: `/product/${item.slug || item.id}`,
    })),
    stores: list.store.map((store) => ({
      id: store.id,
      name: store.name,
      logo: store.logo_full_url ?? null,
      href: `/store/${store.slug || store.id}`,
    })),
  };
}
