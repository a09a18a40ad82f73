import { describe, expect, it } from "vitest";
import {
  BURGER_STORE,
  DOWNTOWN,
  FOOD,
  OUTSIDE,
  addToCart,
  bearer,
  deliveryOrder,
  guestContact,
  newGuest,
  pickItem,
  plainBurgerItem,
} from "./commerce-helpers";
import {
  PHARMACY,
  deiraOrder,
  errorCodes,
  noAddressOrder,
  orderSuite,
  rxOrder,
} from "./order-fixtures";

/**
 * POST customer/order/quote (ADR 021): place's checks and amounts without the insert. The
 * storefront's order summary is this answer, so what it says must be what place then charges.
 */

const suite = orderSuite();
const { place, quote, orderRow, cart } = suite;
const count = (sql: string) => (suite.api.backend.db.prepare(sql).get() as { n: number }).n;
const foodPivot = () =>
  suite.api.backend.db
    .prepare("SELECT * FROM module_zone WHERE module_id = ? AND zone_id = 1")
    .get(FOOD) as {
    minimum_shipping_charge: number;
    per_km_shipping_charge: number;
    maximum_cod_order_amount: number;
  };

/** A burger with an add-on, two of a plain burger: a cart with discounts and add-ons. */
async function fillBurgerCart(auth: { token?: string; guestId?: number } = { token: suite.token }) {
  const { api } = suite;
  const withAddOn = pickItem(api, BURGER_STORE, "food_variations IS NULL AND add_ons != '[]'");
  const addOnId = JSON.parse((withAddOn as unknown as { add_ons: string }).add_ons)[0] as number;
  const plain = plainBurgerItem(api);
  expect(
    (
      await addToCart(api, auth, FOOD, {
        item_id: withAddOn.id,
        price: 1,
        add_on_ids: [addOnId],
        add_on_qtys: [2],
      })
    ).status,
  ).toBe(200);
  if (plain.id !== withAddOn.id) {
    expect(
      (await addToCart(api, auth, FOOD, { item_id: plain.id, price: 1, quantity: 2 })).status,
    ).toBe(200);
  }
}

