import type Database from "better-sqlite3";
import {
  likePattern,
  storeDiscountRunningSql,
  storeScopeSql,
  type CatalogueScope,
  type SqlPart,
} from "./catalogue-scope";
import type { ItemRow } from "./rows";
import { itemsByIds } from "./row-lookups";
import { cachedAll } from "../db/read-cache";
import { marketClock } from "./schedule";

/**
 * The item listing engine behind items/*, categories/items, brand/items, search and
 * get-products: filters become SQL, total_size is counted over the same WHERE.
 */

export interface ItemFilters {
  storeId?: number;
  categoryIds?: number[];
  excludeId?: number;
  /** veg / non_veg (food); anything else = all */
  type?: string;
  minPrice?: number | null;
  maxPrice?: number | null;
  discounted?: boolean;
  /** avg_rating at least this */
  minRating?: number | null;
  /** any word matches name (en/ar) or generic name */
  words?: string[];
  brandIds?: number[];
  conditionId?: number;
  /** only items linked to some common condition (pharmacy) */
  anyCondition?: boolean;
  basic?: boolean;
  recommended?: boolean;
  organic?: boolean;
  halal?: boolean;
  /** created in the last N days */
  newWithinDays?: number;
  hasReviews?: boolean;
}

export type ItemSort =
  "default" | "latest" | "popular" | "rating" | "reviews" | "price_high" | "price_low" | "discount";

/**
 * The price an item's card shows (issue 22 item 2): a running flash sale's discount, else a
 * running store discount (percent), else the item's own discount — the order of
 * pricing.ts `unitDiscount` — never below 0. Price sort and the price filter use it, so
 * "low to high" reads low to high on the cards. Stock 3.2 uses the bare `price` (scope.listPrice).
 */
export function shownPriceSql(scope: CatalogueScope): SqlPart {
  if (scope.listPrice) return { sql: "i.price", params: [] };
  const clock = marketClock(scope.now);
  const flashOff = `(SELECT CASE WHEN fi.discount_type = 'percent'
        THEN i.price * MIN(fi.discount, 100) / 100 ELSE fi.discount END
      FROM flash_sale_items fi JOIN flash_sales fs ON fs.id = fi.flash_sale_id
      WHERE fi.item_id = i.id AND fi.status = 1 AND fs.is_publish = 1
        AND fs.start_date <= ? AND fs.end_date >= ? AND fi.stock > fi.sold
      ORDER BY fs.end_date LIMIT 1)`;
  const storeOff = `(SELECT i.price * MIN(d.discount, 100) / 100 FROM store_discounts d
      WHERE d.store_id = i.store_id AND d.discount > 0 AND d.start_date <= ? AND d.end_date >= ?
        AND d.start_time <= ? AND d.end_time >= ?)`;
  const itemOff = `CASE WHEN i.discount_type = 'percent'
      THEN i.price * MIN(i.discount, 100) / 100 ELSE i.discount END`;
  return {
    sql: `MAX(0, i.price - MAX(0, COALESCE(${flashOff}, ${storeOff}, ${itemOff})))`,
    params: [clock.dateTime, clock.dateTime, clock.date, clock.date, clock.time, clock.time],
  };
}

const ORDER: Record<ItemSort, string> = {
  default: "i.order_count DESC, i.id",
  latest: "i.created_at DESC, i.id DESC",
  popular: "i.order_count DESC, i.id",
  rating: "i.avg_rating DESC, i.rating_count DESC, i.id",
  reviews: "i.rating_count DESC, i.avg_rating DESC, i.id",
  // the shown price replaces "{price}" (shownPriceSql)
  price_high: "{price} DESC, i.id",
  price_low: "{price} ASC, i.id",
  discount: "i.discount DESC, i.id",
};

