import { z } from "zod";
import { MAX_REFUND_NOTE, REFUND_FIELDS, REFUND_METHODS } from "./refund-fields";

/**
 * The refund request's text fields (the action always checks them; the browser too, lazily): a
 * reason picked from the backend's list (its id), a method, an optional note. The pictures are
 * files, checked by the action alone (refund.server.ts). Messages are `orders:` keys.
 */
export const refundSchema = z.object({
  [REFUND_FIELDS.reason]: z
    .string({ required_error: "orders:errors.reasonRequired" })
    .regex(/^\d{1,12}$/, "orders:errors.reasonRequired"),
  [REFUND_FIELDS.method]: z.enum(REFUND_METHODS, {
    errorMap: () => ({ message: "orders:refund.errors.method" }),
  }),
  [REFUND_FIELDS.note]: z
    .string()
    .trim()
    .max(MAX_REFUND_NOTE, "orders:refund.errors.noteTooLong")
    .optional(),
});