describe("POST customer/order/quote", () => {
  it("answers the summary place then charges, line by line, and writes nothing", async () => {
    const { api } = suite;
    await fillBurgerCart();
    const body = deliveryOrder(BURGER_STORE, { dm_tips: 5, coupon_code: "DINNER15" });
    const ordersBefore = count("SELECT COUNT(*) AS n FROM orders");
    const usesBefore = count("SELECT total_uses AS n FROM coupons WHERE code = 'DINNER15'");

    // DINNER15 wants 80 of items: four burgers of 20 or more make sure of it
    await cart.addPriceyBurgers(4);
    const q = await quote(FOOD, body);
    expect(q.status).toBe(200);
    const summary = q.body;
    const cartRows = api.backend.db
      .prepare(
        "SELECT id FROM carts WHERE user_id = 1 AND is_guest = 0 AND module_id = ? ORDER BY id",
      )
      .all(FOOD) as { id: number }[];
    expect(summary).toMatchObject({
      store_id: BURGER_STORE,
      order_type: "delivery",
      coupon_code: "DINNER15",
      coupon_discount: 15,
      coupon_title: "AED 15 off dinner",
      tax_included: false,
      dm_tips: 5,
      additional_charge: 3,
      address_missing: false,
      prescription_required: false,
      wallet_balance: 200,
      maximum_cod_order_amount: foodPivot().maximum_cod_order_amount,
    });
    expect(summary.lines.map((l: { cart_id: number }) => l.cart_id)).toEqual(
      cartRows.map((r) => r.id),
    );
    // the parts add up to the total the way place adds them
    const round2 = (n: number) => Math.round(n * 100) / 100;
    expect(summary.subtotal).toBe(
      round2(summary.items_price + summary.add_on_price - summary.discount_on_item),
    );
    expect(summary.order_amount).toBe(
      round2(
        summary.subtotal -
          summary.coupon_discount +
          summary.tax_amount +
          summary.delivery_charge +
          summary.dm_tips +
          summary.additional_charge +
          summary.extra_packaging_amount,
      ),
    );
    expect(summary.add_on_price).toBeGreaterThan(0);
    for (const line of summary.lines) {
      expect(line.total).toBe(
        round2((line.unit_price - line.discount) * line.quantity + line.add_on_price),
      );
    }
    // nothing written: no order, the cart as it was, the coupon unused
    expect(count("SELECT COUNT(*) AS n FROM orders")).toBe(ordersBefore);
    expect(count("SELECT total_uses AS n FROM coupons WHERE code = 'DINNER15'")).toBe(usesBefore);
    expect(count("SELECT COUNT(*) AS n FROM carts WHERE user_id = 1 AND is_guest = 0")).toBe(
      cartRows.length,
    );

    const placed = await place(FOOD, body);
    expect(placed.status).toBe(200);
    expect(placed.body.total_ammount).toBe(summary.order_amount);
    expect(orderRow(placed.body.order_id)).toMatchObject({
      order_amount: summary.order_amount,
      coupon_code: "DINNER15",
      coupon_discount_amount: summary.coupon_discount,
      total_tax_amount: summary.tax_amount,
      tax_percentage: summary.tax_percent,
      delivery_charge: summary.delivery_charge,
      original_delivery_charge: summary.original_delivery_charge,
      distance: summary.distance_km,
      dm_tips: summary.dm_tips,
      additional_charge: summary.additional_charge,
    });
    const details = api.backend.db
      .prepare(
        "SELECT item_id, price, quantity, discount_on_item, total_add_on_price, variant FROM order_details WHERE order_id = ? ORDER BY id",
      )
      .all(placed.body.order_id);
    expect(details).toEqual(
      summary.lines.map(
        (l: {
          item_id: number;
          unit_price: number;
          quantity: number;
          discount: number;
          add_on_price: number;
          variant: string;
        }) => ({
          item_id: l.item_id,
          price: l.unit_price,
          quantity: l.quantity,
          discount_on_item: l.discount,
          total_add_on_price: l.add_on_price,
          variant: l.variant || null,
        }),
      ),
    );
  });

  it("quotes a delivery without its address at distance 0: the minimum delivery charge", async () => {
    await cart.addBurger();
    const res = await quote(FOOD, { order_type: "delivery", store_id: BURGER_STORE });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      address_missing: true,
      distance_km: 0,
      delivery_charge: foodPivot().minimum_shipping_charge,
      original_delivery_charge: foodPivot().minimum_shipping_charge,
      coupon_code: null,
      coupon_title: null,
      coupon_discount: 0,
    });
    const takeAway = await quote(FOOD, { order_type: "take_away", store_id: BURGER_STORE });
    expect(takeAway.body).toMatchObject({
      order_type: "take_away",
      address_missing: false,
      delivery_charge: 0,
      dm_tips: 0,
    });
    // place still insists on the address
    const placed = await place(FOOD, noAddressOrder("delivery"));
    expect(placed.status).toBe(403);
    expect(errorCodes(placed)).toEqual(["address", "latitude", "longitude"]);
    await cart.empty(FOOD);
  });

  it("says which payment methods the total allows", async () => {
    await cart.addBurger();
    const small = await quote(FOOD, deliveryOrder(BURGER_STORE, { payment_method: undefined }));
    expect(small.body.payment_methods).toEqual({
      cash_on_delivery: true,
      cash_on_delivery_over_limit: false,
      digital_payment: true,
      wallet: true,
      offline_payment: true,
    });
    await cart.empty(FOOD);

    await cart.addPriceyBurgers(40);
    const big = await quote(FOOD, deliveryOrder(BURGER_STORE, { payment_method: undefined }));
    expect(big.status).toBe(200);
    expect(big.body.order_amount).toBeGreaterThan(foodPivot().maximum_cod_order_amount);
    expect(big.body.payment_methods).toEqual({
      cash_on_delivery: false,
      cash_on_delivery_over_limit: true,
      digital_payment: true,
      // 200 in the wallet does not pay this
      wallet: false,
      offline_payment: true,
    });
    await cart.empty(FOOD);
  });

  it("answers a guest without contact fields, with no wallet", async () => {
    const guestId = await newGuest(suite.api);
    await cart.addBurger({ guestId });
    const res = await quote(FOOD, deliveryOrder(BURGER_STORE, { guest_id: guestId }), null);
    expect(res.status).toBe(200);
    expect(res.body.wallet_balance).toBeNull();
    expect(res.body.payment_methods.wallet).toBe(false);
    // place wants the contact fields; with them it charges the quoted total
    const noContact = await place(FOOD, deliveryOrder(BURGER_STORE, { guest_id: guestId }), null);
    expect(noContact.status).toBe(403);
    const placed = await place(
      FOOD,
      deliveryOrder(BURGER_STORE, { guest_id: guestId, ...guestContact }),
      null,
    );
    expect(placed.status).toBe(200);
    expect(placed.body.total_ammount).toBe(res.body.order_amount);
  });

  it("takes urlencoded and multipart bodies like place", async () => {
    const { api, token } = suite;
    await cart.addBurger();
    const form = new URLSearchParams({
      order_type: "delivery",
      store_id: String(BURGER_STORE),
      address: "Burj Khalifa",
      latitude: String(DOWNTOWN.latitude),
      longitude: String(DOWNTOWN.longitude),
      distance: "1.5",
    });
    const urlencoded = await api.call("/customer/order/quote", {
      method: "POST",
      headers: bearer(token, {
        moduleId: String(FOOD),
        "Content-Type": "application/x-www-form-urlencoded",
      }),
      body: form.toString(),
    });
    expect(urlencoded.status).toBe(200);
    const multipartBody = new FormData();
    for (const [k, v] of form) multipartBody.set(k, v);
    const multipart = await fetch(`${api.baseUrl}/api/v1/customer/order/quote`, {
      method: "POST",
      headers: { ...bearer(token, { moduleId: String(FOOD) }), Accept: "application/json" },
      body: multipartBody,
    });
    expect(multipart.status).toBe(200);
    expect(((await multipart.json()) as { order_amount: number }).order_amount).toBe(
      urlencoded.body.order_amount,
    );
    await cart.empty(FOOD);
  });
});