export function itemWhere(
  scope: CatalogueScope,
  f: ItemFilters,
): { sql: string; params: unknown[]; relevance: { sql: string; params: unknown[] } | null } {
  const store = storeScopeSql(scope, "s");
  const parts = ["i.status = 1", store.sql];
  const params: unknown[] = [...store.params];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (f.storeId !== undefined) add("i.store_id = ?", f.storeId);
  if (f.excludeId !== undefined) add("i.id <> ?", f.excludeId);
  if (f.categoryIds?.length) {
    add(
      `EXISTS (SELECT 1 FROM json_each(i.category_ids) c WHERE CAST(json_extract(c.value, '$.id') AS INTEGER) IN (${f.categoryIds.map(() => "?").join(",")}))`,
      ...f.categoryIds,
    );
  }
  if (f.type === "veg") add("i.veg = 1");
  if (f.type === "non_veg") add("i.veg = 0");
  const hasMin = f.minPrice !== undefined && f.minPrice !== null;
  const hasMax = f.maxPrice !== undefined && f.maxPrice !== null && f.maxPrice > 0;
  if (hasMin || hasMax) {
    const price = shownPriceSql(scope);
    if (hasMin) add(`${price.sql} >= ?`, ...price.params, f.minPrice);
    if (hasMax) add(`${price.sql} <= ?`, ...price.params, f.maxPrice);
  }
  if (f.minRating !== undefined && f.minRating !== null && f.minRating > 0)
    add("i.avg_rating >= ?", f.minRating);
  if (f.brandIds?.length)
    add(`i.brand_id IN (${f.brandIds.map(() => "?").join(",")})`, ...f.brandIds);
  if (f.conditionId !== undefined) add("i.common_condition_id = ?", f.conditionId);
  if (f.anyCondition) add("i.common_condition_id IS NOT NULL");
  if (f.basic) add("i.is_basic = 1");
  if (f.recommended) add("i.recommended = 1");
  if (f.organic) add("i.organic = 1");
  if (f.halal) add("i.is_halal = 1");
  if (f.hasReviews) add("i.rating_count > 0");
  if (f.newWithinDays) {
    const since = marketClock(
      new Date(scope.now.getTime() - f.newWithinDays * 86_400_000),
    ).dateTime;
    add("i.created_at >= ?", since);
  }
  if (f.discounted) {
    const running = storeDiscountRunningSql(scope, "i.store_id");
    const clock = marketClock(scope.now);
    add(
      `(i.discount > 0 OR ${running.sql} OR EXISTS (SELECT 1 FROM flash_sale_items fi JOIN flash_sales fs ON fs.id = fi.flash_sale_id
         WHERE fi.item_id = i.id AND fi.status = 1 AND fs.is_publish = 1 AND fs.start_date <= ? AND fs.end_date >= ? AND fi.stock > fi.sold))`,
      ...running.params,
      clock.dateTime,
      clock.dateTime,
    );
  }
  let relevance: { sql: string; params: unknown[] } | null = null;
  if (f.words?.length) {
    const match =
      "(i.name LIKE ? ESCAPE '\\' OR i.name_ar LIKE ? ESCAPE '\\' OR IFNULL(i.generic_name, '') LIKE ? ESCAPE '\\')";
    const wordParams = f.words.flatMap((w) => [likePattern(w), likePattern(w), likePattern(w)]);
    add(`(${f.words.map(() => match).join(" OR ")})`, ...wordParams);
    // items matching more of the words come first
    relevance = {
      sql: f.words.map(() => `(CASE WHEN ${match} THEN 1 ELSE 0 END)`).join(" + "),
      params: wordParams,
    };
  }
  return { sql: parts.join(" AND "), params, relevance };
}

export function queryItems(
  db: Database.Database,
  scope: CatalogueScope,
  filters: ItemFilters,
  sort: ItemSort,
  page: { limit: number; offset: number } | null,
): { total: number; rows: ItemRow[] } {
  const { total, ids } = queryItemIds(db, scope, filters, sort, page);
  return { total, rows: itemsByIds(db, ids) };
}

/**
 * queryItems' ids only. Making ~50 wide item rows (15 µs each) was most of a list query's
 * time; the rows come from those kept between requests (services/row-lookups.ts), and the
 * order always ends on i.id, so the page and its order are the same whichever way it is read.
 */
export function queryItemIds(
  db: Database.Database,
  scope: CatalogueScope,
  filters: ItemFilters,
  sort: ItemSort,
  page: { limit: number; offset: number } | null,
): { total: number; ids: number[] } {
  const where = itemWhere(scope, filters);
  const from = "FROM items i JOIN stores s ON s.id = i.store_id";
  const [{ n: total }] = cachedAll<{ n: number }>(
    db,
    `SELECT COUNT(*) AS n ${from} WHERE ${where.sql}`,
    where.params,
  );
  const byPrice = ORDER[sort].includes("{price}") ? shownPriceSql(scope) : null;
  const sortSql = byPrice ? ORDER[sort].replace("{price}", byPrice.sql) : ORDER[sort];
  const order = where.relevance ? `(${where.relevance.sql}) DESC, ${sortSql}` : sortSql;
  const limit = page ? `LIMIT ? OFFSET ?` : "";
  const args = [
    ...where.params,
    ...(where.relevance?.params ?? []),
    ...(byPrice?.params ?? []),
    ...(page ? [page.limit, (page.offset - 1) * page.limit] : []),
  ];
  const ids = cachedAll<{ id: number }>(
    db,
    `SELECT i.id ${from} WHERE ${where.sql} ORDER BY ${order} ${limit}`,
    args,
  );
  return { total, ids: ids.map((r) => r.id) };
}

/** Distinct root categories of every item the filters match (the `categories` key of listings). */
export function rootCategoryIdsOf(
  db: Database.Database,
  scope: CatalogueScope,
  filters: ItemFilters,
): number[] {
  const where = itemWhere(scope, filters);
  const rows = cachedAll<{ id: number }>(
    db,
    `SELECT DISTINCT CAST(json_extract(c.value, '$.id') AS INTEGER) AS id
         FROM items i JOIN stores s ON s.id = i.store_id, json_each(i.category_ids) c
        WHERE ${where.sql} AND json_extract(c.value, '$.position') = 1`,
    where.params,
  );
  return rows.map((r) => r.id);
}
