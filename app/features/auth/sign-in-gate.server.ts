import { redirect, type AppLoadContext } from "@remix-run/node";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { signInPageHref } from "./auth-urls";

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
