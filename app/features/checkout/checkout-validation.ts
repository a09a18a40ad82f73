import { parseWithZod } from "@conform-to/zod";
import { guestContactSchema } from "./checkout-schema";

/** The guest contact form's browser-side check (loaded once the form is on screen: useLazyValidation, components/forms.tsx). */
export const validateContact = (formData: FormData) =>
  parseWithZod(formData, { schema: guestContactSchema });
