import type { Query, Transport } from "./http.server";
import { searchItemPageSchema, searchStorePageSchema, suggestionsSchema } from "./schemas/search";

/** `offset` is a 1-based page number (api-contract §1.5). */
export type SearchPage = { limit: number; offset: number };

/**
 * What a listing asks for (browsing §7 "Search": name only when searched, category_ids,
 * brand_ids and filter as JSON lists, rating_count, min_price, max_price, limit 12).
 * `filter` holds the words the endpoint understands: for items discounted, top_rated,
 * popular, high, low; for stores currently_open, discounted, top_rated, popular,
 * free_delivery, coupon, fast_delivery, nearby.
 */
export interface ListingFilters {
  name?: string;
  categoryIds?: number[];
  brandIds?: number[];
  filter?: string[];
  ratingCount?: number;
  minPrice?: number;
  maxPrice?: number;
}

/** Item lists: `data_type` of items/get-products (all and brand are its default set). */
export type ItemDataType = "searched" | "category" | "brand" | "discounted" | "new" | "all";
/** Store lists: `data_type` of stores/get-data (`default` = every store of the zone). */
export type StoreDataType = "searched" | "category" | "discounted" | "default";

const jsonList = (values: ReadonlyArray<string | number> | undefined) =>
  values && values.length ? JSON.stringify(values) : undefined;

function filterQuery(f: ListingFilters): Query {
  return {
    category_ids: jsonList(f.categoryIds),
    brand_ids: jsonList(f.brandIds),
    filter: jsonList(f.filter),
    rating_count: f.ratingCount,
    min_price: f.minPrice,
    max_price: f.maxPrice,
  };
}

/**
 * Search, suggestions and listings (api-contract §2.5), scoped by the zoneId / moduleId /
 * latitude-longitude headers the transport adds.
 *
 * Which endpoint: items/search is the item search (its `name` is required and split into
 * words, and it takes filter, rating_count, prices and category_ids — but no brand_ids);
 * items/get-products serves every other item listing (data_type discounted / new / category,
 * brand_ids, the same filters). stores/get-data serves store search and listings (data_type
 * searched with name, discounted, category; filter words incl. currently_open, free_delivery,
 * coupon, fast_delivery, nearby; store_type newly_joined) — stores/search takes no filters.
 */
export function searchApi(t: Transport) {
  return {
    /** GET /items/search: items whose name has the words of `name`. */
    searchItems: (filters: ListingFilters & { name: string }, page: SearchPage) =>
      t.call("items/search", {
        query: { name: filters.name, ...filterQuery(filters), ...page },
        schema: searchItemPageSchema,
      }),

    /** GET /items/get-products: the item listing of a data type, with filters. */
    items: (dataType: ItemDataType, filters: ListingFilters, page: SearchPage) =>
      t.call("items/get-products", {
        query: {
          // all and brand are get-products' default set (brand narrowed by brand_ids).
          data_type: dataType === "all" || dataType === "brand" ? undefined : dataType,
          name: dataType === "searched" ? filters.name : undefined,
          ...filterQuery(filters),
          ...page,
        },
        schema: searchItemPageSchema,
      }),

    /** GET /stores/get-data: the store listing of a data type, with filters. */
    stores: (
      dataType: StoreDataType,
      filters: ListingFilters & { newlyJoined?: boolean },
      page: SearchPage,
    ) =>
      t.call("stores/get-data", {
        query: {
          data_type: dataType,
          name: dataType === "searched" ? filters.name : undefined,
          store_type: filters.newlyJoined ? "newly_joined" : undefined,
          ...filterQuery({ ...filters, minPrice: undefined, maxPrice: undefined }),
          ...page,
        },
        schema: searchStorePageSchema,
      }),

    /** GET /stores/search: stores whose name has the words of `name` (no filters). */
    searchStores: (name: string, page: SearchPage) =>
      t.call("stores/search", { query: { name, ...page }, schema: searchStorePageSchema }),

    /**
     * GET /items/item-or-store-search?name= → `{items, stores}` for the header's suggestions.
     * The backend refuses it (403) without the latitude/longitude headers: the caller's client
     * must carry a position (`api.with({ lat, lng })`).
     */
    suggestions: (name: string) =>
      t.call("items/item-or-store-search", { query: { name }, schema: suggestionsSchema }),

    /** GET /common-condition/items/{id}?limit&offset (both required): a condition's products. */
    conditionItems: (conditionId: number, page: SearchPage) =>
      t.call(`common-condition/items/${encodeURIComponent(String(conditionId))}`, {
        query: page,
        schema: searchItemPageSchema,
      }),
  };
}
