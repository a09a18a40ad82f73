import type Database from "better-sqlite3";
import { localized, parseJson, type FormatContext } from "./format-core";
import { moduleObject } from "./format-module";
import { distanceMeters } from "./geo";
import { storageUrl } from "./images";
import type { CategoryRow, StoreRow } from "./rows";
import {
  activeStoreDiscount,
  currentOpeningTime,
  deliveryMinutes,
  isStoreOpen,
  marketClock,
  storeSchedules,
} from "./schedule";
import { deliveryTimeIn } from "./seed-words-ar";
import { cachedAll, cachedRead } from "../db/read-cache";

/** Store object of contract §5.5 (store_data_formatting). */

export interface FormatStoreOptions {
  /** store details: adds minimum_stock_for_warning, reviews_comments_count, active_coupons,
   * store_sub, category_details, price_range */
  details?: boolean;
}

/** Distinct root category ids of the store's active items. */
function storeCategoryIds(db: Database.Database, ctx: FormatContext, storeId: number): number[] {
  return cachedRead(db, "store_categories", storeId, () => {
    const rows = db
      .prepare("SELECT DISTINCT category_ids FROM items WHERE store_id = ? AND status = 1")
      .all(storeId) as { category_ids: string }[];
    const ids = new Set<number>();
    for (const r of rows) {
      const root = parseJson<{ id: number; position: number }[]>(r.category_ids, []).find(
        (c) => c.position === 1,
      );
      if (root) ids.add(Number(root.id));
    }
    return [...ids].sort((a, b) => a - b);
  });
}

function discountObject(db: Database.Database, ctx: FormatContext, storeId: number) {
  const d = activeStoreDiscount(db, storeId, ctx.now);
  if (!d) return null;
  return {
    id: d.id,
    store_id: d.store_id,
    start_date: d.start_date,
    end_date: d.end_date,
    start_time: d.start_time,
    end_time: d.end_time,
    min_purchase: d.min_purchase,
    max_discount: d.max_discount,
    discount: d.discount,
    discount_type: d.discount_type,
  };
}

export function formatStore(
  db: Database.Database,
  row: StoreRow,
  ctx: FormatContext,
  options: FormatStoreOptions = {},
): Record<string, unknown> {
  const ratings = parseJson<number[]>(row.rating, [0, 0, 0, 0, 0]);
  const positive = row.rating_count
    ? Math.round(((ratings[0] + ratings[1]) / row.rating_count) * 100)
    : 0;
  const [minTime] = deliveryMinutes(row.delivery_time);
  const discount = discountObject(db, ctx, row.id);
  const today = marketClock(ctx.now).date;
  const [totals] = cachedAll<{ items: number; campaigns: number }>(
    db,
    `SELECT (SELECT COUNT(*) FROM items WHERE store_id = ? AND status = 1) AS items,
              (SELECT COUNT(*) FROM campaign_store cs JOIN campaigns c ON c.id = cs.campaign_id
                WHERE cs.store_id = ? AND c.status = 1 AND c.start_date <= ? AND c.end_date >= ?) AS campaigns`,
    [row.id, row.id, today, today],
  );
  const store: Record<string, unknown> = {
    id: row.id,
    name: localized(row, "name", ctx.locale),
    phone: row.phone,
    email: row.email,
    logo: row.logo,
    cover_photo: row.cover_photo,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    address: localized(row, "address", ctx.locale),
    footer_text: row.footer_text,
    minimum_order: row.minimum_order,
    comission: row.comission,
    schedule_order: Boolean(row.schedule_order),
    status: row.status,
    vendor_id: row.vendor_id,
    free_delivery: Boolean(row.free_delivery),
    delivery: Boolean(row.delivery),
    take_away: Boolean(row.take_away),
    item_section: Boolean(row.item_section),
    reviews_section: Boolean(row.reviews_section),
    active: Boolean(row.active),
    off_day: row.off_day,
    tax: row.tax,
    zone_id: row.zone_id,
    module_id: row.module_id,
    self_delivery_system: row.self_delivery_system,
    pos_system: Boolean(row.pos_system),
    minimum_shipping_charge: row.minimum_shipping_charge,
    maximum_shipping_charge: row.maximum_shipping_charge,
    per_km_shipping_charge: row.per_km_shipping_charge,
    delivery_time: deliveryTimeIn(row.delivery_time, ctx.locale),
    veg: row.veg,
    non_veg: row.non_veg,
    order_count: row.order_count,
    total_order: row.total_order,
    featured: row.featured,
    prescription_order: Boolean(row.prescription_order),
    slug: row.slug,
    cutlery: Boolean(row.cutlery),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    meta_image: row.logo,
    announcement: row.announcement,
    announcement_message: row.announcement_message,
    store_business_model: "commission",
    package_id: null,
    pickup_zone_id: null,
    comment: null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    open: isStoreOpen(db, row, ctx.now) ? 1 : 0,
    distance: Math.round(
      distanceMeters(
        { lat: ctx.lat ?? 0, lng: ctx.lng ?? 0 },
        { lat: row.latitude, lng: row.longitude },
      ),
    ),
    min_delivery_time: minTime,
    gst_status: false,
    gst_code: null,
    logo_full_url: storageUrl(ctx.origin, "store", row.logo),
    cover_photo_full_url: storageUrl(ctx.origin, "store/cover", row.cover_photo),
    meta_image_full_url: storageUrl(ctx.origin, "store", row.logo),
    ratings,
    avg_rating: row.avg_rating,
    rating_count: row.rating_count,
    positive_rating: positive,
    total_items: totals.items,
    total_campaigns: totals.campaigns,
    is_recommended: Boolean(row.is_recommended),
    halal_tag_status: Boolean(row.halal_tag_status),
    extra_packaging_status: Boolean(row.extra_packaging_status),
    extra_packaging_amount: row.extra_packaging_amount,
    current_opening_time: currentOpeningTime(db, row, ctx.now),
    schedules: storeSchedules(db, row.id),
    discount,
    discount_status: discount ? 1 : 0,
    category_ids: storeCategoryIds(db, ctx, row.id),
    module: moduleObject(db, ctx, row.module_id),
  };
  if (options.details) Object.assign(store, detailFields(db, row, ctx));
  return store;
}

