import { describe, expect, it } from "vitest";
import {
  BURGER_STORE,
  FOOD,
  GROCERY,
  addToCart,
  bearer,
  commerceSuite,
  deliveryOrder,
  emptyCart,
  pickItem,
  placeOrder,
} from "./commerce-helpers";

/**
 * Buy now (contract §7.7): `is_buy_now=1` with the order's own `cart` lines (or one `cart_id`)
 * places an order of those lines only, under the same rules as a cart order, and leaves the
 * server-side cart as it was.
 */

const suite = commerceSuite();
/** Smash Burger Lab's plain items (no food variations), `condition` narrowing further. */
const burgerItem = (condition = "1 = 1") =>
  pickItem(suite.api, BURGER_STORE, `food_variations IS NULL AND ${condition}`);
const add = (item: { id: number; price: number }, quantity = 1) =>
  addToCart(suite.api, { token: suite.token }, FOOD, {
    item_id: item.id,
    price: item.price,
    quantity,
  });
const place = (moduleId: number, storeId: number, extra: Record<string, unknown>) =>
  placeOrder(suite.api, moduleId, deliveryOrder(storeId, extra), suite.token);

/** The cart's rows without the embedded item (whose order counters do move). */
const cartOf = async (moduleId: number) => {
  const res = await suite.api.call("/customer/cart/list", {
    headers: bearer(suite.token, { moduleId: String(moduleId) }),
  });
  return (res.body as { item: unknown; id: number; item_id: number }[]).map(
    ({ item: _item, ...row }) => row,
  );
};

const lineOf = (item: { id: number; price: number }, extra: Record<string, unknown> = {}) => ({
  item_id: item.id,
  model: "Item",
  price: item.price,
  quantity: 1,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
  ...extra,
});

/** `cart` travels as a JSON string, as a form field would carry it. */
const buyNow = (moduleId: number, storeId: number, lines: unknown) =>
  place(moduleId, storeId, {
    is_buy_now: 1,
    cart: typeof lines === "string" ? lines : JSON.stringify(lines),
  });

const linesOf = (orderId: number) =>
  suite.api.backend.db
    .prepare(
      "SELECT item_id, quantity, price, add_ons FROM order_details WHERE order_id = ? ORDER BY id",
    )
    .all(orderId) as { item_id: number; quantity: number; price: number; add_ons: string }[];

