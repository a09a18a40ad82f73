import { z } from "zod";
import {
  composePhone,
  digitCount,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from "~/features/auth/phone";
import { PASSWORD_MIN } from "~/features/auth/sign-in-schema";
import { OTP_PATTERN, RESET_METHODS } from "./reset-fields";

export { OTP_PATTERN, RESET_METHODS, type ResetMethod } from "./reset-fields";

/**
 * The three forms of /forgot-password (foundations §5, §9): who (phone or email), the 6-digit
 * code, the new password twice. Messages are `password:` i18n keys whose English text is the
 * spec's wherever the spec has one. Shared by the action (always) and Conform in the browser.
 */
export const RESET_ERRORS = {
  phoneRequired: "password:errors.phoneRequired",
  phoneShort: "password:errors.phoneShort",
  phoneInvalid: "password:errors.phoneInvalid",
  emailRequired: "password:errors.emailRequired",
  emailInvalid: "password:errors.emailInvalid",
  codeEmpty: "password:errors.codeEmpty",
  codeLength: "password:errors.codeLength",
  passwordRequired: "password:errors.passwordRequired",
  passwordShort: "password:errors.passwordShort",
  confirmRequired: "password:errors.confirmRequired",
  mismatch: "password:errors.mismatch",
} as const;

const EMAIL_MAX = 255;
const EMAIL = z.string().email();

export const requestSchema = z
  .object({
    // A hidden field: a tampered value falls back to phone rather than to an error nobody sees.
    method: z.enum(RESET_METHODS).catch("phone"),
    phone_country: z.string().max(10).optional(),
    phone: z.string().trim().max(30).optional(),
    email: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: "phone" | "email", message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (value.method === "phone") {
      // Checked as it will be sent: the picked country's calling code in front (auth/phone.ts).
      const sent = composePhone(value.phone_country, value.phone ?? "");
      if (!value.phone) issue("phone", RESET_ERRORS.phoneRequired);
      else if (!sent || digitCount(sent) > PHONE_MAX_DIGITS)
        issue("phone", RESET_ERRORS.phoneInvalid);
      else if (digitCount(sent) < PHONE_MIN_DIGITS) issue("phone", RESET_ERRORS.phoneShort);
    } else {
      const email = value.email ?? "";
      if (!email) issue("email", RESET_ERRORS.emailRequired);
      else if (email.length > EMAIL_MAX || !EMAIL.safeParse(email).success)
        issue("email", RESET_ERRORS.emailInvalid);
    }
  });
export type RequestValues = z.infer<typeof requestSchema>;

export const codeSchema = z.object({
  otp: z
    .string({ required_error: RESET_ERRORS.codeEmpty })
    .trim()
    .min(1, RESET_ERRORS.codeEmpty)
    .regex(OTP_PATTERN, RESET_ERRORS.codeLength),
});

export const newPasswordSchema = z
  .object({
    password: z
      .string({ required_error: RESET_ERRORS.passwordRequired })
      .min(PASSWORD_MIN, RESET_ERRORS.passwordShort)
      .max(255, RESET_ERRORS.passwordShort),
    confirm_password: z.string({ required_error: RESET_ERRORS.confirmRequired }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirm_password)
      ctx.addIssue({ code: "custom", path: ["confirm_password"], message: RESET_ERRORS.mismatch });
  });
