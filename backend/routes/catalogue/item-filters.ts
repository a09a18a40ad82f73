import type Database from "better-sqlite3";
import type { Request } from "express";
import { idListParam, optionalNumber, rawParam, wordListParam } from "../../http/params";
import type { ItemFilters, ItemSort } from "../../services/catalogue-items";
import { storeScopeSql, type CatalogueScope } from "../../services/catalogue-scope";
import type { StoreRow } from "../../services/rows";

/** Query parameters shared by the item listings, turned into ItemFilters. */

type Query = Record<string, unknown>;

/** Price range, type and rating from the query; garbage numbers are ignored. */
export function commonItemFilters(req: Request): ItemFilters {
  const q = req.query as Query;
  return {
    type: rawParam(q, "type"),
    minPrice: optionalNumber(q, "min_price"),
    maxPrice: optionalNumber(q, "max_price"),
    minRating: optionalNumber(q, "rating_count"),
  };
}

/** `filter` words (a JSON list or a single word) → extra filters and the sort they imply. */
export function itemFilterWords(
  req: Request,
  base: ItemSort,
): { filters: ItemFilters; sort: ItemSort } {
  const words = wordListParam(req.query as Query, "filter");
  const filters: ItemFilters = {};
  let sort = base;
  for (const word of words) {
    if (word === "discounted") filters.discounted = true;
    if (word === "top_rated") {
      filters.minRating = Math.max(filters.minRating ?? 0, 4);
      sort = "rating";
    }
    if (word === "popular") sort = "popular";
    if (word === "high") sort = "price_high";
    if (word === "low") sort = "price_low";
    if (word === "veg" || word === "non_veg") filters.type = word;
  }
  return { filters, sort };
}

/** category_id (0 = all; "3,4" ok) and category_ids (JSON list) merged; null = no filter. */
export function categoryFilter(req: Request): number[] | undefined {
  const q = req.query as Query;
  const single = idListParam(q, "category_id") ?? [];
  const many = idListParam(q, "category_ids") ?? [];
  const ids = [...new Set([...single, ...many])];
  return ids.length ? ids : undefined;
}

/** A store by id or slug, visible in the scope (module and zone). */
export function scopedStore(
  db: Database.Database,
  scope: CatalogueScope,
  idOrSlug: string | undefined,
): StoreRow | null {
  if (!idOrSlug) return null;
  const visible = storeScopeSql({ ...scope, zoneIds: null }, "s");
  const column = /^\d+$/.test(idOrSlug) ? "s.id" : "s.slug";
  return (
    (db
      .prepare(`SELECT s.* FROM stores s WHERE ${column} = ? AND ${visible.sql}`)
      .get(idOrSlug, ...visible.params) as StoreRow | undefined) ?? null
  );
}

export function storeIdParam(req: Request): string | undefined {
  return (
    rawParam(req.query as Query, "store_id")
      ?.trim()
      .slice(0, 120) || undefined
  );
}
