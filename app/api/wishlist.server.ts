import type { Transport } from "./http.server";
import { messageSchema, wishlistSchema } from "./schemas/cart";

/** Exactly one of the two (api-contract §2.4). */
export type WishlistTarget = { item_id: number } | { store_id: number };

/**
 * customer/wish-list (api-contract §2.4): the signed-in customer's favourite items and stores,
 * scoped by the zoneId / moduleId headers. Needs the token; a guest never reaches these calls.
 * Add answers 409 when the entry exists, remove 404 when it does not.
 */
export function wishlistApi(t: Transport) {
  return {
    list: () => t.call("customer/wish-list", { schema: wishlistSchema }),
    add: (target: WishlistTarget) =>
      t.call("customer/wish-list/add", { method: "POST", body: target, schema: messageSchema }),
    remove: (target: WishlistTarget) =>
      t.call("customer/wish-list/remove", {
        method: "DELETE",
        query: target,
        schema: messageSchema,
      }),
  };
}
