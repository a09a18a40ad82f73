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

export interface CacheHandle {
  /** This page holds nothing personal for an anonymous visitor: a shared cache may keep it. */
  sharedCache?: boolean;
}

/** True when the request carries anything that makes its answer personal. */
export function isPersonal(context: AppLoadContext): boolean {
  const { session } = context;
  return Boolean(
    session.get("token") || session.get("guestId") || session.get("rememberedIdentifier"),
  );
}

function leafWantsSharedCache(remixContext: EntryContext): boolean {
  const matches = remixContext.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  if (!leaf) return false;
  const handle = remixContext.routeModules[leaf.route.id]?.handle as CacheHandle | undefined;
  return handle?.sharedCache === true;
}

/** Sets Cache-Control (and Vary) on a document response. */
export function applyDocumentCachePolicy(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
): void {
  const shareable =
    (request.method === "GET" || request.method === "HEAD") &&
    status === 200 &&
    !headers.has("Set-Cookie") &&
    !isPersonal(context) &&
    leafWantsSharedCache(remixContext);
  headers.set("Cache-Control", shareable ? SHARED_PAGE : PRIVATE_PAGE);
  if (shareable) headers.append("Vary", "Cookie");
}
