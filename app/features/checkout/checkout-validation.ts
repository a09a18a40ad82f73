import { parseWithZod } from "@conform-to/zod";
import { guestContactSchema } from "./checkout-schema";

/** The guest contact form's browser-side check (loaded with the form; see use-contact-validation). */
export const validateContact = (formData: FormData) =>
  parseWithZod(formData, { schema: guestContactSchema });
