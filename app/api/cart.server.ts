import type { Transport } from "./http.server";
import { cartSchema } from "./schemas/cart";

/** What the cart API takes for a line (api-contract §7.6); built by features/cart from the catalogue. */
export interface CartLinePayload {
  item_id: number;
  model: "Item" | "ItemCampaign";
  price: number;
  quantity: number;
  variation: unknown[];
  add_on_ids: number[];
  add_on_qtys: number[];
}

/**
 * customer/cart/* (api-contract §2.4, §5.8, §7.6): the cart of the signed-in customer (token) or
 * of the guest (guest_id, added by the transport), per module (moduleId header). Every write
 * answers with the whole cart, which callers hand on instead of reading it again.
 */
export function cartApi(t: Transport) {
  return {
    list: () => t.call("customer/cart/list", { schema: cartSchema, asGuest: true }),
    add: (line: CartLinePayload) =>
      t.call("customer/cart/add", {
        method: "POST",
        body: line,
        schema: cartSchema,
        asGuest: true,
      }),
    /** Sets the line's quantity (and, when given, its choice). */
    update: (
      cartId: number,
      line: Pick<CartLinePayload, "price" | "quantity"> & Partial<CartLinePayload>,
    ) =>
      t.call("customer/cart/update", {
        method: "POST",
        body: { ...line, cart_id: cartId },
        schema: cartSchema,
        asGuest: true,
      }),
    removeLine: (cartId: number) =>
      t.call("customer/cart/remove-item", {
        method: "DELETE",
        query: { cart_id: cartId },
        schema: cartSchema,
        asGuest: true,
      }),
    clear: () =>
      t.call("customer/cart/remove", { method: "DELETE", schema: cartSchema, asGuest: true }),
  };
}
