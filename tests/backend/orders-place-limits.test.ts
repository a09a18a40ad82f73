import { describe, expect, it } from "vitest";
import {
  BURGER_STORE,
  FOOD,
  GROCERY,
  addToCart,
  commerceSuite,
  deliveryOrder,
  emptyCart,
  orderRow,
  pickItem,
  plainBurgerItem,
  placeOrder,
} from "./commerce-helpers";

const suite = commerceSuite();

describe("order placement limits", () => {
  it("treats a schedule_at at the end of the Date range as not a date (403, not 500)", async () => {
    const { api, token } = suite;
    await addToCart(api, { token }, FOOD, { item_id: plainBurgerItem(api).id, price: 1 });
    for (const schedule_at of ["+275760-09-13T00:00:00Z", "+275760-09-12T23:00:00+00:00"]) {
      const res = await placeOrder(api, FOOD, deliveryOrder(BURGER_STORE, { schedule_at }), token);
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe("schedule_at");
    }
    await emptyCart(api, FOOD, token);
  });

  it("checks the store minimum against the item prices before discounts, as upstream does", async () => {
    const { api, token } = suite;
    // Fresh Basket Market (store 15): minimum order 50, no store discount at the pinned clock
    const minimum = (
      api.backend.db.prepare("SELECT minimum_order FROM stores WHERE id = 15").get() as {
        minimum_order: number;
      }
    ).minimum_order;
    expect(minimum).toBe(50);
    const item = pickItem(
      api,
      15,
      "discount_type = 'percent' AND discount >= 20 AND price < 10 AND stock >= 15 " +
        "AND maximum_cart_quantity IS NULL AND variations = '[]'",
    );
    const quantity = Math.ceil(minimum / item.price);
    // listed prices reach the minimum, the discounted ones do not
    expect(item.price * quantity).toBeGreaterThanOrEqual(minimum);
    expect(item.price * quantity * (1 - item.discount / 100)).toBeLessThan(minimum);

    await addToCart(api, { token }, GROCERY, {
      item_id: item.id,
      price: item.price,
      quantity: quantity - 1,
    });
    const below = await placeOrder(api, GROCERY, deliveryOrder(15), token);
    expect(below.status).toBe(406);
    expect(below.body.errors[0].code).toBe("minimum_order");

    await emptyCart(api, GROCERY, token);
    await addToCart(api, { token }, GROCERY, { item_id: item.id, price: item.price, quantity });
    const placed = await placeOrder(api, GROCERY, deliveryOrder(15), token);
    expect(placed.status).toBe(200);
    expect(orderRow(api, placed.body.order_id)).toMatchObject({
      store_id: 15,
      order_status: "pending",
    });
  });
});
