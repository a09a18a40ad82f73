import { redirect, type AppLoadContext } from "@remix-run/node";
import { localizePath } from "~/i18n/config";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";

/**
 * Page gates used by later routes (foundations §6, browsing §8). Each throws a redirect with the
 * spec's message as a toast; the current URL is kept in `redirectTo` so the visitor comes back.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<string> {
  const token = context.session.get("token");
  if (token) return token;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const target = `${localizePath("/home", context.lang)}?dialog=sign-in&redirectTo=${encodeURIComponent(back)}`;
  throw redirect(target, {
    headers: {
      "Set-Cookie": await flashToasts(request, makeToast("error", { key: "toasts.loginRequired" })),
    },
  });
}

export async function requireZone(request: Request, context: AppLoadContext): Promise<string> {
  const zoneIds = context.prefs.zoneIds;
  if (zoneIds) return zoneIds;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  // The Pick Location dialog lives at /location (app/routes/($lang).location.tsx).
  const target = `${localizePath("/location", context.lang)}?redirectTo=${encodeURIComponent(back)}`;
  throw redirect(target, {
    headers: {
      "Set-Cookie": await flashToasts(request, makeToast("error", { key: "toasts.zoneRequired" })),
    },
  });
}
