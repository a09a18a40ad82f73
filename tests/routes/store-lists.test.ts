import { describe, expect, it } from "vitest";
import * as latestRoute from "~/routes/($lang).store.latest";
import * as popularRoute from "~/routes/($lang).store.popular";
import * as topOfferRoute from "~/routes/($lang).store.top-offer-nearby";
import { CHROME, downtownWith, GOOGLEBOT, homeRequest, redirectOf, useHomeApi } from "./home-kit";
import { slowUpstream, storesOf } from "./store-kit";

/**
 * /store/latest, /store/popular, /store/top-offer-nearby against the seeded backend: each list
 * for cookie-less visitors with module_id, sort tabs, delivery-type filter, list categories,
 * paging, bad input, crawler redirects, meta and JSON-LD.
 */
const api = useHomeApi();

const routes = {
  latest: latestRoute,
  popular: popularRoute,
  "top-offer-nearby": topOfferRoute,
} as const;
type Kind = keyof typeof routes;
type Data = Awaited<ReturnType<typeof latestRoute.loader>>;

async function load(
  kind: Kind,
  query = "",
  options: Parameters<typeof homeRequest>[1] = {},
): Promise<Data> {
  const args = await homeRequest(`/store/${kind}${query}`, options);
  return routes[kind].loader({ ...args, params: {} });
}

const calledPaths = () => api.paths().filter((p) => p.startsWith("stores/"));
const ratingOf = (card: Data["stores"][number]) => Number(card.rating?.text ?? 0);

describe("each list without cookies (module_id in the URL)", () => {
  it.each([
    ["latest", "stores/latest"],
    ["popular", "stores/popular"],
    ["top-offer-nearby", "stores/top-offer-near-me"],
  ] as const)("/store/%s answers from %s, 12 a page at most", async (kind, path) => {
    const page = await load(kind, "?module_id=1");
    expect(page.module).toMatchObject({ id: 1, type: "grocery" });
    expect(page.onDefaultLocation).toBe(true);
    expect(calledPaths()).toEqual([path]);
    expect(page.stores.length).toBeLessThanOrEqual(12);
    if (kind !== "top-offer-nearby") expect(page.stores.length).toBeGreaterThan(0);
    for (const card of page.stores) {
      expect(card.href).toMatch(
        /^\/store\/[^?]+\?module_id=1&module_type=grocery&store_zone_id=\d+$/,
      );
      expect(card.distance).toBeNull();
    }
  });

  it("food lists speak of restaurants", async () => {
    const page = await load("popular", "?module_id=2");
    expect(page.title).toBe("Popular restaurants");
  });
});

