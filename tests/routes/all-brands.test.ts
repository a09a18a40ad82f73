import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader, meta } from "~/routes/($lang).all-brands";
import { downtownWith, GOOGLEBOT, homeRequest, MODULE_IDS, server, useHomeApi } from "./home-kit";

/**
 * /all-brands?module_id=&sort= (issue 10 item 5): the module's full brand list (GET /brand)
 * sorted A to Z, Z to A or Default (browsing §9), each linking to its items listing.
 */
useHomeApi();

type ApiBrand = { id: number; name: string; items_count: number };

async function brandsOf(moduleId: number, lang = "en"): Promise<ApiBrand[]> {
  const answer = await fetch("http://api.test/api/v1/brand", {
    headers: { zoneId: "[1]", moduleId: String(moduleId), "X-localization": lang },
  });
  return (await answer.json()) as ApiBrand[];
}

type Page = Exclude<Awaited<ReturnType<typeof loader>>, Response>;
const load = async (url: string, options: Parameters<typeof homeRequest>[1] = {}) =>
  (await loader(await homeRequest(url, options))) as Page;

const SHOP = MODULE_IDS.ecommerce;

describe("/all-brands", () => {
  it("Default: every brand in the API's order, with item counts and brand links", async () => {
    const expected = await brandsOf(SHOP);
    expect(expected.length).toBeGreaterThan(9); // more than the home shows
    const page = await load(`/all-brands?module_id=${SHOP}`);
    expect(page.view.sort).toBe("default");
    expect(page.view.brands.map((b) => b.name)).toEqual(expected.map((b) => b.name));
    page.view.brands.forEach((brand, i) => {
      expect(brand.itemsCount).toBe(expected[i].items_count);
      expect(brand.href).toBe(`/home?brand_id=${expected[i].id}&data_type=brand&module_id=${SHOP}`);
    });
    expect(page.onDefaultLocation).toBe(true);
  });

  it("A to Z and Z to A sort by name in the page's language", async () => {
    const names = (await brandsOf(SHOP)).map((b) => b.name);
    const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
    const az = [...names].sort(collator.compare);
    expect(
      (await load(`/all-brands?module_id=${SHOP}&sort=a-z`)).view.brands.map((b) => b.name),
    ).toEqual(az);
    expect(
      (await load(`/all-brands?module_id=${SHOP}&sort=z-a`)).view.brands.map((b) => b.name),
    ).toEqual([...az].reverse());
    const arNames = (await brandsOf(SHOP, "ar")).map((b) => b.name);
    const arAz = [...arNames].sort(new Intl.Collator("ar", { sensitivity: "base" }).compare);
    expect(
      (await load(`/ar/all-brands?module_id=${SHOP}&sort=a-z`)).view.brands.map((b) => b.name),
    ).toEqual(arAz);
  });

  it("the sort links, in the spec's order, keep the module", async () => {
    const page = await load(`/all-brands?module_id=${SHOP}&sort=z-a`);
    expect(page.view.sorts).toEqual([
      { sort: "a-z", href: `/all-brands?module_id=${SHOP}&sort=a-z` },
      { sort: "z-a", href: `/all-brands?module_id=${SHOP}&sort=z-a` },
      { sort: "default", href: `/all-brands?module_id=${SHOP}` },
    ]);
  });

  it.each(["", "bogus", "A-Z", "x".repeat(10_000)])(
    "an unknown sort %j is Default",
    async (raw) => {
      const page = await load(`/all-brands?module_id=${SHOP}&sort=${encodeURIComponent(raw)}`);
      expect(page.view.sort).toBe("default");
    },
  );

  it("meta: one canonical for every sort, alternates, BreadcrumbList and ItemList", async () => {
    const page = await load(`/ar/all-brands?module_id=${SHOP}&sort=z-a`);
    const tags = meta({ data: page, params: { lang: "ar" }, matches: [] } as never) as Array<
      Record<string, unknown>
    >;
    expect(tags[0].title).toBe("جميع العلامات التجارية");
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `http://shop.test/ar/all-brands?module_id=${SHOP}`,
    });
    const ld = tags.find((t) => "script:ld+json" in t)?.["script:ld+json"] as {
      "@graph": Array<{ "@type": string; numberOfItems?: number }>;
    };
    expect(ld["@graph"][1]).toMatchObject({
      "@type": "ItemList",
      numberOfItems: page.view.brands.length,
    });
  });

  it("a visitor's own module when there is no module_id; a crawler gets the default one", async () => {
    const own = await load("/all-brands", { prefs: downtownWith("ecommerce") });
    expect(own.view.brands.length).toBe((await brandsOf(SHOP)).length);
    const crawler = await load("/all-brands", { userAgent: GOOGLEBOT });
    expect(crawler.onDefaultLocation).toBe(true);
  });

  it("a module without brands: the empty list (the page says 'No brands found')", async () => {
    server.use(http.get("*/api/v1/brand", () => HttpResponse.json([])));
    const page = await load(`/all-brands?module_id=${MODULE_IDS.food}`);
    expect(page.view.brands).toEqual([]);
    expect(page.meta.list?.entries).toEqual([]);
  });

  it("the brand list failing with a refusal: an empty list; unreachable: 503", async () => {
    server.use(
      http.get("*/api/v1/brand", () =>
        HttpResponse.json({ errors: [{ code: "x", message: "no" }] }, { status: 403 }),
      ),
    );
    expect((await load(`/all-brands?module_id=${SHOP}`)).view.brands).toEqual([]);
    server.use(http.get("*/api/v1/brand", () => HttpResponse.error()));
    await expect(load(`/all-brands?module_id=${SHOP}`)).rejects.toMatchObject({ status: 503 });
  });
});
