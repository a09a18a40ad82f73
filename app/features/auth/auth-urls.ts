/** The sign-in page and action (foundations §2 "/auth pages and `from`"). */
export const SIGN_IN_ACTION = "/auth/sign-in";
/** The URL dialog over the current page (`?dialog=sign-in&redirectTo=…`). */
export const SIGN_IN_DIALOG = "sign-in";
export const SIGN_UP_ACTION = "/auth/sign-up";

export const SIGN_UP_DIALOG = "sign-up";
export const FORGOT_PASSWORD_PATH = "/forgot-password";
/** Where a provider's credential goes (a fetcher POST; GET answers the provider's client id). */
export const SOCIAL_ACTION = "/auth/social";

/**
 * The steps a sign-in or sign-up may wait on (foundations §4), each a dialog over the page the
 * customer was on (`?dialog=otp`) and a page of its own (the no-JavaScript answer to a refused
 * form, and the flow started from /auth/sign-in).
 */
export const AUTH_STEP_PATHS = {
  otp: "/auth/verify",
  "user-info": "/auth/user-info",
  "is-it-you": "/auth/is-it-you",
  /** phone_modal: the phone a social sign-in lacks (features/auth/social). */
  phone: "/auth/phone",
} as const;
export type AuthStep = keyof typeof AUTH_STEP_PATHS;

export const isAuthStep = (value: unknown): value is AuthStep =>
  typeof value === "string" && Object.hasOwn(AUTH_STEP_PATHS, value);

/** Where a form was shown: a dialog over a page, or an /auth page. Steps continue alike. */
export type AuthSurface = "dialog" | "page";
