import { positiveId, zoneIdsParam } from "./params";

/**
 * Pages rendered from their URL alone (ADR 033): the server (server/app.ts) drops the Cookie
 * header of a request to one of these before anything reads it, so the page — and the `.data`
 * requests of a client-side navigation to it — never holds anything personal, and a shared
 * cache may hand the same copy to everyone. The route checks its parameters itself
 * (lib/params.ts) and answers 404 for anything else.
 *
 * - the located module home: `/home/z/<zone ids>/m/<module id>`;
 * - a store's page: `/store/<id or slug>/z/<zone ids>` (the store names its module);
 * - an item's page: `/product/<id or slug>/z/<zone ids>` (the item names its module);
 * - the module's categories and a category's page: `/categories/z/<zone ids>/m/<module id>`,
 *   `/category/<id>/z/<zone ids>/m/<module id>`;
 * - the module's promotion listings: `/flash-sales/…`, `/campaigns/…`, `/all-brands/…`, each
 *   then `/z/<zone ids>/m/<module id>` (a campaign's own page is not one: its store cards
 *   measure their distance from the customer's coordinates).
 */
const SHARED_HOME_PATH = /^(\/[a-z]{2})?\/home\/z\/([^/]+)\/m\/([^/.]+)\/?(?:\.data)?$/i;
const SHARED_PAGE_PATH = /^(\/[a-z]{2})?\/(store|product)\/([^/]+)\/z\/([^/.]+)\/?(?:\.data)?$/i;
const SHARED_LISTING_PATH =
  /^(\/[a-z]{2})?\/(categories|category\/[^/]+|flash-sales|campaigns|all-brands)\/z\/([^/]+)\/m\/([^/.]+)\/?(?:\.data)?$/i;

export function isUrlOnlyPath(pathname: string): boolean {
  return (
    SHARED_HOME_PATH.test(pathname) ||
    SHARED_PAGE_PATH.test(pathname) ||
    SHARED_LISTING_PATH.test(pathname)
  );
}

/** The zones and module a shared home path names, when they are valid ids; else null. */
export function sharedHomeOf(
  pathname: string,
): { lang: string; zoneIds: number[]; moduleId: number } | null {
  const match = SHARED_HOME_PATH.exec(pathname);
  if (!match) return null;
  const zoneIds = zoneIdsParam(match[2]);
  const moduleId = positiveId(match[3]);
  return zoneIds && moduleId !== null ? { lang: match[1] ?? "", zoneIds, moduleId } : null;
}

/** A shared store or item page: what it shows (`store`/`product`, its id) and its zones. */
export function sharedPageOf(
  pathname: string,
): { lang: string; kind: "store" | "product"; id: string; zoneIds: number[] } | null {
  const match = SHARED_PAGE_PATH.exec(pathname);
  const zoneIds = match ? zoneIdsParam(match[4]) : null;
  if (!match || !zoneIds) return null;
  const kind = match[2].toLowerCase() as "store" | "product";
  return { lang: match[1] ?? "", kind, id: match[3], zoneIds };
}

/**
 * A shared module listing: its own path (`/categories`, `/category/<id>`, `/flash-sales`,
 * `/campaigns`, `/all-brands`), zones, module.
 */
export function sharedListingOf(
  pathname: string,
): { lang: string; page: string; zoneIds: number[]; moduleId: number } | null {
  const match = SHARED_LISTING_PATH.exec(pathname);
  if (!match) return null;
  const zoneIds = zoneIdsParam(match[3]);
  const moduleId = positiveId(match[4]);
  return zoneIds && moduleId !== null
    ? { lang: match[1] ?? "", page: `/${match[2]}`, zoneIds, moduleId }
    : null;
}

/**
 * The place any shared page shows — for the frame (root loader), which has no prefs cookie to
 * read there: its zones, and its module when the path names one (a store or an item names its
 * own module in its data, not in its path).
 */
export function sharedPlaceOf(
  pathname: string,
): { zoneIds: number[]; moduleId: number | null } | null {
  const home = sharedHomeOf(pathname) ?? sharedListingOf(pathname);
  if (home) return { zoneIds: home.zoneIds, moduleId: home.moduleId };
  const page = sharedPageOf(pathname);
  return page && { zoneIds: page.zoneIds, moduleId: null };
}

/**
 * The private page that shows the same thing as a shared one, the visitor's own parts
 * included: the module's `/home?module_id=N`, the store's or item's own `/store/<id>` or
 * `/product/<id>` (its query kept: a category, a page, the item's choices), the listing's own
 * `/categories?module_id=N`, `/category/<id>?module_id=N`, `/flash-sales?module_id=N`,
 * `/campaigns?module_id=N` or `/all-brands?module_id=N` (its query kept: a page, a sale's id,
 * a sort). Null for any other path.
 */
export function privatePathOf(location: { pathname: string; search: string }): string | null {
  const home = sharedHomeOf(location.pathname);
  if (home) return `${home.lang}/home?module_id=${home.moduleId}`;
  const listing = sharedListingOf(location.pathname);
  if (listing) {
    const query = new URLSearchParams(location.search);
    query.set("module_id", String(listing.moduleId));
    return `${listing.lang}${listing.page}?${query.toString()}`;
  }
  const page = sharedPageOf(location.pathname);
  return page && `${page.lang}/${page.kind}/${page.id}${location.search}`;
}

/**
 * Where a form posted from a page comes back to without JavaScript: the page itself, except
 * for a shared page, which would show the guest's controls again — its private page
 * (privatePathOf, in the page's language) shows the person's cart and hearts, and the action's
 * toast (a shared page never reads the flash cookie).
 */
export function returnPathOf(location: { pathname: string; search: string; hash?: string }) {
  return privatePathOf(location) ?? `${location.pathname}${location.search}`;
}
