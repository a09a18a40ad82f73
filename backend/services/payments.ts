import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import type { OrderRow } from "./orders-format";

/**
 * Outcomes of the demo payment gateway (GET /payment-mobile). A paid order stays `pending`
 * and the lifecycle confirms it; a failed or canceled payment marks the order `failed`, so the
 * storefront can offer cash on delivery or a cancel (the original's order_failed hook does the
 * same for both).
 *
 * A partial payment's digital rest (contract §7.7; issue 24 item 2) is paid here too: the order
 * is `partial_payment`, `partially_paid` and already `confirmed`, the wallet's part is paid, and
 * the gateway charges only its unpaid rest — the order's `order_payments` row for the rest.
 */

export type PaymentOutcome = "success" | "fail" | "cancel";

export function payableOrder(
  db: Database.Database,
  orderId: number,
  customerId: number,
): OrderRow | null {
  const order = db
    .prepare("SELECT * FROM orders WHERE id = ? AND user_id = ?")
    .get(orderId, customerId) as OrderRow | undefined;
  return order ?? null;
}

export interface RestPayment {
  id: number;
  amount: number;
  payment_method: string;
  payment_status: string;
}

/** A partial payment's rest: the payment row that is not the wallet's (services/wallet.ts payPartly). */
export function restPaymentOf(db: Database.Database, order: OrderRow): RestPayment | null {
  if (order.payment_method !== "partial_payment") return null;
  const row = db
    .prepare(
      "SELECT id, amount, payment_method, payment_status FROM order_payments WHERE order_id = ? AND payment_method <> 'wallet' ORDER BY id LIMIT 1",
    )
    .get(order.id) as RestPayment | undefined;
  return row ?? null;
}

/** A partial payment whose rest is digital and not paid yet: the lifecycle waits for it. */
export const digitalRestUnpaid = (db: Database.Database, order: OrderRow) => {
  const rest = restPaymentOf(db, order);
  return (
    order.payment_status === "partially_paid" &&
    rest?.payment_method === "digital_payment" &&
    rest.payment_status !== "paid"
  );
};

/**
 * What the gateway may still take for this order: the whole amount of an unpaid digital order,
 * the rest of a partial payment whose rest is digital, or null when nothing is owed here.
 */
export function amountDue(db: Database.Database, order: OrderRow): number | null {
  if (order.order_status !== "pending" && order.order_status !== "failed") {
    // a partial payment is confirmed at once (contract §7.7) and still owes its rest
    if (order.order_status !== "confirmed" || order.payment_method !== "partial_payment")
      return null;
  }
  if (order.payment_method === "digital_payment")
    return order.payment_status === "unpaid" ? order.order_amount : null;
  if (!digitalRestUnpaid(db, order)) return null;
  return restPaymentOf(db, order)!.amount;
}

export function recordPayment(
  db: Database.Database,
  order: OrderRow,
  outcome: PaymentOutcome,
  now: Date,
) {
  const at = now.toISOString();
  const rest = restPaymentOf(db, order);
  db.transaction(() => {
    if (outcome === "success") {
      const reference = `DEMO-${randomBytes(6).toString("hex").toUpperCase()}`;
      if (rest) {
        // the rest was the last part owed: the order is paid, and stays (or is again) confirmed
        db.prepare(
          "UPDATE orders SET payment_status = 'paid', order_status = 'confirmed', transaction_reference = ?, updated_at = ? WHERE id = ?",
        ).run(reference, at, order.id);
        db.prepare(
          "UPDATE order_payments SET payment_status = 'paid', transaction_ref = ?, updated_at = ? WHERE id = ?",
        ).run(reference, at, rest.id);
        return;
      }
      db.prepare(
        "UPDATE orders SET payment_status = 'paid', order_status = 'pending', transaction_reference = ?, updated_at = ? WHERE id = ?",
      ).run(reference, at, order.id);
      db.prepare(
        `INSERT INTO order_payments (order_id, transaction_ref, amount, payment_status, payment_method, created_at, updated_at)
         VALUES (?, ?, ?, 'paid', 'digital_payment', ?, ?)`,
      ).run(order.id, reference, order.order_amount, at, at);
      return;
    }
    db.prepare(
      "UPDATE orders SET order_status = 'failed', failed = ?, updated_at = ? WHERE id = ?",
    ).run(at, at, order.id);
    if (rest) {
      // the wallet's part stays paid: a cancel gives it back (orders-cancel.ts)
      db.prepare("UPDATE order_payments SET payment_status = ?, updated_at = ? WHERE id = ?").run(
        outcome === "cancel" ? "canceled" : "failed",
        at,
        rest.id,
      );
      return;
    }
    db.prepare(
      `INSERT INTO order_payments (order_id, transaction_ref, amount, payment_status, payment_method, created_at, updated_at)
       VALUES (?, NULL, ?, ?, 'digital_payment', ?, ?)`,
    ).run(order.id, order.order_amount, outcome === "cancel" ? "canceled" : "failed", at, at);
  })();
}
