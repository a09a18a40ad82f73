import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import type { ApiHarness } from "./harness";
import {
  BURGER_STORE,
  FOOD,
  GROCERY,
  SARA,
  addToCart,
  bearer,
  deliveryOrder,
  loginAs,
  pickItem,
  plainBurgerItem,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
let token: string;
beforeAll(async () => {
  api = await startCommerceApi();
  token = await loginAs(api);
});
afterAll(() => api.close());

const place = async (
  moduleId: number,
  storeId: number,
  extra: Record<string, unknown> = {},
  auth = token,
) =>
  (
    await api.call("/customer/order/place", {
      method: "POST",
      headers: bearer(auth, { moduleId: String(moduleId) }),
      body: deliveryOrder(storeId, extra),
    })
  ).body.order_id as number;
const put = (path: string, body: Record<string, unknown>, auth = token) =>
  api.call(path, { method: "PUT", headers: bearer(auth), body });
const status = (id: number) =>
  (
    api.backend.db.prepare("SELECT order_status FROM orders WHERE id = ?").get(id) as {
      order_status: string;
    }
  ).order_status;
const stockOf = (itemId: number) =>
  (api.backend.db.prepare("SELECT stock FROM items WHERE id = ?").get(itemId) as { stock: number })
    .stock;

describe("PUT customer/order/cancel", () => {
  it("cancels a pending order with a reason and puts the stock back", async () => {
    const item = pickItem(api, 18, "stock > 5 AND maximum_cart_quantity IS NULL");
    await addToCart(api, { token }, GROCERY, { item_id: item.id, price: item.price, quantity: 2 });
    const orderId = await place(GROCERY, 18);
    expect(stockOf(item.id)).toBe(item.stock - 2);
    const res = await put("/customer/order/cancel", {
      order_id: orderId,
      reason: "I changed my mind",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String) });
    expect(stockOf(item.id)).toBe(item.stock);
    const row = api.backend.db
      .prepare("SELECT order_status, cancellation_reason, canceled_by FROM orders WHERE id = ?")
      .get(orderId);
    expect(row).toEqual({
      order_status: "canceled",
      cancellation_reason: "I changed my mind",
      canceled_by: "customer",
    });
    const again = await put("/customer/order/cancel", { order_id: orderId, reason: "again" });
    expect(again.status).toBe(403);
  });

  it("accepts the POST + _method=put form the storefront sends", async () => {
    await addToCart(api, { token }, FOOD, { item_id: plainBurgerItem(api).id, price: 1 });
    const orderId = await place(FOOD, BURGER_STORE);
    const res = await api.call("/customer/order/cancel", {
      method: "POST",
      headers: bearer(token),
      body: { _method: "put", order_id: orderId, reason: "Order payment canceled" },
    });
    expect(res.status).toBe(200);
    expect(status(orderId)).toBe("canceled");
  });

  it("refuses orders that moved on, other people's orders and bad input", async () => {
    await addToCart(api, { token }, FOOD, { item_id: plainBurgerItem(api).id, price: 1 });
    const orderId = await place(FOOD, BURGER_STORE);
    advanceOrderLifecycle(api.backend.db, api.clock.now);
    expect(status(orderId)).toBe("confirmed");
    const late = await put("/customer/order/cancel", { order_id: orderId, reason: "too late" });
    expect(late.status).toBe(403);
    expect(late.body.errors[0].code).toBe("order_status");
    const sara = await loginAs(api, SARA);
    expect(
      (await put("/customer/order/cancel", { order_id: 100001, reason: "not mine" }, sara)).status,
    ).toBe(404);
    const noReason = await put("/customer/order/cancel", { order_id: orderId });
    expect(noReason.status).toBe(403);
    expect(noReason.body.errors[0]).toEqual({
      code: "reason",
      message: "The reason field is required.",
    });
    const longReason = await put("/customer/order/cancel", {
      order_id: orderId,
      reason: "x".repeat(300),
    });
    expect(longReason.status).toBe(403);
    expect(longReason.body.errors[0].code).toBe("reason");
  });
});

describe("PUT customer/order/payment-method", () => {
  it("switches a failed digital order to cash on delivery", async () => {
    await addToCart(api, { token }, FOOD, { item_id: plainBurgerItem(api).id, price: 1 });
    const orderId = await place(FOOD, BURGER_STORE, { payment_method: "digital_payment" });
    api.backend.db.prepare("UPDATE orders SET order_status = 'failed' WHERE id = ?").run(orderId);
    const res = await put("/customer/order/payment-method", { order_id: orderId });
    expect(res.status).toBe(200);
    const row = api.backend.db
      .prepare("SELECT payment_method, order_status FROM orders WHERE id = ?")
      .get(orderId);
    expect(row).toEqual({ payment_method: "cash_on_delivery", order_status: "pending" });
    const twice = await put("/customer/order/payment-method", { order_id: orderId });
    expect(twice.status).toBe(403);
  });

  it("refuses the switch where the zone has no cash on delivery", async () => {
    await addToCart(api, { token }, FOOD, {
      item_id: pickItem(api, 2, "food_variations IS NULL").id,
      price: 1,
      quantity: 3,
    });
    const orderId = await place(FOOD, 2, {
      payment_method: "digital_payment",
      latitude: 25.2607,
      longitude: 55.3195,
    });
    api.backend.db.prepare("UPDATE orders SET order_status = 'failed' WHERE id = ?").run(orderId);
    const res = await put("/customer/order/payment-method", { order_id: orderId });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe("payment_method");
  });
});

describe("reasons", () => {
  it("lists customer cancellation reasons, localized, with the storefront's 'Order payment canceled'", async () => {
    const res = await api.call("/customer/order/cancellation-reasons", {
      query: { type: "customer", limit: 10, offset: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_size: 5, limit: "10", offset: "1" });
    expect(res.body.data[0]).toMatchObject({
      id: 1,
      reason: "Order payment canceled",
      user_type: "customer",
      status: 1,
    });
    const ar = await api.call("/customer/order/cancellation-reasons", {
      query: { type: "customer" },
      headers: { "X-localization": "ar" },
    });
    expect(ar.body.data[0].reason).toBe("تم إلغاء دفع الطلب");
    expect(ar.body).toMatchObject({ limit: null, offset: null });
    const bad = await api.call("/customer/order/cancellation-reasons", {
      query: { type: "martian" },
    });
    expect(bad.status).toBe(403);
  });

  it("lists refund reasons for a customer", async () => {
    const res = await api.call("/customer/order/refund-reasons", { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.body.refund_reasons.map((r: { reason: string }) => r.reason)).toContain(
      "Wrong item delivered",
    );
  });
});