describe("buy-now quotes", () => {
  it("quotes the request's own lines (no cart id) or the one cart row named, leaving the cart", async () => {
    const { api, token } = suite;
    const plain = plainBurgerItem(api);
    const own = await quote(
      FOOD,
      deliveryOrder(BURGER_STORE, {
        is_buy_now: 1,
        cart: JSON.stringify([{ item_id: plain.id, model: "Item", price: 1, quantity: 2 }]),
      }),
    );
    expect(own.status).toBe(200);
    expect(own.body.lines).toEqual([
      expect.objectContaining({ cart_id: null, item_id: plain.id, item_type: "item", quantity: 2 }),
    ]);

    await addToCart(api, { token }, FOOD, { item_id: plain.id, price: 1, quantity: 3 });
    const row = api.backend.db
      .prepare("SELECT id FROM carts WHERE user_id = 1 AND is_guest = 0 AND item_id = ?")
      .get(plain.id) as { id: number };
    const named = await quote(
      FOOD,
      deliveryOrder(BURGER_STORE, { is_buy_now: 1, cart_id: row.id }),
    );
    expect(named.body.lines).toEqual([
      expect.objectContaining({ cart_id: row.id, item_id: plain.id, quantity: 3 }),
    ]);
    const unknown = await quote(
      FOOD,
      deliveryOrder(BURGER_STORE, { is_buy_now: 1, cart_id: 999999 }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe("cart_id");
    await cart.empty(FOOD);
  });
});

describe("quote refusals are place's refusals", () => {
  /** The same body to both: same status, same errors. */
  async function sameRefusal(moduleId: number, body: Record<string, unknown>) {
    const q = await quote(moduleId, body);
    const p = await place(moduleId, body);
    expect(q.status).toBe(p.status);
    expect(q.body).toEqual(p.body);
    return q;
  }

  it("coupon minimum purchase: 406 with place's message", async () => {
    await cart.addBurger();
    const res = await sameRefusal(FOOD, deliveryOrder(BURGER_STORE, { coupon_code: "DINNER15" }));
    expect(res.status).toBe(406);
    expect(res.body).toEqual({
      errors: [
        { code: "coupon", message: "To apply this coupon, total item amount should be minimum 80" },
      ],
    });
    await cart.empty(FOOD);
  });

  it("cash on delivery above the maximum: 203", async () => {
    await cart.addPriceyBurgers(40);
    const res = await sameRefusal(FOOD, deliveryOrder(BURGER_STORE));
    expect(res.status).toBe(203);
    expect(res.body.errors[0]).toEqual({
      code: "order_amount",
      message:
        "The total amount of the order, exceeds maximum amount of the cash on delivery method",
    });
    await cart.empty(FOOD);
  });

  it("store closed: 406; out of coverage: 403; empty cart: 403", async () => {
    const { api, token } = suite;
    expect((await sameRefusal(FOOD, deliveryOrder(BURGER_STORE))).body.errors[0].code).toBe(
      "order_details",
    );
    // Sakura Sushi Bar opens at 17:00; it is noon in Dubai
    const sushi = pickItem(api, 9, "food_variations IS NULL AND maximum_cart_quantity IS NULL");
    await addToCart(api, { token }, FOOD, { item_id: sushi.id, price: 1, quantity: 4 });
    const closed = await sameRefusal(
      FOOD,
      deliveryOrder(9, { latitude: 25.0795, longitude: 55.135 }),
    );
    expect(closed.status).toBe(406);
    expect(closed.body.errors[0].code).toBe("store");
    await cart.empty(FOOD);

    await cart.addBurger();
    const outside = await sameRefusal(FOOD, deliveryOrder(BURGER_STORE, OUTSIDE));
    expect(outside.status).toBe(403);
    expect(outside.body.errors[0]).toEqual({ code: "coordinates", message: "Out of coverage!" });
    await cart.empty(FOOD);
  });

  it("checks a payment method when one is given (cash-free Deira)", async () => {
    await cart.addDeiraDishes();
    const res = await sameRefusal(FOOD, deiraOrder());
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe("payment_method");
    // without a payment method the quote answers, and says cash is not an option there
    const open = await quote(FOOD, deiraOrder({ payment_method: undefined }));
    expect(open.status).toBe(200);
    expect(open.body.payment_methods).toMatchObject({
      cash_on_delivery: false,
      digital_payment: true,
      offline_payment: false,
    });
    await cart.empty(FOOD);
  });

  it("validates like place (403 per field) and needs the module header", async () => {
    const res = await quote(FOOD, { order_type: "boat", store_id: "x", latitude: 200 });
    expect(res.status).toBe(403);
    expect(errorCodes(res)).toEqual(["order_type", "store_id", "latitude"]);
    const noModule = await suite.api.call("/customer/order/quote", {
      method: "POST",
      headers: bearer(suite.token),
      body: deliveryOrder(BURGER_STORE),
    });
    expect(noModule.status).toBe(403);
    expect(noModule.body.errors[0].code).toBe("moduleId");
    // neither token nor guest id: the guard answers as it does for place
    const nobody = await quote(FOOD, deliveryOrder(BURGER_STORE), null);
    const nobodyPlace = await place(FOOD, deliveryOrder(BURGER_STORE), null);
    expect(nobody.status).toBe(401);
    expect(nobody.body).toEqual(nobodyPlace.body);
  });

  it("quotes a prescription medicine without the image, and says one is required", async () => {
    await cart.addPrescription();
    const res = await quote(PHARMACY, rxOrder());
    expect(res.status).toBe(200);
    expect(res.body.prescription_required).toBe(true);
    const placed = await place(PHARMACY, rxOrder());
    expect(placed.status).toBe(403);
    expect(placed.body.errors[0].code).toBe("prescription");
    await cart.empty(PHARMACY);
  });
});
