/**
 * The field contract of /order-placed (issue 13 items 4–5), shared by its forms, its action
 * and the tests. Kept free of server code: the route's components import it.
 */
export const OUTCOME_INTENTS = {
  switchToCash: "switch-to-cash",
  cancel: "cancel-order",
} as const;
export type OutcomeIntent = (typeof OUTCOME_INTENTS)[keyof typeof OUTCOME_INTENTS];

/** `?dialog=cancel-order`: the reason picker over the Order Place Failed screen. */
export const CANCEL_ORDER_DIALOG = "cancel-order";

export const OUTCOME_FIELDS = {
  intent: "intent",
  orderId: "order_id",
  reason: "reason",
} as const;

/**
 * The reason the failed-payment cancel sends by default (foundations §4 "Failed payment"). The
 * reference backend seeds it as its first customer reason; when a backend lacks it, the picker
 * offers it anyway (value DEFAULT_REASON_VALUE).
 */
export const PAYMENT_CANCELED_REASON = "Order payment canceled";
export const DEFAULT_REASON_VALUE = "payment-canceled";

/** The Order Place Failed dialog opens this long after the screen appears (foundations §9). */
export const FAILED_DIALOG_DELAY_MS = 500;

/** Order and payment values that have a translated label (orders.json); others show as sent. */
export const ORDER_STATUSES = [
  "pending",
  "accepted",
  "confirmed",
  "processing",
  "handover",
  "picked_up",
  "delivered",
  "canceled",
  "refund_requested",
  "refunded",
  "refund_request_canceled",
  "failed",
] as const;
export const PAYMENT_STATUSES = ["paid", "unpaid", "partially_paid"] as const;
export const PAYMENT_METHODS = [
  "cash_on_delivery",
  "digital_payment",
  "wallet",
  "offline_payment",
  "partial_payment",
] as const;
