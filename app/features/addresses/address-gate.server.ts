import { redirect, type AppLoadContext } from "@remix-run/node";
import { localizePath } from "~/i18n/config";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";

/**
 * Saved addresses need a token (foundations §6): a guest goes to the sign-in page, coming back
 * to `path`, with 'You must be login to access this page.' (as /interest does).
 */
export async function requireCustomer(request: Request, context: AppLoadContext) {
  const token = context.session.get("token");
  if (token) return token;
  const url = new URL(request.url);
  const from = `${url.pathname}${url.search}`;
  throw redirect(
    `${localizePath("/auth/sign-in", context.lang)}?from=${encodeURIComponent(from)}`,
    {
      headers: {
        "Set-Cookie": await flashToasts(
          request,
          makeToast("error", { key: "toasts.loginRequired" }),
        ),
      },
    },
  );
}

/** A path id: a positive integer, else nothing (never a 500, never a backend call). */
export function addressIdOf(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
