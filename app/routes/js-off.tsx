import type { LoaderFunctionArgs } from "@remix-run/node";
import { JS_HINT_PATTERN } from "~/lib/js-hint";
import { jsOffSetCookie } from "~/lib/js-hint.server";

/**
 * GET /js-off — the beacon of `<noscript><img src="/js-off"></noscript>` (root.tsx): only a
 * browser with scripting off loads it. It stores `js=0`, and that visitor's next pages come
 * without hydration scripts and their data (~12 KB gzip of a 30 KB home), which such a browser
 * downloads for nothing (issue 27 item 5, docs/decisions/039). Bodiless, never stored; a
 * browser already known to run JavaScript keeps its `js=1`.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (!JS_HINT_PATTERN.test(request.headers.get("cookie") ?? "")) {
    headers.append("Set-Cookie", jsOffSetCookie());
  }
  return new Response(null, { status: 204, headers });
}
