import { parseWithZod } from "@conform-to/zod";
import { parcelSchema } from "./parcel-fields";

/**
 * The browser's copy of the action's check, loaded by the form after it hydrates (as
 * features/addresses/address-validation.ts): zod stays out of the page's first load.
 */
export const validateParcel = (formData: FormData) =>
  parseWithZod(formData, { schema: parcelSchema });
