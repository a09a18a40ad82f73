/**
 * The listing's URL (/home with data_type — browsing §2 "Search and listing view") as one plain
 * value the loader, the links and the forms share; listing-query.server.ts parses it with zod.
 * Every parameter is untrusted: a bad value falls back to its default (page=-1 → 1, price 1e99
 * → 20000, garbage filter words dropped, 10 KB of search text cut to 100 characters) — never an
 * exception. Only an unknown data_type, or a category/condition listing without a usable id, is
 * not a listing (the loader answers 404).
 *
 * Browser-safe and free of zod (14 KB of the home route's JavaScript): the components build
 * their links from the same value.
 */

export const LISTING_DATA_TYPES = [
  "searched",
  "category",
  "brand",
  "discounted",
  "new",
  "all",
  "condition",
] as const;
export type ListingDataType = (typeof LISTING_DATA_TYPES)[number];

export const LISTING_TABS = ["items", "stores"] as const;
export type ListingTab = (typeof LISTING_TABS)[number];
export const LISTING_VIEWS = ["grid", "list"] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];

/** Filter options per tab (browsing §3 "Filter option"); items take what items/* understand. */
export const ITEM_FILTERS = ["discounted", "top_rated", "popular"] as const;
export const STORE_FILTERS = [
  "currently_open",
  "discounted",
  "top_rated",
  "popular",
  "free_delivery",
  "coupon",
] as const;
/** Price sort low/high (exclusive); store sort default/fast_delivery/nearby (one at a time). */
export const ITEM_SORTS = ["low", "high"] as const;
export const STORE_SORTS = ["default", "fast_delivery", "nearby"] as const;

/** browsing §9: search page size 12, price range 0–20000. */
export const PAGE_SIZE = 12;
export const PRICE_MIN = 0;
export const PRICE_MAX = 20000;
export const RATINGS = [5, 4, 3, 2, 1] as const;
/** The header's search field takes 100 characters; longer terms are cut (prefs keep ≤ 100). */
export const SEARCH_MAX = 100;
/** Past this a page number is nonsense (12 × 1000 results); it reads as page 1. */
export const MAX_PAGE = 1000;
/**
 * Without JavaScript "Load more" shows the pages so far in one document (`from`…`page`), as the
 * script's in-place append does; at most this many, so one URL never asks for a huge page.
 */
export const MAX_PAGES_SHOWN = 5;

export interface ListingQuery {
  dataType: ListingDataType;
  tab: ListingTab;
  view: ListingView;
  /** The last page shown. */
  page: number;
  /** The first page shown (`from`, no-JS "Load more"); = page unless a range was asked for. */
  from: number;
  /** The search term (searched only), trimmed, single-spaced, ≤ 100 characters. */
  search: string;
  /** Category id (category) or condition id (condition). */
  id: number | null;
  /** The decoded `name` (base64 UTF-8) of a category or condition; null when missing or bad. */
  name: string | null;
  brandIds: number[];
  /** Filter words valid for the tab (Discounted always for data_type=discounted). */
  filters: string[];
  rating: number | null;
  /** null = the range's end (no filter). */
  minPrice: number | null;
  maxPrice: number | null;
  /** items: low | high; stores: fast_delivery | nearby; null = default. */
  sort: string | null;
  /** Set by the header's search form: the loader saves the term, then drops it (303). */
  fromSearch: boolean;
}

export type ParsedListing =
  { ok: true; query: ListingQuery } | { ok: false; reason: "data_type" | "id" };

/** "Foods" / "Medicines" / "Groceries" / "Items" and "Restaurants" / "Stores" (browsing §2). */
export function tabKeys(moduleType: string) {
  const items =
    moduleType === "food"
      ? "foods"
      : moduleType === "pharmacy"
        ? "medicines"
        : moduleType === "grocery"
          ? "groceries"
          : "items";
  return { items, stores: moduleType === "food" ? "restaurants" : "stores" } as const;
}

/** True when the listing has a stores tab: not with brands chosen, not for a condition. */
export function storesTabShown(dataType: ListingDataType, brandIds: number[]): boolean {
  return brandIds.length === 0 && dataType !== "condition" && dataType !== "brand";
}

/** True when the listing's filters and sorts apply (a condition's products take none). */
export const hasFilters = (query: ListingQuery) => query.dataType !== "condition";

/**
 * The chosen range inside 0–20000, its thumbs at least 1 apart (browsing §5); an end at the
 * range's own end is no filter (null).
 */
export function priceRange(
  min: number | null,
  max: number | null,
): { minPrice: number | null; maxPrice: number | null } {
  let low = min ?? PRICE_MIN;
  let high = max ?? PRICE_MAX;
  if (low > high) [low, high] = [high, low];
  if (high - low < 1) {
    if (high < PRICE_MAX) high = low + 1;
    else low = high - 1;
  }
  return {
    minPrice: low > PRICE_MIN ? low : null,
    maxPrice: high < PRICE_MAX ? high : null,
  };
}

/** True for a /home URL that shows the listing rather than the module home. */
export const isListingUrl = (url: URL) => Boolean(url.searchParams.get("data_type"));