export function formatStores(
  db: Database.Database,
  rows: StoreRow[],
  ctx: FormatContext,
  options: FormatStoreOptions = {},
) {
  return rows.map((row) => formatStore(db, row, ctx, options));
}

function detailFields(db: Database.Database, row: StoreRow, ctx: FormatContext) {
  const categoryIds = storeCategoryIds(db, ctx, row.id);
  const categories = categoryIds.length
    ? (db
        .prepare(
          `SELECT * FROM categories WHERE id IN (${categoryIds.map(() => "?").join(",")}) ORDER BY priority DESC, id`,
        )
        .all(...categoryIds) as CategoryRow[])
    : [];
  const prices = db
    .prepare(
      "SELECT MIN(price) AS min_price, MAX(price) AS max_price FROM items WHERE store_id = ? AND status = 1",
    )
    .get(row.id) as { min_price: number | null; max_price: number | null };
  const comments = db
    .prepare(
      "SELECT COUNT(*) AS n FROM reviews WHERE store_id = ? AND status = 1 AND comment IS NOT NULL AND comment <> ''",
    )
    .get(row.id) as { n: number };
  const today = marketClock(ctx.now).date;
  const coupons = db
    .prepare(
      `SELECT id, title, title_ar, code, discount, discount_type, min_purchase, max_discount, coupon_type, expire_date
         FROM coupons WHERE status = 1 AND module_id = ? AND start_date <= ? AND expire_date >= ?
          AND (store_id = ? OR coupon_type IN ('default','free_delivery','first_order'))
        ORDER BY id`,
    )
    .all(row.module_id, today, today, row.id) as ({ title: string; title_ar: string } & Record<
    string,
    unknown
  >)[];
  return {
    minimum_stock_for_warning: 5,
    reviews_comments_count: comments.n,
    active_coupons: coupons.map(({ title_ar: _ar, ...c }) => ({
      ...c,
      title: localized({ title: c.title, title_ar: _ar }, "title", ctx.locale),
    })),
    store_sub: null,
    category_details: categories.map((c) => ({
      id: c.id,
      name: localized(c, "name", ctx.locale),
      image: c.image,
      image_full_url: storageUrl(ctx.origin, "category", c.image),
      parent_id: c.parent_id,
      position: c.position,
      slug: c.slug,
    })),
    price_range: [{ min_price: prices.min_price ?? 0, max_price: prices.max_price ?? 0 }],
  };
}
