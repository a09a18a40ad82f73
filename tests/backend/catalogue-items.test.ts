import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type ApiHarness } from "./harness";
import { downtown, fixedClock, MODULE } from "./catalogue-fixtures";

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ now: fixedClock });
});
afterAll(() => api.close());

/** Rows straight from the seeded database, to assert against real values. */
const rows = <T>(sql: string, ...args: unknown[]) =>
  api.backend.db.prepare(sql).all(...args) as T[];
const food = downtown(MODULE.food);

describe("module-check and zone guards", () => {
  it("403s a module-check route without moduleId, or with an unknown one", async () => {
    const missing = await api.call("/items/popular", { headers: { zoneId: "[1]" } });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({
      errors: [{ code: "moduleId", message: "Module id is required!" }],
    });
    const unknown = await api.call("/items/popular", {
      headers: { zoneId: "[1]", moduleId: "99" },
    });
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors[0].code).toBe("moduleId");
  });

  it("403s zoneId on listings, including a bare number (quirk 1)", async () => {
    const missing = await api.call("/items/popular", { headers: { moduleId: "2" } });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ errors: [{ code: "zoneId", message: "Zone id is required!" }] });
    expect(
      (await api.call("/items/popular", { headers: { moduleId: "2", zoneId: "1" } })).status,
    ).toBe(403);
  });
});

type Priced = { price: number; discount: number; discount_type: string; store_discount: number };

/** The price an item card shows (card-rules applyDiscount): store discount first, else its own. */
const shownPrice = (p: Priced) => {
  const off =
    p.store_discount > 0
      ? (p.price * Math.min(p.store_discount, 100)) / 100
      : p.discount_type === "percent"
        ? (p.price * Math.min(p.discount, 100)) / 100
        : p.discount;
  return Math.round(Math.max(0, p.price - Math.max(0, off)) * 1e6) / 1e6;
};

