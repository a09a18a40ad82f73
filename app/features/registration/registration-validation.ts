import { parseWithZod } from "@conform-to/zod";
import { deliveryManRegistrationSchema, storeRegistrationSchema } from "./registration-schema";

/**
 * The browser's copy of the actions' checks, loaded by the forms after they hydrate (as
 * features/addresses/address-validation.ts): zod stays out of the pages' first load.
 */
export const validateStore = (formData: FormData) =>
  parseWithZod(formData, { schema: storeRegistrationSchema });
export const validateDeliveryMan = (formData: FormData) =>
  parseWithZod(formData, { schema: deliveryManRegistrationSchema });
