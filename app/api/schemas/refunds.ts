import { z } from "zod";
import { id, lenientArray, maybeText, numOr, text } from "./primitives";

/**
 * Refund requests (api-contract §2.4, §5.9; issue 24 item 1): the reasons a customer picks
 * from, and the refund an order carries once asked for (list and track add it).
 */

/** GET customer/order/refund-reasons: `{refund_reasons: [{id, reason, status}]}`. */
export const refundReasonsSchema = z.object({
  refund_reasons: lenientArray(z.object({ id, reason: text })).catch([]),
});

/** The order's `refund` relation (stock's `refunds` row), or null before any request. */
export const orderRefundSchema = z
  .object({
    customer_reason: maybeText.optional().catch(null),
    customer_note: maybeText.optional().catch(null),
    admin_note: maybeText.optional().catch(null),
    refund_status: maybeText.optional().catch(null),
    refund_method: maybeText.optional().catch(null),
    refund_amount: numOr(0),
    /** The reference backend's URLs of the pictures; stock sends the stored names only. */
    image_full_url: lenientArray(z.string().min(1)).catch([]),
  })
  .passthrough();
export type OrderRefund = z.infer<typeof orderRefundSchema>;
