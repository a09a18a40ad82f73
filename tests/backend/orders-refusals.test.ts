import { describe, expect, it } from "vitest";
import {
  BURGER_STORE,
  FOOD,
  GROCERY,
  OUTSIDE,
  addToCart,
  bearer,
  deliveryOrder,
  pickItem,
} from "./commerce-helpers";
import {
  PHARMACY,
  deiraOrder,
  errorCodes,
  noAddressOrder,
  orderSuite,
  rxOrder,
} from "./order-fixtures";

const suite = orderSuite();
const { place, orderRow, cart } = suite;

describe("order placement refusals", () => {
  it("validates the body with 403 per field", async () => {
    const res = await place(FOOD, { order_type: "delivery" });
    expect(res.status).toBe(403);
    expect(errorCodes(res)).toEqual(["order_amount", "payment_method", "store_id"]);
    // the delivery fields are checked once the order type is known to be a delivery
    const noAddress = await place(FOOD, noAddressOrder("delivery"));
    expect(noAddress.status).toBe(403);
    expect(errorCodes(noAddress)).toEqual(["address", "latitude", "longitude"]);
    const garbage = await place(
      FOOD,
      deliveryOrder(BURGER_STORE, { latitude: "north", distance: -3, dm_tips: "lots" }),
    );
    expect(garbage.status).toBe(403);
    expect(errorCodes(garbage)).toEqual(["distance", "latitude", "dm_tips"]);
  });

  it("refuses an empty cart, a point outside the store's zone and items of another store", async () => {
    const empty = await place(FOOD, deliveryOrder(BURGER_STORE));
    expect(empty.status).toBe(403);
    expect(empty.body.errors[0].code).toBe("order_details");

    await cart.addBurger();
    const outside = await place(FOOD, deliveryOrder(BURGER_STORE, OUTSIDE));
    expect(outside.status).toBe(403);
    expect(outside.body.errors[0].code).toBe("coordinates");
    const otherStore = await place(FOOD, deliveryOrder(10));
    expect(otherStore.status).toBe(403);
    expect(otherStore.body.errors[0].code).toBe("different_stores");
    const unknownStore = await place(FOOD, deliveryOrder(9999));
    expect(unknownStore.status).toBe(404);
    const wrongModule = await place(FOOD, deliveryOrder(18));
    expect(wrongModule.status).toBe(404);
    await cart.empty(FOOD);
  });

  it("refuses closed stores (406) and handles schedule_at", async () => {
    // Sakura Sushi Bar (minimum order 60) opens at 17:00; it is noon in Dubai
    const sushi = pickItem(
      suite.api,
      9,
      "food_variations IS NULL AND price >= 25 AND maximum_cart_quantity IS NULL",
    );
    expect(
      (
        await addToCart(suite.api, { token: suite.token }, FOOD, {
          item_id: sushi.id,
          price: 1,
          quantity: 4,
        })
      ).status,
    ).toBe(200);
    const marina = { latitude: 25.0795, longitude: 55.135 };
    const closed = await place(FOOD, deliveryOrder(9, marina));
    expect(closed.status).toBe(406);
    expect(closed.body.errors[0].code).toBe("store");
    const past = await place(
      FOOD,
      deliveryOrder(9, { ...marina, schedule_at: "2025-01-15 09:00:00" }),
    );
    expect(past.status).toBe(406);
    expect(past.body.errors[0].code).toBe("schedule_at");
    const invalid = await place(FOOD, deliveryOrder(9, { ...marina, schedule_at: "tomorrow-ish" }));
    expect(invalid.status).toBe(403);
    const tonight = await place(
      FOOD,
      deliveryOrder(9, { ...marina, schedule_at: "2025-01-15 19:30:00" }),
    );
    expect(tonight.status).toBe(200);
    expect(orderRow(tonight.body.order_id)).toMatchObject({
      scheduled: 1,
      schedule_at: "2025-01-15T15:30:00.000Z",
    });

    await addToCart(suite.api, { token: suite.token }, FOOD, {
      item_id: pickItem(suite.api, 8).id,
      price: 1,
    });
    const deira = { latitude: 25.2537, longitude: 55.3303 };
    // Deira is cash-free, so this one pays online
    const inactive = await place(
      FOOD,
      deliveryOrder(8, { ...deira, payment_method: "digital_payment" }),
    );
    expect(inactive.status).toBe(406);
    expect(inactive.body.errors[0]).toEqual({
      code: "store",
      message: "The store is temporarily closed.",
    });
    await cart.empty(FOOD);
  });

  it("refuses cash on delivery where the zone does not allow it (Deira)", async () => {
    await cart.addDeiraDishes();
    const res = await place(FOOD, deiraOrder());
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe("payment_method");
    const digital = await place(FOOD, deiraOrder({ payment_method: "digital_payment" }));
    expect(digital.status).toBe(200);
  });

  it("answers 203 above the zone's cash-on-delivery maximum and 406 below the store minimum", async () => {
    await cart.addPriceyBurgers(40);
    const res = await place(FOOD, deliveryOrder(BURGER_STORE));
    expect(res.status).toBe(203);
    expect(res.body.errors[0].message).toBe(
      "The total amount of the order, exceeds maximum amount of the cash on delivery method",
    );
    await cart.empty(FOOD);

    // Fresh Basket Market: minimum order 50
    const cheap = pickItem(suite.api, 15, "stock > 5 AND price < 20");
    await addToCart(suite.api, { token: suite.token }, GROCERY, { item_id: cheap.id, price: 1 });
    const small = await place(GROCERY, deliveryOrder(15));
    expect(small.status).toBe(406);
    expect(small.body.errors[0].code).toBe("minimum_order");
    await cart.empty(GROCERY);
  });

  it("requires a prescription for prescription-only medicine", async () => {
    await cart.addPrescription();
    const without = await place(PHARMACY, rxOrder());
    expect(without.status).toBe(403);
    expect(without.body.errors[0].code).toBe("prescription");
    const withRx = await place(PHARMACY, rxOrder({ order_attachment: ["rx-scan.jpg"] }));
    expect(withRx.status).toBe(200);
    expect(JSON.parse(orderRow(withRx.body.order_id).order_attachment)).toEqual(["rx-scan.jpg"]);
  });

  it("takes prescription uploads as cash on delivery, even in cash-free Deira", async () => {
    const upload = (storeId: number, extra: Record<string, unknown>) =>
      suite.api.call("/customer/order/prescription/place", {
        method: "POST",
        headers: bearer(suite.token, { moduleId: "3" }),
        body: deliveryOrder(storeId, { payment_method: "digital_payment", ...extra }),
      });
    const deira = { latitude: 25.2674, longitude: 55.3182 };
    const missing = await upload(26, deira);
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe("order_attachment");
    const res = await upload(26, { ...deira, order_attachment: ["rx.png"] });
    expect(res.status).toBe(200);
    expect(res.body.offline_payments).toBeNull();
    expect(orderRow(res.body.order_id)).toMatchObject({
      payment_method: "cash_on_delivery",
      prescription_order: 1,
    });
    // Healthy Family Pharmacy does not take prescription uploads
    const refused = await upload(28, {
      latitude: 25.1975,
      longitude: 55.2497,
      order_attachment: ["rx.png"],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe("store");
  });
});
