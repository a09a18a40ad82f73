/*
 * The profile form's messages and rules that the page itself needs (no zod here: this module is
 * in the browser bundle; profile-schema.ts builds the schema on them).
 */
export const PROFILE_ERRORS = {
  nameRequired: "account:errors.nameRequired",
  phoneRequired: "account:errors.phoneRequired",
  emailInvalid: "account:errors.emailInvalid",
  emailRequired: "account:errors.emailRequired",
  tooLong: "account:errors.tooLong",
  passwordShort: "account:errors.passwordShort",
  passwordMismatch: "account:errors.passwordMismatch",
  currentPasswordRequired: "account:errors.currentPasswordRequired",
  noChanges: "account:errors.noChanges",
  imageType: "account:errors.imageType",
  imageSize: "account:errors.imageSize",
  imageDimensions: "account:errors.imageDimensions",
  imageRatio: "account:errors.imageRatio",
  otpEmpty: "account:errors.otpEmpty",
  unavailable: "account:errors.unavailable",
  refused: "account:errors.refused",
  firebaseNotSent: "account:errors.firebaseNotSent",
} as const;

/** Digits with one optional leading '+' (§5): whatever else was typed is dropped. */
export function cleanPhone(raw: string): string {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, "");
  return trimmed.startsWith("+") && digits ? `+${digits}` : digits;
}

/** Photo rules (§5, §9): jpg, png, jpeg, gif; at most 2 MB; square. */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const PHOTO_ACCEPT = ".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif";
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
