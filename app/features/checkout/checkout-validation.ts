import { parseWithZod } from "@conform-to/zod";
import { deliveryDetailsSchema, guestContactSchema } from "./checkout-schema";

/** The guest contact form's browser-side check (loaded once the form is on screen: useLazyValidation, components/forms.tsx). */
export const validateContact = (formData: FormData) =>
  parseWithZod(formData, { schema: guestContactSchema });

/** Insert delivery location's browser-side check (the same lazy load). */
export const validateDeliveryDetails = (formData: FormData) =>
  parseWithZod(formData, { schema: deliveryDetailsSchema });
