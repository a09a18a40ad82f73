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
