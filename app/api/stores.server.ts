import type { Transport } from "./http.server";
import { itemPageSchema } from "./schemas/home";
import {
  categoryTreeListSchema,
  childCategoryListSchema,
  listedStorePageSchema,
  storeDetailsResponseSchema,
  storeReviewListSchema,
} from "./schemas/store-details";

/** `offset` is a 1-based page number (api-contract §1.5, quirk 2). */
export type Page = { limit: number; offset: number };

/** stores/get-stores/{filter_data} path values (browsing §4 delivery-type filter). */
export type DeliveryType = "all" | "delivery" | "take_away";
/** get-stores `store_type` (browsing §4 store list categories). */
export type StoreListType = "all" | "newly_joined" | "popular" | "top_rated";

const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * Store pages, store lists and categories (api-contract §2.5 stores/details, items/latest,
 * items/search, stores/get-stores, stores/latest|popular|top-offer-near-me, categories,
 * categories/childes, categories/items) — issue 10. Every call is a GET the transport
 * deduplicates within a request; scoped by the zoneId / moduleId / position headers.
 */
export function storesApi(t: Transport) {
  return {
    /**
     * GET /stores/details/{id or slug} → the store, or null when unknown. Sent WITHOUT the
     * moduleId header: the route is outside module-check and filters by module when the header
     * is there, and a store page must find its store whatever module the URL (or the visitor's
     * cookie) claims — the store's own module then decides the rest.
     */
    details: (idOrSlug: string | number) =>
      t.call(`stores/details/${seg(idOrSlug)}`, {
        schema: storeDetailsResponseSchema,
        omitHeaders: ["moduleId"],
      }),

    /**
     * GET /items/latest: the store item listing. `store_id` takes the id or the slug, so the
     * items are asked for at the same time as the details (no waterfall); `categoryId` 0 = all.
     */
    items: (idOrSlug: string | number, options: Page & { categoryId?: number }) =>
      t.call("items/latest", {
        query: {
          store_id: String(idOrSlug),
          category_id: options.categoryId ?? 0,
          limit: options.limit,
          offset: options.offset,
        },
        schema: itemPageSchema,
      }),

    /** GET /items/search with `store_id` (id or slug): search inside one store. */
    searchItems: (
      idOrSlug: string | number,
      name: string,
      options: Page & { categoryId?: number },
    ) =>
      t.call("items/search", {
        query: {
          store_id: String(idOrSlug),
          name,
          category_id: options.categoryId || undefined,
          limit: options.limit,
          offset: options.offset,
        },
        schema: itemPageSchema,
      }),

    /**
     * GET /items/suggested?store_id=&recommended=1: the items the store recommends (list key
     * `items`). `store_id` takes the id or the slug, like items/latest: no wait for the details.
     */
    recommendedItems: (idOrSlug: string | number, page: Page = { limit: 10, offset: 1 }) =>
      t.call("items/suggested", {
        query: { store_id: String(idOrSlug), recommended: 1, ...page },
        schema: itemPageSchema,
      }),

    /** GET /stores/reviews?store_id= (id or slug): the store's reviews, newest first. */
    reviews: (idOrSlug: string | number) =>
      t.call("stores/reviews", {
        query: { store_id: String(idOrSlug) },
        schema: storeReviewListSchema,
      }),

    /** GET /stores/get-stores/{all|delivery|take_away}?store_type=… (browsing §4). */
    filtered: (delivery: DeliveryType, storeType: StoreListType, page: Page) =>
      t.call(`stores/get-stores/${seg(delivery)}`, {
        query: { store_type: storeType, type: "all", ...page },
        schema: listedStorePageSchema,
      }),
    /** GET /stores/latest?type=all */
    latest: (page: Page) =>
      t.call("stores/latest", { query: { type: "all", ...page }, schema: listedStorePageSchema }),
    /** GET /stores/popular?type=all */
    popular: (page: Page) =>
      t.call("stores/popular", { query: { type: "all", ...page }, schema: listedStorePageSchema }),
    /** GET /stores/top-offer-near-me (discounted stores, nearest first). */
    topOffer: (page: Page) =>
      t.call("stores/top-offer-near-me", { query: page, schema: listedStorePageSchema }),

    /** GET /categories: the module's root categories with their `childes`. */
    categories: () => t.call("categories", { schema: categoryTreeListSchema }),
    /** GET /categories/childes/{id} */
    children: (categoryId: number) =>
      t.call(`categories/childes/${seg(categoryId)}`, { schema: childCategoryListSchema }),
    /** GET /categories/items/{id}?limit=20&offset=N&type=all (browsing §7 category details). */
    categoryItems: (categoryId: number, page: Page) =>
      t.call(`categories/items/${seg(categoryId)}`, {
        query: { ...page, type: "all" },
        schema: itemPageSchema,
      }),
  };
}
