import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import type { OrderRow } from "./orders-format";

/**
 * Outcomes of the demo payment gateway (GET /payment-mobile). A paid order stays `pending`
 * and the lifecycle confirms it; a failed or canceled payment marks the order `failed`, so the
 * storefront can offer cash on delivery or a cancel (the original's order_failed hook does the
 * same for both).
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

/** Whether the gateway may still take money for this order. */
export const awaitsPayment = (order: OrderRow) =>
  order.payment_method === "digital_payment" &&
  order.payment_status === "unpaid" &&
  (order.order_status === "pending" || order.order_status === "failed");

export function recordPayment(
  db: Database.Database,
  order: OrderRow,
  outcome: PaymentOutcome,
  now: Date,
) {
  const at = now.toISOString();
  db.transaction(() => {
    if (outcome === "success") {
      const reference = `DEMO-${randomBytes(6).toString("hex").toUpperCase()}`;
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
    db.prepare(
      `INSERT INTO order_payments (order_id, transaction_ref, amount, payment_status, payment_method, created_at, updated_at)
       VALUES (?, NULL, ?, ?, 'digital_payment', ?, ?)`,
    ).run(order.id, order.order_amount, outcome === "cancel" ? "canceled" : "failed", at, at);
  })();
}
