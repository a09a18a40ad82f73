import type { Transport } from "./http.server";
import { messageSchema } from "./schemas/orders";
import { refundReasonsSchema } from "./schemas/refunds";

/** What the customer asks with a refund (api-contract §2.4 customer/order/refund-request). */
export interface RefundRequest {
  orderId: number;
  /** The reason's words (the contract takes the text, ≤ 254 characters). */
  reason: string;
  method: string;
  note?: string;
  images: File[];
}

/**
 * Refunds of a delivered order (issue 24 item 1; stock 6amMart calls, so no feature detection):
 * the reasons to pick from, and the request itself — multipart, the pictures as `image[]`.
 * Signed-in customers only (the backend reads the token's user).
 */
export function refundsApi(t: Transport) {
  return {
    /** GET customer/order/refund-reasons (localized by the backend). */
    reasons: () => t.call("customer/order/refund-reasons", { schema: refundReasonsSchema }),
    /** POST customer/order/refund-request. */
    request: (refund: RefundRequest) => {
      const form = new FormData();
      form.set("order_id", String(refund.orderId));
      form.set("customer_reason", refund.reason);
      form.set("refund_method", refund.method);
      if (refund.note) form.set("customer_note", refund.note);
      for (const image of refund.images) form.append("image[]", image, image.name);
      return t.call("customer/order/refund-request", {
        method: "POST",
        body: form,
        schema: messageSchema,
      });
    },
  };
}
