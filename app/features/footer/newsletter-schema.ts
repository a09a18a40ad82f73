import { z } from "zod";
import { NEWSLETTER_INVALID_EMAIL, newsletterEmailError } from "./newsletter-email";

/**
 * The newsletter form's schema for the action (parseWithZod). The rule itself lives in
 * newsletter-email.ts, which the browser uses without zod.
 */
export const newsletterSchema = z.object({
  email: z
    .string({
      required_error: NEWSLETTER_INVALID_EMAIL,
      invalid_type_error: NEWSLETTER_INVALID_EMAIL,
    })
    .trim()
    .refine((email) => newsletterEmailError(email) === null, NEWSLETTER_INVALID_EMAIL),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;
