import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import { categoryListingHref, itemHref, storeHref } from "~/features/catalogue/urls";
import type { SitemapData } from "~/features/sitemap/sitemap-data.server";
import {
  escapeXml,
  MAX_URLS,
  sitemapFiles,
  urlsetXml,
} from "~/features/sitemap/sitemap-files.server";
import { loader as robotsLoader, PRIVATE_PATHS } from "~/routes/robots[.]txt";
import { loader as indexLoader } from "~/routes/sitemap[.]xml";
import { loader as fileLoader } from "~/routes/sitemaps.$file";
import { GOOGLEBOT, homeRequest, server, useHomeApi } from "./home-kit";

/**
 * /robots.txt, /sitemap.xml and /sitemaps/{file} (issue 10 item 7) against the seeded backend.
 * The expected URLs are computed from the API through OTHER endpoints than the sitemap walks
 * (stores/latest for the stores, each store's items/latest for the items), so a store or item
 * the walk misses fails the test. Nothing is hard-coded: the seed grows.
 */
useHomeApi();

const ORIGIN = "http://shop.test";

async function api<T>(path: string, headers: Record<string, string>): Promise<T> {
  const answer = await fetch(`http://api.test/api/v1/${path}`, { headers });
  return (await answer.json()) as T;
}

type Paged<K extends string, T> = { total_size: number } & Record<K, T[]>;

/** Every row of a paged endpoint (100 a page). */
async function everyRow<K extends string, T>(
  path: string,
  key: K,
  headers: Record<string, string>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 1; ; offset++) {
    const sep = path.includes("?") ? "&" : "?";
    const page = await api<Paged<K, T>>(`${path}${sep}limit=100&offset=${offset}`, headers);
    rows.push(...page[key]);
    if (page[key].length === 0 || rows.length >= page.total_size) return rows;
  }
}

/** Well-formed XML for the subset a sitemap uses: a declaration, elements, attributes, text. */
function assertWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf("?>") + 2);
  const stack: string[] = [];
  const token =
    /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>|([^<]+)/gy;
  let rest = 0;
  for (let m = token.exec(body); m; m = token.exec(body)) {
    rest = token.lastIndex;
    const [, closing, name, , selfClosing, text] = m;
    if (text !== undefined) {
      // text: entities only, no bare & or <
      expect(text.replace(/&(?:amp|lt|gt|quot|apos);/g, "")).not.toMatch(/[&<]/);
      continue;
    }
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(rest, "the whole document is tokens").toBe(body.length);
  expect(stack).toEqual([]);
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, "&"));

type Module = { id: number; module_type: string };
type StoreRow = { id: number; slug: string | null; zone_id: number };
type ItemRow = { id: number; slug: string | null };
type Category = { id: number; name: string; childes?: Array<{ id: number; name: string }> };

const expected = {
  stores: new Set<string>(),
  items: new Set<string>(),
  categories: new Set<string>(),
};
let shared: Awaited<ReturnType<typeof homeRequest>>;

/** Runs a loader with one shared context (one walk of the catalogue for the whole file). */
const get = (path: string) =>
  new Request(`${ORIGIN}${path}`, { headers: { "User-Agent": GOOGLEBOT } });

beforeAll(async () => {
  shared = await homeRequest("/sitemap.xml", { userAgent: GOOGLEBOT });
  const zone = { zoneId: "[1]" };
  const modules = (await api<Module[]>("module", zone)).filter((m) => m.module_type !== "parcel");
  for (const module of modules) {
    const headers = { ...zone, moduleId: String(module.id) };
    const stores = await everyRow<"stores", StoreRow>("stores/latest", "stores", headers);
    for (const store of stores) {
      const path = storeHref(
        { id: store.id, slug: store.slug, zoneId: store.zone_id },
        { id: module.id, type: module.module_type },
      );
      for (const prefix of ["", "/ar"]) expected.stores.add(`${ORIGIN}${prefix}${path}`);
      const items = await everyRow<"products", ItemRow>(
        `items/latest?store_id=${store.id}&category_id=0`,
        "products",
        headers,
      );
      for (const item of items) {
        const itemPath = itemHref(item, module.id);
        for (const prefix of ["", "/ar"]) expected.items.add(`${ORIGIN}${prefix}${itemPath}`);
      }
    }
    for (const [lang, prefix] of [
      ["en", ""],
      ["ar", "/ar"],
    ] as const) {
      const roots = await api<Category[]>("categories", { ...headers, "X-localization": lang });
      for (const c of roots.flatMap((r) => [r, ...(r.childes ?? [])])) {
        expected.categories.add(`${ORIGIN}${prefix}${categoryListingHref(c, module.id)}`);
      }
    }
  }
}, 60_000);

