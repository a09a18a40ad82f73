import { positiveId, zoneIdsParam } from "./params";

/**
 * Pages rendered from their URL alone (ADR 033): the server (server/app.ts) drops the Cookie
 * header of a request to one of these before anything reads it, so the page — and the `.data`
 * requests of a client-side navigation to it — never holds anything personal, and a shared
 * cache may hand the same copy to everyone. The route checks its parameters itself
 * (lib/params.ts) and answers 404 for anything else.
 */
const SHARED_HOME_PATH = /^(\/[a-z]{2})?\/home\/z\/([^/]+)\/m\/([^/.]+)\/?(?:\.data)?$/i;

export function isUrlOnlyPath(pathname: string): boolean {
  return SHARED_HOME_PATH.test(pathname);
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

/**
 * Where a form posted from a page comes back to without JavaScript: the page itself, except
 * for a shared home, which would show the guest's controls again — the private home of the same
 * module (`/home?module_id=N`, in the page's language) shows the person's cart and hearts, and
 * the action's toast (the shared page never reads the flash cookie).
 */
export function returnPathOf(location: { pathname: string; search: string; hash?: string }) {
  const shared = sharedHomeOf(location.pathname);
  if (!shared) return `${location.pathname}${location.search}`;
  return `${shared.lang}/home?module_id=${shared.moduleId}`;
}
