import { describe, expect, it } from "vitest";
import * as categoriesRoute from "~/routes/($lang).categories";
import * as categoryRoute from "~/routes/($lang).category.$id";
import {
  GOOGLEBOT,
  homeRequest,
  MODULE_IDS,
  redirectOf,
  useHomeApi,
  type ModuleName,
} from "./home-kit";
import { apiGet } from "./store-kit";

/**
 * /categories and /category/{id} against the seeded backend: every module without cookies,
 * tiles linking the spec's listing URL, sub-categories, products 20 a page, unknown ids 404,
 * bad input, meta and JSON-LD. Categories are found by property, never by id.
 */
useHomeApi();

type Root = {
  id: number;
  name: string;
  products_count: number;
  childes: Array<{ id: number; name: string; products_count: number }>;
};
const rootsOf = (module: ModuleName) => apiGet<Root[]>("categories", module);

async function loadList(path: string, options: Parameters<typeof homeRequest>[1] = {}) {
  const args = await homeRequest(path, options);
  return categoriesRoute.loader({ ...args, params: {} });
}

async function loadCategory(
  id: string,
  query: string,
  options: Parameters<typeof homeRequest>[1] = {},
) {
  const args = await homeRequest(`/category/${id}${query}`, options);
  return categoryRoute.loader({ ...args, params: { id } });
}

async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  return 200;
}

describe("/categories", () => {
  it.each(["grocery", "food", "pharmacy", "ecommerce"] as const)(
    "%s without cookies: every root category, tiles to the listing, pages and sub-categories",
    async (module) => {
      const id = MODULE_IDS[module];
      const roots = await rootsOf(module);
      const page = await loadList(`/categories?module_id=${id}`, { userAgent: GOOGLEBOT });
      expect(page.groups.map((g) => g.tile.name)).toEqual(roots.map((r) => r.name));
      for (const group of page.groups) {
        const href = new URL(group.tile.href, "http://x.test");
        expect(href.pathname).toBe("/home");
        expect(Object.fromEntries(href.searchParams)).toMatchObject({
          search: "category",
          id: String(group.tile.id),
          module_id: String(id),
          data_type: "category",
          name: Buffer.from(group.tile.name, "utf8").toString("base64"),
        });
        expect(group.pageHref).toBe(`/category/${group.tile.id}?module_id=${id}`);
      }
      const withChildren = roots.find((r) => r.childes.length > 0);
      if (withChildren) {
        const group = page.groups.find((g) => g.tile.id === withChildren.id)!;
        expect(group.children.map((c) => c.name)).toEqual(withChildren.childes.map((c) => c.name));
      }
    },
  );

  it("a crawler without module_id is sent to the default module's categories", async () => {
    const location = await redirectOf(() => loadList("/categories", { userAgent: GOOGLEBOT }));
    expect(location).toBe("/categories?module_id=1");
  });

  it("meta: canonical with module_id, alternates, BreadcrumbList and ItemList", async () => {
    const data = await loadList("/ar/categories?module_id=2");
    const tags = categoriesRoute.meta({ data, params: { lang: "ar" }, matches: [] } as never)!;
    const canonical = tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string };
    expect(canonical.href).toBe("http://shop.test/ar/categories?module_id=2");
    expect(tags.find((t) => "title" in t)).toMatchObject({ title: "الفئات" });
    const ld = tags.find((t) => "script:ld+json" in t) as {
      "script:ld+json": { "@graph": Array<{ "@type": string }> };
    };
    expect(ld["script:ld+json"]["@graph"].map((d) => d["@type"])).toEqual([
      "BreadcrumbList",
      "ItemList",
    ]);
  });
});

describe("/category/{id}", () => {
  it("a root category: its sub-categories as tiles to their pages and its first 20 products", async () => {
    const roots = await rootsOf("grocery");
    const root = roots.find((r) => r.childes.length > 0 && r.products_count > 0)!;
    expect(root, "a grocery category with sub-categories").toBeTruthy();
    const page = await loadCategory(String(root.id), "?module_id=1", { userAgent: GOOGLEBOT });
    const { category } = page;
    expect(category).toMatchObject({ id: root.id, name: root.name, parent: null });
    expect(category.children.map((c) => c.href)).toEqual(
      root.childes.map((c) => `/category/${c.id}?module_id=1`),
    );
    expect(category.items.length).toBe(Math.min(20, category.paging.total));
    expect(category.paging.pages).toBe(Math.max(1, Math.ceil(category.paging.total / 20)));
    expect(category.listingHref).toMatch(
      /^\/home\?search=category&id=\d+&module_id=1&name=.+&data_type=category$/,
    );
  });

  it("a sub-category names its parent; the breadcrumb has four steps", async () => {
    const root = (await rootsOf("grocery")).find((r) => r.childes.length > 0)!;
    const child = root.childes[0];
    const page = await loadCategory(String(child.id), "?module_id=1");
    expect(page.category.parent).toMatchObject({ id: root.id, name: root.name });
    const crumbs = page.meta.jsonLd.find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: unknown[];
    };
    expect(crumbs.itemListElement).toHaveLength(4);
  });

  it("page 2 of a category with more than 20 products", async () => {
    const roots = await rootsOf("grocery");
    const big = roots.find((r) => r.products_count > 20);
    const target = big ?? roots[0];
    const page = await loadCategory(String(target.id), "?module_id=1&page=2");
    expect(page.category.paging.page).toBe(2);
    expect(page.canonical).toBe(`/category/${target.id}?module_id=1&page=2`);
    if (big) expect(page.category.items.length).toBeGreaterThan(0);
    else expect(page.category.items).toEqual([]);
  });

  it.each(["999999999", "abc", "0", "-1", "1e3", "%00"])("/category/%s is a 404", async (id) => {
    expect(await statusOf(() => loadCategory(id, "?module_id=1"))).toBe(404);
  });

  it("another module's category is a 404 in this module", async () => {
    const foodRoot = (await rootsOf("food"))[0];
    expect(await statusOf(() => loadCategory(String(foodRoot.id), "?module_id=1"))).toBe(404);
  });

  it.each(["page=-1", "page=abc", "page=1e9"])("?%s renders page 1", async (query) => {
    const root = (await rootsOf("pharmacy"))[0];
    const page = await loadCategory(String(root.id), `?module_id=3&${query}`);
    expect(page.category.paging.page).toBe(1);
  });
});
