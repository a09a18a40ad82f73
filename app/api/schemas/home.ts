import { z } from "zod";
import { categorySchema } from "./catalogue";
import { flag, id, lenientArray, maybeText, num, numOr, text, zoneIdOne } from "./primitives";

/**
 * The module home's reads (api-contract §2.5, §5.4–§5.7, §5.12). Tolerant: only the fields a
 * card builder reads are declared (everything else passes through), numbers may arrive as
 * strings, and an empty answer (`null`, `[]` where an object is expected — quirk 4) parses to an
 * empty value instead of failing the section.
 */

/** `null`, `undefined` or a list where an object belongs (quirk 4) → `{}`. */
export const objectOrEmpty = (v: unknown) =>
  v === null || v === undefined || Array.isArray(v) || typeof v !== "object" ? {} : v;

/** A flag that stays `undefined` when absent or null: a missing `open` must not close a store. */
const maybeFlag = z.preprocess((v) => (v === null || v === "" ? undefined : v), flag.optional());

/** Any value; arrays and objects are kept so the builders can test them. */
export const raw = z.unknown().optional();

// ---------------------------------------------------------------------------------------------
// Item (§5.4) and item pages

export const itemSchema = z
  .object({
    id,
    name: text,
    slug: maybeText.optional(),
    description: maybeText.optional(),
    image_full_url: maybeText.optional(),
    store_id: id.nullable().catch(null).optional(),
    store_name: text.optional(),
    module_id: id.nullable().catch(null).optional(),
    module_type: maybeText.optional(),
    unit_type: maybeText.optional(),
    generic_name: lenientArray(z.string()).optional(),
    price: numOr(0),
    discount: numOr(0).optional(),
    discount_type: maybeText.optional(),
    store_discount: numOr(0).optional(),
    stock: num.optional().catch(undefined),
    variations: lenientArray(
      z.object({ price: num.optional().catch(undefined) }).passthrough(),
    ).optional(),
    /** An array, or "" when the item has none (quirk 8). */
    food_variations: raw,
    add_ons: raw,
    avg_rating: numOr(0).optional(),
    rating_count: numOr(0).optional(),
    veg: raw,
    organic: raw,
    is_halal: raw,
    halal_tag_status: raw,
    category_id: id.nullable().catch(null).optional(),
    /** `[{id: "12", position, name}]` — ids are strings (quirk 9). */
    category_ids: lenientArray(z.object({ id }).passthrough()).optional(),
    is_campaign: flag.optional(),
    available_date_starts: maybeText.optional(),
  })
  .passthrough();
export type Item = z.output<typeof itemSchema>;

export const itemListSchema = lenientArray(itemSchema);

/**
 * `{total_size, limit, offset, products | items, categories?}` (§1.5: the list key varies),
 * normalised to `{ total, items, categories }`.
 */
export const itemPageSchema = z.preprocess(
  objectOrEmpty,
  z
    .object({
      total_size: numOr(0).optional(),
      products: lenientArray(itemSchema).optional(),
      items: lenientArray(itemSchema).optional(),
      categories: lenientArray(categorySchema).optional(),
    })
    .passthrough()
    .transform((page) => {
      const items = page.products?.length ? page.products : (page.items ?? []);
      return {
        total: page.total_size ?? items.length,
        items,
        categories: page.categories ?? [],
      };
    }),
);
export type ItemPage = z.output<typeof itemPageSchema>;

// ---------------------------------------------------------------------------------------------
// Store (§5.5)

const storeDiscountSchema = z
  .object({ discount: numOr(0), discount_type: maybeText.optional() })
  .passthrough()
  .nullable()
  .catch(null);

