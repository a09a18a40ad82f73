import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../backend/db/connection";
import { zonesContaining } from "../../backend/services/geo";
import type { StoreRow } from "../../backend/services/rows";
import { activeStoreDiscount, isStoreOpen } from "../../backend/services/schedule";
import { downtown, FIXED_NOW, fixedClock, MODULE } from "./catalogue-fixtures";
import { startApi, type ApiHarness } from "./harness";

/**
 * Issue 10, item 8: the default zone is a marketplace that pages — ≥ 30 stores and ≥ 150 items
 * per non-parcel module, with every kind of store and item a listing must render, named in
 * English and Arabic, and searchable in both.
 */

const started = performance.now();
const db = openDatabase(":memory:", FIXED_NOW);
const seedMs = performance.now() - started;

const all = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];
const count = (sql: string, ...args: unknown[]) =>
  (db.prepare(sql).get(...args) as { n: number }).n;

const location = JSON.parse(
  (
    db.prepare("SELECT value FROM business_settings WHERE key = 'default_location'").get() as {
      value: string;
    }
  ).value,
) as { lat: string; lng: string };
const zoneId = zonesContaining(db, Number(location.lat), Number(location.lng))[0].id;

const MODULES = { grocery: 1, food: 2, pharmacy: 3, ecommerce: 4 } as const;
const ITEMS_OF =
  "FROM items i JOIN stores s ON s.id = i.store_id WHERE s.zone_id = ? AND i.module_id = ? AND s.status = 1 AND i.status = 1";
const items = (module: number, where = "1 = 1") =>
  count(`SELECT COUNT(*) n ${ITEMS_OF} AND (${where})`, zoneId, module);

