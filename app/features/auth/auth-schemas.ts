import { z } from "zod";
import { PASSWORD_MIN } from "./sign-in-schema";
import { composePhone, digitCount, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from "./phone";

/**
 * The forms of sign-in's other steps (foundations §5): OTP login's phone, sign-up, the OTP code,
 * user info and "Is it you?". Messages are `auth:` i18n keys whose English is the spec's text
 * (ours where the spec has none). Used by the actions (always) and by Conform in the browser.
 */
export const AUTH_ERRORS = {
  phoneRequired: "auth:errors.phoneRequired",
  phoneShort: "auth:errors.phoneShort",
  phoneInvalid: "auth:errors.phoneInvalid",
  nameRequired: "auth:errors.nameRequired",
  emailRequired: "auth:errors.emailRequired",
  emailInvalid: "auth:errors.emailInvalid",
  passwordRequired: "auth:errors.passwordRequired",
  passwordShort: "auth:errors.passwordShort",
  confirmRequired: "auth:errors.confirmRequired",
  passwordsDiffer: "auth:errors.passwordsDiffer",
  termsRequired: "auth:errors.termsRequired",
  codeEmpty: "auth:errors.codeEmpty",
  codeLength: "auth:errors.codeLength",
} as const;

export const OTP_LENGTH = 6;
export const EMAIL_MAX = 255;

/** Hidden fields every step's form carries: where to return, and dialog or page. */
const flowFields = {
  redirectTo: z.string().max(2000).optional(),
  surface: z.enum(["dialog", "page"]).optional(),
};

/** The picker's region; anything unknown simply adds no calling code (phone.ts). */
const region = z.string().max(10).optional();

/**
 * A phone typed beside the country picker, checked as the number that will be sent: its
 * calling code included, at least 10 digits (§5 "OTP login phone", §9).
 */
function phoneField(path: string) {
  return (value: { phone_country?: string; [key: string]: unknown }, ctx: z.RefinementCtx) => {
    const typed = String(value[path] ?? "");
    if (!typed.trim()) return;
    const composed = composePhone(value.phone_country, typed);
    if (!composed || digitCount(composed) > PHONE_MAX_DIGITS)
      ctx.addIssue({ code: "custom", path: [path], message: AUTH_ERRORS.phoneInvalid });
    else if (digitCount(composed) < PHONE_MIN_DIGITS)
      ctx.addIssue({ code: "custom", path: [path], message: AUTH_ERRORS.phoneShort });
  };
}

const requiredPhone = z
  .string({ required_error: AUTH_ERRORS.phoneRequired })
  .trim()
  .min(1, AUTH_ERRORS.phoneRequired)
  .max(30, AUTH_ERRORS.phoneInvalid);

const email = z
  .string({ required_error: AUTH_ERRORS.emailRequired })
  .trim()
  .min(1, AUTH_ERRORS.emailRequired)
  .max(EMAIL_MAX, AUTH_ERRORS.emailInvalid)
  .email(AUTH_ERRORS.emailInvalid);

const name = z
  .string({ required_error: AUTH_ERRORS.nameRequired })
  .trim()
  .min(1, AUTH_ERRORS.nameRequired)
  .max(100, AUTH_ERRORS.nameRequired);

const password = z
  .string({ required_error: AUTH_ERRORS.passwordRequired })
  .min(PASSWORD_MIN, AUTH_ERRORS.passwordShort)
  .max(255, AUTH_ERRORS.passwordShort);

const referCode = z.string().trim().max(50).optional();

/*
 * The phone and password-match checks need two fields each. Zod skips an object's refinements
 * while any of its fields fails, so they sit in their own objects of an intersection: every
 * message shows at once, as the customer expects from one press of Sign Up.
 */
const phonePart = z
  .object({ phone_country: region, phone: requiredPhone })
  .superRefine(phoneField("phone"));

/** Sign-in's OTP part: a phone, then 'Get OTP'. */
export const otpLoginSchema = z.object({ ...flowFields }).and(phonePart);

export const signUpSchema = z
  .object({
    name,
    ref_code: referCode,
    email,
    terms: z.literal("on", {
      errorMap: () => ({ message: AUTH_ERRORS.termsRequired }),
    }),
    ...flowFields,
  })
  .and(phonePart)
  .and(
    z
      .object({
        password,
        confirm_password: z
          .string({ required_error: AUTH_ERRORS.confirmRequired })
          .min(1, AUTH_ERRORS.confirmRequired),
      })
      .superRefine((value, ctx) => {
        if (value.password !== value.confirm_password)
          ctx.addIssue({
            code: "custom",
            path: ["confirm_password"],
            message: AUTH_ERRORS.passwordsDiffer,
          });
      }),
  );

/** The OTP dialog: exactly six digits; empty says 'field is empty'. */
export const otpCodeSchema = z.object({
  otp: z
    .string({ required_error: AUTH_ERRORS.codeEmpty })
    .trim()
    .min(1, AUTH_ERRORS.codeEmpty)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_ERRORS.codeLength),
  ...flowFields,
});

/**
 * user_info: the name, and the contact the sign-in did not use — an email after a phone
 * sign-in, a phone after an email one — plus an optional refer code. Which one is asked is the
 * server's to know; both are optional here and `asks` (below) makes one required.
 */
export const userInfoSchema = z
  .object({
    name,
    // Checked as it is typed whatever else is wrong; required only when it is the one asked.
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, AUTH_ERRORS.emailInvalid)
      .email(AUTH_ERRORS.emailInvalid)
      .optional(),
    phone_country: region,
    phone: z.string().trim().max(30).optional(),
    ref_code: referCode,
    asks: z.enum(["email", "phone"]).optional(),
    ...flowFields,
  })
  .superRefine((value, ctx) => {
    if (value.asks === "email" && !value.email)
      ctx.addIssue({ code: "custom", path: ["email"], message: AUTH_ERRORS.emailRequired });
    if (value.asks === "phone") {
      if (!value.phone)
        ctx.addIssue({ code: "custom", path: ["phone"], message: AUTH_ERRORS.phoneRequired });
      else phoneField("phone")(value, ctx);
    }
  });

export const isItYouSchema = z.object({
  verified: z.enum(["yes", "no"]),
  ...flowFields,
});

export type SignUpValues = z.infer<typeof signUpSchema>;
