import { parseWithZod } from "@conform-to/zod";
import { codeSchema, newPasswordSchema, requestSchema } from "./reset-schema";

/**
 * The browser's copy of the action's checks (the same zod schemas), loaded by the forms after
 * they hydrate, as the sign-in form does: zod and its Conform adapter stay out of the page's
 * first load, and until they arrive the server's answer is the check.
 */
export const validateRequest = (formData: FormData) =>
  parseWithZod(formData, { schema: requestSchema });
export const validateCode = (formData: FormData) => parseWithZod(formData, { schema: codeSchema });
export const validateNewPassword = (formData: FormData) =>
  parseWithZod(formData, { schema: newPasswordSchema });
