import { parseWithZod } from "@conform-to/zod";
import { phoneCompletionSchema } from "./social-schemas";

/** The phone step's browser-side check (lazy, like ../auth-validation.ts): the action's schema. */
export const validatePhoneCompletion = (formData: FormData) =>
  parseWithZod(formData, { schema: phoneCompletionSchema });
