import { parseWithZod } from "@conform-to/zod";
import { addressFormSchema } from "./address-schema";

/**
 * The browser's copy of the action's check, loaded by the form after it hydrates (as
 * features/interest/interest-validation.ts): zod stays out of the page's first load.
 */
export const validateAddress = (formData: FormData) =>
  parseWithZod(formData, { schema: addressFormSchema });
