import { z } from "zod";
import { AUTH_ERRORS } from "../auth-schemas";
import { composePhone, digitCount, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "../phone";

export const SOCIAL_MEDIUMS = ["google", "facebook", "apple"] as const;

/**
 * What the provider's SDK handed the page (social-sdk.ts), posted to /auth/social. Nothing here
 * is trusted: the backend checks the credential with the provider; the ids and email only have
 * to agree with what the provider says.
 */
export const socialCredentialSchema = z.object({
  medium: z.enum(SOCIAL_MEDIUMS),
  // Google: the ID token; Facebook: the access token; Apple: the authorization code.
  token: z.string().trim().min(1).max(4096),
  // Apple's ID token beside its code (for the user id and email), when Apple gave one.
  id_token: z.string().trim().max(4096).optional(),
  // Facebook's user id and profile email (Google's and Apple's are in their ID tokens).
  user_id: z.string().trim().max(255).optional(),
  email: z.string().trim().max(255).email().optional().catch(undefined),
  redirectTo: z.string().max(2000).optional(),
  /** The page the button was pressed on: where an error toast shows. */
  back: z.string().max(2000).optional(),
  surface: z.enum(["dialog", "page"]).optional(),
});

/** phone_modal (foundations §5 "Phone completion: required, minimum 10 digits"). */
export const phoneCompletionSchema = z
  .object({
    phone_country: z.string().max(10).optional(),
    phone: z
      .string({ required_error: AUTH_ERRORS.phoneRequired })
      .trim()
      .min(1, AUTH_ERRORS.phoneRequired)
      .max(30, AUTH_ERRORS.phoneInvalid),
    redirectTo: z.string().max(2000).optional(),
    surface: z.enum(["dialog", "page"]).optional(),
  })
  .superRefine((value, ctx) => {
    const composed = composePhone(value.phone_country, value.phone);
    if (!composed || digitCount(composed) > PHONE_MAX_DIGITS)
      ctx.addIssue({ code: "custom", path: ["phone"], message: AUTH_ERRORS.phoneInvalid });
    else if (digitCount(composed) < PHONE_MIN_DIGITS)
      ctx.addIssue({ code: "custom", path: ["phone"], message: AUTH_ERRORS.phoneShort });
  });
