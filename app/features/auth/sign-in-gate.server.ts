import { redirect, type AppLoadContext } from "@remix-run/node";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { localizePath, type Lang } from "~/i18n/config";
import { DIALOG_PARAM } from "~/lib/dialog-url";
import { SIGN_IN_ACTION, SIGN_IN_DIALOG } from "./auth-urls";

/**
 * The sign-in gate of every page and action that needs an account (foundations §6): the token,
 * or a redirect to the sign-in page with 'You must be login to access this page.' as a toast and
 * the current URL in `from`, so the customer comes back here afterwards (docs/decisions/031).
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<string> {
  const token = context.session.get("token");
  if (token) return token;
  const url = new URL(request.url);
  throw redirect(signInPageHref(`${url.pathname}${url.search}`, context.lang), {
    headers: {
      "Set-Cookie": await flashToasts(request, makeToast("error", { key: "toasts.loginRequired" })),
    },
  });
}

/**
 * The sign-in page that comes back to `back` (a local path) afterwards: where every gate sends
 * a guest (docs/decisions/031). The page also reads `redirectTo`, the dialog's name for it.
 */
export const signInPageHref = (back: string, lang: Lang) =>
  `${localizePath(SIGN_IN_ACTION, lang)}?from=${encodeURIComponent(back)}`;

/**
 * The page the customer was on (`back`, a local path), with the sign-in dialog open over it and
 * its hash dropped: the answer to an action on that page that needs an account (the wishlist
 * heart, a campaign's Order Now). Signing in there stays on the page (docs/decisions/031).
 */
export function signInDialogHref(back: string): string {
  const url = new URL(back, "http://local.invalid");
  url.searchParams.set(DIALOG_PARAM, SIGN_IN_DIALOG);
  return `${url.pathname}${url.search}`;
}
