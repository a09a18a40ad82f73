import { pageNumber, positiveId } from "~/lib/params";

/**
 * Query and path input of the promotion pages, read strictly: anything that is not exactly a
 * positive decimal id or page number is rejected here, so garbage never reaches the backend
 * ("1e3", "0x10", " 7", "-1" and 10 KB strings are not ids).
 */

/**
 * The campaign a /campaigns/{slug|id}?id= URL names: `?id=` when present (browsing §2), else
 * the path's id, or the id ending a slug ("weekend-feast-1"). Null when neither is an id.
 */
export function campaignIdOf(pathId: string | undefined, url: URL): number | null {
  const query = url.searchParams.get("id");
  if (query !== null) return positiveId(query);
  if (!pathId || pathId.length > 200) return null;
  if (/^\d+$/.test(pathId)) return positiveId(pathId);
  return positiveId(/-(\d{1,9})$/.exec(pathId)?.[1]);
}

/**
 * `?page=N`: 1 when absent; null when present but not a page number (the page then shows page 1
 * under its canonical address rather than an error).
 */
export function pageParam(url: URL): number | null {
  const raw = url.searchParams.get("page");
  return raw === null ? 1 : pageNumber(raw);
}

/** Brand list sorts (browsing §9): A to Z, Z to A, Default (the API's order). */
export const BRAND_SORTS = ["default", "a-z", "z-a"] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];

export function brandSortParam(url: URL): BrandSort {
  const raw = url.searchParams.get("sort");
  return (BRAND_SORTS as readonly string[]).includes(raw ?? "") ? (raw as BrandSort) : "default";
}

/** `path` with `params` added (null/undefined values left out), for canonical and pager links. */
export function withParams(
  path: string,
  params: Record<string, string | number | null | undefined>,
): string {
  const [base, search = ""] = path.split("?");
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "") query.delete(key);
    else query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
