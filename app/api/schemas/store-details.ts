import { z } from "zod";
import { categorySchema } from "./catalogue";
import { objectOrEmpty, storeSchema } from "./home";
import { flag, id, lenientArray, maybeText, num, numOr, text } from "./primitives";

/**
 * Store pages, store lists and category pages (api-contract §2.5, §5.5, §5.6). Tolerant like
 * the home's schemas: only the fields a builder reads are declared, the rest passes through.
 */

/** `"HH:MM:SS"` opening hours of one weekday (0 = Sunday). */
export const scheduleSchema = z
  .object({
    day: z.preprocess((v) => (typeof v === "string" ? Number(v) : v), z.number().int()),
    opening_time: text,
    closing_time: text,
  })
  .passthrough();
export type StoreSchedule = z.output<typeof scheduleSchema>;

/** A store in a list, with what the list's sort tabs read (browsing §4: created_at). */
export const listedStoreSchema = storeSchema.extend({ created_at: maybeText.optional() });
export type ListedStore = z.output<typeof listedStoreSchema>;

/** `{total_size, stores}` → `{ total, stores }`; `null`/`[]` → no stores. */
export const listedStorePageSchema = z.preprocess(
  objectOrEmpty,
  z
    .object({ total_size: numOr(0).optional(), stores: lenientArray(listedStoreSchema).optional() })
    .passthrough()
    .transform((page) => ({ total: page.total_size ?? 0, stores: page.stores ?? [] })),
);
export type ListedStorePage = z.output<typeof listedStorePageSchema>;

/** GET /stores/details/{id}: the store object with the details extras (§5.5). */
export const storeDetailsSchema = listedStoreSchema.extend({
  phone: maybeText.optional(),
  latitude: num.optional().catch(undefined),
  longitude: num.optional().catch(undefined),
  minimum_order: numOr(0).optional(),
  schedule_order: flag.optional(),
  delivery: flag.optional(),
  take_away: flag.optional(),
  /** Pharmacy: accepts prescription-only orders (checkout). */
  prescription_order: flag.optional(),
  /* What the checkout prices an order with when the backend has no quote (§5.5, §7.7). */
  tax: numOr(0).optional(),
  self_delivery_system: flag.optional(),
  per_km_shipping_charge: numOr(0).optional(),
  minimum_shipping_charge: numOr(0).optional(),
  maximum_shipping_charge: num.nullish().catch(null),
  /** Food: the store hands out cutlery on request (checkout's "Need cutlery?", issue 24 item 4). */
  cutlery: flag.optional(),
  extra_packaging_status: flag.optional(),
  extra_packaging_amount: numOr(0).optional(),
  /** The store's review plan: ratings and reviews are shown only with it. */
  reviews_section: flag.optional(),
  reviews_comments_count: numOr(0).optional(),
  meta_title: maybeText.optional(),
  meta_description: maybeText.optional(),
  current_opening_time: maybeText.optional(),
  announcement: flag.optional(),
  announcement_message: maybeText.optional(),
  schedules: lenientArray(scheduleSchema).optional(),
  category_details: lenientArray(categorySchema).optional(),
  module: z
    .object({ id, module_type: maybeText.optional() })
    .passthrough()
    .nullable()
    .catch(null)
    .optional(),
  discount: z
    .object({
      discount: numOr(0),
      discount_type: maybeText.optional(),
      min_purchase: numOr(0).optional(),
      max_discount: numOr(0).optional(),
    })
    .passthrough()
    .nullable()
    .catch(null)
    .optional(),
});
export type StoreDetails = z.output<typeof storeDetailsSchema>;

/** Nothing, as the API writes it: `null`, or PHP's empty `[]` / `{}`. */
const isNothing = (v: unknown) =>
  v === null ||
  v === undefined ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0);

/**
 * An unknown id or slug answers `null` (200): parsed to null — the page's 404. Anything else
 * that is no store (a string, a list, an error object sent with 200) fails, and the transport
 * makes it an `invalid-response`: the API answered garbage, which a page must not present as
 * "no such store" (issue 28 item 14: it says it cannot reach the marketplace instead).
 */
export const storeDetailsResponseSchema = z.preprocess(
  (v) => (isNothing(v) ? null : v),
  storeDetailsSchema.nullable(),
);

/** GET /stores/reviews?store_id= */
export const storeReviewSchema = z
  .object({
    id,
    rating: numOr(0),
    comment: maybeText.optional(),
    customer_name: text.optional(),
    item_name: text.optional(),
    created_at: maybeText.optional(),
  })
  .passthrough();
export type StoreReview = z.output<typeof storeReviewSchema>;
export const storeReviewListSchema = lenientArray(storeReviewSchema);

/** GET /categories: roots with their `childes` and product counts. */
export const categoryTreeSchema = categorySchema.extend({
  parent_id: id.optional().catch(0),
  products_count: numOr(0).optional(),
  childes: lenientArray(
    categorySchema.extend({ products_count: numOr(0).optional(), parent_id: id.optional() }),
  ).optional(),
});
export type CategoryTree = z.output<typeof categoryTreeSchema>;
export const categoryTreeListSchema = lenientArray(categoryTreeSchema);

/** GET /categories/childes/{id}: sub-categories, each with its `parent`. */
export const childCategorySchema = categorySchema.extend({
  products_count: numOr(0).optional(),
  parent: categorySchema.nullable().catch(null).optional(),
});
export type ChildCategory = z.output<typeof childCategorySchema>;
export const childCategoryListSchema = lenientArray(childCategorySchema);
