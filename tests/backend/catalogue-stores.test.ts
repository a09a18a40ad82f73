import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type ApiHarness } from "./harness";
import { DEFAULT_LOCATION, downtown, fixedClock, MODULE } from "./catalogue-fixtures";

// Pinned clock: Wednesday 14:00 in Dubai.
let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ now: fixedClock });
});
afterAll(() => api.close());

const food = downtown(MODULE.food);
const marina = { ...food, zoneId: "[2]", latitude: "25.077", longitude: "55.139" };
const storeId = (name: string) =>
  (api.backend.db.prepare("SELECT id FROM stores WHERE name = ?").get(name) as { id: number }).id;

describe("store listings", () => {
  it("get-stores lists the zone's stores of the module with total_size", async () => {
    const expected = (
      api.backend.db
        .prepare("SELECT COUNT(*) n FROM stores WHERE module_id = 2 AND zone_id = 1 AND status = 1")
        .get() as { n: number }
    ).n;
    const { status, body } = await api.call("/stores/get-stores/all", {
      headers: food,
      query: { store_type: "all", offset: 1, limit: 12 },
    });
    expect(status).toBe(200);
    expect(body.total_size).toBe(expected);
    expect(
      body.stores.every(
        (s: { zone_id: number; module_id: number }) => s.zone_id === 1 && s.module_id === 2,
      ),
    ).toBe(true);
  });

  it("get-stores is module-check exempt: without moduleId it lists every module's stores", async () => {
    const { moduleId: _m, ...noModule } = food;
    const { body } = await api.call("/stores/get-stores/all", { headers: noModule });
    const modules = new Set(body.stores.map((s: { module_id: number }) => s.module_id));
    expect(modules.size).toBeGreaterThan(2);
  });

  it("serves the all-zone ecommerce stores in any zone", async () => {
    const { body } = await api.call("/stores/get-stores/all", {
      headers: downtown(MODULE.ecommerce),
    });
    expect(new Set(body.stores.map((s: { zone_id: number }) => s.zone_id))).toEqual(
      new Set([1, 2, 3]),
    );
  });

  it("computes open from schedules and distance from lat/lng", async () => {
    const { body } = await api.call("/stores/get-stores/all", {
      headers: marina,
      query: { limit: 50, offset: 1 },
    });
    const sakura = body.stores.find((s: { name: string }) => s.name === "Sakura Sushi Bar");
    expect(sakura.open).toBe(0); // dinner only, 17:00–23:30
    expect(sakura.current_opening_time).toBe("17:00:00");
    const biryani = body.stores.find((s: { name: string }) => s.name === "Biryani House");
    expect(biryani.open).toBe(1);
    expect(sakura.distance).toBeLessThan(2000);
    // closed stores sink below open ones
    const opens = body.stores.map((s: { open: number }) => s.open);
    expect(opens).toEqual([...opens].sort((a, b) => b - a));
    const { latitude: _a, longitude: _b, ...noPosition } = marina;
    const far = (await api.call("/stores/get-stores/all", { headers: noPosition })).body.stores[0];
    expect(far.distance).toBeGreaterThan(5_000_000); // measured from 0,0 (contract §3.3)
  });

  it("filters get-data by currently_open, free_delivery and store_type", async () => {
    const all = (
      await api.call("/stores/get-data", { headers: marina, query: { data_type: "default" } })
    ).body;
    const open = (
      await api.call("/stores/get-data", {
        headers: marina,
        query: { data_type: "default", filter: '["currently_open"]' },
      })
    ).body;
    expect(open.total_size).toBeLessThan(all.total_size);
    expect(open.stores.every((s: { open: number }) => s.open === 1)).toBe(true);
    const free = (
      await api.call("/stores/get-data", {
        headers: marina,
        query: { filter: '["free_delivery"]' },
      })
    ).body;
    expect(free.stores.map((s: { name: string }) => s.name)).toEqual(["Green Bowl Kitchen"]);
    const nearby = (
      await api.call("/stores/get-data", { headers: marina, query: { filter: '["nearby"]' } })
    ).body.stores;
    const distances = nearby.map((s: { distance: number }) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("stores/search, latest, popular, top-rated and discounted", async () => {
    const search = await api.call("/stores/search", { headers: food, query: { name: "grill" } });
    const grills = api.backend.db
      .prepare(
        "SELECT name FROM stores WHERE module_id = 2 AND zone_id = 1 AND status = 1 AND name LIKE '%grill%' ORDER BY name",
      )
      .all() as { name: string }[];
    const found = search.body.stores.map((s: { name: string }) => s.name);
    expect(found).toContain("Al Fanar Grill");
    expect([...found].sort()).toEqual(grills.map((g) => g.name));
    expect((await api.call("/stores/search", { headers: food })).status).toBe(403);
    const latest = (await api.call("/stores/latest", { headers: food })).body.stores.map(
      (s: { created_at: string }) => s.created_at,
    );
    expect(latest).toEqual([...latest].sort().reverse());
    const rated = (await api.call("/stores/top-rated", { headers: food })).body.stores.map(
      (s: { avg_rating: number }) => s.avg_rating,
    );
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const discounted = (await api.call("/stores/discounted", { headers: food })).body.stores;
    expect(discounted.length).toBeGreaterThan(0);
    expect(
      discounted.every(
        (s: { discount: { discount: number } | null }) => s.discount && s.discount.discount > 0,
      ),
    ).toBe(true);
  });

  it("categories/stores lists stores selling in a category", async () => {
    const [category] = api.backend.db
      .prepare("SELECT id FROM categories WHERE module_id = 2 AND name = 'Burgers'")
      .all() as { id: number }[];
    const { body } = await api.call(`/categories/stores/${category.id}`, {
      headers: food,
      query: { limit: 10, offset: 1 },
    });
    expect(body.stores.map((s: { name: string }) => s.name)).toContain("Smash Burger Lab");
    expect(body.stores.map((s: { name: string }) => s.name)).not.toContain("Kunafa & Coffee");
  });
});

describe("store details", () => {
  it("answers by id or slug with details-only keys, null when unknown", async () => {
    const id = storeId("Al Fanar Grill");
    const { body } = await api.call(`/stores/details/${id}`, {
      headers: { latitude: String(DEFAULT_LOCATION.lat), longitude: String(DEFAULT_LOCATION.lng) },
    });
    expect(body).toMatchObject({
      id,
      slug: "al-fanar-grill",
      delivery_time: "30-40 min",
      free_delivery: true,
      open: 1,
    });
    expect(body.ratings).toHaveLength(5);
    expect(body.schedules.length).toBeGreaterThan(0);
    expect(body.discount).toMatchObject({ discount: 10, discount_type: "percent" });
    expect(body.category_details.length).toBeGreaterThan(0);
    expect(body.price_range[0].min_price).toBeGreaterThan(0);
    expect(body.cover_photo_full_url).toMatch(/\/storage\/app\/public\/store\/cover\//);
    expect((await api.call("/stores/details/al-fanar-grill")).body.id).toBe(id);
    const unknown = await api.call("/stores/details/99999");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBeNull();
  });

  it("shows the temporarily closed store as inactive and closed", async () => {
    const { body } = await api.call(`/stores/details/${storeId("Crispy Cluck")}`);
    expect(body.active).toBe(false);
    expect(body.open).toBe(0);
  });

  it("lists a store's popular items and reviews", async () => {
    const id = storeId("Smash Burger Lab");
    const items = await api.call(`/stores/popular-items/${id}`, { headers: food });
    expect(items.body.length).toBeGreaterThan(0);
    expect(items.body.every((i: { store_id: number }) => i.store_id === id)).toBe(true);
    const reviews = await api.call("/stores/reviews", { headers: food, query: { store_id: id } });
    expect(reviews.body[0]).toHaveProperty("item_name");
    expect(reviews.body[0]).toHaveProperty("customer_name");
    expect(reviews.body[0].item.store_id).toBe(id);
  });
});
