import { parseWithZod } from "@conform-to/zod";
import { interestSchema } from "./interest-schema";

/**
 * The browser's copy of the action's check, loaded by the form after it hydrates (as
 * features/auth/sign-in-validation.ts): zod stays out of the page's first load.
 */
export const validateInterest = (formData: FormData) =>
  parseWithZod(formData, { schema: interestSchema });
