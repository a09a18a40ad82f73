import { describe, expect, it } from "vitest";
import { BURGER_STORE, DOWNTOWN, FOOD, bearer, deliveryOrder } from "./commerce-helpers";
import { orderSuite } from "./order-fixtures";

/**
 * The checkout extras (issue 24 item 4) on both profiles: every call and field here is stock
 * 6amMart 3.2's (contract §2.1, §2.5, §7.7), so the 6ammart-3.2 profile answers them as the
 * default one does — cutlery, the note for unavailable items, delivery instructions and extra
 * packaging kept on the order; most-tips; getCashback; the parcel instructions, and a parcel's
 * instruction kept on its order.
 */

const PARCEL = 5;
const MARINA = { latitude: 25.077, longitude: 55.139 };

describe.each(["default", "6ammart-3.2"] as const)("%s profile", (compat) => {
  const suite = orderSuite({ compat });

  it("keeps cutlery, the unavailable-item note and the delivery instruction on the order", async () => {
    await suite.cart.addBurger();
    const placed = await suite.place(
      FOOD,
      deliveryOrder(BURGER_STORE, {
        cutlery: 1,
        unavailable_item_note: "Remove it from my order",
        delivery_instruction: "Leave it at the door",
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const track = await suite.api.call("/customer/order/track", {
      headers: bearer(suite.token),
      query: { order_id: placed.body.order_id },
    });
    expect(track.body).toMatchObject({
      cutlery: 1,
      unavailable_item_note: "Remove it from my order",
      delivery_instruction: "Leave it at the door",
    });

    // Without them: no cutlery, nothing noted.
    await suite.cart.addBurger();
    const plain = await suite.place(FOOD, deliveryOrder(BURGER_STORE));
    expect(suite.orderRow(plain.body.order_id)).toMatchObject({
      cutlery: 0,
      unavailable_item_note: null,
      delivery_instruction: null,
    });
  });

  it("charges the store's extra packaging when asked for (> 0), never where the store has none", async () => {
    const db = suite.api.backend.db;
    const packaging = (status: number, amount: number) =>
      db
        .prepare(
          "UPDATE stores SET extra_packaging_status = ?, extra_packaging_amount = ? WHERE id = ?",
        )
        .run(status, amount, BURGER_STORE);
    packaging(1, 2.5);
    try {
      await suite.cart.addBurger();
      const packed = await suite.place(
        FOOD,
        deliveryOrder(BURGER_STORE, { extra_packaging_amount: 1 }),
      );
      expect(packed.status, JSON.stringify(packed.body)).toBe(200);
      expect(suite.orderRow(packed.body.order_id).extra_packaging_amount).toBe(2.5);
      await suite.cart.addBurger();
      const unasked = await suite.place(FOOD, deliveryOrder(BURGER_STORE));
      expect(suite.orderRow(unasked.body.order_id).extra_packaging_amount).toBe(0);
    } finally {
      packaging(0, 0);
    }
    await suite.cart.addBurger();
    const none = await suite.place(
      FOOD,
      deliveryOrder(BURGER_STORE, { extra_packaging_amount: 2 }),
    );
    expect(suite.orderRow(none.body.order_id).extra_packaging_amount).toBe(0);
  });

  it("answers most-tips: the most common tip, or null", async () => {
    const res = await suite.api.call("/most-tips");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["most_tips_amount"]);
    const db = suite.api.backend.db;
    const before = db.prepare("SELECT id, dm_tips FROM orders").all() as Array<{
      id: number;
      dm_tips: number;
    }>;
    try {
      db.prepare("UPDATE orders SET dm_tips = 0").run();
      expect((await suite.api.call("/most-tips")).body).toEqual({ most_tips_amount: null });
      expect(before.length).toBeGreaterThanOrEqual(3);
      const ids = before.slice(0, 2).map((o) => o.id);
      db.prepare(`UPDATE orders SET dm_tips = 15 WHERE id IN (${ids.join(",")})`).run();
      db.prepare(`UPDATE orders SET dm_tips = 5 WHERE id = ?`).run(before[2].id);
      expect((await suite.api.call("/most-tips")).body).toEqual({ most_tips_amount: 15 });
    } finally {
      const put = db.prepare("UPDATE orders SET dm_tips = ? WHERE id = ?");
      for (const o of before) put.run(o.dm_tips, o.id);
    }
  });

  it("answers getCashback for an amount (signed in, in a module)", async () => {
    const res = await suite.api.call("/cashback/getCashback", {
      headers: bearer(suite.token, { moduleId: String(FOOD) }),
      query: { amount: 500 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        calculated_amount: expect.any(Number),
        cashback_amount: expect.any(Number),
      }),
    );
    const guest = await suite.api.call("/cashback/getCashback", {
      headers: { moduleId: String(FOOD) },
      query: { amount: 500 },
    });
    expect(guest.status).toBe(401);
  });

  it("lists the parcel instructions, paged and in the request's language", async () => {
    const en = await suite.api.call("/customer/order/parcel-instructions", {
      query: { limit: 2, offset: 1 },
    });
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ total_size: 5, limit: "2", offset: "1" });
    expect(en.body.data).toHaveLength(2);
    expect(en.body.data[0]).toMatchObject({
      id: 1,
      instruction: "Handle with care, the parcel is fragile",
      status: 1,
    });
    const ar = await suite.api.call("/customer/order/parcel-instructions", {
      headers: { "X-localization": "ar" },
    });
    expect(ar.body.data).toHaveLength(5);
    expect(ar.body.data[0].instruction).toBe("تعامل بحذر، الطرد قابل للكسر");
    expect(ar.body).toMatchObject({ limit: null, offset: null });
  });

  it("keeps a parcel's delivery instruction on its order", async () => {
    const placed = await suite.api.call("/customer/order/place", {
      method: "POST",
      headers: { moduleId: String(PARCEL), zoneId: "[1]", ...bearer(suite.token) },
      body: {
        order_amount: 1,
        payment_method: "cash_on_delivery",
        order_type: "parcel",
        parcel_category_id: 1,
        charge_payer: "sender",
        address: "Burj Khalifa, Downtown Dubai",
        distance: 20,
        ...DOWNTOWN,
        receiver_details: JSON.stringify({
          contact_person_name: "Rania Receiver",
          contact_person_number: "+971502223344",
          address: "Marina Walk, Dubai Marina",
          ...MARINA,
        }),
        delivery_instruction: "Keep the parcel upright",
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(suite.orderRow(placed.body.order_id).delivery_instruction).toBe(
      "Keep the parcel upright",
    );
  });
});
