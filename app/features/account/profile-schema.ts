import * as z from "zod";
import { PROFILE_ERRORS, cleanPhone } from "./profile-rules";

export {
  PROFILE_ERRORS,
  cleanPhone,
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
} from "./profile-rules";

/*
 * 'Edit Personal Details' (browsing §2 "Profile edit", §5 "Profile"). One schema for the action
 * and the browser (profile-validation.ts). Messages are i18n keys of the `account` namespace
 * whose English text is the spec's wording.
 */
export const profileFormSchema = z
  .object({
    name: z
      .string({ required_error: PROFILE_ERRORS.nameRequired })
      .trim()
      .min(1, PROFILE_ERRORS.nameRequired)
      .max(100, PROFILE_ERRORS.tooLong),
    email: z
      .string({ required_error: PROFILE_ERRORS.emailRequired })
      .trim()
      .min(1, PROFILE_ERRORS.emailRequired)
      .max(255, PROFILE_ERRORS.tooLong)
      .email(PROFILE_ERRORS.emailInvalid),
    phone: z
      .string({ required_error: PROFILE_ERRORS.phoneRequired })
      .transform(cleanPhone)
      .pipe(z.string().min(1, PROFILE_ERRORS.phoneRequired).max(20, PROFILE_ERRORS.tooLong)),
    password: z.string().max(255, PROFILE_ERRORS.tooLong).optional(),
    confirm_password: z.string().max(255, PROFILE_ERRORS.tooLong).optional(),
    // A new password needs the one it replaces (issue 28 item 7; the backend checks it).
    current_password: z.string().max(255, PROFILE_ERRORS.tooLong).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.password) return;
    if (!value.current_password)
      ctx.addIssue({
        code: "custom",
        path: ["current_password"],
        message: PROFILE_ERRORS.currentPasswordRequired,
      });
    if (value.password.length < 8)
      ctx.addIssue({ code: "custom", path: ["password"], message: PROFILE_ERRORS.passwordShort });
    else if (value.password !== value.confirm_password)
      ctx.addIssue({
        code: "custom",
        path: ["confirm_password"],
        message: PROFILE_ERRORS.passwordMismatch,
      });
  });
export type ProfileFormValue = z.output<typeof profileFormSchema>;

/** The OTP dialog's form: the code, and which change it confirms. */
export const profileOtpSchema = z.object({
  otp: z
    .string({ required_error: PROFILE_ERRORS.otpEmpty })
    .trim()
    .min(1, PROFILE_ERRORS.otpEmpty)
    .max(10),
});
