import { z } from "zod";

/**
 * The newsletter email form (footer band, /newsletter page). Shared by the browser (Conform
 * client validation) and the action, so both give the same message for the same input.
 */
export const NEWSLETTER_INVALID_EMAIL = "footer:newsletter.invalidEmail";
/** The submission did not come from our form (honeypot filled or missing). */
export const NEWSLETTER_REFUSED = "footer:newsletter.refused";
export const BACKEND_DOWN = "common:errors.backendDown";

export const newsletterSchema = z.object({
  email: z
    .string({ required_error: NEWSLETTER_INVALID_EMAIL, invalid_type_error: NEWSLETTER_INVALID_EMAIL })
    .trim()
    // The contract's `newsletters.email` column and the profile rule both stop at 255.
    .max(255, NEWSLETTER_INVALID_EMAIL)
    .email(NEWSLETTER_INVALID_EMAIL),
});

export type NewsletterValues = z.infer<typeof newsletterSchema>;

/** Hidden field names of the form besides the email. */
export const NEWSLETTER_FIELDS = {
  /** Where a document POST returns to (checked by safeRedirect). */
  redirectTo: "redirectTo",
  /** Present only when the browser submits through a fetcher: answer with data, not a redirect. */
  inline: "inline",
} as const;
