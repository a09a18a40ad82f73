import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type ApiHarness } from "./harness";
import { downtown, fixedClock, MODULE } from "./catalogue-fixtures";

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ now: fixedClock });
});
afterAll(() => api.close());

const food = downtown(MODULE.food);
const grocery = downtown(MODULE.grocery);

describe("banners", () => {
  it("returns the three banner types of the zone and module, plus running campaigns", async () => {
    const { status, body } = await api.call("/banners", { headers: food });
    expect(status).toBe(200);
    expect(body.banners.map((b: { type: string }) => b.type).sort()).toEqual([
      "default",
      "item_wise",
      "store_wise",
    ]);
    const storeWise = body.banners.find((b: { type: string }) => b.type === "store_wise");
    expect(storeWise.store).toMatchObject({ zone_id: 1, module_id: 2 });
    const itemWise = body.banners.find((b: { type: string }) => b.type === "item_wise");
    expect(itemWise.item.module_id).toBe(2);
    expect(body.banners.find((b: { type: string }) => b.type === "default").link).toMatch(
      /^https:\/\//,
    );
    expect(body.campaigns.length).toBeGreaterThan(0);
    expect(
      (await api.call("/banners", { headers: food, query: { featured: 1 } })).body.campaigns,
    ).toEqual([]);
  });

  it("is module-check exempt but needs zoneId", async () => {
    const { body } = await api.call("/banners", { headers: { zoneId: "[1]" } });
    expect(
      new Set(
        body.banners
          .map((b: { item?: { module_id: number } }) => b.item?.module_id)
          .filter(Boolean),
      ).size,
    ).toBeGreaterThan(1);
    expect((await api.call("/banners", { headers: { moduleId: "2" } })).status).toBe(403);
  });

  it("other-banners answers promotional keys per module, and parcel's why-choose and video content", async () => {
    const promo = await api.call("/other-banners", { headers: grocery });
    expect(promo.body.best_reviewed_section_banner_full_url).toMatch(
      /\/storage\/app\/public\/promotional_banner\//,
    );
    expect(promo.body).toHaveProperty("bottom_section_banner");
    const parcel = downtown(MODULE.parcel);
    expect((await api.call("/other-banners", { headers: parcel })).body.banners.length).toBe(3);
    expect(
      (await api.call("/other-banners/why-choose", { headers: parcel })).body.banners[0],
    ).toHaveProperty("short_description");
    const video = await api.call("/other-banners/video-content", { headers: parcel, query: {} });
    expect(video.body.banner_type).toBe("video_content");
    expect(video.body.banner_contents).toHaveLength(6);
    const clip = await fetch(video.body.banner_video_content_full_url);
    expect(clip.headers.get("content-type")).toBe("video/webm");
  });
});

describe("campaigns and flash sales", () => {
  it("lists running basic campaigns, their stores, and item campaigns", async () => {
    const basic = await api.call("/campaigns/basic", { headers: food });
    const titles = basic.body.map((c: { title: string }) => c.title);
    expect(titles).toContain("Last Call Deals");
    expect(titles).not.toContain("Spring Sale");
    const details = await api.call("/campaigns/basic-campaign-details", {
      headers: food,
      query: { basic_campaign_id: basic.body[0].id },
    });
    expect(details.body.stores.length).toBeGreaterThan(0);
    expect(details.body.stores.every((s: { zone_id: number }) => s.zone_id === 1)).toBe(true);
    expect(
      (
        await api.call("/campaigns/basic-campaign-details", {
          headers: food,
          query: { basic_campaign_id: 6 },
        })
      ).body,
    ).toEqual([]);
    const items = await api.call("/campaigns/item", { headers: food });
    expect(items.body[0]).toMatchObject({ is_campaign: 1 });
    expect(items.body[0]).toHaveProperty("available_date_ends");
  });

  it("answers the zoneId error with HTTP 200 on campaigns and flash sales (quirk 4)", async () => {
    for (const path of ["/campaigns/basic", "/campaigns/item", "/flash-sales"]) {
      const res = await api.call(path, { headers: { moduleId: "2" } });
      expect(res.status, path).toBe(200);
      expect(res.body.errors[0].code, path).toBe("zoneId");
    }
  });

  it("returns one running flash sale object with sold/stock lines, null for other modules", async () => {
    const { body } = await api.call("/flash-sales", { headers: grocery });
    expect(Array.isArray(body)).toBe(false);
    expect(body.title).toBe("Midweek Flash Sale");
    expect(body.active_products.length).toBeGreaterThan(0);
    const line = body.active_products[0];
    expect(line.available_stock).toBe(line.stock - line.sold);
    expect(line.item.id).toBe(line.item_id);
    expect(
      (await api.call("/flash-sales", { headers: downtown(MODULE.ecommerce) })).body,
    ).toBeNull();
    const items = await api.call("/flash-sales/items", {
      headers: grocery,
      query: { flash_sale_id: body.id, limit: 2, offset: 1 },
    });
    expect(items.body.total_size).toBe(body.active_products.length);
    expect(items.body.flash_sale.id).toBe(body.id);
    expect((await api.call("/flash-sales/items", { headers: grocery })).status).toBe(403);
  });
});

