import { describe, expect, it } from "vitest";
import { BURGER_STORE, DOWNTOWN, FOOD, OUTSIDE, bearer, deliveryOrder } from "./commerce-helpers";
import { noAddressOrder, orderSuite } from "./order-fixtures";

/**
 * The order journey on the 6ammart-3.2 profile (BACKEND_COMPAT=6ammart-3.2), which behaves as
 * a stock 6amMart 3.2 does (backend/README.md), next to the default profile's extensions.
 */

const withoutDistance = () => {
  const { distance: _distance, ...body } = deliveryOrder(BURGER_STORE);
  return body;
};

describe("6ammart-3.2: order place and quote", () => {
  const stock = orderSuite({ compat: "6ammart-3.2" });
  const { place, cart } = stock;

  it("row 1: has no customer/order/quote (Laravel's 404 body)", async () => {
    await cart.addBurger();
    const res = await stock.quote(FOOD, deliveryOrder(BURGER_STORE));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: "The route api/v1/customer/order/quote could not be found.",
    });
    await cart.empty(FOOD);
  });

  it("row 2: a delivery without distance is refused with `distance`, first of the fields", async () => {
    await cart.addBurger();
    const res = await place(FOOD, withoutDistance());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: "distance", message: "The distance field is required." }],
    });
    const { address: _address, ...bare } = withoutDistance();
    const both = await place(FOOD, bare);
    expect(both.body.errors.map((e: { code: string }) => e.code)).toEqual(["distance", "address"]);
    const placed = await place(FOOD, deliveryOrder(BURGER_STORE));
    expect(placed.status).toBe(200);
  });

  it("row 3: a take-away without latitude/longitude: 403 `store`; with them it is placed", async () => {
    await cart.addBurger();
    const bare = await place(FOOD, noAddressOrder("take_away"));
    expect(bare.status).toBe(403);
    expect(bare.body).toEqual({ errors: [{ code: "store", message: "Store not found" }] });
    const onlyOne = await place(FOOD, { ...noAddressOrder("take_away"), latitude: 25.1972 });
    expect(onlyOne.body.errors[0].code).toBe("store");
    // stock checks the point against the store's zone, take-away too
    const outside = await place(FOOD, { ...noAddressOrder("take_away"), ...OUTSIDE });
    expect(outside.status).toBe(403);
    expect(outside.body.errors[0].code).toBe("coordinates");

    const placed = await place(FOOD, { ...noAddressOrder("take_away"), ...DOWNTOWN });
    expect(placed.status).toBe(200);
    expect(stock.orderRow(placed.body.order_id)).toMatchObject({
      order_type: "take_away",
      delivery_charge: 0,
    });
  });

  it('row 5: order lines say "variant":"null" and "variation":[] without a variant', async () => {
    await cart.addBurger();
    const placed = await place(FOOD, deliveryOrder(BURGER_STORE));
    const details = await stock.api.call("/customer/order/details", {
      headers: bearer(stock.token),
      query: { order_id: placed.body.order_id },
    });
    expect(details.status).toBe(200);
    expect(details.body[0]).toMatchObject({ variant: "null", variation: [] });
  });

  it("cash on delivery above the zone-module maximum: 203 (contract §7.7)", async () => {
    await cart.addPriceyBurgers(40);
    const res = await place(FOOD, deliveryOrder(BURGER_STORE));
    expect(res.status).toBe(203);
    expect(res.body.errors[0].code).toBe("order_amount");
    await cart.empty(FOOD);
  });
});

describe("the default profile keeps its extensions and leniencies", () => {
  const plain = orderSuite();
  const { place, cart } = plain;

  it("quotes (ADR 021), measures a missing distance itself and takes a take-away without a point", async () => {
    await cart.addBurger();
    const quoted = await plain.quote(FOOD, deliveryOrder(BURGER_STORE));
    expect(quoted.status).toBe(200);
    expect(quoted.body.order_amount).toEqual(expect.any(Number));
    expect((await place(FOOD, withoutDistance())).status).toBe(200);
    await cart.addBurger();
    expect((await place(FOOD, noAddressOrder("take_away"))).status).toBe(200);
  });

  it("answers a line without a variant with variant null", async () => {
    await cart.addBurger();
    const placed = await place(FOOD, deliveryOrder(BURGER_STORE));
    const details = await plain.api.call("/customer/order/details", {
      headers: bearer(plain.token),
      query: { order_id: placed.body.order_id },
    });
    expect(details.body[0]).toMatchObject({ variant: null, variation: [] });
  });
});
