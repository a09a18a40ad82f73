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
