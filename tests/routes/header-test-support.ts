import { createAppLoadContext } from "~/context.server";
import { commitSession, getSession } from "~/sessions/session.server";
import { getPrefs, serializePrefs, type Prefs } from "~/sessions/prefs.server";
import { takeToasts } from "~/sessions/flash.server";
import { API } from "../client/msw";

/** Helpers for calling header actions directly: requests with cookies, and reading answers. */
export const cookiePair = (setCookie: string) => setCookie.split(";")[0];

export async function cookieFor({
  token,
  prefs,
}: {
  token?: string;
  prefs?: Prefs;
}): Promise<string> {
  const pairs: string[] = [];
  if (token) {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("token", token);
    session.set("guestId", "12");
    pairs.push(cookiePair(await commitSession(session)));
  }
  if (prefs) pairs.push(cookiePair(await serializePrefs(prefs)));
  return pairs.join("; ");
}

export async function post(url: string, fields: Record<string, string>, cookie = "") {
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
  });
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: API,
    apiTimeoutMs: 1000,
    forwardHost: false,
  });
  return { request, context };
}

/** The cookies a response sets, as one Cookie header for the next request. */
export function cookiesOf(response: Response): string {
  return response.headers.getSetCookie().map(cookiePair).join("; ");
}

export async function prefsAfter(response: Response): Promise<Prefs> {
  return getPrefs(new Request("http://shop.test/", { headers: { Cookie: cookiesOf(response) } }));
}

export async function sessionAfter(response: Response) {
  return getSession(new Request("http://shop.test/", { headers: { Cookie: cookiesOf(response) } }));
}

export async function toastKeysAfter(response: Response): Promise<string[]> {
  const { toasts } = await takeToasts(
    new Request("http://shop.test/", { headers: { Cookie: cookiesOf(response) } }),
  );
  return toasts.map((t) => t.key ?? t.text ?? "");
}
