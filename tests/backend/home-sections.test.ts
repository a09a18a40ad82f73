import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketClock } from "../../backend/services/schedule";
import { downtown, fixedClock, FIXED_NOW, MODULE } from "./catalogue-fixtures";
import { loginAs } from "./commerce-helpers";
import { startApi, type ApiHarness } from "./harness";

/**
 * The demo data behind each module's home (issue 9 item 8): every section a module home shows
 * has enough seeded content, relative to the seed time, in the default location (zone 1), in
 * English and Arabic.
 */

let api: ApiHarness;
let token: string;
beforeAll(async () => {
  api = await startApi({ now: fixedClock });
  token = await loginAs(api);
});
afterAll(() => api.close());

const today = marketClock(FIXED_NOW).date;
const ARABIC = /[\u0600-\u06FF]/;
const SHOPPING = {
  grocery: MODULE.grocery,
  food: MODULE.food,
  pharmacy: MODULE.pharmacy,
  ecommerce: MODULE.ecommerce,
};

const get = async (path: string, headers: Record<string, string>, query = {}) => {
  const res = await api.call(path, { headers, query });
  expect(res.status, path).toBe(200);
  return res.body;
};
const arabic = (headers: Record<string, string>) => ({ ...headers, "X-localization": "ar" });
const bearer = (headers: Record<string, string>) => ({
  ...headers,
  Authorization: `Bearer ${token}`,
});

