import type Database from "better-sqlite3";
import { roundMoney } from "./format-core";
import { parseJson } from "./format";
import { storageUrl } from "./images";
import { refundToWallet } from "./wallet";

/**
 * Refund requests (issue 24 item 1; contract §2.4, stock 6amMart's `refunds` table): the customer
 * asks about a delivered, paid order; the operator approves (the order is `refunded`, a wallet
 * refund is credited) or rejects it with a note (`refund_request_canceled`). This backend has no
 * operator panel: `decideRefund` is that decision, for tests and the e2e control.
 */

export interface RefundRow {
  id: number;
  order_id: number;
  user_id: number;
  order_status: string;
  image: string;
  customer_reason: string | null;
  customer_note: string | null;
  admin_note: string | null;
  refund_amount: number;
  refund_status: string;
  refund_method: string;
  created_at: string;
  updated_at: string;
}

/**
 * The order columns a request reads. Not orders-format's OrderRow: that module shows the refund
 * with the order (refundFields), and the two would import each other.
 */
interface RefundedOrder {
  id: number;
  user_id: number;
  order_status: string;
  payment_status: string;
  order_amount: number;
  [column: string]: unknown;
}

/** Stock asks only about these: delivered and paid (cash is paid on delivery). */
export const refundable = (order: RefundedOrder) =>
  order.order_status === "delivered" && order.payment_status === "paid";

export function requestRefund(
  db: Database.Database,
  order: RefundedOrder,
  request: { reason: string; method: string; note: string | null; images: string[] },
  options: { now: Date; moneyDigits: number },
) {
  const at = options.now.toISOString();
  // Stock refunds what the items cost: the order less its delivery charge and tip.
  const amount = roundMoney(
    order.order_amount - Number(order.delivery_charge ?? 0) - Number(order.dm_tips ?? 0),
    options.moneyDigits,
  );
  db.transaction(() => {
    db.prepare(
      `INSERT INTO refunds (order_id, user_id, order_status, image, customer_reason, customer_note,
         refund_amount, refund_status, refund_method, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
    ).run(
      order.id,
      order.user_id,
      order.order_status,
      JSON.stringify(request.images),
      request.reason,
      request.note,
      amount,
      request.method,
      at,
      at,
    );
    db.prepare(
      "UPDATE orders SET order_status = 'refund_requested', refund_requested = ?, updated_at = ? WHERE id = ?",
    ).run(at, at, order.id);
  })();
}

/** The order's latest request, or undefined. */
export const latestRefund = (db: Database.Database, orderId: number) =>
  db.prepare("SELECT * FROM refunds WHERE order_id = ? ORDER BY id DESC LIMIT 1").get(orderId) as
    RefundRow | undefined;

/**
 * The operator's answer to a pending request: approved → `refunded` (a wallet refund credits the
 * wallet), rejected → `refund_request_canceled`; the note is what the customer reads either way.
 * False when the order has no pending request.
 */
export function decideRefund(
  db: Database.Database,
  orderId: number,
  decision: { approve: boolean; note: string | null; now: Date },
): boolean {
  const refund = latestRefund(db, orderId);
  if (!refund || refund.refund_status !== "pending") return false;
  const at = decision.now.toISOString();
  db.transaction(() => {
    db.prepare(
      "UPDATE refunds SET refund_status = ?, admin_note = ?, updated_at = ? WHERE id = ?",
    ).run(decision.approve ? "approved" : "rejected", decision.note, at, refund.id);
    if (decision.approve) {
      db.prepare(
        "UPDATE orders SET order_status = 'refunded', refunded = ?, updated_at = ? WHERE id = ?",
      ).run(at, at, orderId);
      if (refund.refund_method === "wallet")
        refundToWallet(db, refund.user_id, refund.refund_amount, orderId, at);
    } else {
      db.prepare(
        "UPDATE orders SET order_status = 'refund_request_canceled', updated_at = ? WHERE id = ?",
      ).run(at, orderId);
    }
  })();
  return true;
}

/**
 * The order's `refund` relation and its two notes as list and track show them (contract §5.9):
 * `refund_cancellation_note` is the operator's note, `refund_customer_note` the customer's.
 */
export function refundFields(db: Database.Database, orderId: number, origin: string) {
  const refund = latestRefund(db, orderId);
  if (!refund) return { refund: null, refund_cancellation_note: null, refund_customer_note: null };
  const images = parseJson<string[]>(refund.image, []);
  return {
    refund: {
      ...refund,
      image: images,
      image_full_url: images.map((file) => storageUrl(origin, "refund", file)),
    },
    refund_cancellation_note: refund.admin_note,
    refund_customer_note: refund.customer_note,
  };
}
