import { afterEach, describe, expect, it } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import { BURGER_STORE, FOOD, deliveryOrder, plainBurgerItem } from "./commerce-helpers";
import { orderSuite } from "./order-fixtures";

/**
 * Order money is rounded like 6amMart's round($x, round_up_to_digit): to the marketplace's
 * digit_after_decimal_point (what /config reports), kept to 0..4. The cart: three Onion Rings
 * (14.50, 25 % off = 3.625 a unit), delivered 4.36 km away (× 1.50 a km), 1.2345 of tips, the
 * 3.00 service charge and 5 % tax.
 */

const suite = orderSuite();
const { place, quote, orderRow, cart } = suite;
const body = deliveryOrder(BURGER_STORE, { distance: 7.777, dm_tips: 1.2345 });

const digits = (value: unknown) =>
  writeSettings(suite.api.backend.db, { digit_after_decimal_point: value });
afterEach(() => digits(2));

async function quoteAndPlace() {
  expect(plainBurgerItem(suite.api).price).toBe(14.5);
  await cart.addBurger(undefined, 3);
  const quoted = await quote(FOOD, body);
  expect(quoted.status).toBe(200);
  const placed = await place(FOOD, body);
  expect(placed.status).toBe(200);
  const order = orderRow(placed.body.order_id);
  const line = suite.api.backend.db
    .prepare("SELECT price, discount_on_item, tax_amount FROM order_details WHERE order_id = ?")
    .get(placed.body.order_id);
  return { summary: quoted.body, placed: placed.body, order, line };
}

describe("order amounts follow digit_after_decimal_point", () => {
  it("2 (the seed): cents, as before", async () => {
    const { summary, placed, line } = await quoteAndPlace();
    expect(summary).toMatchObject({
      items_price: 43.5,
      discount_on_item: 10.88,
      subtotal: 32.62,
      tax_amount: 1.63,
      delivery_charge: 6.54,
      dm_tips: 1.23,
      order_amount: 45.02,
    });
    expect(placed.total_ammount).toBe(45.02);
    expect(line).toEqual({ price: 14.5, discount_on_item: 3.63, tax_amount: 1.63 });
  });

  it("0: whole amounts everywhere (14.50 → 15, half up), quote and place alike", async () => {
    digits(0);
    const config = await suite.api.call("/config");
    expect(config.body.digit_after_decimal_point).toBe(0);
    const { summary, placed, order, line } = await quoteAndPlace();
    expect(summary).toMatchObject({
      items_price: 44,
      discount_on_item: 11,
      subtotal: 33,
      tax_amount: 2,
      delivery_charge: 7,
      original_delivery_charge: 7,
      dm_tips: 1,
      additional_charge: 3,
      order_amount: 46,
    });
    expect(summary.lines[0]).toMatchObject({ unit_price: 15, discount: 4, total: 33 });
    expect(placed.total_ammount).toBe(46);
    expect(order).toMatchObject({
      order_amount: 46,
      total_tax_amount: 2,
      delivery_charge: 7,
      dm_tips: 1,
    });
    expect(line).toEqual({ price: 15, discount_on_item: 4, tax_amount: 2 });
  });

  it("3: thousandths (3.625 a unit stays 3.625, the tax 1.63125 is 1.631)", async () => {
    digits(3);
    const { summary, placed, order, line } = await quoteAndPlace();
    expect(summary).toMatchObject({
      items_price: 43.5,
      discount_on_item: 10.875,
      subtotal: 32.625,
      tax_amount: 1.631,
      delivery_charge: 6.54,
      dm_tips: 1.235,
      order_amount: 45.031,
    });
    expect(summary.lines[0]).toMatchObject({ unit_price: 14.5, discount: 3.625, total: 32.625 });
    expect(placed.total_ammount).toBe(45.031);
    expect(order).toMatchObject({ order_amount: 45.031, total_tax_amount: 1.631, dm_tips: 1.235 });
    expect(line).toEqual({ price: 14.5, discount_on_item: 3.625, tax_amount: 1.631 });
  });

  it("more than 4 digits counts as 4; fewer than 0 as 0", async () => {
    const fineTips = { ...body, dm_tips: 1.23456 };
    digits(7);
    await cart.addBurger(undefined, 3);
    expect((await quote(FOOD, fineTips)).body.dm_tips).toBe(1.2346);
    digits(-2);
    expect((await quote(FOOD, fineTips)).body.dm_tips).toBe(1);
    await cart.empty(FOOD);
  });
});
