import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { parcelSchema } from "./parcel-fields";

/**
 * The browser's copy of the action's check, loaded by the form after it hydrates (as
 * features/addresses/address-validation.ts): zod stays out of the page's first load.
 */
export const validateParcel = (formData: FormData) =>
  parseWithZod(formData, { schema: parcelSchema });

/**
 * "Pick location" and "Update charges" post an unfinished form on purpose (the action keeps it
 * in the session): Conform ignores formNoValidate, so those submissions pass unchecked.
 */
export const passParcel = (formData: FormData) =>
  // Typed as the form's submission: Conform reads only its status and reply, never its value.
  parseWithZod(formData, { schema: z.object({}).passthrough() }) as unknown as ReturnType<
    typeof validateParcel
  >;
