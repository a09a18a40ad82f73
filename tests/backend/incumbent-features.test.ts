import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import { startApi, type ApiHarness } from "./harness";
import { MODULE, downtown, fixedClock } from "./catalogue-fixtures";

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
