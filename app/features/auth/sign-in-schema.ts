import { z } from "zod";

/**
 * The manual sign-in form (foundations §5 "Login"). Messages are `auth:` i18n keys whose English
 * text is the spec's. Shared by the action (always) and Conform in the browser.
 */
export const SIGN_IN_ERRORS = {
  identifierRequired: "auth:errors.identifierRequired",
  identifierInvalid: "auth:errors.identifierInvalid",
  passwordRequired: "auth:errors.passwordRequired",
  passwordShort: "auth:errors.passwordShort",
} as const;

/** A phone: an optional plus, a leading digit 1–9, at most 14 digits in all. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,13}$/;
const EMAIL = z.string().email();

export const PASSWORD_MIN = 6;

export const signInSchema = z.object({
  email_or_phone: z
    .string({ required_error: SIGN_IN_ERRORS.identifierRequired })
    .trim()
    .min(1, SIGN_IN_ERRORS.identifierRequired)
    .max(255, SIGN_IN_ERRORS.identifierInvalid)
    .refine(
      (value) => PHONE_PATTERN.test(value.replace(/[\s-]/g, "")) || EMAIL.safeParse(value).success,
      SIGN_IN_ERRORS.identifierInvalid,
    ),
  password: z
    .string({ required_error: SIGN_IN_ERRORS.passwordRequired })
    .min(1, SIGN_IN_ERRORS.passwordRequired)
    .min(PASSWORD_MIN, SIGN_IN_ERRORS.passwordShort)
    .max(255, SIGN_IN_ERRORS.passwordShort),
  remember: z.literal("on").optional(),
  redirectTo: z.string().max(2000).optional(),
  surface: z.enum(["dialog", "page"]).optional(),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** What the API calls `field_type`, and the identifier as it is sent (phones with a plus). */
export function identifierOf(value: string): { field_type: "email" | "phone"; value: string } {
  const compact = value.replace(/[\s-]/g, "");
  if (PHONE_PATTERN.test(compact))
    return { field_type: "phone", value: compact.startsWith("+") ? compact : `+${compact}` };
  return { field_type: "email", value: value.trim() };
}
