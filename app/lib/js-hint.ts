/**
 * "This browser runs JavaScript": a cookie entry.client sets once it hydrates, so the next
 * document can stream its deferred sections (entry.server). Without it the server waits and
 * sends complete HTML, which is what a browser with JavaScript off needs — React's streamed
 * Suspense content is revealed by inline scripts (docs/decisions/015).
 *
 * It holds no state and nothing personal; it is not the session, so it never makes a
 * response private (server/http-cache.ts looks at the session cookie only).
 */
export const JS_HINT_COOKIE = "js";
export const JS_HINT_PATTERN = /(?:^|;\s*)js=1(?:;|$)/;

export function rememberJavaScript(): void {
  if (JS_HINT_PATTERN.test(document.cookie)) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${JS_HINT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * True when this request's answer may stream: a browser known to run JavaScript, not a bot
 * (entry.server makes the same call). Loaders return promises (streamed sections) only then;
 * otherwise they await them, so the page has no Suspense boundaries left to hydrate late.
 */
export function mayStream(request: Request, isBot: (userAgent: string) => boolean): boolean {
  return (
    JS_HINT_PATTERN.test(request.headers.get("cookie") ?? "") &&
    !isBot(request.headers.get("user-agent") ?? "")
  );
}

/**
 * "This browser runs no JavaScript": `js=0`, which the `/js-off` beacon stores (routes/js-off.tsx).
 * A page for a visitor not known either way carries `<noscript><img src="/js-off"></noscript>`:
 * only a browser with scripting off renders it, so the cookie is a positive signal, never a
 * guess from a missing hint (a first visit, a test's injected session).
 */
export const JS_OFF_PATTERN = /(?:^|;\s*)js=0(?:;|$)/;
export const JS_OFF_BEACON_PATH = "/js-off";

export type Scripting = "on" | "off" | "unknown";

/** What the request's cookies say of the browser's scripting (`js=1` wins over `js=0`). */
export function scriptingOf(cookieHeader: string | null): Scripting {
  const cookies = cookieHeader ?? "";
  if (JS_HINT_PATTERN.test(cookies)) return "on";
  return JS_OFF_PATTERN.test(cookies) ? "off" : "unknown";
}

/**
 * The inline script of a page sent without scripts: a browser that turned JavaScript back on
 * says so at once, and its next page comes with its scripts again.
 */
export const JS_ON_INLINE = `document.cookie="${JS_HINT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"")`;
