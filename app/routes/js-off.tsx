import type { LoaderFunctionArgs } from "@remix-run/node";
import { useSecureCookies } from "~/env.server";
import { JS_HINT_COOKIE, JS_HINT_PATTERN } from "~/lib/js-hint";

/**
 * GET /js-off — the beacon of `<noscript><img src="/js-off"></noscript>` (root.tsx): only a
 * browser with scripting off loads it. It stores `js=0`, and that visitor's next pages come
 * without hydration scripts and their data (~12 KB gzip of a 30 KB home), which such a browser
 * downloads for nothing (issue 27 item 5, docs/decisions/039). Bodiless, never stored; a
 * browser already known to run JavaScript keeps its `js=1`. Not HttpOnly: the inline script
 * of a scriptless page overwrites it when JavaScript comes back (lib/js-hint.ts JS_ON_INLINE).
 */
const secureSuffix = () => (useSecureCookies() ? "; Secure" : "");

export function loader({ request }: LoaderFunctionArgs) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (!JS_HINT_PATTERN.test(request.headers.get("cookie") ?? "")) {
    headers.append(
      "Set-Cookie",
      `${JS_HINT_COOKIE}=0; Path=/; Max-Age=31536000; SameSite=Lax${secureSuffix()}`,
    );
  }
  return new Response(null, { status: 204, headers });
}
