import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import { FLASH_SALE_PAGE_SIZE } from "~/features/promotion-pages/flash-sale-page.server";
import { loader, meta } from "~/routes/($lang).flash-sales";
import { downtownWith, GOOGLEBOT, homeRequest, MODULE_IDS, server, useHomeApi } from "./home-kit";

/**
 * /flash-sales?id=&module_id=&page=N (issue 10 item 5) against the seeded backend: the running
 * sale's lines 12 a page with progress = sold / stock × 100 and out of stock at
 * available_stock 0 (browsing §5); bad ids and pages are 404s or page 1, never 500s. Expected
 * values come from the API.
 */
useHomeApi();

type Line = {
  id: number;
  stock: number;
  sold: number;
  available_stock: number;
  item: { name: string };
};
type Sale = { id: number; title: string; module_id: number };

async function api<T>(path: string, moduleId: number, lang = "en"): Promise<T> {
  const answer = await fetch(`http://api.test/api/v1/${path}`, {
    headers: { zoneId: "[1]", moduleId: String(moduleId), "X-localization": lang },
  });
  return (await answer.json()) as T;
}

type Page = Exclude<Awaited<ReturnType<typeof loader>>, Response>;
/** A sale's page (the sale is null only on a module's page without one). */
type SalePage = Page & { sale: NonNullable<Page["sale"]> };
const load = async (url: string, options: Parameters<typeof homeRequest>[1] = {}) =>
  (await loader(await homeRequest(url, options))) as SalePage;

async function thrownStatus(run: () => Promise<unknown>): Promise<number | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

let sale: Sale;
let lines: Line[] = [];

beforeAll(async () => {
  // the grocery module runs a flash sale in the default zone
  sale = (await api<Sale>("flash-sales", MODULE_IDS.grocery))!;
  const all = await api<{ products: Line[] }>(
    `flash-sales/items?flash_sale_id=${sale.id}&limit=100&offset=1`,
    MODULE_IDS.grocery,
  );
  lines = all.products;
});

describe("the running sale, cookie-less, with module_id", () => {
  it("page 1: its title, countdown and the first 12 lines with progress and stock", async () => {
    const page = await load(`/flash-sales?id=${sale.id}&module_id=${MODULE_IDS.grocery}`);
    expect(page.sale.title).toBe(sale.title);
    expect(page.onDefaultLocation).toBe(true);
    expect(Date.parse(page.sale.endsAt!)).toBeGreaterThan(Date.parse("2025-03-12T10:00Z"));
    expect(page.sale.total).toBe(lines.length);
    const shown = lines.slice(0, FLASH_SALE_PAGE_SIZE);
    expect(page.sale.items.map((i) => i.name)).toEqual(shown.map((l) => l.item.name));
    page.sale.items.forEach((card, i) => {
      expect(card.progress).toBe(Math.round((shown[i].sold / shown[i].stock) * 100));
      expect(card.availableStock).toBe(shown[i].available_stock);
      expect(card.outOfStock).toBe(shown[i].available_stock === 0);
    });
    // the seed sells one line out: it shows as out of stock
    expect(lines.some((l) => l.available_stock === 0)).toBe(true);
  });

  it("pages through every line with ?page=N; previous/next links and the canonical follow", async () => {
    const pageCount = Math.ceil(lines.length / FLASH_SALE_PAGE_SIZE);
    expect(pageCount).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let n = 1; n <= pageCount; n++) {
      const page = await load(`/flash-sales?id=${sale.id}&module_id=1&page=${n}`);
      seen.push(...page.sale.items.map((i) => i.name));
      expect(page.sale.pager).toMatchObject({ page: n, pageCount });
      const base = `/flash-sales?id=${sale.id}&module_id=1`;
      expect(page.sale.pager.previous).toBe(
        n === 1 ? null : n === 2 ? base : `${base}&page=${n - 1}`,
      );
      expect(page.sale.pager.next).toBe(n === pageCount ? null : `${base}&page=${n + 1}`);
      expect(page.meta.path).toBe(n === 1 ? base : `${base}&page=${n}`);
      expect(page.meta.list?.startPosition).toBe((n - 1) * FLASH_SALE_PAGE_SIZE + 1);
    }
    expect(seen).toEqual(lines.map((l) => l.item.name));
  });

  it("meta: paged title, self-canonical with its page, alternates and JSON-LD", async () => {
    const page = await load(`/ar/flash-sales?id=${sale.id}&module_id=1&page=2`);
    const tags = meta({ data: page, params: { lang: "ar" }, matches: [] } as never) as Array<
      Record<string, unknown>
    >;
    expect(tags[0].title).toBe(`${page.sale.title} – الصفحة 2 من ${page.sale.pager.pageCount}`);
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `http://shop.test/ar/flash-sales?id=${sale.id}&module_id=1&page=2`,
    });
    expect(tags).toContainEqual(
      expect.objectContaining({
        hrefLang: "en",
        href: `http://shop.test/flash-sales?id=${sale.id}&module_id=1&page=2`,
      }),
    );
    const ld = tags.find((t) => "script:ld+json" in t)?.["script:ld+json"] as {
      "@graph": Array<{ "@type": string; itemListElement: Array<{ position: number }> }>;
    };
    expect(ld["@graph"].map((d) => d["@type"])).toEqual(["BreadcrumbList", "ItemList"]);
    expect(ld["@graph"][1].itemListElement[0].position).toBe(FLASH_SALE_PAGE_SIZE + 1);
  });

  it("without ?id=: the module's running sale", async () => {
    const page = await load(`/flash-sales?module_id=1`);
    expect(page.sale.id).toBe(sale.id);
  });

  it("without module_id, a visitor of another module still finds the sale (the home's View all)", async () => {
    const page = await load(`/flash-sales?id=${sale.id}`, { prefs: downtownWith("food") });
    expect(page.sale.id).toBe(sale.id);
    expect(page.module.id).toBe(MODULE_IDS.grocery);
    expect(page.meta.path).toBe(`/flash-sales?id=${sale.id}&module_id=1`);
  });

  it("a crawler without cookies or module_id gets the sale on the default location", async () => {
    const page = await load(`/flash-sales?id=${sale.id}`, { userAgent: GOOGLEBOT });
    expect(page.sale.items.length).toBeGreaterThan(0);
    expect(page.onDefaultLocation).toBe(true);
  });
});

