import { describe, expect, it } from "vitest";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import {
  BURGER_STORE,
  FOOD,
  SARA,
  bearer,
  deliveryOrder,
  loginAs,
  plainBurgerItem,
} from "./commerce-helpers";
import { orderSuite } from "./order-fixtures";

/**
 * items/reviews/submit and delivery-man/reviews/submit (contract §2.6, §7.3): only the customer
 * whose order it is, once it is delivered, for its own items and delivery man, once each; the
 * item's and the delivery man's ratings follow.
 */
const suite = orderSuite();

async function deliveredOrder() {
  await suite.cart.addBurger();
  const res = await suite.place(FOOD, deliveryOrder(BURGER_STORE));
  expect(res.status).toBe(200);
  const id = res.body.order_id as number;
  return id;
}

const deliverAll = () => {
  for (let i = 0; i < 8; i++) {
    suite.api.clock.now = new Date(suite.api.clock.now.getTime() + 60_000);
    advanceOrderLifecycle(suite.api.backend.db, suite.api.clock.now);
  }
};

const submitItem = (body: Record<string, unknown>, token = suite.token) =>
  suite.api.call("/items/reviews/submit", { method: "POST", headers: bearer(token), body });
const submitDm = (body: Record<string, unknown>, token = suite.token) =>
  suite.api.call("/delivery-man/reviews/submit", { method: "POST", headers: bearer(token), body });

const codes = (res: { body: { errors?: { code: string }[] } }) =>
  (res.body.errors ?? []).map((e) => e.code);

describe("item and delivery-man reviews", () => {
  it("takes one review per item and per delivery man of the customer's delivered order", async () => {
    const { api } = suite;
    const orderId = await deliveredOrder();
    const item = plainBurgerItem(api);
    // Not delivered yet: refused.
    const early = await submitItem({ item_id: item.id, order_id: orderId, rating: 5 });
    expect(early.status).toBe(403);
    expect(codes(early)).toEqual(["review"]);
    deliverAll();
    const order = suite.orderRow(orderId);
    expect(order.order_status).toBe("delivered");
    const before = api.backend.db
      .prepare("SELECT rating_count FROM items WHERE id = ?")
      .get(item.id) as { rating_count: number };

    const ok = await submitItem({
      item_id: item.id,
      order_id: orderId,
      rating: "4",
      comment: "Juicy",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toMatch(/submitted/i);
    const row = api.backend.db
      .prepare("SELECT rating, comment, user_id, store_id FROM reviews WHERE order_id = ?")
      .get(orderId) as Record<string, unknown>;
    expect(row).toMatchObject({ rating: 4, comment: "Juicy", store_id: item.store_id });
    const after = api.backend.db
      .prepare("SELECT rating_count FROM items WHERE id = ?")
      .get(item.id) as { rating_count: number };
    expect(after.rating_count).toBe(before.rating_count + 1);

    const again = await submitItem({ item_id: item.id, order_id: orderId, rating: 2 });
    expect(again.status).toBe(403);
    expect(codes(again)).toEqual(["review"]);

    const dmId = order.delivery_man_id as number;
    expect(dmId).toBeGreaterThan(0);
    const dm = await submitDm({
      delivery_man_id: dmId,
      order_id: orderId,
      rating: 5,
      comment: "Fast",
    });
    expect(dm.status, JSON.stringify(dm.body)).toBe(200);
    const dmAgain = await submitDm({
      delivery_man_id: dmId,
      order_id: orderId,
      rating: 5,
      comment: "x",
    });
    expect(dmAgain.status).toBe(403);
    expect(codes(dmAgain)).toEqual(["review"]);
    // Another delivery man than the order's.
    const wrongDm = await submitDm({
      delivery_man_id: dmId + 1,
      order_id: orderId,
      rating: 5,
      comment: "x",
    });
    expect(wrongDm.status).toBe(403);
    expect(codes(wrongDm)).toEqual(["delivery_man_id"]);
  });

  it("refuses a stranger's order, an item not in the order, bad ratings, and no token", async () => {
    const { api } = suite;
    const orderId = await deliveredOrder();
    deliverAll();
    const item = plainBurgerItem(api);
    const sara = await loginAs(api, SARA);
    const stranger = await submitItem({ item_id: item.id, order_id: orderId, rating: 5 }, sara);
    expect(stranger.status).toBe(404);
    const dmId = suite.orderRow(orderId).delivery_man_id as number;
    const strangerDm = await submitDm(
      { delivery_man_id: dmId, order_id: orderId, rating: 5, comment: "x" },
      sara,
    );
    expect(strangerDm.status).toBe(404);
    const other = api.backend.db
      .prepare("SELECT id FROM items WHERE id != ? LIMIT 1")
      .get(item.id) as { id: number };
    const notInOrder = await submitItem({ item_id: other.id, order_id: orderId, rating: 5 });
    expect(notInOrder.status).toBe(403);
    expect(codes(notInOrder)).toEqual(["item_id"]);
    for (const rating of [0, 6, "five", 4.5, ""]) {
      const bad = await submitItem({ item_id: item.id, order_id: orderId, rating });
      expect(bad.status, String(rating)).toBe(403);
      expect(codes(bad)).toEqual(["rating"]);
    }
    const noComment = await submitDm({ delivery_man_id: dmId, order_id: orderId, rating: 3 });
    expect(codes(noComment)).toEqual(["comment"]);
    const anonymous = await api.call("/items/reviews/submit", {
      method: "POST",
      body: { item_id: item.id, order_id: orderId, rating: 5 },
      headers: { Accept: "application/json" },
    });
    expect(anonymous.status).toBe(401);
    expect(
      api.backend.db.prepare("SELECT COUNT(*) AS n FROM reviews WHERE order_id = ?").get(orderId),
    ).toEqual({ n: 0 });
  });
});
