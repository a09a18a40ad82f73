/** The sign-in page and action (foundations §2 "/auth pages and `from`"). */
export const SIGN_IN_ACTION = "/auth/sign-in";
/** The URL dialog over the current page (`?dialog=sign-in&redirectTo=…`). */
export const SIGN_IN_DIALOG = "sign-in";
