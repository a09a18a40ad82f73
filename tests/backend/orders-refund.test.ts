import { describe, expect, it } from "vitest";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import { decideRefund } from "../../backend/services/refunds";
import { writeSettings } from "../../backend/services/settings";
import { png } from "../fixtures/images";
import {
  BURGER_STORE,
  FOOD,
  SARA,
  addToCart,
  bearer,
  commerceSuite,
  deliveryOrder,
  loginAs,
  newGuest,
  orderRow,
  placeOrder,
  plainBurgerItem,
} from "./commerce-helpers";

/**
 * customer/order/refund-reasons and customer/order/refund-request (contract §2.4; issue 24 item
 * 1): stock 6amMart calls, so both profiles answer them alike — a delivered, paid order of the
 * signed-in customer becomes `refund_requested` with the reason, note, method and pictures; the
 * operator's decision (services/refunds.ts decideRefund) makes it `refunded` or
 * `refund_request_canceled` with a note, and list and track show the refund and both notes.
 */
describe.each(["default", "6ammart-3.2"] as const)("refunds, %s profile", (compat) => {
  const suite = commerceSuite({ compat });

  async function deliveredOrder(token = suite.token): Promise<number> {
    const { api } = suite;
    await addToCart(api, { token }, FOOD, { item_id: plainBurgerItem(api).id, price: 1 });
    const placed = await placeOrder(api, FOOD, deliveryOrder(BURGER_STORE, { dm_tips: 2 }), token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    deliver();
    expect(orderRow(api, placed.body.order_id)).toMatchObject({
      order_status: "delivered",
      payment_status: "paid",
    });
    return placed.body.order_id;
  }

  function deliver() {
    const { api } = suite;
    for (let i = 0; i < 8; i++) {
      api.clock.now = new Date(api.clock.now.getTime() + 60_000);
      advanceOrderLifecycle(api.backend.db, api.clock.now);
    }
  }

  async function requestRefund(
    fields: Record<string, string | number>,
    images: File[] = [],
    headers: Record<string, string> = bearer(suite.token),
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    for (const image of images) form.append("image[]", image);
    const res = await fetch(new URL("/api/v1/customer/order/refund-request", suite.api.baseUrl), {
      method: "POST",
      headers: { Accept: "application/json", moduleId: String(FOOD), ...headers },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  }

  const picture = (name = "box.png") => new File([png(40, 30)], name, { type: "image/png" });
  const track = (orderId: number, token = suite.token) =>
    suite.api.call("/customer/order/track", {
      query: { order_id: orderId },
      headers: bearer(token, { moduleId: String(FOOD) }),
    });

  it("lists the active refund reasons, in the request's language", async () => {
    const en = await suite.api.call("/customer/order/refund-reasons", {
      headers: bearer(suite.token),
    });
    expect(en.status).toBe(200);
    expect(en.body.refund_reasons.length).toBeGreaterThan(1);
    expect(en.body.refund_reasons[0]).toMatchObject({ id: 1, status: 1 });
    expect(en.body.refund_reasons[0].reason).toMatch(/^[\x20-\x7e]+$/);
    const ar = await suite.api.call("/customer/order/refund-reasons", {
      headers: bearer(suite.token, { "X-localization": "ar" }),
    });
    expect(ar.body.refund_reasons[0].reason).toMatch(/[\u0600-\u06ff]/);
  });

  it("takes a delivered order's request with its picture; track and list show 'refund_requested'", async () => {
    const { api } = suite;
    const orderId = await deliveredOrder();
    const res = await requestRefund(
      {
        order_id: orderId,
        customer_reason: "Item was damaged",
        refund_method: "wallet",
        customer_note: "The box was crushed.",
      },
      [picture()],
    );
    expect(res).toEqual({ status: 200, body: { message: "Refund request placed successfully" } });
    const row = orderRow(api, orderId);
    expect(row.order_status).toBe("refund_requested");
    expect(row.refund_requested).toBe(api.clock.now.toISOString());

    const tracked = await track(orderId);
    expect(tracked.body).toMatchObject({
      order_status: "refund_requested",
      refund_customer_note: "The box was crushed.",
      refund_cancellation_note: null,
      refund: {
        order_id: orderId,
        customer_reason: "Item was damaged",
        customer_note: "The box was crushed.",
        refund_method: "wallet",
        refund_status: "pending",
        order_status: "delivered",
        // the order less its delivery charge and tip, as stock refunds
        refund_amount: Math.round((row.order_amount - row.delivery_charge - 2) * 100) / 100,
      },
    });
    const [url] = tracked.body.refund.image_full_url as string[];
    const served = await fetch(url.replace(/^https?:\/\/[^/]+/, api.baseUrl));
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png(40, 30));

    const list = await api.call("/customer/order/list", {
      query: { limit: 10, offset: 1 },
      headers: bearer(suite.token, { moduleId: String(FOOD) }),
    });
    const listed = list.body.orders.find((o: { id: number }) => o.id === orderId);
    expect(listed).toMatchObject({
      order_status: "refund_requested",
      refund_customer_note: "The box was crushed.",
    });

    // Asked once: the order is no longer delivered.
    const again = await requestRefund({ order_id: orderId, customer_reason: "Again" });
    expect(again.status).toBe(403);
    expect(again.body.errors[0].code).toBe("order");
  });

  it("refunds to the wallet on approval, and shows the operator's note on a rejection", async () => {
    const { api } = suite;
    const balance = () =>
      (
        api.backend.db.prepare("SELECT wallet_balance FROM users WHERE id = 1").get() as {
          wallet_balance: number;
        }
      ).wallet_balance;
    const approved = await deliveredOrder();
    expect(
      (await requestRefund({ order_id: approved, customer_reason: "Missing item" })).status,
    ).toBe(200);
    const before = balance();
    const amount = (await track(approved)).body.refund.refund_amount as number;
    expect(
      decideRefund(api.backend.db, approved, { approve: true, note: "Sorry!", now: api.clock.now }),
    ).toBe(true);
    expect((await track(approved)).body).toMatchObject({
      order_status: "refunded",
      refund_cancellation_note: "Sorry!",
      refund: { refund_status: "approved", refund_method: "wallet" },
    });
    expect(balance()).toBeCloseTo(before + amount, 2);

    const rejected = await deliveredOrder();
    await requestRefund({
      order_id: rejected,
      customer_reason: "Missing item",
      refund_method: "original_payment",
    });
    decideRefund(api.backend.db, rejected, {
      approve: false,
      note: "The photos show the seal intact.",
      now: api.clock.now,
    });
    expect((await track(rejected)).body).toMatchObject({
      order_status: "refund_request_canceled",
      refund_cancellation_note: "The photos show the seal intact.",
      refund: { refund_status: "rejected" },
    });
    // A decided request is not decided again.
    expect(
      decideRefund(api.backend.db, rejected, { approve: true, note: null, now: api.clock.now }),
    ).toBe(false);
  });

  it("refuses what stock refuses: refunds off, no reason, an order not delivered, someone else's, a guest", async () => {
    const { api } = suite;
    const orderId = await deliveredOrder();
    const previous = writeSettings(api.backend.db, { refund_active_status: 0 });
    try {
      const off = await requestRefund({ order_id: orderId, customer_reason: "Damaged" });
      expect(off).toEqual({
        status: 403,
        body: { errors: [{ code: "order", message: "You can not request for a refund" }] },
      });
    } finally {
      writeSettings(api.backend.db, previous);
    }
    const noReason = await requestRefund({ order_id: orderId, customer_reason: "" });
    expect(noReason.status).toBe(403);
    expect(noReason.body.errors[0]).toEqual({
      code: "customer_reason",
      message: "The customer reason field is required.",
    });
    const long = await requestRefund({ order_id: orderId, customer_reason: "x".repeat(255) });
    expect(long.body.errors[0].code).toBe("customer_reason");

    const sara = await loginAs(api, SARA);
    const stranger = await requestRefund(
      { order_id: orderId, customer_reason: "Damaged" },
      [],
      bearer(sara),
    );
    expect(stranger.status).toBe(404);

    const guestId = await newGuest(api);
    const guest = await requestRefund(
      { order_id: orderId, customer_reason: "Damaged", guest_id: guestId },
      [],
      {},
    );
    expect(guest.status).toBe(401);

    await addToCart(api, { token: suite.token }, FOOD, {
      item_id: plainBurgerItem(api).id,
      price: 1,
    });
    const pending = await placeOrder(api, FOOD, deliveryOrder(BURGER_STORE), suite.token);
    const notDelivered = await requestRefund({
      order_id: pending.body.order_id,
      customer_reason: "Damaged",
    });
    expect(notDelivered.status).toBe(403);
    expect(notDelivered.body.errors[0].code).toBe("order");

    // Pictures: at most 3, checked by their bytes; a refusal writes nothing and keeps the order.
    const four = await requestRefund({ order_id: orderId, customer_reason: "Damaged" }, [
      picture("1.png"),
      picture("2.png"),
      picture("3.png"),
      picture("4.png"),
    ]);
    expect(four.status).toBe(403);
    expect(four.body.errors[0].code).toBe("image");
    const fake = await requestRefund({ order_id: orderId, customer_reason: "Damaged" }, [
      new File(["<html>"], "x.png", { type: "image/png" }),
    ]);
    expect(fake.body.errors[0]).toEqual({
      code: "image",
      message: "The image must be a file of type: jpg, png, gif, webp.",
    });
    const huge = await requestRefund({ order_id: orderId, customer_reason: "Damaged" }, [
      new File([png(20000, 20000)], "big.png", { type: "image/png" }),
    ]);
    expect(huge.body.errors[0].message).toBe("The image has invalid image dimensions.");
    expect(orderRow(api, orderId).order_status).toBe("delivered");
  });
});