describe("/robots.txt", () => {
  it("allows everything but the private and action paths, in both languages; names the sitemap", async () => {
    const response = robotsLoader(await homeRequest("/robots.txt"));
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(response.headers.get("Cache-Control")).toMatch(/public/);
    const text = await response.text();
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/profile", "/cart", "/checkout", "/logout", "/newsletter", "/my-orders"]) {
      expect(PRIVATE_PATHS).toContain(path);
      expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Disallow: /ar${path}`);
    }
    // the catalogue stays crawlable
    for (const line of lines.filter((l) => l.startsWith("Disallow:"))) {
      for (const open of [
        "/home",
        "/store/",
        "/product/",
        "/campaigns/",
        "/flash-sales",
        "/all-brands",
      ]) {
        expect(open.startsWith(line.slice("Disallow: ".length))).toBe(false);
      }
    }
    // …and a crawler that fetches <noscript> pictures leaves the no-JavaScript beacon alone.
    expect(lines).toContain("Disallow: /js-off");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("/sitemap.xml and its files", () => {
  let index: string;
  let files: Record<string, string>;

  beforeAll(async () => {
    const response = await indexLoader({ ...shared, request: get("/sitemap.xml") });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/public/);
    index = await response.text();
    files = {};
    for (const loc of locs(index)) {
      const path = new URL(loc).pathname;
      const file = await fileLoader({
        ...shared,
        request: get(path),
        params: { file: path.split("/").pop() },
      });
      expect(file.status, path).toBe(200);
      expect(file.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
      files[path] = await file.text();
    }
  }, 60_000);

  it("the index is valid XML listing a file per language and kind", () => {
    assertWellFormedXml(index);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const paths = Object.keys(files);
    for (const lang of ["en", "ar"]) {
      for (const kind of ["stores", "categories", "items"]) {
        expect(paths).toContain(`/sitemaps/${lang}-${kind}.xml`);
      }
    }
  });

  it("every file is valid XML with at most 50,000 URLs, each with its hreflang pair", () => {
    for (const [path, xml] of Object.entries(files)) {
      assertWellFormedXml(xml);
      const urls = locs(xml);
      expect(urls.length, path).toBeGreaterThan(0);
      expect(urls.length, path).toBeLessThanOrEqual(50_000);
      const lang = path.includes("/ar-") ? "ar" : "en";
      for (const url of urls) {
        expect(url.startsWith(lang === "ar" ? `${ORIGIN}/ar/` : ORIGIN)).toBe(true);
        if (lang === "en") expect(url.startsWith(`${ORIGIN}/ar/`)).toBe(false);
      }
      expect((xml.match(/hreflang="x-default"/g) ?? []).length).toBe(urls.length);
      expect((xml.match(/hreflang="en"/g) ?? []).length).toBe(urls.length);
      expect((xml.match(/hreflang="ar"/g) ?? []).length).toBe(urls.length);
    }
  });

  it("lists every store, item and category of the default zone, in both languages, and nothing else", () => {
    const listed = (kind: string) =>
      new Set(
        Object.entries(files)
          .filter(([path]) => path.includes(`-${kind}`))
          .flatMap(([, xml]) => locs(xml)),
      );
    expect(expected.stores.size).toBeGreaterThan(0);
    expect(expected.items.size).toBeGreaterThan(expected.stores.size);
    expect(listed("stores")).toEqual(expected.stores);
    expect(listed("items")).toEqual(expected.items);
    expect(listed("categories")).toEqual(expected.categories);
  });

  it("an unknown file is a 404; a bad name never reaches the backend", async () => {
    for (const name of [
      "fr-items.xml",
      "en-items-9.xml",
      "en-orders.xml",
      "../x",
      "x".repeat(5_000),
    ]) {
      await expect(
        fileLoader({ ...shared, request: get(`/sitemaps/${name}`), params: { file: name } }),
      ).rejects.toMatchObject({ status: 404 });
    }
  });

  it("the backend unreachable on the first walk: 503 with Retry-After, not cached", async () => {
    server.use(http.get("*/api/v1/stores/get-stores/all", () => HttpResponse.error()));
    const fresh = await homeRequest("/sitemap.xml", { userAgent: GOOGLEBOT });
    const response = await indexLoader(fresh);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBeTruthy();
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("sitemap files (unit)", () => {
  const data: SitemapData = {
    modules: [
      {
        id: 7,
        type: "grocery",
        stores: Array.from({ length: 5 }, (_, i) => ({ id: i + 1, slug: `s-${i}`, zoneId: 1 })),
        items: Array.from({ length: 11 }, (_, i) => ({ id: i + 1, slug: null })),
        categories: { en: [{ id: 3, name: "Fruit & Veg" }], ar: [{ id: 3, name: "فواكه وخضار" }] },
      },
    ],
  };

  it("splits a kind into numbered files of at most maxUrls URLs", () => {
    const names = sitemapFiles(data, 4).map((f) => `${f.name}:${f.entries.length}`);
    expect(names).toEqual([
      "en-stores.xml:4",
      "en-stores-2.xml:1",
      "en-categories.xml:1",
      "en-items.xml:4",
      "en-items-2.xml:4",
      "en-items-3.xml:3",
      "ar-stores.xml:4",
      "ar-stores-2.xml:1",
      "ar-categories.xml:1",
      "ar-items.xml:4",
      "ar-items-2.xml:4",
      "ar-items-3.xml:3",
    ]);
    expect(MAX_URLS).toBe(50_000);
  });

  it("a category's URLs carry its name in each language; every & is escaped", () => {
    const [file] = sitemapFiles(data).filter((f) => f.name === "ar-categories.xml");
    const xml = urlsetXml(ORIGIN, file);
    assertWellFormedXml(xml);
    expect(locs(xml)).toEqual([
      `${ORIGIN}/ar${categoryListingHref({ id: 3, name: "فواكه وخضار" }, 7)}`,
    ]);
    expect(xml).toContain(
      `hreflang="en" href="${escapeXml(`${ORIGIN}${categoryListingHref({ id: 3, name: "Fruit & Veg" }, 7)}`)}"`,
    );
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });
});
