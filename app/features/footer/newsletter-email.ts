/**
 * The newsletter email rule, without zod: the footer form is on every page, so its browser
 * validation must not pull zod and Conform into the root bundle (~20 KB gzip, design.md §5).
 * The zod schema (newsletter-schema.ts) uses the same function, so the browser and the
 * action accept and refuse exactly the same input with the same message.
 */
export const NEWSLETTER_INVALID_EMAIL = "footer:newsletter.invalidEmail";
/** The submission did not come from our form (honeypot filled or missing). */
export const NEWSLETTER_REFUSED = "footer:newsletter.refused";
export const BACKEND_DOWN = "common:errors.backendDown";

/** The contract's `newsletters.email` column and the profile rule both stop at 255. */
export const EMAIL_MAX_LENGTH = 255;

/** A standard address: local part, "@", dot-separated domain labels, a TLD of 2+ letters. */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Z0-9_'+.-]*[A-Z0-9_+-]@(?:[A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;

/** The i18n key of the error for `value`, or null when it is a valid address. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  return email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)
    ? null
    : NEWSLETTER_INVALID_EMAIL;
}

/** Hidden field names of the form besides the email. */
export const NEWSLETTER_FIELDS = {
  /** Where a document POST returns to (checked by safeRedirect). */
  redirectTo: "redirectTo",
  /** Present only when the browser submits through a fetcher: answer with data, not a redirect. */
  inline: "inline",
} as const;
