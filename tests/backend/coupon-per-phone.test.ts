import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import {
  BURGER_STORE,
  DEMO,
  FOOD,
  SARA,
  addToCart,
  bearer,
  deliveryOrder,
  guestContact,
  loginAs,
  newGuest,
  placeOrder,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";
import { priceyBurgerItem } from "./order-fixtures";

/**
 * Issue 28 item 9: a first-order coupon was free for every new guest id (three guests, three
 * "first" orders). The first-order and per-user limits now also count the orders of the same
 * phone: guest orders by their contact number (however it is written), accounts by theirs.
 */
let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

async function guestOrder(contactNumber: string, coupon = "WELCOME20") {
  const guestId = await newGuest(api);
  const item = priceyBurgerItem(api);
  await addToCart(api, { guestId }, FOOD, { item_id: item.id, price: item.price, quantity: 3 });
  return placeOrder(
    api,
    FOOD,
    deliveryOrder(BURGER_STORE, {
      guest_id: guestId,
      ...guestContact,
      contact_person_number: contactNumber,
      coupon_code: coupon,
    }),
  );
}

describe("first-order coupons for guests", () => {
  it("one first order per contact phone, whatever the guest id and however the number is written", async () => {
    const first = await guestOrder("+971559900001");
    expect(first.status).toBe(200);
    for (const written of ["+971559900001", "971559900001"]) {
      const again = await guestOrder(written);
      expect(again.status).toBe(403);
      expect(again.body).toEqual({
        errors: [{ code: "coupon", message: "This coupon is valid for the first order only." }],
      });
    }
    expect((await guestOrder("+971559900002")).status).toBe(200);
  });

  it("a guest order on an account's phone uses up that account's first order", async () => {
    expect((await guestOrder(SARA.phone)).status).toBe(200);
    const sara = await loginAs(api, SARA);
    const apply = await api.call("/coupon/apply", {
      headers: bearer(sara, { moduleId: String(FOOD), zoneId: "[1]" }),
      query: { code: "WELCOME20", store_id: BURGER_STORE },
    });
    expect(apply.status).toBe(403);
  });

  it("a guest giving the phone of an account with orders is no first order either", async () => {
    const refused = await guestOrder(DEMO.phone);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].message).toBe("This coupon is valid for the first order only.");
  });
});
