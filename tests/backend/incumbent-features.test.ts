import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import { startApi, type ApiHarness } from "./harness";
import { MODULE, downtown, fixedClock } from "./catalogue-fixtures";
import { bearer, loginAs } from "./commerce-helpers";

/**
 * The calls behind what the incumbent web client offered (issue 24), in both profiles: the
 * storefront reads them on a stock 6amMart 3.2 as on the reference backend.
 */

const profiles = ["default", "6ammart-3.2"] as const;
const apis = new Map<string, ApiHarness>();
beforeAll(async () => {
  for (const compat of profiles) apis.set(compat, await startApi({ now: fixedClock, compat }));
});
afterAll(async () => {
  for (const api of apis.values()) await api.close();
});

describe.each(profiles)("profile %s", (compat) => {
  const api = () => apis.get(compat)!;

  it("config maintenance_mode follows the operator's switch", async () => {
    expect((await api().call("/config")).body.maintenance_mode).toBe(false);
    writeSettings(api().backend.db, { maintenance_mode: 1 });
    try {
      expect((await api().call("/config")).body.maintenance_mode).toBe(true);
    } finally {
      writeSettings(api().backend.db, { maintenance_mode: null });
    }
    expect((await api().call("/config")).body.maintenance_mode).toBe(false);
  });

  it("related-items and related-store-items answer up to 10 other items of the zone and module", async () => {
    const headers = downtown(MODULE.grocery);
    const list = await api().call("/items/get-products?data_type=all&limit=20&offset=1", {
      headers,
    });
    const items = (list.body.products ?? []) as Array<{ id: number; store_id: number }>;
    expect(items.length).toBeGreaterThan(0);
    let related = 0;
    for (const item of items) {
      const same = await api().call(`/items/related-items/${item.id}`, { headers });
      const store = await api().call(`/items/related-store-items/${item.id}`, { headers });
      expect(same.status).toBe(200);
      expect(store.status).toBe(200);
      expect(same.body.length).toBeLessThanOrEqual(10);
      expect(store.body.length).toBeLessThanOrEqual(10);
      expect(same.body.every((i: { id: number }) => i.id !== item.id)).toBe(true);
      expect(
        store.body.every(
          (i: { id: number; store_id: number }) => i.id !== item.id && i.store_id === item.store_id,
        ),
      ).toBe(true);
      related += same.body.length + store.body.length;
    }
    expect(related).toBeGreaterThan(0);
    expect((await api().call("/items/related-items/99999999", { headers })).status).toBe(404);
  });

  it("customer/suggested-items answers up to 5 items of the module to a customer, 401 to a guest", async () => {
    const token = await loginAs(api());
    for (const moduleId of [MODULE.grocery, MODULE.food, MODULE.pharmacy, MODULE.ecommerce]) {
      const res = await api().call("/customer/suggested-items", {
        headers: bearer(token, downtown(moduleId)),
      });
      expect(res.status).toBe(200);
      expect(res.body.length, moduleId).toBeGreaterThan(0);
      expect(res.body.length).toBeLessThanOrEqual(5);
      expect(res.body.every((i: { module_id: number }) => String(i.module_id) === moduleId)).toBe(
        true,
      );
    }
    const guest = await api().call("/customer/suggested-items", {
      headers: downtown(MODULE.grocery),
    });
    expect(guest.status).toBe(401);
  });

  it("items/suggested?recommended=1 answers the store's recommended items only, by id or slug", async () => {
    const db = api().backend.db;
    const counts = db
      .prepare(
        `SELECT s.id, s.slug, SUM(i.recommended) AS recommended FROM stores s
         JOIN items i ON i.store_id = s.id AND i.status = 1
         WHERE s.module_id = ? AND s.zone_id = 1 AND s.status = 1 GROUP BY s.id ORDER BY s.id`,
      )
      .all(Number(MODULE.grocery)) as Array<{ id: number; slug: string; recommended: number }>;
    const store = counts.find((s) => s.recommended > 1)!;
    expect(store, "a grocery store of zone 1 recommending items").toBeTruthy();
    const headers = downtown(MODULE.grocery);
    for (const ref of [store.id, store.slug]) {
      const res = await api().call("/items/suggested", {
        headers,
        query: { store_id: ref, recommended: 1, limit: 10, offset: 1 },
      });
      expect(res.status).toBe(200);
      expect(res.body.total_size).toBe(store.recommended);
      const items = res.body.items as Array<{ store_id: number; recommended: number | boolean }>;
      expect(items.length).toBe(Math.min(10, store.recommended));
      expect(items.every((i) => i.store_id === store.id && Number(i.recommended) === 1)).toBe(true);
    }
    // Without the flag: the store's items, recommended or not.
    const all = await api().call("/items/suggested", {
      headers,
      query: { store_id: store.id, limit: 50, offset: 1 },
    });
    expect(all.body.total_size).toBeGreaterThan(store.recommended);
    const unknown = await api().call("/items/suggested", {
      headers,
      query: { store_id: 99999999, recommended: 1 },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.items).toEqual([]);
  });

  it("testimonial answers the admin's reviews, localised", async () => {
    const en = await api().call("/testimonial");
    const ar = await api().call("/testimonial", { headers: { "X-localization": "ar" } });
    expect(en.status).toBe(200);
    expect(en.body.length).toBeGreaterThan(0);
    expect(en.body[0]).toMatchObject({ name: expect.any(String), review: expect.any(String) });
    expect(ar.body[0].review).not.toBe(en.body[0].review);
    expect(ar.body[0].review).toMatch(/[\u0600-\u06FF]/);
  });
});
