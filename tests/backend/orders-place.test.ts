import { describe, expect, it } from "vitest";
import {
  BURGER_STORE,
  FOOD,
  GROCERY,
  SARA,
  addToCart,
  bearer,
  deliveryOrder,
  guestContact,
  loginAs,
  newGuest,
  pickItem,
  plainBurgerItem,
  rawCall,
} from "./commerce-helpers";
import { errorCodes, noAddressOrder, orderSuite } from "./order-fixtures";

const suite = orderSuite();
const { place, orderRow, cart } = suite;
const round2 = (n: number) => Math.round(n * 100) / 100;

describe("placing a cash-on-delivery order", () => {
  it("recomputes the total on the server, empties only that module's cart and starts at 100005", async () => {
    const { api, token } = suite;
    const burger = plainBurgerItem(api);
    const grocery = pickItem(api, 18, "stock > 5");
    await addToCart(api, { token }, FOOD, { item_id: burger.id, price: 0.01, quantity: 2 });
    await addToCart(api, { token }, GROCERY, { item_id: grocery.id, price: grocery.price });

    const res = await place(FOOD, deliveryOrder(BURGER_STORE, { order_amount: 0.5, dm_tips: 4 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: expect.any(String),
      // after the demo customer's four seeded orders, 100001–100004 (backend/seed/demo-orders.ts)
      order_id: 100005,
      total_ammount: expect.any(Number),
      status: "pending",
      created_at: expect.any(String),
      user_id: 1,
    });
    // items − item discount, + 5 % store tax, + minimum delivery (1.5 km × 1.5 < 5), + tips, + service charge 3
    const unitDiscount =
      burger.discount_type === "percent" ? (burger.price * burger.discount) / 100 : burger.discount;
    const subtotal = round2((burger.price - unitDiscount) * 2);
    const expected = round2(subtotal + round2(subtotal * 0.05) + 5 + 4 + 3);
    expect(res.body.total_ammount).toBeCloseTo(expected, 2);
    const row = orderRow(100005);
    expect(row).toMatchObject({
      order_status: "pending",
      payment_status: "unpaid",
      delivery_charge: 5,
      dm_tips: 4,
      additional_charge: 3,
      zone_id: 1,
      module_id: FOOD,
      store_id: BURGER_STORE,
    });
    expect(row.otp).toMatch(/^\d{4}$/);

    const foodCart = await api.call("/customer/cart/list", {
      headers: bearer(token, { moduleId: String(FOOD) }),
    });
    expect(foodCart.body).toEqual([]);
    const groceryCart = await api.call("/customer/cart/list", {
      headers: bearer(token, { moduleId: String(GROCERY) }),
    });
    expect(groceryCart.body).toHaveLength(1);
    await cart.empty(GROCERY);
  });

  it("decrements stock and charges nothing for delivery from a free-delivery store", async () => {
    const { api, token } = suite;
    const item = pickItem(api, 18, "stock > 5 AND maximum_cart_quantity IS NULL");
    const before = item.stock;
    await addToCart(api, { token }, GROCERY, { item_id: item.id, price: item.price, quantity: 3 });
    const res = await place(GROCERY, deliveryOrder(18));
    expect(res.status).toBe(200);
    const after = api.backend.db.prepare("SELECT stock FROM items WHERE id = ?").get(item.id) as {
      stock: number;
    };
    expect(after.stock).toBe(before - 3);

    const bulk = pickItem(api, 15, "stock >= 20 AND maximum_cart_quantity IS NULL AND price >= 10");
    expect(
      (await addToCart(api, { token }, GROCERY, { item_id: bulk.id, price: 1, quantity: 10 }))
        .status,
    ).toBe(200);
    const free = await place(GROCERY, deliveryOrder(15));
    expect(free.status).toBe(200);
    expect(orderRow(free.body.order_id)).toMatchObject({
      delivery_charge: 0,
      free_delivery_by: "vendor",
    });
  });

  it("charges no delivery for take-away and needs no address", async () => {
    await cart.addBurger();
    const res = await place(FOOD, noAddressOrder("take_away"));
    expect(res.status).toBe(200);
    expect(orderRow(res.body.order_id)).toMatchObject({
      order_type: "take_away",
      delivery_charge: 0,
      dm_tips: 0,
    });
  });
});

describe("guests and coupons", () => {
  it("needs the guest's contact details and stores the order under the guest id", async () => {
    const guestId = await newGuest(suite.api);
    await cart.addBurger({ guestId }, 2);
    const missing = await place(FOOD, deliveryOrder(BURGER_STORE, { guest_id: guestId }), null);
    expect(missing.status).toBe(403);
    expect(errorCodes(missing)).toEqual([
      "contact_person_name",
      "contact_person_number",
      "contact_person_email",
    ]);
    const res = await place(
      FOOD,
      deliveryOrder(BURGER_STORE, { guest_id: guestId, ...guestContact }),
      null,
    );
    expect(res.status).toBe(200);
    expect(res.body.user_id).toBe(guestId);
    expect(orderRow(res.body.order_id)).toMatchObject({ user_id: guestId, is_guest: 1 });
  });

  it("applies a first-order coupon for a new customer and refuses it for a returning one", async () => {
    const { api, token } = suite;
    const sara = await loginAs(api, SARA);
    const item = plainBurgerItem(api);
    await addToCart(api, { token: sara }, FOOD, { item_id: item.id, price: 1, quantity: 6 });
    const res = await place(FOOD, deliveryOrder(BURGER_STORE, { coupon_code: "welcome20" }), sara);
    expect(res.status).toBe(200);
    const order = orderRow(res.body.order_id);
    expect(order.coupon_code).toBe("WELCOME20");
    expect(order.coupon_discount_amount).toBeGreaterThan(0);
    expect(order.coupon_discount_amount).toBeLessThanOrEqual(25);

    await addToCart(api, { token }, FOOD, { item_id: item.id, price: 1, quantity: 6 });
    const returning = await place(FOOD, deliveryOrder(BURGER_STORE, { coupon_code: "WELCOME20" }));
    expect(returning.status).toBe(403);
    const expired = await rawCall(api, "/customer/order/place", {
      method: "POST",
      headers: bearer(token, { moduleId: String(FOOD) }),
      body: deliveryOrder(BURGER_STORE, { coupon_code: "OLD5" }),
    });
    expect(expired).toEqual({
      status: 407,
      body: { errors: [{ code: "coupon", message: "Coupon expired" }] },
    });
    const unknown = await place(FOOD, deliveryOrder(BURGER_STORE, { coupon_code: "NOPE" }));
    expect(unknown.status).toBe(404);
    const otherZone = await place(FOOD, deliveryOrder(BURGER_STORE, { coupon_code: "MARINA12" }));
    expect(otherZone.status).toBe(403);
    const belowMinimum = await place(
      FOOD,
      deliveryOrder(BURGER_STORE, { coupon_code: "DINNER15" }),
    );
    expect(belowMinimum.status).toBe(406);
    expect(belowMinimum.body.errors[0].code).toBe("coupon");
    await cart.empty(FOOD);
  });

  it("is never a 500 for out-of-range input", async () => {
    const res = await place(
      FOOD,
      deliveryOrder(BURGER_STORE, { store_id: "9".repeat(40), latitude: 1e308 }),
    );
    expect(res.status).toBe(403);
    expect(errorCodes(res)).toEqual(["store_id", "latitude"]);
  });
});
