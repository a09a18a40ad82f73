import { pageParam as readPage } from "~/lib/params";

/**
 * Query parameters of the store page, the store lists and the category page, parsed strictly:
 * anything that is not a plain value of the expected shape is ignored (page 1, no search, all),
 * so no URL a visitor or a crawler types can make a page fail (issue 10 "bad query input").
 */

/** Browsing §9: store list 12 per page; category detail limit 20. */
export const STORE_LIST_PAGE_SIZE = 12;
export const CATEGORY_PAGE_SIZE = 20;
/** The store's own item listing and search inside it (the listing's search page size is 12). */
export const STORE_ITEMS_PAGE_SIZE = 20;
export const STORE_SEARCH_PAGE_SIZE = 12;
/** The backend refuses names over 255 characters; a search box needs far fewer. */
export const SEARCH_MAX_LENGTH = 100;
/** Pages past this are nonsense for any list here; treated like a bad value. */
const MAX_PAGE = 9999;

export const SORTS = ["popular", "top_rated", "new"] as const;
export type StoreSort = (typeof SORTS)[number];
export const DELIVERY_TYPES = ["all", "delivery", "take_away"] as const;
export type DeliveryFilter = (typeof DELIVERY_TYPES)[number];
export const LIST_TYPES = ["all", "newly_joined", "popular", "top_rated"] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** `?dialog=store-map` opens the store's map (not `map`: the footer's map of the business). */
export const STORE_MAP_DIALOG = "store-map";

export const STORE_LIST_KINDS = ["latest", "popular", "top-offer-nearby"] as const;
export type StoreListKindName = (typeof STORE_LIST_KINDS)[number];

/** `?page=N` of the store pages (1 when absent, not a page number or past MAX_PAGE). */
export const pageParam = (params: URLSearchParams): number => readPage(params, MAX_PAGE);

/** A store path segment: an id or a slug (letters, digits, dashes), else null. */
export function storeKey(raw: string | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (!value || value.length > 120) return null;
  return /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u.test(value) ? value : null;
}

/** The search text: single-spaced, at most SEARCH_MAX_LENGTH characters, "" when none. */
export function searchParam(params: URLSearchParams, name = "search"): string {
  const raw = params.get(name) ?? "";
  const clean = raw
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return clean.slice(0, SEARCH_MAX_LENGTH).trim();
}

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return raw && (values as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

export type StoreListParams = {
  sort: StoreSort;
  delivery: DeliveryFilter;
  listType: ListType;
  page: number;
};

/** /store/{latest|popular|top-offer-nearby}?sort=&delivery=&store_type=&page= */
export function storeListParams(params: URLSearchParams): StoreListParams {
  return {
    sort: oneOf(SORTS, params.get("sort"), "popular"),
    delivery: oneOf(DELIVERY_TYPES, params.get("delivery"), "all"),
    listType: oneOf(LIST_TYPES, params.get("store_type"), "all"),
    page: pageParam(params),
  };
}

/**
 * The query string of a store list URL: defaults left out, so every list has one address per
 * state (canonical and shareable), and `module_id` kept for cookie-less visitors.
 */
export function storeListQuery(
  state: StoreListParams,
  moduleId: number | null,
  patch: Partial<StoreListParams> = {},
): string {
  const next = { ...state, ...patch };
  const query = new URLSearchParams();
  if (moduleId) query.set("module_id", String(moduleId));
  if (next.sort !== "popular") query.set("sort", next.sort);
  if (next.delivery !== "all") query.set("delivery", next.delivery);
  if (next.listType !== "all") query.set("store_type", next.listType);
  if (next.page > 1) query.set("page", String(next.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Adds or replaces `page` in a URL (page 1 drops it). */
export function withPage(href: string, page: number): string {
  const [path, search = ""] = href.split("?");
  const query = new URLSearchParams(search);
  if (page > 1) query.set("page", String(page));
  else query.delete("page");
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Number of pages for a total (at least 1). */
export const pageCount = (total: number, size: number) =>
  Math.max(1, Math.ceil(Math.max(0, total) / size));
