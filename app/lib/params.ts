/**
 * Numbers read from a URL or a form, strictly (issue 10 "bad query input"): only a plain
 * positive decimal counts — never "0", "007", "1e3", "0x10", " 7", "-1" or a 10 KB string — so
 * nothing a visitor or a crawler types reaches the backend or makes a page fail.
 */
const DECIMAL = /^[1-9]\d*$/;

/** A positive id of at most `maxDigits` digits (9 by default: a database id), else null. */
export function positiveId(raw: unknown, maxDigits = 9): number | null {
  if (typeof raw !== "string" || raw.length > maxDigits || !DECIMAL.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** Highest page number a URL may ask for (10^5 pages of 12 is far beyond any listing). */
export const MAX_PAGE = 100_000;

/** `?page=N` as given: a page number up to `max`, else null (absent or not a page number). */
export function pageNumber(raw: string | null | undefined, max = MAX_PAGE): number | null {
  const page = positiveId(raw, String(max).length);
  return page !== null && page <= max ? page : null;
}

/** `?page=N` of a URL or its query: the page number up to `max`, 1 when absent or anything else. */
export function pageParam(source: URL | URLSearchParams, max = MAX_PAGE): number {
  const params = source instanceof URL ? source.searchParams : source;
  return pageNumber(params.get("page"), max) ?? 1;
}

/** Most zones a located URL may name: a point lies in one or two zones; more is not a place. */
export const MAX_ZONE_IDS = 5;

/**
 * Zone ids as a URL segment names them (`1-2`, the shared home's `/home/z/<zones>/…`, ADR 033):
 * a short `-`-separated list of positive ids, sorted and without repeats, else null. Only the
 * sorted spelling is accepted — `2-1` or `1-1` is null, not `1-2` — so one place has one URL and
 * a shared cache keeps one copy of its page.
 */
export function zoneIdsParam(raw: unknown): number[] | null {
  if (typeof raw !== "string" || raw.length > MAX_ZONE_IDS * 10) return null;
  const parts = raw.split("-");
  if (parts.length > MAX_ZONE_IDS) return null;
  const ids: number[] = [];
  for (const part of parts) {
    const id = positiveId(part);
    if (id === null || (ids.length > 0 && id <= ids[ids.length - 1])) return null;
    ids.push(id);
  }
  return ids;
}
