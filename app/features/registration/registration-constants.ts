/*
 * The registration forms' constants, apart from the zod schema (registration-schema.ts): the
 * forms import these, and importing the schema module would put zod in the pages' first load.
 */

export const REGISTRATION_ERRORS = {
  firstName: "registration:errors.firstName",
  tooLong: "registration:errors.tooLong",
  emailRequired: "registration:errors.emailRequired",
  emailInvalid: "registration:errors.emailInvalid",
  phoneRequired: "registration:errors.phoneRequired",
  phoneInvalid: "registration:errors.phoneInvalid",
  passwordRequired: "registration:errors.password.required",
  passwordMin: "registration:errors.password.min",
  passwordMixed: "registration:errors.password.mixed",
  passwordLetters: "registration:errors.password.letters",
  passwordSymbols: "registration:errors.password.symbols",
  passwordNumbers: "registration:errors.password.numbers",
  confirmRequired: "registration:errors.confirmRequired",
  confirmMismatch: "registration:errors.confirmMismatch",
  storeName: "registration:errors.storeName",
  storeAddress: "registration:errors.storeAddress",
  zone: "registration:errors.zone",
  module: "registration:errors.module",
  moduleNotInZone: "registration:errors.moduleNotInZone",
  latitude: "registration:errors.latitude",
  longitude: "registration:errors.longitude",
  tax: "registration:errors.tax",
  minTime: "registration:errors.minTime",
  maxTime: "registration:errors.maxTime",
  maxBelowMin: "registration:errors.maxBelowMin",
  timeType: "registration:errors.timeType",
  logo: "registration:errors.logo",
  cover: "registration:errors.cover",
  photo: "registration:errors.photo",
  identityImages: "registration:errors.identityImages",
  tooManyIdentityImages: "registration:errors.tooManyIdentityImages",
  imageType: "registration:errors.imageType",
  imageSize: "registration:errors.imageSize",
  imageDimensions: "registration:errors.imageDimensions",
  identityType: "registration:errors.identityType",
  identityNumber: "registration:errors.identityNumber",
  vehicle: "registration:errors.vehicle",
  earning: "registration:errors.earning",
  refused: "registration:errors.refused",
  unavailable: "registration:errors.unavailable",
  full: "registration:errors.full",
  closed: "registration:errors.closed",
} as const;

/** 2 MB per image (Laravel's max:2048 upstream). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_IDENTITY_IMAGES = 3;
/** What the file inputs offer; the server reads the bytes again (and the backend sniffs them). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

export const DELIVERY_TIME_TYPES = ["minute", "hours", "days"] as const;
export const IDENTITY_TYPES = ["passport", "driving_license", "nid"] as const;
export const EARNING_TYPES = ["1", "0"] as const;

/**
 * Upstream's Password::min(8)->mixedCase()->letters()->numbers()->symbols() in its order of
 * checks, first failure shown. The leaked-password check is the backend's alone.
 */
export const PASSWORD_RULE = [
  [(p: string) => p.length >= 8, REGISTRATION_ERRORS.passwordMin],
  [(p: string) => /\p{Lu}/u.test(p) && /\p{Ll}/u.test(p), REGISTRATION_ERRORS.passwordMixed],
  [(p: string) => /\p{L}/u.test(p), REGISTRATION_ERRORS.passwordLetters],
  [(p: string) => /[\p{Z}\p{S}\p{P}]/u.test(p), REGISTRATION_ERRORS.passwordSymbols],
  [(p: string) => /\p{N}/u.test(p), REGISTRATION_ERRORS.passwordNumbers],
] as const;