const orderCount = () =>
  (suite.api.backend.db.prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n;

describe("buy now", () => {
  it("places only the given line, priced by the server, and leaves the cart as it was", async () => {
    const inCart = burgerItem();
    const bought = burgerItem(`id <> ${inCart.id} AND add_ons <> '[]'`);
    const addOn = JSON.parse(bought.add_ons)[0] as number;
    await add(inCart, 3);
    const before = await cartOf(FOOD);
    expect(before).toHaveLength(1);

    const res = await buyNow(FOOD, BURGER_STORE, [
      lineOf(bought, { price: 0.01, quantity: 2, add_on_ids: [addOn], add_on_qtys: [1] }),
    ]);
    expect(res.status).toBe(200);
    const lines = linesOf(res.body.order_id);
    // the catalogue's price, not the client's 0.01
    expect(lines).toEqual([
      { item_id: bought.id, quantity: 2, price: bought.price, add_ons: expect.any(String) },
    ]);
    expect(JSON.parse(lines[0].add_ons)).toEqual([expect.objectContaining({ id: addOn })]);

    expect(await cartOf(FOOD)).toEqual(before);
    await emptyCart(suite.api, FOOD, suite.token);
  });

  it("takes upstream's item_type for model, and the list as JSON rather than a string", async () => {
    const item = burgerItem();
    const { model: _model, ...line } = lineOf(item);
    const res = await place(FOOD, BURGER_STORE, {
      is_buy_now: "1",
      cart: [{ ...line, item_type: "App\\Models\\Item" }],
    });
    expect(res.status).toBe(200);
    expect(linesOf(res.body.order_id)).toEqual([
      { item_id: item.id, quantity: 1, price: item.price, add_ons: "[]" },
    ]);
  });

  it("buys one cart row by cart_id and keeps it, and the rest of the cart, in the cart", async () => {
    const first = burgerItem();
    const second = burgerItem(`id <> ${first.id}`);
    await add(first);
    await add(second, 2);
    const before = await cartOf(FOOD);
    const row = before.find((r) => r.item_id === second.id)!;

    const res = await place(FOOD, BURGER_STORE, { is_buy_now: 1, cart_id: row.id });
    expect(res.status).toBe(200);
    expect(linesOf(res.body.order_id)).toEqual([
      { item_id: second.id, quantity: 2, price: second.price, add_ons: "[]" },
    ]);
    expect(await cartOf(FOOD)).toEqual(before);

    const unknown = await place(FOOD, BURGER_STORE, { is_buy_now: 1, cart_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].code).toBe("cart_id");
    await emptyCart(suite.api, FOOD, suite.token);
  });

  it("refuses an invalid line with the cart's and the order's own errors, placing nothing", async () => {
    await add(burgerItem());
    const cartBefore = await cartOf(FOOD);
    const ordersBefore = orderCount();
    const burger = burgerItem();
    const limited = burgerItem("maximum_cart_quantity IS NOT NULL");
    const otherStore = pickItem(suite.api, 10, "food_variations IS NULL");

    const cases: [lines: unknown, status: number, code: string][] = [
      ["not json", 403, "cart"],
      [{ item_id: burger.id }, 403, "cart"],
      [[lineOf(burger, { item_id: undefined })], 403, "cart.0.item_id"],
      [[lineOf(burger), lineOf(burger, { quantity: 0 })], 403, "cart.1.quantity"],
      [[lineOf(burger, { model: "Store" })], 403, "cart.0.model"],
      [[], 403, "order_details"],
      [[lineOf(burger, { item_id: 999_999 })], 406, "item"],
      [[lineOf(burger), lineOf(otherStore)], 403, "different_stores"],
      [
        [lineOf(limited, { quantity: limited.maximum_cart_quantity! + 1 })],
        406,
        "maximum_cart_quantity",
      ],
      [[lineOf(burger, { add_on_ids: [999] })], 406, "add_on_ids"],
      [[lineOf(burger, { variation: "large" })], 406, "variation"],
    ];
    for (const [lines, status, code] of cases) {
      const res = await buyNow(FOOD, BURGER_STORE, lines);
      expect({ lines, status: res.status, code: res.body.errors?.[0]?.code }).toEqual({
        lines,
        status,
        code,
      });
      expect(res.body.errors[0].message).toEqual(expect.any(String));
    }
    // Fresh Basket Mart (store 18) sells counted stock
    const grocery = pickItem(
      suite.api,
      18,
      "stock > 0 AND stock < 100 AND maximum_cart_quantity IS NULL",
    );
    const stock = await buyNow(GROCERY, 18, [lineOf(grocery, { quantity: grocery.stock + 1 })]);
    expect(stock.status).toBe(406);
    expect(stock.body.errors[0].code).toBe("stock");
    const missing = await place(FOOD, BURGER_STORE, { is_buy_now: 1 });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe("cart");

    expect(orderCount()).toBe(ordersBefore);
    expect(await cartOf(FOOD)).toEqual(cartBefore);
    await emptyCart(suite.api, FOOD, suite.token);
  });

  it("without is_buy_now ignores a sent cart and orders the server-side cart", async () => {
    const item = burgerItem();
    await add(item);
    const other = burgerItem(`id <> ${item.id}`);
    const res = await place(FOOD, BURGER_STORE, {
      is_buy_now: 0,
      cart: JSON.stringify([lineOf(other)]),
    });
    expect(res.status).toBe(200);
    expect(linesOf(res.body.order_id).map((l) => l.item_id)).toEqual([item.id]);
    expect(await cartOf(FOOD)).toEqual([]);
  });
});
