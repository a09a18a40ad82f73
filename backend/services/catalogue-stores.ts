import type Database from "better-sqlite3";
import {
  likePattern,
  storeDiscountRunningSql,
  storeScopeSql,
  type CatalogueScope,
} from "./catalogue-scope";
import { distanceMeters } from "./geo";
import type { StoreRow } from "./rows";
import { storeById } from "./row-lookups";
import { cachedAll } from "../db/read-cache";
import { deliveryMinutes, isStoreOpen, marketClock } from "./schedule";

/**
 * The store listing engine behind stores/*, categories/stores, get-stores and search. A zone
 * holds a few dozen stores at most, so rows in scope are loaded once and open/distance
 * filters and sorts run in JS.
 */

export interface StoreFilters {
  /** veg / non_veg; anything else = all */
  type?: string;
  /** get-stores/{filter_data}: delivery / take_away */
  service?: string;
  featured?: boolean;
  words?: string[];
  categoryIds?: number[];
  /** a store-wide discount runs, or some item is discounted */
  discounted?: boolean;
  /** only a store-wide discount counts */
  storeDiscount?: boolean;
  freeDelivery?: boolean;
  openNow?: boolean;
  halal?: boolean;
  minRating?: number | null;
  /** joined in the last N days */
  newWithinDays?: number;
  hasCoupon?: boolean;
  recommended?: boolean;
}

export type StoreSort =
  "default" | "latest" | "popular" | "rating" | "distance" | "fast_delivery" | "discount";

export interface ListedStore {
  row: StoreRow;
  open: boolean;
  distance: number;
}

export function queryStores(
  db: Database.Database,
  scope: CatalogueScope,
  position: { lat: number; lng: number },
  f: StoreFilters,
  sort: StoreSort,
  page: { limit: number; offset: number } | null,
): { total: number; stores: ListedStore[] } {
  const scopeSql = storeScopeSql(scope, "s");
  const parts = [scopeSql.sql];
  const params: unknown[] = [...scopeSql.params];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (f.type === "veg") add("s.veg = 1");
  if (f.type === "non_veg") add("s.non_veg = 1");
  if (f.service === "delivery") add("s.delivery = 1");
  if (f.service === "take_away") add("s.take_away = 1");
  if (f.featured) add("s.featured = 1");
  if (f.freeDelivery) add("s.free_delivery = 1");
  if (f.halal) add("s.halal_tag_status = 1");
  if (f.recommended) add("s.is_recommended = 1");
  if (f.minRating) add("s.avg_rating >= ?", f.minRating);
  if (f.newWithinDays)
    add(
      "s.created_at >= ?",
      marketClock(new Date(scope.now.getTime() - f.newWithinDays * 86_400_000)).dateTime,
    );
  if (f.words?.length) {
    const match = "(s.name LIKE ? ESCAPE '\\' OR s.name_ar LIKE ? ESCAPE '\\')";
    add(
      `(${f.words.map(() => match).join(" OR ")})`,
      ...f.words.flatMap((w) => [likePattern(w), likePattern(w)]),
    );
  }
  if (f.categoryIds?.length) {
    add(
      `EXISTS (SELECT 1 FROM items i, json_each(i.category_ids) c WHERE i.store_id = s.id AND i.status = 1
         AND CAST(json_extract(c.value, '$.id') AS INTEGER) IN (${f.categoryIds.map(() => "?").join(",")}))`,
      ...f.categoryIds,
    );
  }
  if (f.discounted) {
    const running = storeDiscountRunningSql(scope, "s.id");
    add(
      `(${running.sql} OR EXISTS (SELECT 1 FROM items i WHERE i.store_id = s.id AND i.status = 1 AND i.discount > 0))`,
      ...running.params,
    );
  }
  if (f.storeDiscount) {
    const running = storeDiscountRunningSql(scope, "s.id");
    add(running.sql, ...running.params);
  }
  if (f.hasCoupon) {
    const today = marketClock(scope.now).date;
    add(
      `EXISTS (SELECT 1 FROM coupons c WHERE c.status = 1 AND c.module_id = s.module_id AND c.start_date <= ? AND c.expire_date >= ?
         AND (c.store_id = s.id OR c.coupon_type IN ('default','free_delivery','first_order')))`,
      today,
      today,
    );
  }
  // ids, then the rows kept between requests: the sort below ends on the id, so the order the
  // rows come in does not matter
  const rows = cachedAll<{ id: number }>(
    db,
    `SELECT s.id FROM stores s WHERE ${parts.join(" AND ")}`,
    params,
  ).flatMap((r) => storeById(db, r.id) ?? []);
  let listed = rows.map((row) => ({
    row,
    open: isStoreOpen(db, row, scope.now),
    distance: distanceMeters(position, { lat: row.latitude, lng: row.longitude }),
  }));
  if (f.openNow) listed = listed.filter((s) => s.open);
  listed.sort(comparator(sort));
  const total = listed.length;
  const slice = page
    ? listed.slice((page.offset - 1) * page.limit, page.offset * page.limit)
    : listed;
  return { total, stores: slice };
}

function comparator(sort: StoreSort): (a: ListedStore, b: ListedStore) => number {
  const byOpen = (a: ListedStore, b: ListedStore) => Number(b.open) - Number(a.open);
  const then =
    (primary: (a: ListedStore, b: ListedStore) => number) => (a: ListedStore, b: ListedStore) =>
      primary(a, b) || a.row.id - b.row.id;
  switch (sort) {
    case "latest":
      return then((a, b) => b.row.created_at.localeCompare(a.row.created_at));
    case "popular":
      return then((a, b) => byOpen(a, b) || b.row.order_count - a.row.order_count);
    case "rating":
      return then(
        (a, b) => b.row.avg_rating - a.row.avg_rating || b.row.rating_count - a.row.rating_count,
      );
    case "distance":
      return then((a, b) => a.distance - b.distance);
    case "fast_delivery":
      return then(
        (a, b) => deliveryMinutes(a.row.delivery_time)[0] - deliveryMinutes(b.row.delivery_time)[0],
      );
    default:
      // open stores first, featured next, then nearest (contract: closed stores sink)
      return then(
        (a, b) => byOpen(a, b) || b.row.featured - a.row.featured || a.distance - b.distance,
      );
  }
}