describe("the demo marketplace in the default zone", () => {
  it("seeds in well under 5 seconds", () => {
    expect(seedMs).toBeLessThan(5000);
  });

  it("is the zone of the config's default location (Downtown Dubai)", () => {
    expect(zoneId).toBe(1);
  });

  describe.each(Object.entries(MODULES))("%s", (_name, module) => {
    const stores = all<StoreRow>(
      "SELECT * FROM stores WHERE zone_id = ? AND module_id = ? AND status = 1",
      zoneId,
      module,
    );

    it("has at least 30 stores, some open and some closed at every hour of the day", () => {
      expect(stores.length).toBeGreaterThanOrEqual(30);
      for (let hour = 0; hour < 24; hour++) {
        const at = new Date(FIXED_NOW.getTime() + hour * 3_600_000);
        const open = stores.filter((s) => isStoreOpen(db, s, at)).length;
        expect(open, `hour +${hour}`).toBeGreaterThan(0);
        expect(open, `hour +${hour}`).toBeLessThan(stores.length);
      }
    });

    it("has stores without a review plan, with a running discount and with free delivery", () => {
      const noReviews = stores.filter((s) => s.reviews_section === 0).length;
      expect(noReviews).toBeGreaterThan(0);
      expect(noReviews).toBeLessThan(stores.length / 2);
      expect(stores.filter((s) => activeStoreDiscount(db, s.id, FIXED_NOW)).length).toBeGreaterThan(
        1,
      );
      expect(stores.filter((s) => s.free_delivery === 1).length).toBeGreaterThan(1);
      expect(stores.filter((s) => s.active === 0).length).toBeGreaterThan(0);
    });

    it("has at least 150 items, with stock limits and discounts", () => {
      expect(items(module)).toBeGreaterThanOrEqual(150);
      expect(items(module, "i.maximum_cart_quantity IS NOT NULL")).toBeGreaterThan(5);
      expect(items(module, "i.discount > 0")).toBeGreaterThan(10);
      if (module !== MODULES.food) expect(items(module, "i.stock = 0")).toBeGreaterThan(0);
    });
  });

  it("food: required single and multi (min/max) choices, add-ons, veg/halal marks, nutrition", () => {
    const food = MODULES.food;
    expect(
      items(food, `i.food_variations LIKE '%"type":"single"%"required":"on"%'`),
    ).toBeGreaterThan(10);
    const multi = all<{ food_variations: string }>(
      `SELECT i.food_variations ${ITEMS_OF} AND i.food_variations LIKE '%"type":"multi"%'`,
      zoneId,
      food,
    ).flatMap(
      (r) =>
        JSON.parse(r.food_variations) as {
          type: string;
          required: string;
          min: number;
          max: number;
        }[],
    );
    const requiredMulti = multi.filter((v) => v.type === "multi" && v.required === "on");
    expect(requiredMulti.length).toBeGreaterThan(0);
    for (const v of requiredMulti) expect(v.max).toBeGreaterThanOrEqual(Math.max(v.min, 1));
    expect(items(food, "i.add_ons <> '[]'")).toBeGreaterThan(20);
    expect(items(food, "i.veg = 1")).toBeGreaterThan(20);
    expect(items(food, "i.veg = 0")).toBeGreaterThan(20);
    expect(items(food, "i.is_halal = 1")).toBeGreaterThan(20);
    expect(
      items(food, "i.nutritions_name IS NOT NULL AND i.allergies_name IS NOT NULL"),
    ).toBeGreaterThan(0);
  });

  it("grocery: organic, halal and veg marks, weights as variations, nutrition and allergies", () => {
    const grocery = MODULES.grocery;
    expect(items(grocery, "i.organic = 1")).toBeGreaterThan(10);
    expect(items(grocery, "i.is_halal = 1")).toBeGreaterThan(5);
    expect(items(grocery, "i.veg = 1")).toBeGreaterThan(50);
    expect(items(grocery, 'i.variations LIKE \'%"type":"500g"%\'')).toBeGreaterThan(0);
    expect(items(grocery, "i.nutritions_name IS NOT NULL")).toBeGreaterThan(20);
    expect(items(grocery, "i.allergies_name IS NOT NULL")).toBeGreaterThan(20);
  });

  it("pharmacy: prescription medicines with generic names, generic names on others too", () => {
    const pharmacy = MODULES.pharmacy;
    expect(
      items(pharmacy, "i.is_prescription_required = 1 AND i.generic_name IS NOT NULL"),
    ).toBeGreaterThan(10);
    expect(
      items(pharmacy, "i.is_prescription_required = 0 AND i.generic_name IS NOT NULL"),
    ).toBeGreaterThan(20);
    expect(items(pharmacy, "i.nutritions_name IS NOT NULL")).toBeGreaterThan(0);
    expect(
      count(
        "SELECT COUNT(*) n FROM stores WHERE zone_id = ? AND module_id = 3 AND prescription_order = 1",
        zoneId,
      ),
    ).toBeGreaterThan(5);
  });

  it("ecommerce: choice options whose variations carry their own stock, some sold out", () => {
    const rows = all<{ variations: string; choice_options: string; stock: number }>(
      `SELECT i.variations, i.choice_options, i.stock ${ITEMS_OF} AND i.choice_options <> '[]'`,
      zoneId,
      MODULES.ecommerce,
    );
    expect(rows.length).toBeGreaterThan(50);
    const mixed = rows.filter((r) => {
      const stocks = (JSON.parse(r.variations) as { stock: number }[]).map((v) => v.stock);
      return stocks.includes(0) && stocks.some((n) => n > 0);
    });
    expect(mixed.length).toBeGreaterThan(5);
    for (const r of rows) {
      const variations = JSON.parse(r.variations) as { stock: number }[];
      expect(r.stock).toBe(variations.reduce((sum, v) => sum + v.stock, 0));
    }
  });

  it("names every store and item in English and Arabic, with unique slugs and seed images", () => {
    for (const table of ["stores", "items"]) {
      expect(count(`SELECT COUNT(*) n FROM ${table} WHERE name_ar IS NULL OR name_ar = ''`)).toBe(
        0,
      );
      expect(count(`SELECT COUNT(*) - COUNT(DISTINCT slug) n FROM ${table}`)).toBe(0);
    }
    const images = all<{ image: string }>("SELECT image FROM items");
    for (const { image } of images)
      expect(image).toMatch(/^[a-z0-9-]+-\d+\.[a-z]+\.[0-9a-f-]+\.png$/);
  });
});

