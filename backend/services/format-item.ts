import type Database from "better-sqlite3";
import { localized, memo, parseJson, type FormatContext } from "./format-core";
import { choiceOptionsIn, foodVariationsIn, seedWords, variationsIn } from "./seed-words-ar";
import { moduleObject } from "./format-module";
import {
  addOnsByIds,
  categoryById,
  flashSaleCandidateIds,
  moduleById,
  storeById,
  unitById,
} from "./row-lookups";
import { storageUrl } from "./images";
import type { FlashSaleItemRow, ItemCampaignRow, ItemRow } from "./rows";
import { activeStoreDiscount, deliveryMinutes, marketClock } from "./schedule";
import { itemDetailFields } from "./format-item-details";

/** Item object of contract §5.4 (product_data_formatting). */

export interface FormatItemOptions {
  /** item details: keep the item's own tax, add whislists_count, tags, reviews, store_details */
  details?: boolean;
}

const storeDiscountPercent = (db: Database.Database, ctx: FormatContext, storeId: number) =>
  memo(
    ctx,
    `store-discount:${storeId}`,
    () => activeStoreDiscount(db, storeId, ctx.now)?.discount ?? 0,
  );

/**
 * The flash-sale line of an item while its sale runs (published, inside its window) and it has
 * stock left; null otherwise. Part 2 prices cart lines with it.
 */
export function runningFlashSaleItem(
  db: Database.Database,
  itemId: number,
  now: Date,
): FlashSaleItemRow | null {
  // most items never had a sale: no query with the clock for them (outside a transaction,
  // where the candidates are not kept)
  if (!db.inTransaction && !flashSaleCandidateIds(db).has(itemId)) return null;
  const at = marketClock(now).dateTime;
  const row = db
    .prepare(
      `SELECT fsi.* FROM flash_sale_items fsi JOIN flash_sales fs ON fs.id = fsi.flash_sale_id
       WHERE fsi.item_id = ? AND fsi.status = 1 AND fs.is_publish = 1
         AND fs.start_date <= ? AND fs.end_date >= ? AND fsi.stock > fsi.sold
       ORDER BY fs.end_date LIMIT 1`,
    )
    .get(itemId, at, at) as FlashSaleItemRow | undefined;
  return row ?? null;
}

function addOnObjects(db: Database.Database, ctx: FormatContext, ids: number[]) {
  if (!ids.length) return [];
  return addOnsByIds(db, ids).map((a) => ({
    id: a.id,
    name: localized(a, "name", ctx.locale),
    price: a.price,
    store_id: a.store_id,
    status: a.status,
    created_at: a.created_at,
    updated_at: a.updated_at,
  }));
}

function categoryIdObjects(db: Database.Database, ctx: FormatContext, raw: string) {
  const list = parseJson<{ id: number; position: number }[]>(raw, []);
  return list.map((c) => {
    const row = categoryById(db, Number(c.id));
    // quirk 9: category ids inside category_ids are strings
    return {
      id: String(c.id),
      position: c.position,
      name: row ? localized(row, "name", ctx.locale) : "",
    };
  });
}

/** Fields shared by items and item campaigns. */
function commonFields(
  db: Database.Database,
  ctx: FormatContext,
  row: ItemRow | ItemCampaignRow,
  name: string,
  description: string,
) {
  const store = storeById(db, row.store_id);
  const unit = row.unit_id === null ? undefined : unitById(db, row.unit_id);
  const module = moduleById(db, row.module_id);
  const foodVariations = parseJson<unknown[] | null>(row.food_variations, null);
  const [minTime, maxTime] = deliveryMinutes(store?.delivery_time ?? "");
  return {
    id: row.id,
    name,
    description,
    image: row.image,
    category_id: row.category_id,
    category_ids: categoryIdObjects(db, ctx, row.category_ids),
    variations: variationsIn(parseJson<unknown[]>(row.variations, []), ctx.locale),
    // quirk 8: "" when the item has no food variations
    food_variations:
      foodVariations && foodVariations.length ? foodVariationsIn(foodVariations, ctx.locale) : "",
    add_ons: addOnObjects(db, ctx, parseJson<number[]>(row.add_ons, [])),
    attributes: parseJson<number[]>(row.attributes, []),
    choice_options: choiceOptionsIn(parseJson<unknown[]>(row.choice_options, []), ctx.locale),
    price: row.price,
    tax: store ? store.tax : row.tax,
    tax_type: row.tax_type,
    discount: row.discount,
    discount_type: row.discount_type,
    veg: row.veg,
    status: row.status,
    store_id: row.store_id,
    module_id: row.module_id,
    stock: row.stock,
    unit_id: row.unit_id,
    maximum_cart_quantity: row.maximum_cart_quantity,
    slug: row.slug,
    created_at: row.created_at,
    updated_at: row.updated_at,
    unit_type: unit ? localized(unit, "unit", ctx.locale) : null,
    unit: unit ? { id: unit.id, unit: localized(unit, "unit", ctx.locale) } : null,
    module_type: module?.module_type ?? null,
    module: moduleObject(db, ctx, row.module_id),
    store_name: store ? localized(store, "name", ctx.locale) : null,
    zone_id: store?.zone_id ?? null,
    store_discount: store ? storeDiscountPercent(db, ctx, store.id) : 0,
    schedule_order: Boolean(store?.schedule_order),
    delivery_time: store?.delivery_time ?? null,
    free_delivery: Boolean(store?.free_delivery),
    min_delivery_time: minTime,
    max_delivery_time: maxTime,
    halal_tag_status: store?.halal_tag_status ?? 0,
  };
}

