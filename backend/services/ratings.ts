import type Database from "better-sqlite3";

/**
 * Item and store rating aggregates (avg_rating, rating_count, rating = [5★..1★] counts) are
 * denormalised from `reviews` so listings can sort by them in SQL.
 *
 * Part 2 may rely on: after inserting or changing a review row, call
 * `refreshRatings(db, itemId)`; it recomputes the item and its store.
 */

export function refreshRatings(db: Database.Database, itemId: number): void {
  const item = db.prepare("SELECT store_id FROM items WHERE id = ?").get(itemId) as
    { store_id: number } | undefined;
  if (!item) return;
  refreshItemRatings(db, "item_id = ?", itemId);
  refreshStoreRatings(db, item.store_id);
}

/** Recomputes every item and store (used once at the end of the seed). */
export function refreshAllRatings(db: Database.Database): void {
  const rows = db
    .prepare(
      `SELECT item_id, rating, COUNT(*) AS n FROM reviews WHERE status = 1 GROUP BY item_id, rating`,
    )
    .all() as { item_id: number; rating: number; n: number }[];
  writeAggregates(db, "items", groupCounts(rows.map((r) => [r.item_id, r.rating, r.n])));
  const storeRows = db
    .prepare(
      `SELECT store_id, rating, COUNT(*) AS n FROM reviews WHERE status = 1 GROUP BY store_id, rating`,
    )
    .all() as { store_id: number; rating: number; n: number }[];
  writeAggregates(db, "stores", groupCounts(storeRows.map((r) => [r.store_id, r.rating, r.n])));
}

function refreshItemRatings(db: Database.Database, where: string, id: number) {
  const rows = db
    .prepare(
      `SELECT rating, COUNT(*) AS n FROM reviews WHERE status = 1 AND ${where} GROUP BY rating`,
    )
    .all(id) as { rating: number; n: number }[];
  writeAggregates(db, "items", groupCounts(rows.map((r) => [id, r.rating, r.n])), [id]);
}

function refreshStoreRatings(db: Database.Database, storeId: number) {
  const rows = db
    .prepare(
      `SELECT rating, COUNT(*) AS n FROM reviews WHERE status = 1 AND store_id = ? GROUP BY rating`,
    )
    .all(storeId) as { rating: number; n: number }[];
  writeAggregates(db, "stores", groupCounts(rows.map((r) => [storeId, r.rating, r.n])), [storeId]);
}

/** id → [5★, 4★, 3★, 2★, 1★] */
function groupCounts(rows: [number, number, number][]): Map<number, number[]> {
  const byId = new Map<number, number[]>();
  for (const [id, rating, n] of rows) {
    const counts = byId.get(id) ?? [0, 0, 0, 0, 0];
    counts[5 - rating] += n;
    byId.set(id, counts);
  }
  return byId;
}

function writeAggregates(
  db: Database.Database,
  table: "items" | "stores",
  counts: Map<number, number[]>,
  ensureIds: number[] = [],
) {
  const update = db.prepare(
    `UPDATE ${table} SET avg_rating = ?, rating_count = ?, rating = ? WHERE id = ?`,
  );
  for (const id of ensureIds) if (!counts.has(id)) counts.set(id, [0, 0, 0, 0, 0]);
  for (const [id, c] of counts) {
    const total = c.reduce((a, b) => a + b, 0);
    const sum = c.reduce((acc, n, i) => acc + n * (5 - i), 0);
    const avg = total ? Math.round((sum / total) * 100) / 100 : 0;
    update.run(avg, total, JSON.stringify(c), id);
  }
}
