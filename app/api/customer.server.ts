import type { Transport } from "./http.server";
import { cartListSchema, customerSchema, guestSchema, wishlistSchema } from "./schemas/customer";

export function customerApi(t: Transport) {
  return {
    /** POST /auth/guest/request → a new guest id. */
    requestGuestId: () =>
      t.call("auth/guest/request", { method: "POST", body: {}, schema: guestSchema }),
    info: () => t.call("customer/info", { schema: customerSchema }),
    cart: () => t.call("customer/cart/list", { schema: cartListSchema, asGuest: true }),
    wishlist: () => t.call("customer/wish-list", { schema: wishlistSchema }),
  };
}
