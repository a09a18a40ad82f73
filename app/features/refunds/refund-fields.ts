/**
 * The refund request page's contract (issue 24 item 1), shared by its loader, action, form and
 * tests: field names, the refund methods offered, and the pictures' limits — those of the
 * checkout's prescriptions (3 images of 2 MB), which the reference backend also enforces.
 */
export const REFUND_FIELDS = {
  reason: "reason",
  method: "refund_method",
  note: "note",
  images: "images",
} as const;

/**
 * Where the money goes back: the wallet (only while the operator has wallets on) or the way the
 * order was paid. The contract takes any text (≤ 100); these two are what an operator reads.
 */
export const REFUND_METHODS = ["wallet", "original_payment"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const MAX_REFUND_IMAGES = 3;
export const MAX_REFUND_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_REFUND_NOTE = 1000;

/** /my-orders/{id}/refund: the request page. */
export const refundPath = (orderId: number) => `/my-orders/${orderId}/refund`;