describe("sort tabs, delivery type and list categories", () => {
  it("Top Rated orders the stores by rating, highest first", async () => {
    const page = await load("latest", "?module_id=2&sort=top_rated");
    const ratings = page.stores.map(ratingOf);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(page.canonical).toBe("/store/latest?module_id=2&sort=top_rated");
  });

  it("New orders them by the date they joined, newest first", async () => {
    const page = await load("popular", "?module_id=1&sort=new");
    const joined = new Map((await storesOf("grocery")).map((s) => [s.id, s.created_at]));
    const dates = page.stores.map((s) => joined.get(s.id) ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ["delivery=take_away", "stores/get-stores/take_away", "all"],
    ["store_type=newly_joined", "stores/get-stores/all", "newly_joined"],
    ["delivery=delivery&store_type=top_rated", "stores/get-stores/delivery", "top_rated"],
  ])("?%s asks %s with store_type=%s", async (query, path, storeType) => {
    const timed = slowUpstream(0);
    const page = await load("latest", `?module_id=1&${query}`, { prefs: downtownWith("grocery") });
    const call = timed.find((c) => c.url.pathname.endsWith(path));
    expect(call, path).toBeTruthy();
    expect(call!.url.searchParams.get("store_type")).toBe(storeType);
    expect(call!.url.searchParams.get("limit")).toBe("12");
    expect(page.failed).toBe(false);
  });

  it("take-away only lists stores that offer take away", async () => {
    const page = await load("latest", "?module_id=1&delivery=take_away");
    const takeAway = new Set(
      (await storesOf("grocery"))
        .filter((s) => (s as { take_away?: boolean }).take_away)
        .map((s) => s.id),
    );
    for (const card of page.stores) expect(takeAway.has(card.id), card.name).toBe(true);
  });
});

describe("paging", () => {
  it("page 2 has its own canonical, offset 2 and positions from 13 in the ItemList", async () => {
    const timed = slowUpstream(0);
    const page = await load("latest", "?module_id=1&store_type=all&delivery=all&page=2");
    expect(
      timed.find((c) => c.url.pathname.endsWith("stores/latest"))!.url.searchParams.get("offset"),
    ).toBe("2");
    expect(page.paging.page).toBe(2);
    expect(page.canonical).toBe("/store/latest?module_id=1&page=2");
    const list = page.meta.jsonLd.find((d) => d["@type"] === "ItemList") as {
      itemListElement: Array<{ position: number }>;
    };
    if (page.stores.length) expect(list.itemListElement[0].position).toBe(13);
    expect(page.meta.title).toMatch(/page 2/);
  });
});

describe("bad input", () => {
  it.each([
    "page=-1",
    "page=abc",
    "page=99999999999",
    "sort=<script>",
    "delivery=everything",
    "store_type=%00",
    "module_id=abc&module_id=1",
  ])("?module_id=1&%s renders the default list", async (query) => {
    const page = await load("popular", `?module_id=1&${query}`);
    expect(page.params).toMatchObject({ page: 1 });
    expect(["popular", "top_rated", "new"]).toContain(page.params.sort);
    expect(page.failed).toBe(false);
  });

  it("a page past the end is an empty list, not an error", async () => {
    const page = await load("latest", "?module_id=1&page=500");
    expect(page.stores).toEqual([]);
    expect(page.failed).toBe(false);
  });
});

describe("gate", () => {
  it("a cookie-less crawler without module_id is sent to this list with the default module", async () => {
    const location = await redirectOf(() => load("popular", "?sort=new", { userAgent: GOOGLEBOT }));
    expect(location).toBe("/store/popular?sort=new&module_id=1");
  });

  it("in Arabic too", async () => {
    const args = await homeRequest("/ar/store/latest", { userAgent: GOOGLEBOT });
    const location = await redirectOf(() =>
      latestRoute.loader({ ...args, params: { lang: "ar" } }),
    );
    expect(location).toBe("/ar/store/latest?module_id=1");
  });

  it("a person without a location or module_id is asked for a location first", async () => {
    const location = await redirectOf(() => load("latest", "", { userAgent: CHROME }));
    expect(location).toMatch(/^\/location\?redirectTo=%2Fstore%2Flatest/);
  });

  it("a visitor with a location sees their own module without module_id, with distances", async () => {
    const page = await load("popular", "", { prefs: downtownWith("food") });
    expect(page.module).toMatchObject({ id: 2, type: "food" });
    expect(page.onDefaultLocation).toBe(false);
    expect(page.stores.some((s) => s.distance !== null)).toBe(true);
  });
});

describe("meta", () => {
  it("title, description, canonical, alternates and ItemList + BreadcrumbList JSON-LD", async () => {
    const data = await load("top-offer-nearby", "?module_id=4&sort=top_rated");
    const tags = topOfferRoute.meta({ data, params: {}, matches: [] } as never)!;
    const canonical = tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string };
    expect(canonical.href).toBe(
      "http://shop.test/store/top-offer-nearby?module_id=4&sort=top_rated",
    );
    expect(tags.find((t) => "name" in t && t.name === "description")).toBeTruthy();
    const ld = tags.find((t) => "script:ld+json" in t) as {
      "script:ld+json": { "@graph": Array<{ "@type": string }> };
    };
    expect(ld["script:ld+json"]["@graph"].map((d) => d["@type"])).toEqual([
      "BreadcrumbList",
      "ItemList",
    ]);
  });
});