describe("bad input: a 404 or page 1, never a 500", () => {
  it.each(["abc", "0", "-1", "1e3", " 1", "99999999999", "x".repeat(10_000)])(
    "?id=%j is a 404",
    async (raw) => {
      expect(
        await thrownStatus(() => load(`/flash-sales?id=${encodeURIComponent(raw)}&module_id=1`)),
      ).toBe(404);
    },
  );

  it("a sale that is not running is a 404 (also after asking the other modules)", async () => {
    expect(await thrownStatus(() => load(`/flash-sales?id=999999&module_id=1`))).toBe(404);
    expect(
      await thrownStatus(() => load(`/flash-sales?id=999999`, { prefs: downtownWith("food") })),
    ).toBe(404);
  });

  it("a module without a running sale and no ?id= (Food) is a page saying so, not a 404", async () => {
    const page = await load(`/flash-sales?module_id=${MODULE_IDS.food}`);
    expect(page.sale).toBeNull();
    expect(page.module.id).toBe(MODULE_IDS.food);
    expect(page.meta.title).toBe("Flash sales");
    expect(page.meta.path).toBe(`/flash-sales?module_id=${MODULE_IDS.food}`);
    // Its page 2 still does not exist.
    expect(await thrownStatus(() => load(`/flash-sales?module_id=${MODULE_IDS.food}&page=2`))).toBe(
      404,
    );
  });

  it.each(["abc", "-1", "0", "1.5", "x".repeat(10_000)])("?page=%j shows page 1", async (raw) => {
    const page = await load(
      `/flash-sales?id=${sale.id}&module_id=1&page=${encodeURIComponent(raw)}`,
    );
    expect(page.sale.pager.page).toBe(1);
    expect(page.meta.path).toBe(`/flash-sales?id=${sale.id}&module_id=1`);
  });

  it("a page past the last is a 404", async () => {
    expect(await thrownStatus(() => load(`/flash-sales?id=${sale.id}&module_id=1&page=999`))).toBe(
      404,
    );
  });

  it("the backend unreachable: 503, not 500", async () => {
    server.use(http.get("*/api/v1/flash-sales/items", () => HttpResponse.error()));
    expect(await thrownStatus(() => load(`/flash-sales?id=${sale.id}&module_id=1`))).toBe(503);
  });
});