describe("price sort and the price filter use the shown price (issue 22 item 2)", () => {
  const kebab = { name: "kebab", limit: 50, offset: 1 };

  it("sorts 'kebab' low to high and high to low by the discounted price", async () => {
    const { body } = await api.call("/items/search", {
      headers: food,
      query: { ...kebab, filter: '["low"]' },
    });
    const products = body.products as Priced[];
    // Discounted and undiscounted kebabs, or the order could not tell the two prices apart.
    expect(products.some((p) => shownPrice(p) < p.price)).toBe(true);
    expect(products.some((p) => shownPrice(p) === p.price)).toBe(true);
    const low = products.map(shownPrice);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (
      await api.call("/items/search", { headers: food, query: { ...kebab, filter: '["high"]' } })
    ).body.products.map(shownPrice);
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it("a price range finds a discounted item by the price it is sold at", async () => {
    const all = (await api.call("/items/search", { headers: food, query: kebab })).body
      .products as Array<Priced & { id: number }>;
    const cut = all.find((p) => shownPrice(p) < p.price - 1)!;
    expect(cut, "a kebab discounted by more than 1").toBeTruthy();
    const max = Math.floor(cut.price) - 0.5;
    const { body } = await api.call("/items/search", {
      headers: food,
      query: { ...kebab, max_price: max, min_price: Math.max(0, shownPrice(cut) - 0.5) },
    });
    expect(body.products.map((p: { id: number }) => p.id)).toContain(cut.id);
  });

  it("the stock 3.2 profile sorts and filters by the undiscounted price, as stock does", async () => {
    const stock = await startApi({ now: fixedClock, compat: "6ammart-3.2" });
    try {
      const low = (
        await stock.call("/items/search", { headers: food, query: { ...kebab, filter: "low" } })
      ).body.products.map((p: Priced) => p.price);
      expect(low).toEqual([...low].sort((a, b) => a - b));
    } finally {
      await stock.close();
    }
  });
});

describe("item listings", () => {
  it("search finds an item by its Arabic name and answers in Arabic", async () => {
    const [item] = rows<{ id: number; name_ar: string }>(
      "SELECT i.id, i.name_ar FROM items i JOIN stores s ON s.id = i.store_id WHERE s.zone_id = 1 AND i.module_id = 2 ORDER BY i.id LIMIT 1",
    );
    const { status, body } = await api.call("/items/search", {
      headers: { ...food, "X-localization": "ar" },
      query: { name: item.name_ar },
    });
    expect(status).toBe(200);
    const hit = body.products.find((p: { id: number }) => p.id === item.id);
    expect(hit.name).toBe(item.name_ar);
  });

  it("search splits the name on spaces and counts total_size over every match", async () => {
    const words = ["pizza", "burger"];
    const expected = rows<{ id: number }>(
      `SELECT i.id FROM items i JOIN stores s ON s.id = i.store_id WHERE i.status = 1 AND s.status = 1 AND s.module_id = 2 AND s.zone_id = 1
         AND (lower(i.name) LIKE '%pizza%' OR lower(i.name) LIKE '%burger%')`,
    );
    const { body } = await api.call("/items/search", {
      headers: food,
      query: { name: words.join(" "), limit: 3, offset: 1 },
    });
    expect(body.total_size).toBe(expected.length);
    expect(body.products).toHaveLength(3);
    expect(body.limit).toBe("3");
    expect(body.offset).toBe("1");
    const page2 = await api.call("/items/search", {
      headers: food,
      query: { name: words.join(" "), limit: 3, offset: 2 },
    });
    const ids1 = body.products.map((p: { id: number }) => p.id);
    for (const p of page2.body.products) expect(ids1).not.toContain(p.id);
  });

  it("filters by price range, veg type, rating and sorts high/low", async () => {
    const base = { name: "a", limit: 50, offset: 1 };
    const all = (await api.call("/items/search", { headers: food, query: base })).body;
    const priced = (
      await api.call("/items/search", {
        headers: food,
        query: { ...base, min_price: 20, max_price: 40 },
      })
    ).body;
    expect(priced.total_size).toBeLessThan(all.total_size);
    // The range holds for the price a card shows, discounts included (issue 22 item 2).
    for (const p of priced.products) {
      expect(shownPrice(p)).toBeGreaterThanOrEqual(20);
      expect(shownPrice(p)).toBeLessThanOrEqual(40);
    }
    const veg = (
      await api.call("/items/search", { headers: food, query: { ...base, type: "veg" } })
    ).body;
    expect(veg.total_size).toBeGreaterThan(0);
    expect(veg.products.every((p: { veg: number }) => p.veg === 1)).toBe(true);
    const rated = (
      await api.call("/items/search", { headers: food, query: { ...base, rating_count: 4.5 } })
    ).body;
    expect(rated.products.every((p: { avg_rating: number }) => p.avg_rating >= 4.5)).toBe(true);
    const high = (
      await api.call("/items/search", { headers: food, query: { ...base, filter: "high" } })
    ).body.products.map(shownPrice);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const low = (
      await api.call("/items/search", { headers: food, query: { ...base, filter: '["low"]' } })
    ).body.products.map(shownPrice);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const discounted = (
      await api.call("/items/search", {
        headers: food,
        query: { ...base, filter: '["discounted"]' },
      })
    ).body;
    expect(discounted.total_size).toBeLessThan(all.total_size);
  });

  it("get-products filters by category_ids (JSON list) and data_type", async () => {
    const [category] = rows<{ id: number }>(
      "SELECT id FROM categories WHERE module_id = 2 AND parent_id = 0 ORDER BY priority DESC LIMIT 1",
    );
    const { body } = await api.call("/items/get-products", {
      headers: food,
      query: { data_type: "category", category_ids: `[${category.id}]`, limit: 50, offset: 1 },
    });
    expect(body.total_size).toBeGreaterThan(0);
    for (const p of body.products)
      expect(p.category_ids.map((c: { id: string }) => c.id)).toContain(String(category.id));
    expect(body.categories.map((c: { id: number }) => c.id)).toEqual([category.id]);
  });

  it("items/latest lists a store's items (by id or slug), requiring store_id, limit and offset", async () => {
    const [store] = rows<{ id: number; slug: string; n: number }>(
      "SELECT s.id, s.slug, (SELECT COUNT(*) FROM items WHERE store_id = s.id) AS n FROM stores s WHERE s.id = 1",
    );
    const byId = await api.call("/items/latest", {
      headers: food,
      query: { store_id: store.id, category_id: 0, limit: 5, offset: 1 },
    });
    expect(byId.body.total_size).toBe(store.n);
    expect(byId.body.products).toHaveLength(5);
    expect(byId.body.products.every((p: { store_id: number }) => p.store_id === store.id)).toBe(
      true,
    );
    const bySlug = await api.call("/items/latest", {
      headers: food,
      query: { store_id: store.slug, limit: 5, offset: 1 },
    });
    expect(bySlug.body.total_size).toBe(store.n);
    const missing = await api.call("/items/latest", {
      headers: food,
      query: { store_id: store.id, limit: 5 },
    });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe("offset");
  });

  it("popular returns up to 50 unpaged rows without limit/offset (total_size = count)", async () => {
    const { body } = await api.call("/items/popular", { headers: downtown(MODULE.grocery) });
    expect(body.limit).toBeNull();
    expect(body.products.length).toBeLessThanOrEqual(50);
    expect(body.total_size).toBe(body.products.length);
    const counts = body.products.map((p: { order_count: number }) => p.order_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("new-arrival only lists recent items; discounted only discounted ones", async () => {
    const { body } = await api.call("/items/new-arrival", { headers: food });
    expect(body.total_size).toBeGreaterThan(0);
    for (const p of body.products) expect(p.created_at >= "2025-01-11").toBe(true);
    const disc = await api.call("/items/discounted", {
      headers: food,
      query: { limit: 50, offset: 1 },
    });
    for (const p of disc.body.products) expect(p.discount > 0 || p.store_discount > 0).toBe(true);
  });
});

describe("item objects", () => {
  it("carry the computed fields of contract §5.4", async () => {
    const { body } = await api.call("/items/details/1", { headers: food });
    expect(body).toMatchObject({ id: 1, module_type: "food", store_id: 1, is_campaign: 0 });
    expect(body.store_name).toBe("Al Fanar Grill");
    expect(body.image_full_url).toMatch(/\/storage\/app\/public\/product\/.+\.png$/);
    expect(body.min_delivery_time).toBe(30);
    expect(body.max_delivery_time).toBe(40);
    expect(typeof body.category_ids[0].id).toBe("string");
    expect(body.store_details.id).toBe(1);
    expect(Array.isArray(body.reviews)).toBe(true);
    expect(body.food_variations === "" || Array.isArray(body.food_variations)).toBe(true);
  });

  it('serve food_variations as "" when an item has none and the store\'s tax in lists', async () => {
    const [plain] = rows<{ id: number }>("SELECT id FROM items WHERE module_id = 1 LIMIT 1");
    const { body } = await api.call(`/items/details/${plain.id}`, {
      headers: downtown(MODULE.grocery),
    });
    expect(body.food_variations).toBe("");
  });

  it("apply a running flash sale over stock and discount", async () => {
    const [line] = rows<{ item_id: number; stock: number; sold: number; discount: number }>(
      "SELECT item_id, stock, sold, discount FROM flash_sale_items WHERE sold < stock ORDER BY id LIMIT 1",
    );
    const { body } = await api.call(`/items/details/${line.item_id}`, {
      headers: downtown(MODULE.grocery),
    });
    expect(body.flash_sale).toBe(1);
    expect(body.stock).toBe(line.stock - line.sold);
    expect(body.discount).toBe(line.discount);
    expect(body.store_discount).toBe(0);
  });

  it("look items up by slug, 404 with the object error body otherwise", async () => {
    const [item] = rows<{ id: number; slug: string }>("SELECT id, slug FROM items WHERE id = 3");
    expect((await api.call(`/items/details/${item.slug}`, { headers: food })).body.id).toBe(
      item.id,
    );
    const missing = await api.call("/items/details/999999", { headers: food });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      errors: { code: "product-001", message: "Product not found!" },
    });
    // an item of another module is not found under this module
    const [grocery] = rows<{ id: number }>("SELECT id FROM items WHERE module_id = 1 LIMIT 1");
    expect((await api.call(`/items/details/${grocery.id}`, { headers: food })).status).toBe(404);
  });

  it("relate items by category and store, and page their reviews", async () => {
    const related = await api.call("/items/related-store-items/1", { headers: food });
    expect(related.body.length).toBeGreaterThan(0);
    expect(
      related.body.every((p: { store_id: number; id: number }) => p.store_id === 1 && p.id !== 1),
    ).toBe(true);
    const [item] = rows<{ id: number; rating_count: number; avg_rating: number }>(
      "SELECT id, rating_count, avg_rating FROM items WHERE module_id = 2 AND rating_count > 5 LIMIT 1",
    );
    const reviews = await api.call(`/items/reviews/${item.id}`, {
      headers: food,
      query: { limit: 2, offset: 1 },
    });
    expect(reviews.body.total_size).toBe(item.rating_count);
    expect(reviews.body.reviews).toHaveLength(2);
    expect(reviews.body.reviews[0]).toHaveProperty("customer.f_name");
    expect((await api.call(`/items/rating/${item.id}`, { headers: food })).body).toBe(
      item.avg_rating,
    );
  });

  it("search-suggestion and item-or-store-search return short records; the latter needs lat/lng", async () => {
    const suggestion = await api.call("/items/search-suggestion", {
      headers: food,
      query: { name: "shawarma" },
    });
    expect(Object.keys(suggestion.body.products[0]).sort()).toEqual([
      "id",
      "image",
      "image_full_url",
      "name",
      "slug",
    ]);
    const both = await api.call("/items/item-or-store-search", {
      headers: food,
      query: { name: "grill" },
    });
    expect(both.body.stores.map((s: { name: string }) => s.name)).toContain("Al Fanar Grill");
    const { latitude: _lat, longitude: _lng, ...noPosition } = food;
    const refused = await api.call("/items/item-or-store-search", {
      headers: noPosition,
      query: { name: "grill" },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe("longitude-latitude");
  });
});

describe("get-combined-data", () => {
  it("serves the item or the store half by list_type, 403 without it", async () => {
    const items = await api.call("/get-combined-data", {
      headers: food,
      query: { list_type: "item", data_type: "searched", name: "burger" },
    });
    expect(items.body.products.length).toBeGreaterThan(0);
    expect(items.body.products.every((p: { name: string }) => /burger/i.test(p.name))).toBe(true);
    const stores = await api.call("/get-combined-data", {
      headers: food,
      query: { list_type: "store", data_type: "searched", name: "burger" },
    });
    const burgers = rows<{ name: string }>(
      "SELECT name FROM stores WHERE module_id = 2 AND zone_id = 1 AND status = 1 AND name LIKE '%burger%' ORDER BY name",
    );
    const found = stores.body.stores.map((s: { name: string }) => s.name);
    expect(found).toContain("Smash Burger Lab");
    expect([...found].sort()).toEqual(burgers.map((b) => b.name));
    expect((await api.call("/get-combined-data", { headers: food })).status).toBe(403);
  });
});