export const storeSchema = z
  .object({
    id,
    name: text,
    slug: maybeText.optional(),
    logo_full_url: maybeText.optional(),
    cover_photo_full_url: maybeText.optional(),
    address: text.optional(),
    avg_rating: numOr(0).optional(),
    rating_count: numOr(0).optional(),
    /** Metres (§5.5 computed `distance`). */
    distance: num.optional().catch(undefined),
    delivery_time: maybeText.optional(),
    free_delivery: flag.optional(),
    discount: storeDiscountSchema.optional(),
    open: maybeFlag,
    active: maybeFlag,
    featured: flag.optional(),
    /** A number, or (stock) a `"[1]"` string: the first zone id. */
    zone_id: zoneIdOne.optional(),
    module_id: id.nullable().catch(null).optional(),
  })
  .passthrough();
export type Store = z.output<typeof storeSchema>;

/** `{total_size, stores}` list pages; `null`/`[]` → no stores. */
export const storeListPageSchema = z.preprocess(
  objectOrEmpty,
  z
    .object({ total_size: numOr(0).optional(), stores: lenientArray(storeSchema).optional() })
    .passthrough()
    .transform((page) => ({ total: page.total_size ?? 0, stores: page.stores ?? [] })),
);

/** GET /customer/visit-again: stores the customer ordered from, each with up to 5 `items`. */
export const visitAgainSchema = lenientArray(
  storeSchema.extend({ items: lenientArray(itemSchema).optional() }),
);
export type VisitedStore = z.output<typeof visitAgainSchema>[number];

// ---------------------------------------------------------------------------------------------
// Banners, campaigns, flash sale (§5.6)

const bannerTargetStore = z
  .object({ id, slug: maybeText.optional(), zone_id: zoneIdOne.optional() })
  .passthrough()
  .nullable()
  .catch(null);
const bannerTargetItem = z
  .object({
    id,
    slug: maybeText.optional(),
    module_id: id.nullable().catch(null).optional(),
    is_campaign: flag.optional(),
    available_date_starts: maybeText.optional(),
  })
  .passthrough()
  .nullable()
  .catch(null);

export const bannerSchema = z
  .object({
    id,
    title: text,
    type: maybeText.optional(),
    image_full_url: maybeText.optional(),
    link: maybeText.optional(),
    store: bannerTargetStore.optional(),
    item: bannerTargetItem.optional(),
  })
  .passthrough();
export type Banner = z.output<typeof bannerSchema>;

export const campaignSchema = z
  .object({
    id,
    title: text,
    slug: maybeText.optional(),
    image_full_url: maybeText.optional(),
    description: maybeText.optional(),
    available_date_ends: maybeText.optional(),
    end_time: maybeText.optional(),
  })
  .passthrough();
export type Campaign = z.output<typeof campaignSchema>;
export const campaignListSchema = lenientArray(campaignSchema);

/** GET /banners: `{campaigns, banners}` (campaigns empty when featured). */
export const bannersSchema = z.preprocess(
  objectOrEmpty,
  z
    .object({
      campaigns: lenientArray(campaignSchema).optional(),
      banners: lenientArray(bannerSchema).optional(),
    })
    .passthrough()
    .transform((b) => ({ campaigns: b.campaigns ?? [], banners: b.banners ?? [] })),
);

export const flashSaleLineSchema = z
  .object({
    id,
    stock: numOr(0),
    sold: numOr(0),
    available_stock: num.optional().catch(undefined),
    discount: numOr(0).optional(),
    discount_type: maybeText.optional(),
    price: num.optional().catch(undefined),
    item: itemSchema,
  })
  .passthrough();
export type FlashSaleLine = z.output<typeof flashSaleLineSchema>;

/** GET /flash-sales: ONE running sale or null (quirk 6). */
export const flashSaleSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) ? v : null),
  z
    .object({
      id,
      title: text,
      start_date: maybeText.optional(),
      end_date: maybeText.optional(),
      active_products: lenientArray(flashSaleLineSchema).optional(),
    })
    .passthrough()
    .nullable()
    .catch(null),
);
export type FlashSale = NonNullable<z.output<typeof flashSaleSchema>>;
