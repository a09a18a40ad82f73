import { parseWithZod } from "@conform-to/zod";
import { refundSchema } from "./refund-schema";

/** The browser's check (imported lazily by the form: Conform's zod parser stays out of first load). */
export const validateRefund = (formData: FormData) =>
  parseWithZod(formData, { schema: refundSchema });
