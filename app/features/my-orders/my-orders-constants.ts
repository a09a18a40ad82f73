/** The contract of /my-orders and /my-orders/{id}, shared by loaders, views and tests. */

export const ORDER_TABS = ["running", "history"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Orders per page of the list. */
export const ORDERS_PAGE_SIZE = 10;

/** `?dialog=cancel-order` over the order details: the reason picker. */
export const CANCEL_ORDER_DIALOG = "cancel-order";

/** The reference backend's customer cancel accepts these (backend/services/orders-cancel.ts). */
export const CANCELABLE_STATUSES: readonly string[] = ["pending", "failed"];

export const ORDER_FIELDS = { intent: "intent", orderId: "order_id", reason: "reason" } as const;
export const CANCEL_INTENT = "cancel-order";

/** The status timeline: each status the order reached, in the order they happen. */
export const TIMELINE_STATUSES = [
  "pending",
  "accepted",
  "confirmed",
  "processing",
  "handover",
  "picked_up",
  "delivered",
  "canceled",
  "failed",
  "refund_requested",
  "refunded",
] as const;

export const orderDetailsPath = (orderId: number) => `/my-orders/${orderId}`;
