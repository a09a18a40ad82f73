import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackend } from "../../backend/app";
import { createInProcessFetch } from "../../server/in-process-fetch";
import { DEFAULT_LOCATION, fixedClock, MODULE } from "../backend/catalogue-fixtures";
import { createApiClient } from "~/api/client.server";
import type { CardContext } from "~/features/catalogue/card-models.server";
import * as load from "~/features/home/section-data.server";

/**
 * Every home section loader, through the real API client, against the seeded reference backend
 * in the default location (zone 1): each module's sections have data, in the view-model shape
 * the components render; the signed-in extras work for the demo customer.
 */
const backend = createBackend({ databasePath: ":memory:", orderStepSeconds: 0, now: fixedClock });
const fetchImpl = createInProcessFetch(backend.api);
const BASE = "http://home-api.test/api/v1";
let token = "";

beforeAll(async () => {
  const res = await fetchImpl(`${BASE}/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      login_type: "manual",
      email_or_phone: "+971500000001",
      password: "demo1234",
    }),
  });
  token = ((await res.json()) as { token: string }).token;
  expect(token).toBeTruthy();
});
afterAll(() => backend.close());

type ModuleName = keyof typeof MODULE;

function setup(name: ModuleName, options: { signedIn?: boolean; lang?: string } = {}) {
  const moduleId = Number(MODULE[name]);
  const api = createApiClient({
    baseUrl: BASE,
    timeoutMs: 10_000,
    fetchImpl,
    state: {
      lang: options.lang ?? "en",
      zoneIds: "[1]",
      moduleId,
      lat: DEFAULT_LOCATION.lat,
      lng: DEFAULT_LOCATION.lng,
      token: options.signedIn ? token : undefined,
    },
  });
  const ctx: CardContext = {
    money: { decimals: 2, symbol: "$", direction: "left" },
    decimals: 2,
    moduleId,
    moduleType: name,
    timeZone: "Asia/Dubai",
  };
  return { api, ctx };
}

const ITEM_HREF = /^\/product\/[^/?]+\?module_id=\d+/;
const STORE_HREF = /^\/store\/[^/?]+\?module_id=\d+&module_type=\w+/;

function expectItems(items: { href: string; name: string; price: string }[], min = 1) {
  expect(items.length).toBeGreaterThanOrEqual(min);
  for (const item of items) {
    expect(item.href).toMatch(ITEM_HREF);
    expect(item.name).toBeTruthy();
    expect(item.price).toMatch(/^\$\d+\.\d{2}( - \$\d+\.\d{2})?$/);
  }
}

function expectStores(stores: { href: string; name: string }[], min = 1) {
  expect(stores.length).toBeGreaterThanOrEqual(min);
  for (const store of stores) {
    expect(store.href).toMatch(STORE_HREF);
    expect(store.name).toBeTruthy();
  }
}

describe.each(["grocery", "pharmacy", "ecommerce", "food"] as const)("the %s home", (name) => {
  const { api, ctx } = setup(name);

  it("has banners leading to stores, items, links (and food campaigns)", async () => {
    const banners = await load.moduleBanners(api, ctx);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.some((b) => b.href?.startsWith("/store/"))).toBe(true);
    expect(banners.some((b) => b.href?.startsWith("/product/"))).toBe(true);
    // The seeded default banner links to a placeholder domain that leads nowhere: no link
    // rather than a dead site (issue 22 item 16).
    expect(banners.some((b) => b.external)).toBe(false);
    expect(banners.some((b) => b.href === null)).toBe(true);
    expect(banners.some((b) => b.href?.startsWith("/campaigns/"))).toBe(name === "food");
  });

  it("has the promotional banner set and the bottom banner", async () => {
    const set = await load.promoBanners(api, ctx);
    for (const key of ["bottom", "newArrival", "bestReviewed", "promotional"] as const) {
      expect(set[key]?.image, key).toMatch(/^https?:\/\//);
    }
    expect(await load.bottomBanner(api, ctx)).toEqual(set.bottom);
  });

  it("has category tiles, featured ones too", async () => {
    const tiles = await load.categoryTiles(api, ctx);
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    expect(tiles[0].href).toMatch(
      /^\/home\?search=category&id=\d+&module_id=\d+&name=.+&data_type=category$/,
    );
    const featured = await load.categoryTiles(api, ctx, { featured: true });
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThanOrEqual(tiles.length);
  });

  it("fills the item rows", async () => {
    expectItems(await load.popularItems(api, ctx), 15);
    expectItems(await load.recommendedItems(api, ctx));
    const offers = await load.specialOffers(api, ctx);
    expectItems(offers, 10);
    expect(offers.length).toBeLessThanOrEqual(15);
    expect(offers.every((o) => o.discount && o.oldPrice)).toBe(true);
    const best = await load.bestReviewed(api, ctx);
    expectItems(best.items, 10);
    expect(best.tabs.length).toBeGreaterThan(1);
    expect(best.banner?.image).toMatch(/^https?:\/\//);
    for (const tab of best.tabs) {
      expect(
        best.items.some((i) => i.categoryIds.includes(tab.id)),
        tab.name,
      ).toBe(true);
    }
    const fresh = await load.newArrivals(api, ctx);
    expectItems(fresh.items, 8);
    expect(fresh.banner?.image).toMatch(/^https?:\/\//);
  });

  it("fills the store rows", async () => {
    const top = await load.topOfferStores(api, ctx);
    expectStores(top, 2);
    // grocery and pharmacy top offers are item discounts in the seed: no store-wide badge
    if (name === "food" || name === "ecommerce") expect(top.some((s) => s.discount)).toBe(true);
    expect(top.every((s) => s.distance?.key === "cards:distanceKm")).toBe(true);
    expectStores(await load.popularStores(api, ctx), 2);
    expectStores(await load.newStores(api, ctx), 2);
    const featured = await load.featuredStores(api, ctx);
    expectStores(featured);
    expect(featured.every((s) => s.featured)).toBe(true);
  });

  it("has running campaigns, coupons and ads", async () => {
    const { basic, items } = await load.campaigns(api, ctx);
    expect(basic.length).toBeGreaterThanOrEqual(2);
    for (const c of basic) {
      expect(c.href).toMatch(/^\/campaigns\/[^?]+\?id=\d+&module_id=\d+$/);
      expect(Date.parse(c.endsAt!)).toBeGreaterThan(fixedClock().getTime());
    }
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((i) => i.campaign && i.href.includes("product_type=campaign"))).toBe(true);
    const coupons = await load.coupons(api, ctx);
    expect(coupons.some((c) => c.discount.endsWith("%"))).toBe(true);
    expect(coupons.some((c) => c.freeDelivery)).toBe(true);
    const ads = await load.ads(api, ctx);
    expect(new Set(ads.map((a) => a.kind))).toEqual(
      new Set(["store_promotion", "video_promotion"]),
    );
    expect(ads.find((a) => a.kind === "video_promotion")?.video).toMatch(/^https?:\/\//);
  });
});

describe("module-specific sections", () => {
  it("grocery: best-reviewed tabs in the spec's order, a flash sale of 15", async () => {
    const { api, ctx } = setup("grocery");
    const best = await load.bestReviewed(api, ctx, ["Beauty", "Bread & Juice", "Drinks", "Milks"]);
    expect(best.tabs.map((t) => t.name)).toEqual(["Beauty", "Bread & Juice", "Drinks", "Milks"]);
    const sale = await load.flashSale(api, ctx);
    expect(sale?.items).toHaveLength(15);
    expect(sale?.href).toBe(`/flash-sales?id=${sale?.id}`);
    expect(Date.parse(sale!.endsAt!)).toBeGreaterThan(fixedClock().getTime());
    for (const item of sale!.items) {
      expect(item.progress).toBeGreaterThanOrEqual(0);
      expect(item.progress).toBeLessThanOrEqual(100);
    }
  });

  it("grocery in Arabic: the tabs are found by slug and named in Arabic", async () => {
    const { api, ctx } = setup("grocery", { lang: "ar" });
    const best = await load.bestReviewed(api, ctx, ["Beauty", "Bread & Juice", "Drinks", "Milks"]);
    expect(best.tabs).toHaveLength(4);
    expect(best.tabs.every((t) => /[\u0600-\u06FF]/.test(t.name))).toBe(true);
  });

  it("pharmacy: basic medicine tabs and common conditions with 20 products", async () => {
    const { api, ctx } = setup("pharmacy");
    const basic = await load.basicMedicine(api, ctx, ["New", "Baby Care", "Womans Care", "Mens"]);
    expectItems(basic.items, 10);
    expect(basic.tabs.map((t) => t.name)).toEqual(["New", "Baby Care", "Womans Care", "Mens"]);
    expect(basic.banner?.image).toMatch(/^https?:\/\//);
    const first = await load.conditions(api, ctx, null);
    expect(first.conditions.length).toBeGreaterThan(7);
    expect(first.selected).toEqual(first.conditions[0]);
    expectItems(first.items);
    expect(first.items.length).toBeLessThanOrEqual(20);
    expect(first.total).toBeGreaterThanOrEqual(first.items.length);
    const other = await load.conditions(api, ctx, first.conditions[1].id);
    expect(other.selected?.id).toBe(first.conditions[1].id);
    const unknown = await load.conditions(api, ctx, 999_999);
    expect(unknown.selected?.id).toBe(first.conditions[0].id);
  });

  it("ecommerce: at most 9 brands, each linking to its listing", async () => {
    const { api, ctx } = setup("ecommerce");
    const brands = await load.brands(api, ctx);
    expect(brands).toHaveLength(9);
    for (const b of brands) {
      expect(b.href).toBe(`/home?brand_id=${b.id}&data_type=brand&module_id=${MODULE.ecommerce}`);
      expect(b.itemsCount).toBeGreaterThan(0);
    }
  });

  it("parcel: categories, banner slider, why choose us, the video section", async () => {
    const { api, ctx } = setup("parcel");
    const categories = await load.parcelCategories(api, ctx);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories[0].href).toBe(`/parcel-delivery-info?category_id=${categories[0].id}`);
    expect((await load.parcelBanners(api, ctx)).length).toBeGreaterThanOrEqual(3);
    const why = await load.whyChoose(api, ctx);
    expect(why.length).toBeGreaterThanOrEqual(3);
    expect(why.every((w) => w.title && w.description)).toBe(true);
    const video = await load.videoContent(api, ctx);
    expect(video?.title).toBe("Easiest way to get services");
    expect(video?.contents).toHaveLength(3);
    expect(video?.video ?? video?.image).toMatch(/^https?:\/\//);
  });
});

describe("signed-in extras", () => {
  it("guests get none of them, without a call", async () => {
    const { api, ctx } = setup("food");
    expect(await load.visitAgain(api, ctx)).toEqual([]);
    expect(await load.cashbackOffers(api, ctx)).toEqual([]);
    expect(await load.reviewPrompt(api, ctx)).toBeNull();
  });

  it("visit again: the demo customer's stores, with a few of their items", async () => {
    const { api, ctx } = setup("food", { signedIn: true });
    const stores = await load.visitAgain(api, ctx);
    expectStores(stores);
    expect(stores[0].items.length).toBeGreaterThan(0);
    expect(stores[0].items.length).toBeLessThanOrEqual(5);
    expect(stores[0].items[0].href).toMatch(ITEM_HREF);
  });

  it("cashback offers of both types", async () => {
    const { api, ctx } = setup("grocery", { signedIn: true });
    const offers = await load.cashbackOffers(api, ctx);
    expect(offers.length).toBeGreaterThanOrEqual(2);
    expect(offers.some((o) => o.amount.endsWith("%"))).toBe(true);
    expect(offers.some((o) => o.amount.startsWith("$"))).toBe(true);
  });

  it("the review prompt, dismissed by its cancel", async () => {
    const { api, ctx } = setup("food", { signedIn: true });
    const prompt = await load.reviewPrompt(api, ctx);
    expect(prompt?.orderId).toBe(100001);
    expect(prompt?.images.length).toBeGreaterThan(0);
    await load.cancelReviewPrompt(api, prompt!.orderId);
    // a fresh client (one per request): the reminder is gone for that order
    const after = await load.reviewPrompt(setup("food", { signedIn: true }).api, ctx);
    expect(after?.orderId ?? null).not.toBe(100001);
  });
});