describe("units that fit the item", () => {
  it("sells an item whose name states its size or count per piece or pack, never per kg", () => {
    const rows = all<{ name: string; unit: string | null }>(
      `SELECT i.name, u.unit FROM items i LEFT JOIN units u ON u.id = i.unit_id`,
    );
    const sized = rows.filter((r) => /\d\s*(g|kg|ml|l|m|cm)\b|\(\d+/i.test(r.name));
    expect(sized.length).toBeGreaterThan(50);
    const perWeight = sized.filter((r) => r.unit === "kg" || r.unit === "g");
    expect(perWeight.map((r) => `${r.name} per ${r.unit}`)).toEqual([]);
    // loose produce and meat are still weighed
    expect(rows.find((r) => r.name === "Bananas")?.unit).toBe("kg");
  });
});

describe("ratings that agree with the reviews", () => {
  it("counts and averages each store's and item's published reviews", () => {
    for (const [table, key] of [
      ["stores", "store_id"],
      ["items", "item_id"],
    ]) {
      const off = count(
        `SELECT COUNT(*) n FROM ${table} t WHERE t.rating_count !=
           (SELECT COUNT(*) FROM reviews r WHERE r.${key} = t.id AND r.status = 1)
         OR ABS(t.avg_rating - COALESCE((SELECT AVG(rating) FROM reviews r
           WHERE r.${key} = t.id AND r.status = 1), 0)) > 0.01`,
      );
      expect(off, table).toBe(0);
    }
  });
});

describe("search over English and Arabic names", () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ now: fixedClock });
  });
  afterAll(() => api.close());

  const food = downtown(MODULE.food);
  const pharmacy = downtown(MODULE.pharmacy);
  const ar = (headers: Record<string, string>) => ({ ...headers, "X-localization": "ar" });

  it("items/search finds items by an Arabic word and pages them", async () => {
    const expected = count(
      `SELECT COUNT(*) n ${ITEMS_OF} AND (i.name_ar LIKE '%كرك%' OR i.name LIKE '%كرك%')`,
      zoneId,
      MODULES.food,
    );
    expect(expected).toBeGreaterThan(2);
    const { body } = await api.call("/items/search", {
      headers: ar(food),
      query: { name: "كرك", limit: 2, offset: 1 },
    });
    expect(body.total_size).toBe(expected);
    expect(body.products).toHaveLength(2);
    for (const p of body.products) expect(p.name).toContain("كرك");
  });

  it("items/search ranks items matching more Arabic words first", async () => {
    const { body } = await api.call("/items/search", {
      headers: ar(food),
      query: { name: "شاي كرك", limit: 50, offset: 1 },
    });
    expect(body.products[0].name).toMatch(/شاي.*كرك|كرك.*شاي/);
  });

  it("stores/search finds stores by an Arabic word, answering in the request's language", async () => {
    const expected = count(
      "SELECT COUNT(*) n FROM stores WHERE zone_id = ? AND module_id = 3 AND status = 1 AND name_ar LIKE '%صيدلية%'",
      zoneId,
    );
    expect(expected).toBeGreaterThan(10);
    const { body } = await api.call("/stores/search", {
      headers: pharmacy,
      query: { name: "صيدلية", limit: 10, offset: 1 },
    });
    expect(body.total_size).toBe(expected);
    expect(body.stores).toHaveLength(10);
    expect(body.stores.every((s: { name: string }) => /^[\x20-\x7e]+$/.test(s.name))).toBe(true);
    const page2 = await api.call("/stores/search", {
      headers: ar(pharmacy),
      query: { name: "صيدلية", limit: 10, offset: 2 },
    });
    for (const s of page2.body.stores) expect(s.name).toContain("صيدلية");
  });

  it("search-suggestion and item-or-store-search match Arabic names of items and stores", async () => {
    const suggestion = await api.call("/items/search-suggestion", {
      headers: ar(food),
      query: { name: "شاورما" },
    });
    expect(suggestion.body.products.length).toBeGreaterThan(0);
    for (const p of suggestion.body.products) expect(p.name).toContain("شاورما");
    const both = await api.call("/items/item-or-store-search", {
      headers: ar(food),
      query: { name: "شاورما" },
    });
    expect(both.body.items.length).toBeGreaterThan(0);
    const stores = both.body.stores.map((s: { name: string }) => s.name);
    expect(stores).toContain("شاورما الزعفران");
    for (const name of stores) expect(name).toContain("شاورما");
  });

  it("an English word finds the generated items too", async () => {
    const { body } = await api.call("/items/search", {
      headers: food,
      query: { name: "kunafa", limit: 50, offset: 1 },
    });
    const names = body.products.map((p: { name: string }) => p.name);
    expect(names).toContain("Pistachio Kunafa");
    expect(names.every((n: string) => /kunafa/i.test(n))).toBe(true);
  });
});
