import { parseWithZod } from "@conform-to/zod";
import { profileFormSchema } from "./profile-schema";

/**
 * The browser's copy of the action's check, loaded by the form after it hydrates (as
 * features/addresses/address-validation.ts): zod stays out of the page's first load.
 */
export const validateProfile = (formData: FormData) =>
  parseWithZod(formData, { schema: profileFormSchema });
