import type { AppLoadContext, EntryContext } from "@remix-run/node";

/**
 * Who may keep a copy of a page (design.md "Caching", issue 8).
 *
 * - A page a route declares shareable (`handle.sharedCache`), answered 200 to a GET from a
 *   visitor with no session (no token, no guest id: nothing personal can be in it) and setting
 *   no cookie, may be kept by a CDN or reverse proxy: `s-maxage` with `stale-while-revalidate`.
 *   Browsers revalidate every time (`max-age=0`): a theme or location change must show at once.
 *   `Vary: Cookie` because the prefs cookie (theme, location, module) shapes the page.
 * - Everything else — a token, a guest cart, a Set-Cookie, an error, a form answer — is
 *   `private, no-store`. server/http-cache.ts enforces the same rule again at the edge of the
 *   server, so a mistake here can only make a page less cacheable, never a personal page shared.
 */
export const SHARED_PAGE = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";
export const PRIVATE_PAGE = "private, no-store";
/**
 * A page rendered from its URL alone (ADR 033, the located home `/home/z/…/m/…`): the server
 * drops the request's cookies before Remix sees them (lib/shared-pages.ts), so the page is the
 * same for everyone and needs no `Vary: Cookie` — with it, a CDN would keep one copy per
 * visitor's cookies, i.e. none worth having. Shorter than SHARED_PAGE: shelves and stock move.
 */
export const URL_ONLY_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

export interface CacheHandle {
  /**
   * `true`: this page holds nothing personal for an anonymous visitor, a shared cache may keep
   * it (varying by the prefs cookie). `"url"`: the page depends on its URL only (ADR 033).
   */
  sharedCache?: boolean | "url";
}

/** True when the request carries anything that makes its answer personal. */
export function isPersonal(context: AppLoadContext): boolean {
  const { session } = context;
  return Boolean(
    session.get("token") || session.get("guestId") || session.get("rememberedIdentifier"),
  );
}

function leafSharedCache(remixContext: EntryContext): CacheHandle["sharedCache"] {
  const matches = remixContext.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  if (!leaf) return false;
  const handle = remixContext.routeModules[leaf.route.id]?.handle as CacheHandle | undefined;
  return handle?.sharedCache ?? false;
}

/** Sets Cache-Control (and Vary) on a document response. */
export function applyDocumentCachePolicy(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
): void {
  const wanted = leafSharedCache(remixContext);
  // A route may say this answer is not to be kept (its `headers` passed a loader's
  // `private, no-store`): the shared home with a section that failed (ADR 033).
  const routeSaysPrivate = /\b(private|no-store)\b/.test(headers.get("Cache-Control") ?? "");
  // A URL-only page that somehow still saw a cookie (the server's stripping bypassed) is
  // private, like any page with a session: a mistake here only loses the cache, never leaks.
  const shareable =
    (request.method === "GET" || request.method === "HEAD") &&
    status === 200 &&
    !headers.has("Set-Cookie") &&
    !isPersonal(context) &&
    !routeSaysPrivate &&
    (wanted === true || (wanted === "url" && !request.headers.has("Cookie")));
  if (shareable && wanted === "url") headers.set("Cache-Control", URL_ONLY_PAGE);
  else headers.set("Cache-Control", shareable ? SHARED_PAGE : PRIVATE_PAGE);
  if (shareable && wanted === true) headers.append("Vary", "Cookie");
}
