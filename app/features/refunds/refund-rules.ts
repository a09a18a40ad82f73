import type { Config } from "~/api/schemas/config";
import type { TrackedOrder } from "~/api/schemas/orders";

/**
 * When an order may be refunded, and what its page says about a refund (issue 24 item 1). Pure:
 * the order page's loader and the refund page share it.
 */

/** Stock takes requests for delivered, paid orders only (cash is paid on delivery). */
export const canRequestRefund = (order: TrackedOrder, config: Config | null) =>
  Boolean(config?.refund_active_status) &&
  order.order_status === "delivered" &&
  order.payment_status === "paid";

export const REFUND_STATUSES = ["refund_requested", "refunded", "refund_request_canceled"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface RefundView {
  status: RefundStatus;
  reason: string | null;
  /** The customer's own note. */
  note: string | null;
  /** The operator's answer: why it was refused, or a word with the refund. */
  answer: string | null;
  images: string[];
}

/** The refund part of the order page, or null while the order has none. */
export function refundViewOf(order: TrackedOrder): RefundView | null {
  const status = REFUND_STATUSES.find((s) => s === order.order_status);
  if (!status) return null;
  const refund = order.refund ?? null;
  return {
    status,
    reason: refund?.customer_reason ?? null,
    note: order.refund_customer_note ?? refund?.customer_note ?? null,
    answer: order.refund_cancellation_note ?? refund?.admin_note ?? null,
    images: refund?.image_full_url ?? [],
  };
}