describe("brands, conditions, parcel categories, ads, categories", () => {
  it("lists brands with items_count and a brand's items", async () => {
    const shop = downtown(MODULE.ecommerce);
    const brands = (await api.call("/brand", { headers: shop })).body;
    const nova = brands.find((b: { name: string }) => b.name === "Nova");
    expect(nova.items_count).toBeGreaterThan(0);
    const items = await api.call(`/brand/items/${nova.id}`, {
      headers: shop,
      query: { limit: 50, offset: 1 },
    });
    expect(items.body.total_size).toBe(nova.items_count);
    expect(items.body.products.every((p: { brand_id: number }) => p.brand_id === nova.id)).toBe(
      true,
    );
    expect((await api.call(`/brand/items/${nova.id}`, { headers: shop })).status).toBe(403);
  });

  it("lists common conditions and their pharmacy items", async () => {
    const pharmacy = downtown(MODULE.pharmacy);
    const conditions = (await api.call("/common-condition", { headers: pharmacy })).body;
    const diabetes = conditions.find((c: { name: string }) => c.name === "Diabetes");
    const items = await api.call(`/common-condition/items/${diabetes.id}`, {
      headers: pharmacy,
      query: { limit: 10, offset: 1 },
    });
    expect(
      items.body.products.every(
        (p: { common_condition_id: number }) => p.common_condition_id === diabetes.id,
      ),
    ).toBe(true);
    const ar = await api.call("/common-condition/list", {
      headers: { ...pharmacy, "X-localization": "ar" },
    });
    expect(ar.body.map((c: { name: string }) => c.name)).toContain("السكري");
  });

  it("lists parcel categories and in-date advertisements of both types", async () => {
    const parcel = await api.call("/parcel-category", { headers: downtown(MODULE.parcel) });
    expect(parcel.body.map((p: { name: string }) => p.name)).toContain("Documents");
    const ads = (await api.call("/advertisement/list", { headers: food })).body;
    expect(ads.length).toBeGreaterThan(0);
    const all = (await api.call("/advertisement/list", { headers: downtown(MODULE.ecommerce) }))
      .body;
    expect(new Set(all.map((a: { add_type: string }) => a.add_type))).toEqual(
      new Set(["store_promotion", "video_promotion"]),
    );
    const video = all.find((a: { add_type: string }) => a.add_type === "video_promotion");
    expect(video.video_attachment_full_url).toMatch(/\.webm$/);
  });

  it("lists root categories with childes, and children by parent", async () => {
    const { body } = await api.call("/categories", { headers: food });
    expect(
      body.every(
        (c: { module_id: number; parent_id: number }) => c.module_id === 2 && c.parent_id === 0,
      ),
    ).toBe(true);
    const arabic = body.find((c: { name: string }) => c.name === "Arabic & Lebanese");
    expect(arabic.childes.map((c: { name: string }) => c.name)).toEqual([
      "Shawarma",
      "Grills",
      "Mezze",
    ]);
    expect(arabic.products_count).toBeGreaterThan(0);
    const childes = await api.call(`/categories/childes/${arabic.id}`, { headers: food });
    expect(childes.body[0].parent.id).toBe(arabic.id);
    const items = await api.call(`/categories/items/${arabic.childes[0].id}`, {
      headers: food,
      query: { limit: 5, offset: 1, type: "all" },
    });
    expect(items.body.total_size).toBe(arabic.childes[0].products_count);
    expect((await api.call(`/categories/items/${arabic.id}`, { headers: food })).status).toBe(403);
  });
});
