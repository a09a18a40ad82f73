import type Database from "better-sqlite3";
import { cachedRead } from "../db/read-cache";
import type {
  AddOnRow,
  CategoryRow,
  ItemRow,
  ModuleRow,
  ScheduleRow,
  StoreDiscountRow,
  StoreRow,
} from "./rows";

/**
 * The catalogue's lookups by id, kept between requests while the database is unchanged
 * (db/read-cache.ts). The rows are frozen and shared: never change one.
 */

/** `SELECT * FROM <table> WHERE id = ?`, kept: one lookup per catalogue table. */
const rowById =
  <Row>(table: string) =>
  (db: Database.Database, id: number) =>
    cachedRead(
      db,
      table,
      id,
      () => db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined,
    );

export const moduleById = rowById<ModuleRow>("modules");
export const storeById = rowById<StoreRow>("stores");
export const categoryById = rowById<CategoryRow>("categories");
export const unitById = rowById<{ id: number; unit: string; unit_ar: string }>("units");
export const itemById = rowById<ItemRow>("items");

/** The items of `ids` in that order (ids without a row are left out). */
export function itemsByIds(db: Database.Database, ids: number[]): ItemRow[] {
  const rows: ItemRow[] = [];
  for (const id of ids) {
    const row = itemById(db, id);
    if (row) rows.push(row);
  }
  return rows;
}

/** Active add-ons among `ids`, by id. */
export function addOnsByIds(db: Database.Database, ids: number[]): AddOnRow[] {
  // One SQL text per list length, as before: the statement cache keys on the text.
  return cachedRead(
    db,
    "add_ons",
    ids.join(","),
    () =>
      db
        .prepare(
          `SELECT * FROM add_ons WHERE status = 1 AND id IN (${ids.map(() => "?").join(",")}) ORDER BY id`,
        )
        .all(...ids) as AddOnRow[],
  );
}

/** A store's opening slots: every day (by day, opening time), or one day's (by opening time). */
export function storeSchedulesOf(
  db: Database.Database,
  storeId: number,
  day?: number,
): ScheduleRow[] {
  return cachedRead(db, "store_schedules", day === undefined ? storeId : `${storeId}:${day}`, () =>
    day === undefined
      ? (db
          .prepare("SELECT * FROM store_schedules WHERE store_id = ? ORDER BY day, opening_time")
          .all(storeId) as ScheduleRow[])
      : (db
          .prepare(
            "SELECT * FROM store_schedules WHERE store_id = ? AND day = ? ORDER BY opening_time",
          )
          .all(storeId, day) as ScheduleRow[]),
  );
}

/** The store's discount row, whether or not its windows hold now (schedule.ts decides). */
export const storeDiscountRowOf = (db: Database.Database, storeId: number) =>
  cachedRead(
    db,
    "store_discounts",
    storeId,
    () =>
      db.prepare("SELECT * FROM store_discounts WHERE store_id = ?").get(storeId) as
        StoreDiscountRow | undefined,
  );

/**
 * Items with a flash-sale line that could be running at some time (active, published, stock
 * left): any other item has no running flash sale whatever the clock, so the per-item query
 * with the clock (format-item.ts runningFlashSaleItem) is skipped for it.
 */
export const flashSaleCandidateIds = (db: Database.Database): ReadonlySet<number> =>
  cachedRead(
    db,
    "flash_sale_items",
    "candidates",
    () =>
      new Set(
        (
          db
            .prepare(
              `SELECT DISTINCT fsi.item_id AS id FROM flash_sale_items fsi
                 JOIN flash_sales fs ON fs.id = fsi.flash_sale_id
                WHERE fsi.status = 1 AND fs.is_publish = 1 AND fsi.stock > fsi.sold`,
            )
            .all() as { id: number }[]
        ).map((r) => r.id),
      ),
  );
