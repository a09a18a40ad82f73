import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type ApiHarness } from "./harness";
import { downtown, fixedClock, MODULE } from "./catalogue-fixtures";

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ now: fixedClock });
});
afterAll(() => api.close());

const PATHS = [
  "/config",
  "/config/get-zone-id",
  "/config/place-api-autocomplete",
  "/config/place-api-details",
  "/config/geocode-api",
  "/config/distance-api",
  "/config/direction-api",
  "/zone/list",
  "/zone/check",
  "/module",
  "/react-landing-page",
  "/about-us",
  "/banners",
  "/banners/abc",
  "/other-banners",
  "/other-banners/why-choose",
  "/other-banners/video-content",
  "/categories",
  "/categories/childes/x",
  "/categories/items/x",
  "/categories/items/1/all",
  "/categories/items/list",
  "/categories/stores/x",
  "/categories/stores/list",
  "/categories/featured/items",
  "/categories/popular",
  "/items/latest",
  "/items/new-arrival",
  "/items/popular",
  "/items/most-reviewed",
  "/items/discounted",
  "/items/recommended",
  "/items/basic",
  "/items/suggested",
  "/items/search",
  "/items/search-suggestion",
  "/items/item-or-store-search",
  "/items/details/%27%3B--",
  "/items/related-items/abc",
  "/items/related-store-items/-1",
  "/items/reviews/abc",
  "/items/rating/abc",
  "/items/common-conditions",
  "/items/get-products",
  "/stores/get-stores/whatever",
  "/stores/latest",
  "/stores/popular",
  "/stores/discounted",
  "/stores/top-rated",
  "/stores/recommended",
  "/stores/top-offer-near-me",
  "/stores/search",
  "/stores/get-data",
  "/stores/details/%00",
  "/stores/popular-items/abc",
  "/stores/reviews",
  "/get-combined-data",
  "/campaigns/basic",
  "/campaigns/basic-campaign-details",
  "/campaigns/item",
  "/flash-sales",
  "/flash-sales/items",
  "/brand",
  "/brand/items/abc",
  "/common-condition",
  "/common-condition/items/abc",
  "/parcel-category",
  "/advertisement/list",
];

const huge = "x".repeat(10_000);
const GARBAGE_QUERIES: Record<string, string>[] = [
  {
    limit: "ten",
    offset: "first",
    lat: "north",
    lng: "east",
    zone_id: "abc",
    store_id: "abc",
    name: "a",
    category_ids: "[1,",
    filter: "{bad",
    min_price: "cheap",
    max_price: "-5",
    rating_count: "NaN",
    flash_sale_id: "x",
    basic_campaign_id: "1e999",
    search_text: "%_\\'",
    placeid: "'; DROP TABLE items; --",
    list_type: "item",
    data_type: "searched",
  },
  {
    limit: "-1",
    offset: "0",
    lat: "999",
    lng: "-999",
    name: huge,
    search_text: huge,
    category_ids: '["a",null,{}]',
    brand_ids: "[[[[",
    filter: '["top_rated","nope"]',
    store_id: huge,
    list_type: "store",
    type: "<script>",
  },
  {
    limit: "1e12",
    offset: "99999999999",
    name: "🍕 بيتزا",
    category_id: "0",
    product_id: "abc",
    origin_lat: "1",
    origin_lng: "x",
    destination_lat: "",
    destination_lng: "2",
    list_type: "nonsense",
  },
];
const GARBAGE_HEADERS: Record<string, string>[] = [
  { zoneId: "[1", moduleId: "two", latitude: "abc", longitude: "def" },
  { zoneId: '[0,-1,"x"]', moduleId: "2", latitude: "91", longitude: "181", "X-localization": "zz" },
  { zoneId: '{"a":1}', moduleId: "1e3" },
  { ...downtown(MODULE.food) },
  { ...downtown(MODULE.parcel) },
];

describe("bad input never produces a 500", () => {
  it("answers every catalogue and config route with JSON below 500 for garbage params and headers", async () => {
    const failures: string[] = [];
    for (const path of PATHS) {
      for (const headers of GARBAGE_HEADERS) {
        for (const query of GARBAGE_QUERIES) {
          const res = await api.call(path, { headers, query });
          if (
            res.status >= 500 ||
            (typeof res.body === "string" && !res.headers.get("content-type")?.includes("json"))
          ) {
            failures.push(`${res.status} ${path} ${JSON.stringify(headers).slice(0, 60)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("rejects garbage required numbers with the contract's 403 validation body", async () => {
    const res = await api.call("/categories/items/1", {
      headers: downtown(MODULE.food),
      query: { limit: "ten", offset: "1" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [{ code: "limit", message: "The limit must be an integer." }],
    });
  });

  it("falls back to sane defaults for garbage optional params", async () => {
    const res = await api.call("/items/search", {
      headers: downtown(MODULE.food),
      query: { name: "chicken", limit: "ten", offset: "x", min_price: "cheap" },
    });
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeLessThanOrEqual(10);
    expect(res.body.limit).toBe("ten");
  });

  it("treats LIKE wildcards in search text literally", async () => {
    const res = await api.call("/items/search", {
      headers: downtown(MODULE.food),
      query: { name: "%" },
    });
    expect(res.body.total_size).toBe(0);
  });
});

describe("storage images", () => {
  it("draws a picture for any image name with long cache headers", async () => {
    const { body } = await api.call("/items/details/1", { headers: downtown(MODULE.food) });
    // the seed's pictures are PNGs, like a real 6amMart's uploads
    const res = await fetch(body.image_full_url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect([...new Uint8Array(await res.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    // any other name is drawn as SVG
    const svg = await fetch(`${api.baseUrl}/storage/app/public/product/any-name-9.svg`);
    expect(svg.headers.get("content-type")).toContain("image/svg+xml");
    expect(svg.headers.get("cache-control")).toContain("max-age=31536000");
    expect(await svg.text()).toContain("<svg");
    const cover = await fetch(body.store_details.cover_photo_full_url);
    expect(cover.status).toBe(200);
  });

  it("refuses names outside the storage namespace", async () => {
    expect(
      (await fetch(`${api.baseUrl}/storage/app/public/product/..%2F..%2Fetc%2Fpasswd`)).status,
    ).toBe(404);
    expect((await fetch(`${api.baseUrl}/storage/app/public/product/%3Cscript%3E.svg`)).status).toBe(
      404,
    );
  });
});
