import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../backend/db/connection";
import { parseRing, pointInPolygon, zonesContaining } from "../../backend/services/geo";
import { isStoreOpen, marketClock } from "../../backend/services/schedule";
import type { StoreRow } from "../../backend/services/rows";
import { FIXED_NOW } from "./catalogue-fixtures";

const count = (db: ReturnType<typeof openDatabase>, sql: string, ...args: unknown[]) =>
  (db.prepare(sql).get(...args) as { n: number }).n;

describe("demo marketplace seed", () => {
  it("seeds a fresh database in well under 5 seconds", () => {
    const started = performance.now();
    const db = openDatabase(":memory:", FIXED_NOW);
    const elapsed = performance.now() - started;
    db.close();
    expect(elapsed).toBeLessThan(5000);
  });

  it("is deterministic: two seeds with the same clock are identical", () => {
    const snapshot = () => {
      const db = openDatabase(":memory:", FIXED_NOW);
      const rows = db
        .prepare(
          "SELECT id, name, name_ar, price, discount, stock, store_id, slug, rating FROM items ORDER BY id",
        )
        .all();
      const reviews = db
        .prepare("SELECT item_id, rating, customer_name FROM reviews ORDER BY id")
        .all();
      db.close();
      return JSON.stringify({ rows, reviews });
    };
    expect(snapshot()).toBe(snapshot());
  });

  const db = openDatabase(":memory:", FIXED_NOW);

  it("has the fixed modules, three zones and ~150 stores with ~1,400 items", () => {
    const modules = db
      .prepare("SELECT id, module_type, all_zone_service FROM modules ORDER BY id")
      .all();
    expect(modules).toEqual([
      { id: 1, module_type: "grocery", all_zone_service: 0 },
      { id: 2, module_type: "food", all_zone_service: 0 },
      { id: 3, module_type: "pharmacy", all_zone_service: 0 },
      { id: 4, module_type: "ecommerce", all_zone_service: 1 },
      { id: 5, module_type: "parcel", all_zone_service: 0 },
    ]);
    expect(count(db, "SELECT COUNT(*) n FROM zones WHERE status = 1")).toBe(3);
    // 40 hand-written stores with ~640 items, then the generated ones of the default zone
    expect(count(db, "SELECT COUNT(*) n FROM stores")).toBeGreaterThanOrEqual(150);
    const items = count(db, "SELECT COUNT(*) n FROM items");
    expect(items).toBeGreaterThanOrEqual(1250);
    expect(items).toBeLessThanOrEqual(1500);
  });

  it("places every store inside its own zone polygon", () => {
    const stores = db
      .prepare(
        "SELECT s.id, s.latitude, s.longitude, z.coordinates FROM stores s JOIN zones z ON z.id = s.zone_id",
      )
      .all() as { id: number; latitude: number; longitude: number; coordinates: string }[];
    for (const s of stores) {
      expect(
        pointInPolygon({ lat: s.latitude, lng: s.longitude }, parseRing(s.coordinates)),
        `store ${s.id}`,
      ).toBe(true);
    }
  });

  it("names everything in English and Arabic, never as 'Item 17'", () => {
    const items = db.prepare("SELECT name, name_ar FROM items").all() as {
      name: string;
      name_ar: string;
    }[];
    for (const { name, name_ar } of items) {
      expect(name).not.toMatch(/^(item|product|store)\s*\d+$/i);
      expect(name_ar).toMatch(/[\u0600-\u06FF]/);
    }
    const stores = db.prepare("SELECT name_ar FROM stores").all() as { name_ar: string }[];
    for (const s of stores) expect(s.name_ar).toMatch(/[\u0600-\u06FF]/);
  });

  it("covers the catalogue features a storefront must render", () => {
    // temporarily closed stores: a few, never the bulk of the marketplace
    const inactive = count(db, "SELECT COUNT(*) n FROM stores WHERE active = 0");
    expect(inactive).toBeGreaterThan(0);
    expect(inactive).toBeLessThan(count(db, "SELECT COUNT(*) n FROM stores") / 10);
    expect(count(db, "SELECT COUNT(*) n FROM stores WHERE free_delivery = 1")).toBeGreaterThan(2);
    expect(count(db, "SELECT COUNT(*) n FROM store_discounts")).toBeGreaterThan(2);
    expect(count(db, "SELECT COUNT(*) n FROM stores WHERE minimum_order > 0")).toBeGreaterThan(2);
    expect(
      count(db, "SELECT COUNT(*) n FROM items WHERE discount_type = 'percent' AND discount > 0"),
    ).toBeGreaterThan(20);
    expect(
      count(db, "SELECT COUNT(*) n FROM items WHERE discount_type = 'amount' AND discount > 0"),
    ).toBeGreaterThan(10);
    expect(count(db, "SELECT COUNT(*) n FROM items WHERE stock = 0")).toBeGreaterThan(0);
    expect(
      count(db, "SELECT COUNT(*) n FROM items WHERE maximum_cart_quantity IS NOT NULL"),
    ).toBeGreaterThan(20);
    expect(
      count(db, 'SELECT COUNT(*) n FROM items WHERE variations LIKE \'%"type":"S-%\''),
    ).toBeGreaterThan(0);
    expect(
      count(
        db,
        'SELECT COUNT(*) n FROM items WHERE food_variations LIKE \'%"type":"multi"%"required":"on"%\'',
      ),
    ).toBeGreaterThan(0);
    expect(
      count(db, 'SELECT COUNT(*) n FROM items WHERE food_variations LIKE \'%"required":"off"%\''),
    ).toBeGreaterThan(0);
    expect(count(db, "SELECT COUNT(*) n FROM items WHERE add_ons <> '[]'")).toBeGreaterThan(10);
    expect(
      count(
        db,
        "SELECT COUNT(*) n FROM items WHERE is_prescription_required = 1 AND generic_name IS NOT NULL",
      ),
    ).toBeGreaterThan(0);
    expect(count(db, "SELECT COUNT(*) n FROM items WHERE organic = 1")).toBeGreaterThan(0);
    expect(count(db, "SELECT COUNT(*) n FROM items WHERE is_halal = 1")).toBeGreaterThan(0);
    expect(
      count(db, "SELECT COUNT(*) n FROM items WHERE available_time_starts <> '00:00:00'"),
    ).toBeGreaterThan(0);
    expect(
      count(
        db,
        "SELECT COUNT(*) n FROM items WHERE nutritions_name IS NOT NULL AND allergies_name IS NOT NULL",
      ),
    ).toBeGreaterThan(0);
    expect(count(db, "SELECT COUNT(*) n FROM categories WHERE parent_id > 0")).toBeGreaterThan(40);
    expect(count(db, "SELECT COUNT(DISTINCT type) n FROM banners")).toBe(3);
    expect(count(db, "SELECT COUNT(DISTINCT add_type) n FROM advertisements")).toBe(2);
  });

  it("anchors promotions to the seed clock: a running flash sale and a campaign ending within 2 days", () => {
    const now = marketClock(FIXED_NOW);
    expect(
      count(
        db,
        "SELECT COUNT(*) n FROM flash_sales WHERE start_date <= ? AND end_date >= ?",
        now.dateTime,
        now.dateTime,
      ),
    ).toBe(1);
    expect(
      count(db, "SELECT COUNT(*) n FROM flash_sale_items WHERE sold > 0 AND sold <= stock"),
    ).toBeGreaterThan(3);
    const soon = marketClock(new Date(FIXED_NOW.getTime() + 2 * 86_400_000)).date;
    expect(
      count(
        db,
        "SELECT COUNT(*) n FROM campaigns WHERE start_date <= ? AND end_date >= ? AND end_date <= ?",
        now.date,
        now.date,
        soon,
      ),
    ).toBeGreaterThan(0);
    expect(
      count(
        db,
        "SELECT COUNT(*) n FROM item_campaigns WHERE end_date >= ? AND end_date <= ?",
        now.date,
        soon,
      ),
    ).toBeGreaterThan(0);
  });

  it("has some stores closed at the pinned time by their schedule", () => {
    const stores = db.prepare("SELECT * FROM stores WHERE active = 1").all() as StoreRow[];
    const closed = stores.filter((s) => !isStoreOpen(db, s, FIXED_NOW));
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.length).toBeLessThan(stores.length / 2);
  });

  it("keeps gazetteer places outside every zone, including Liwa Oasis", () => {
    const outside = db
      .prepare("SELECT name, latitude, longitude FROM places WHERE zone_id IS NULL")
      .all() as { name: string; latitude: number; longitude: number }[];
    expect(outside.map((p) => p.name)).toContain("Liwa Oasis");
    expect(outside.length).toBeGreaterThanOrEqual(2);
    for (const p of outside) expect(zonesContaining(db, p.latitude, p.longitude)).toEqual([]);
    expect(
      count(db, "SELECT COUNT(*) n FROM places WHERE zone_id IS NOT NULL"),
    ).toBeGreaterThanOrEqual(28);
  });

  it("keeps rating aggregates in step with the reviews", () => {
    const mismatches = count(
      db,
      `SELECT COUNT(*) n FROM items i WHERE i.rating_count <> (SELECT COUNT(*) FROM reviews r WHERE r.item_id = i.id AND r.status = 1)`,
    );
    expect(mismatches).toBe(0);
  });
});

describe("npm run db:reset", () => {
  it("replaces the database file (and its WAL/SHM) with a freshly seeded one", () => {
    const dir = mkdtempSync(join(tmpdir(), "db-reset-"));
    const path = join(dir, "marketplace.sqlite");
    try {
      writeFileSync(path, "not a database");
      writeFileSync(`${path}-wal`, "stale");
      execFileSync(process.execPath, ["--import", "tsx", "backend/scripts/db-reset.ts"], {
        env: { ...process.env, BACKEND_DB_PATH: path },
        stdio: "pipe",
      });
      expect(existsSync(path)).toBe(true);
      const db = new Database(path, { readonly: true });
      expect(
        (db.prepare("SELECT COUNT(*) n FROM stores").get() as { n: number }).n,
      ).toBeGreaterThanOrEqual(38);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
