import { redirect, type AppLoadContext } from "@remix-run/node";
import { createApiClient, type ApiClient } from "~/api/client.server";
import { getPublicEnv, type PublicEnv } from "~/env.server";
import { langFromPath, localizePath, type Lang } from "~/i18n/config";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { commitSession, getSession, type AppSession } from "~/sessions/session.server";
import { getPrefs, type Prefs } from "~/sessions/prefs.server";

/**
 * Everything a loader or action gets besides the request: the API client built from this
 * request's cookies, the parsed session and prefs, the language, the CSP nonce.
 */
export interface AppContext {
  nonce: string;
  lang: Lang;
  api: ApiClient;
  session: AppSession;
  prefs: Prefs;
  publicEnv: PublicEnv;
  /** Where the API lives, for building browser-facing links (payment page). */
  apiBaseUrl: string;
}

declare module "@remix-run/server-runtime" {
  interface AppLoadContext extends AppContext {}
}

export interface ContextOptions {
  nonce: string;
  apiBaseUrl: string;
  apiTimeoutMs: number;
  /** How long Place Order waits for the backend (default 30 s: http.server.ts ORDER_TIMEOUT_MS). */
  orderTimeoutMs?: number;
  /** The embedded backend builds image URLs from the browser-facing host we forward. */
  forwardHost: boolean;
  fetchImpl?: typeof fetch;
}

export async function createAppLoadContext(
  request: Request,
  options: ContextOptions,
): Promise<AppLoadContext> {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const [session, prefs] = await Promise.all([getSession(request), getPrefs(request)]);

  const extraHeaders: Record<string, string> = {};
  if (options.forwardHost) {
    extraHeaders["X-Forwarded-Host"] = url.host;
    extraHeaders["X-Forwarded-Proto"] = url.protocol.replace(":", "");
  }

  const api = createApiClient({
    baseUrl: options.apiBaseUrl,
    timeoutMs: options.apiTimeoutMs,
    orderTimeoutMs: options.orderTimeoutMs,
    extraHeaders,
    fetchImpl: options.fetchImpl,
    state: {
      token: session.get("token"),
      guestId: session.get("guestId"),
      zoneIds: prefs.zoneIds,
      moduleId: prefs.moduleId,
      lat: prefs.lat,
      lng: prefs.lng,
      lang,
    },
    // A 401 while signed in: the token is dead. Forget it, say so, and go home (foundations §4).
    onUnauthorized: async () => {
      session.unset("token");
      const headers = new Headers();
      headers.append("Set-Cookie", await commitSession(session));
      headers.append(
        "Set-Cookie",
        await flashToasts(request, makeToast("error", { key: "toasts.sessionExpired" })),
      );
      throw redirect(localizePath("/home", lang), { headers });
    },
  });

  return {
    nonce: options.nonce,
    lang,
    api,
    session,
    prefs,
    publicEnv: getPublicEnv(),
    apiBaseUrl: options.apiBaseUrl,
  };
}