export function formatItem(
  db: Database.Database,
  row: ItemRow,
  ctx: FormatContext,
  options: FormatItemOptions = {},
): Record<string, unknown> {
  const base = commonFields(
    db,
    ctx,
    row,
    localized(row, "name", ctx.locale),
    localized(row, "description", ctx.locale),
  );
  const images = parseJson<string[]>(row.images, []);
  // The item grows in place, in the answer's key order: spreading `base` into a new literal
  // of ~60 keys cost as much as the rest of an item's formatting (issue 27's profile).
  const item: Record<string, unknown> = base;
  // list responses report the store's tax (quirk 8); details keep the item's own
  if (options.details) item.tax = row.tax;
  item.images = images;
  item.images_full_url = images.map((f) => storageUrl(ctx.origin, "product", f));
  item.image_full_url = storageUrl(ctx.origin, "product", row.image);
  item.available_time_starts = row.available_time_starts;
  item.available_time_ends = row.available_time_ends;
  item.order_count = row.order_count;
  item.avg_rating = row.avg_rating;
  item.rating_count = row.rating_count;
  item.recommended = row.recommended;
  item.organic = row.organic;
  item.is_approved = row.is_approved;
  item.is_halal = row.is_halal;
  item.is_campaign = 0;
  item.flash_sale = 0;
  item.common_condition_id = row.common_condition_id ?? 0;
  item.brand_id = row.brand_id ?? 0;
  item.is_basic = row.is_basic;
  item.is_prescription_required = row.is_prescription_required;
  item.nutritions_name = seedWords(
    parseJson<string[] | null>(row.nutritions_name, null),
    ctx.locale,
  );
  item.allergies_name = seedWords(parseJson<string[] | null>(row.allergies_name, null), ctx.locale);
  item.generic_name = parseJson<string[] | null>(row.generic_name, null);
  const flash = runningFlashSaleItem(db, row.id, ctx.now);
  if (flash) {
    item.stock = flash.stock - flash.sold;
    item.discount = flash.discount;
    item.discount_type = flash.discount_type;
    item.store_discount = 0;
    item.flash_sale = 1;
  }
  if (options.details) Object.assign(item, itemDetailFields(db, row, ctx));
  return item;
}

export function formatItems(
  db: Database.Database,
  rows: ItemRow[],
  ctx: FormatContext,
  options: FormatItemOptions = {},
) {
  return rows.map((row) => formatItem(db, row, ctx, options));
}

/** An item campaign formatted like an item (contract §5.4, last sentence). */
export function formatCampaignItem(
  db: Database.Database,
  row: ItemCampaignRow,
  ctx: FormatContext,
) {
  const base = commonFields(
    db,
    ctx,
    row,
    localized(row, "title", ctx.locale),
    localized(row, "description", ctx.locale),
  );
  return {
    ...base,
    title: base.name,
    images: [],
    images_full_url: [],
    image_full_url: storageUrl(ctx.origin, "campaign", row.image),
    available_time_starts: row.start_time,
    available_time_ends: row.end_time,
    available_date_starts: row.start_date,
    available_date_ends: row.end_date,
    start_time: row.start_time,
    end_time: row.end_time,
    order_count: 0,
    avg_rating: 0,
    rating_count: 0,
    recommended: 0,
    organic: 0,
    is_approved: 1,
    is_halal: 0,
    is_campaign: 1,
    flash_sale: 0,
    common_condition_id: 0,
    brand_id: 0,
    is_basic: 0,
    is_prescription_required: 0,
    nutritions_name: null,
    allergies_name: null,
    generic_name: null,
  };
}
