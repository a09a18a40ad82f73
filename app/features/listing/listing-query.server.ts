import { z } from "zod";
import {
  ITEM_FILTERS,
  ITEM_SORTS,
  LISTING_DATA_TYPES,
  LISTING_TABS,
  LISTING_VIEWS,
  MAX_PAGE,
  MAX_PAGES_SHOWN,
  PRICE_MAX,
  PRICE_MIN,
  SEARCH_MAX,
  STORE_FILTERS,
  STORE_SORTS,
  priceRange,
  storesTabShown,
  type ParsedListing,
} from "./listing-query";

/**
 * Parses the listing's URL (listing-query.ts) with zod. Every parameter is untrusted: a bad
 * value falls back to its default — never an exception. Server-only, so zod stays out of the
 * browser's bundle.
 */

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
  from: z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PAGE))
    .nullable()
    .catch(null),
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
      // A range that ends before it starts or is too long reads as this page alone.
      from:
        raw.from !== null && raw.from <= raw.page && raw.page - raw.from < MAX_PAGES_SHOWN
          ? raw.from
          : raw.page,
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