describe.each(Object.entries(SHOPPING))("the %s home", (name, moduleId) => {
  const headers = downtown(moduleId);

  it("has banners of the three kinds, each leading somewhere", async () => {
    const { banners } = await get("/banners", headers);
    expect(new Set(banners.map((b: { type: string }) => b.type))).toEqual(
      new Set(["default", "store_wise", "item_wise"]),
    );
    for (const b of banners) {
      if (b.type === "default") expect(b.link).toMatch(/^https:\/\//);
      if (b.type === "store_wise") expect(b.store.id).toBeGreaterThan(0);
      if (b.type === "item_wise") expect(b.item.id).toBeGreaterThan(0);
    }
    const ar = await get("/banners", arabic(headers));
    expect(ar.banners.every((b: { title: string }) => ARABIC.test(b.title))).toBe(true);
  });

  it("has the promotional banner set", async () => {
    const set = await get("/other-banners", headers);
    for (const key of [
      "best_reviewed_section_banner",
      "new_arrival_section_banner",
      "bottom_section_banner",
      "promotional_banner",
    ]) {
      expect(set[`${key}_full_url`], key).toMatch(/\/storage\/app\/public\/promotional_banner\//);
    }
  });

  it("has at least 2 running basic campaigns and 2 item campaigns ending in the future", async () => {
    const basic = await get("/campaigns/basic", headers);
    expect(basic.length).toBeGreaterThanOrEqual(2);
    const items = await get("/campaigns/item", headers);
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const c of [...basic, ...items]) {
      expect(c.available_date_ends >= today).toBe(true);
      expect(c.module_id).toBe(Number(moduleId));
    }
    const ar = await get("/campaigns/basic", arabic(headers));
    expect(ar.every((c: { title: string }) => ARABIC.test(c.title))).toBe(true);
    const details = await get("/campaigns/basic-campaign-details", headers, {
      basic_campaign_id: basic[0].id,
    });
    expect(details.stores.length).toBeGreaterThan(0);
  });

  it("has running coupons of every kind: percent, amount, free delivery, first order", async () => {
    const coupons = await get("/coupon/list/all", headers);
    const types = new Set(coupons.map((c: { discount_type: string }) => c.discount_type));
    expect(types).toEqual(new Set(["percent", "amount"]));
    const kinds = coupons.map((c: { coupon_type: string }) => c.coupon_type);
    expect(kinds).toContain("free_delivery");
    expect(kinds).toContain("first_order");
    for (const c of coupons) expect(c.expire_date >= today).toBe(true);
    const ar = await get("/coupon/list/all", arabic(headers));
    expect(ar.every((c: { title: string }) => ARABIC.test(c.title))).toBe(true);
  });

  it("has ads of both types, the video one playable from the backend", async () => {
    const ads = await get("/advertisement/list", headers);
    expect(new Set(ads.map((a: { add_type: string }) => a.add_type))).toEqual(
      new Set(["store_promotion", "video_promotion"]),
    );
    const store = ads.find((a: { add_type: string }) => a.add_type === "store_promotion");
    expect(store.cover_image_full_url).toMatch(/^https?:\/\//);
    expect(store.is_rating_active || store.is_review_active).toBe(1);
    const video = ads.find((a: { add_type: string }) => a.add_type === "video_promotion");
    const clip = await fetch(video.video_attachment_full_url);
    expect(clip.status).toBe(200);
    expect(clip.headers.get("content-type")).toBe("video/webm");
    expect((await clip.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const ar = await get("/advertisement/list", arabic(headers));
    expect(ar.every((a: { title: string }) => ARABIC.test(a.title))).toBe(true);
  });

  it("fills the item and store rows (popular, discounted, best reviewed, new, stores)", async () => {
    const page = { limit: 15, offset: 1, type: "all" };
    expect((await get("/items/popular", headers, page)).products.length).toBe(15);
    // the pharmacy home has no special-offers row; the others request 15
    expect((await get("/items/discounted", headers, page)).products.length).toBeGreaterThanOrEqual(
      name === "pharmacy" ? 10 : 15,
    );
    expect((await get("/items/most-reviewed", headers, page)).products.length).toBe(15);
    expect(
      (await get("/items/new-arrival", headers, { limit: 10, offset: 1 })).products.length,
    ).toBeGreaterThanOrEqual(8);
    const recommended = await get("/items/recommended", headers, {
      filter: "all",
      limit: 15,
      offset: 1,
    });
    expect(recommended.items.length).toBeGreaterThan(0);
    const stores = { type: "all", offset: 1, limit: 12 };
    expect((await get("/stores/popular", headers, stores)).stores.length).toBeGreaterThanOrEqual(2);
    expect((await get("/stores/latest", headers, stores)).stores.length).toBeGreaterThanOrEqual(2);
    expect((await get("/stores/top-offer-near-me", headers)).stores.length).toBeGreaterThanOrEqual(
      2,
    );
    const featured = await get("/stores/get-stores/all", headers, {
      featured: 1,
      offset: 1,
      limit: 20,
    });
    expect(
      featured.stores.filter((s: { featured: number }) => s.featured === 1).length,
    ).toBeGreaterThan(0);
    const categories = await get("/categories", headers);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(
      (await get("/categories/featured/items", headers)).categories.length,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe("module-specific sections", () => {
  it("grocery: a running flash sale with at least 15 buyable products and a meaningful progress", async () => {
    const headers = downtown(MODULE.grocery);
    const sale = await get("/flash-sales", headers);
    expect(sale.end_date > marketClock(FIXED_NOW).dateTime).toBe(true);
    const lines = sale.active_products as {
      stock: number;
      sold: number;
      available_stock: number;
    }[];
    expect(lines.filter((l) => l.available_stock > 0).length).toBeGreaterThanOrEqual(15);
    const progress = lines.map((l) => Math.round((l.sold / l.stock) * 100));
    expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);
    expect(new Set(progress).size).toBeGreaterThanOrEqual(8);
    expect(progress.some((p) => p > 0 && p < 50)).toBe(true);
    expect(progress.some((p) => p >= 50 && p < 100)).toBe(true);
    expect(lines.some((l) => l.available_stock === 0)).toBe(true);
    // every zone's grocery home shows the sale too
    for (const zone of ["[2]", "[3]"]) {
      const other = await get("/flash-sales", { ...headers, zoneId: zone });
      expect(other.active_products.length, zone).toBeGreaterThanOrEqual(15);
    }
  });

  it("grocery: the best-reviewed tabs are categories with reviewed items", async () => {
    const headers = downtown(MODULE.grocery);
    const categories = await get("/categories", headers);
    for (const tab of ["Beauty", "Bread & Juice", "Drinks", "Milks"]) {
      const category = categories.find((c: { name: string }) => c.name === tab);
      expect(category, tab).toBeDefined();
      const { products } = await get("/items/most-reviewed", headers, {
        category_ids: JSON.stringify([category.id]),
        limit: 10,
        offset: 1,
        type: "all",
      });
      expect(products.length, tab).toBeGreaterThan(0);
    }
    const ar = await get("/categories", arabic(headers));
    expect(ar.every((c: { name: string }) => ARABIC.test(c.name))).toBe(true);
  });

  it("pharmacy: basic medicine tabs, more than 7 common conditions with products", async () => {
    const headers = downtown(MODULE.pharmacy);
    const basic = await get("/items/basic", headers, { limit: 20, offset: 1 });
    expect(basic.products.length).toBeGreaterThanOrEqual(10);
    const categories = await get("/categories", headers);
    for (const tab of ["New", "Baby Care", "Womans Care", "Mens"]) {
      const category = categories.find((c: { name: string }) => c.name === tab);
      expect(category, tab).toBeDefined();
      const { products } = await get("/items/basic", headers, {
        category_ids: JSON.stringify([category.id]),
        limit: 20,
        offset: 1,
      });
      expect(products.length, tab).toBeGreaterThan(0);
    }
    const conditions = await get("/common-condition", headers);
    expect(conditions.length).toBeGreaterThan(7);
    let withProducts = 0;
    for (const c of conditions) {
      const { products } = await get(`/common-condition/items/${c.id}`, headers, {
        limit: 20,
        offset: 1,
      });
      if (products.length > 0) withProducts += 1;
    }
    expect(withProducts).toBeGreaterThan(7);
    const ar = await get("/common-condition", arabic(headers));
    expect(ar.every((c: { name: string }) => ARABIC.test(c.name))).toBe(true);
  });

  it("ecommerce: at least 12 brands, each with items", async () => {
    const headers = downtown(MODULE.ecommerce);
    const brands = await get("/brand", headers);
    expect(brands.length).toBeGreaterThanOrEqual(12);
    for (const b of brands) expect(b.items_count, b.name).toBeGreaterThan(0);
    const ar = await get("/brand", arabic(headers));
    expect(ar.every((b: { name: string }) => ARABIC.test(b.name))).toBe(true);
  });

  it("food: campaign banners and visited stores for the demo customer", async () => {
    const headers = downtown(MODULE.food);
    expect((await get("/banners", headers)).campaigns.length).toBeGreaterThanOrEqual(2);
    const visited = await get("/customer/visit-again", bearer(headers));
    expect(visited.length).toBeGreaterThan(0);
  });

  it.each([
    ["grocery", "Fresh Basket Market"],
    ["pharmacy", "Al Shifa Pharmacy"],
    ["ecommerce", "Nova Electronics"],
  ] as const)(
    "%s: the demo customer has visited %s in the default zone (issue 23 item 2)",
    async (module, store) => {
      const visited = await get("/customer/visit-again", bearer(downtown(MODULE[module])));
      expect(visited.map((s: { name: string }) => s.name)).toEqual([store]);
      expect(visited[0].items.length).toBeGreaterThan(0);
    },
  );

  it("parcel: categories, banner slider, why-choose-us and the video section", async () => {
    const headers = downtown(MODULE.parcel);
    const categories = await get("/parcel-category", headers);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect((await get("/other-banners", headers)).banners.length).toBeGreaterThanOrEqual(3);
    const why = (await get("/other-banners/why-choose", headers)).banners;
    expect(why.length).toBeGreaterThanOrEqual(3);
    for (const w of why) {
      expect(w.title).toBeTruthy();
      expect(w.short_description).toBeTruthy();
    }
    const whyAr = (await get("/other-banners/why-choose", arabic(headers))).banners;
    expect(whyAr.every((w: { title: string }) => ARABIC.test(w.title))).toBe(true);
    const video = await get("/other-banners/video-content", headers);
    expect(video.section_title).toBe("Easiest way to get services");
    expect(video.banner_contents).toHaveLength(6);
    expect(video.banner_image_full_url).toMatch(/^https?:\/\//);
    const clip = await fetch(video.banner_video_content_full_url);
    expect(clip.headers.get("content-type")).toBe("video/webm");
    const ar = await get("/other-banners/video-content", arabic(headers));
    expect(ar.section_title).toMatch(ARABIC);
    expect(ar.banner_contents.every((c: { value: string }) => ARABIC.test(c.value))).toBe(true);
  });
});

describe("signed-in extras for the demo customer", () => {
  it("has running cashback offers of both types", async () => {
    const offers = await get("/cashback/list", bearer(downtown(MODULE.grocery)));
    expect(offers.length).toBeGreaterThanOrEqual(2);
    expect(new Set(offers.map((o: { cashback_type: string }) => o.cashback_type))).toEqual(
      new Set(["amount", "percentage"]),
    );
    for (const o of offers) expect(o.end_date >= today).toBe(true);
    const ar = await get("/cashback/list", arabic(bearer(downtown(MODULE.grocery))));
    expect(ar.every((o: { title: string }) => ARABIC.test(o.title))).toBe(true);
  });

  it("has a delivered order awaiting review (the last-order review prompt)", async () => {
    const prompt = await get("/customer/review-reminder", bearer(downtown(MODULE.food)));
    expect(prompt.order_id).toBe(100001);
    expect(prompt.images.length).toBeGreaterThan(0);
  });
});
