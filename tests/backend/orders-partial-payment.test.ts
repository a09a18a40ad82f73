import { describe, expect, it } from "vitest";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import { writeSettings } from "../../backend/services/settings";
import {
  BURGER_STORE,
  FOOD,
  addToCart,
  bearer,
  commerceSuite,
  deliveryOrder,
  guestContact,
  newGuest,
  orderRow,
  placeOrder,
  plainBurgerItem,
} from "./commerce-helpers";

/**
 * Partial payment on order place (contract §7.7; issue 24 item 2), in both profiles: the wallet
 * pays what it holds (a `partial_payment` transaction, `partially_paid_amount`), the rest is
 * cash on delivery; the order is `partial_payment`, `partially_paid` and confirmed at once, and
 * track lists both payments. Stock's refusals: partial payment off, a wallet that is empty or
 * covers the order, a guest, a method `partial_payment_method` does not allow.
 */
describe.each(["default", "6ammart-3.2"] as const)("partial payment, %s profile", (compat) => {
  const suite = commerceSuite({ compat });
  const setBalance = (amount: number) =>
    suite.api.backend.db.prepare("UPDATE users SET wallet_balance = ? WHERE id = 1").run(amount);
  const balance = () =>
    (
      suite.api.backend.db.prepare("SELECT wallet_balance FROM users WHERE id = 1").get() as {
        wallet_balance: number;
      }
    ).wallet_balance;
  async function place(extra: Record<string, unknown>, token: string | null = suite.token) {
    const { api } = suite;
    await addToCart(api, token ? { token } : { guestId: Number(extra.guest_id) }, FOOD, {
      item_id: plainBurgerItem(api).id,
      price: 1,
    });
    return placeOrder(api, FOOD, deliveryOrder(BURGER_STORE, extra), token ?? undefined);
  }

  it("takes the wallet's balance and leaves the rest to cash on delivery", async () => {
    const { api } = suite;
    setBalance(5);
    const res = await place({ partial_payment: 1, payment_method: "cash_on_delivery" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderId = res.body.order_id as number;
    const row = orderRow(api, orderId);
    expect(row).toMatchObject({
      payment_method: "partial_payment",
      payment_status: "partially_paid",
      order_status: "confirmed",
      partially_paid_amount: 5,
    });
    expect(row.order_amount).toBeGreaterThan(5);
    expect(balance()).toBe(0);
    const ledger = api.backend.db
      .prepare(
        "SELECT debit, balance, transaction_type FROM wallet_transactions WHERE reference = ?",
      )
      .all(String(orderId));
    expect(ledger).toEqual([{ debit: 5, balance: 0, transaction_type: "partial_payment" }]);

    const tracked = await api.call("/customer/order/track", {
      query: { order_id: orderId },
      headers: bearer(suite.token, { moduleId: String(FOOD) }),
    });
    expect(tracked.body).toMatchObject({
      payment_method: "partial_payment",
      partially_paid_amount: 5,
    });
    expect(
      tracked.body.payments.map((p: Record<string, unknown>) => [
        p.payment_method,
        p.payment_status,
        p.amount,
      ]),
    ).toEqual([
      ["wallet", "paid", 5],
      ["cash_on_delivery", "unpaid", Math.round((row.order_amount - 5) * 100) / 100],
    ]);

    for (let i = 0; i < 6; i++) {
      api.clock.now = new Date(api.clock.now.getTime() + 60_000);
      advanceOrderLifecycle(api.backend.db, api.clock.now);
    }
    expect(orderRow(api, orderId)).toMatchObject({
      order_status: "delivered",
      payment_status: "paid",
    });
  });

  it("refuses as stock does: an empty wallet, one that covers the order, partial payment off, a guest, a rest it may not take", async () => {
    const { api } = suite;
    const cod = { partial_payment: 1, payment_method: "cash_on_delivery" };
    setBalance(0);
    const empty = await place(cod);
    expect(empty.status).toBe(203);
    expect(empty.body.errors[0].code).toBe("order_amount");

    setBalance(10_000);
    const covers = await place(cod);
    expect(covers.status).toBe(203);
    expect(covers.body.errors[0]).toEqual({
      code: "partial_payment",
      message: "The order amount must be greater than the wallet amount.",
    });
    expect(balance()).toBe(10_000);

    setBalance(5);
    const previous = writeSettings(api.backend.db, { partial_payment_status: 0 });
    try {
      const off = await place(cod);
      expect(off.status).toBe(403);
      expect(off.body.errors[0]).toEqual({
        code: "order_method",
        message: "Partial payment is not active.",
      });
    } finally {
      writeSettings(api.backend.db, previous);
    }
    const onlyDigital = writeSettings(api.backend.db, {
      partial_payment_method: "digital_payment",
    });
    try {
      const notCash = await place(cod);
      expect(notCash.status).toBe(403);
      expect(notCash.body.errors[0].code).toBe("payment_method");
    } finally {
      writeSettings(api.backend.db, onlyDigital);
    }
    const wallet = await place({ partial_payment: 1, payment_method: "wallet" });
    expect(wallet.status).toBe(403);

    const guestId = await newGuest(api);
    const guest = await place({ ...cod, guest_id: guestId, ...guestContact }, null);
    expect(guest.status).toBe(403);
    expect(guest.body.errors[0].code).toBe("payment_method");
    expect(balance()).toBe(5);

    // Arabic, as the backend words it for X-localization: ar.
    setBalance(0);
    const ar = await api.call("/customer/order/place", {
      method: "POST",
      headers: bearer(suite.token, {
        moduleId: String(FOOD),
        zoneId: "[1]",
        "X-localization": "ar",
      }),
      body: deliveryOrder(BURGER_STORE, { ...cod, partial_payment: 1 }),
    });
    expect(ar.body.errors[0].message).toMatch(/[\u0600-\u06ff]/);
  });
});
