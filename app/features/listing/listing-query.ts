import { z } from "zod";

/**
 * The listing's URL (/home with data_type — browsing §2 "Search and listing view"), parsed with
 * zod into one plain value the loader, the links and the forms share. Every parameter is
 * untrusted: a bad value falls back to its default (page=-1 → 1, price 1e99 → 20000, garbage
 * filter words dropped, 10 KB of search text cut to 100 characters) — never an exception. Only
 * an unknown data_type, or a category/condition listing without a usable id, is not a listing
 * (the loader answers 404).
 *
 * Browser-safe: the components build their links from the same value.
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

export interface ListingQuery {
  dataType: ListingDataType;
  tab: ListingTab;
  view: ListingView;
  page: number;
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

const one = (values: string[]) => values[0];
const idText = /^[1-9]\d{0,8}$/;

const text = z.string().max(100_000).optional().catch(undefined);

/** The raw parameters, each reduced to what can be used or undefined. */
const rawSchema = z.object({
  data_type: z.enum(LISTING_DATA_TYPES).optional().catch(undefined),
  tab: z.enum(LISTING_TABS).catch("items"),
  view: z.enum(LISTING_VIEWS).catch("grid"),
  page: z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PAGE))
    .catch(1),
  search: text.transform((v) => (v ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX).trim()),
  id: z.string().regex(idText).transform(Number).nullable().catch(null),
  name: text.transform((v) => (v ? decodeBase64Name(v) : null)),
  brand_id: z
    .array(z.string())
    .catch([])
    .transform((values) => uniqueIds(values.flatMap((v) => v.split(",")))),
  filter: z
    .array(z.string())
    .catch([])
    .transform((values) => values.flatMap(filterWords)),
  rating: z
    .string()
    .regex(/^[1-5]$/)
    .transform(Number)
    .nullable()
    .catch(null),
  min_price: z.string().transform(priceOf).nullable().catch(null),
  max_price: z.string().transform(priceOf).nullable().catch(null),
  sort: z.string().max(40).nullable().catch(null),
  fromSearch: z.string().optional().catch(undefined),
});

export function parseListingQuery(params: URLSearchParams): ParsedListing {
  const record: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = key === "brand_id" || key === "filter" ? values : one(values);
  }
  // Absent keys parse as their fallback (undefined → catch).
  const raw = rawSchema.parse(record);
  if (!raw.data_type) return { ok: false, reason: "data_type" };
  const dataType = raw.data_type;
  if ((dataType === "category" || dataType === "condition") && raw.id === null)
    return { ok: false, reason: "id" };

  const brandIds = raw.brand_id;
  // The stores tab does not exist with brands chosen or for a condition's products (§2).
  const tab = storesTabShown(dataType, brandIds) ? raw.tab : "items";
  const allowed: readonly string[] = tab === "items" ? ITEM_FILTERS : STORE_FILTERS;
  const filters = [...new Set(raw.filter)].filter((w) => allowed.includes(w));
  if (dataType === "discounted" && !filters.includes("discounted")) filters.unshift("discounted");
  const sorts: readonly string[] = tab === "items" ? ITEM_SORTS : STORE_SORTS;
  const sort = raw.sort && sorts.includes(raw.sort) && raw.sort !== "default" ? raw.sort : null;
  const { minPrice, maxPrice } = priceRange(raw.min_price, raw.max_price);

  return {
    ok: true,
    query: {
      dataType,
      tab,
      view: raw.view,
      page: raw.page,
      search: dataType === "searched" ? raw.search : "",
      id: dataType === "category" || dataType === "condition" ? raw.id : null,
      name: dataType === "category" || dataType === "condition" ? raw.name : null,
      brandIds,
      filters,
      // A condition's products come from an endpoint that takes no filters.
      rating: dataType === "condition" ? null : raw.rating,
      minPrice: tab === "items" && dataType !== "condition" ? minPrice : null,
      maxPrice: tab === "items" && dataType !== "condition" ? maxPrice : null,
      sort: dataType === "condition" ? null : sort,
      fromSearch: raw.fromSearch !== undefined,
    },
  };
}

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

/** Numeric ids only (browsing §5: non-numeric brand ids are dropped), ≤ 20, no repeats. */
function uniqueIds(values: string[]): number[] {
  const ids = values.map((v) => v.trim()).filter((v) => idText.test(v));
  return [...new Set(ids.map(Number))].slice(0, 20);
}

/** A filter value: one word, a comma list or a JSON list of words (garbage → nothing). */
function filterWords(value: string): string[] {
  const trimmed = value.trim().slice(0, 500);
  if (trimmed.startsWith("[")) {
    try {
      const parsed = z.array(z.string()).safeParse(JSON.parse(trimmed));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  }
  return trimmed.split(",").map((w) => w.trim());
}

function priceOf(value: string): number | null {
  if (!/^\s*\d{1,12}(\.\d{0,4})?\s*$/.test(value)) return null;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(Number(value))));
}

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

/** Category and condition names travel as base64 of UTF-8 (urls.ts base64Utf8). */
export function decodeBase64Name(value: string): string | null {
  const clean = value.trim().replace(/ /g, "+");
  if (clean.length === 0 || clean.length > 400 || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean))
    return null;
  try {
    const binary = atob(clean);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const name = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex
    const plain = name.replace(/[\u0000-\u001f\u007f]/g, "").trim();
    return plain ? plain.slice(0, 100) : null;
  } catch {
    return null;
  }
}
