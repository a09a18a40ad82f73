import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "./fixtures";
import { DDHHMMSS, main } from "./support/home-pages";
import { demoLocation, setPrefs } from "./support/session";

/**
 * Promotion pages and crawler files (issue 10 items 5 and 7), read-only, without JavaScript:
 * a cookie-less visitor opens a campaign (countdown, stores), a flash sale (progress, 'Out of
 * Stock', next page) and all brands (sorts as links); a crawler gets meta and JSON-LD. The
 * shared sale and brands pages (ADR 033) keep their pages and sorts; with JavaScript a quick
 * add on the shared sale (a fresh guest's cart, nobody else's) shows the stepper.
 * robots.txt, the sitemap and its every URL are tests/built/sitemap-crawl.test.ts (no browser).
 * Expected values are read from the embedded API, never from the seed. Every visited page gets
 * the automatic axe audit (fixtures.ts).
 */

const BOT = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)", Cookie: "" };

async function api<T>(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const response = await request.get(`/api/v1/${path}`, { headers });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** A module's listing as a shared cache keeps it (ADR 033): `<path>/z/<zones>/m/<module>`. */
function sharedPath(path: string, place: { zoneId: string; moduleId: string }) {
  const zones = (JSON.parse(place.zoneId) as number[]).sort((a, b) => a - b).join("-");
  return `${path}/z/${zones}/m/${place.moduleId}`;
}

/** The demo (default) zone and a module's id there, as the API says. */
async function zoneAnd(request: APIRequestContext, type: "grocery" | "ecommerce") {
  const prefs = await demoLocation(request, type);
  return { zoneId: prefs.zoneIds ?? "", moduleId: String(prefs.moduleId) };
}

test.describe("without JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "read-only pass: no-js only");

  test("a campaign page without cookies: banner, title, DD:HH:MM:SS countdown and its stores", async ({
    page,
    request,
  }) => {
    const headers = await zoneAnd(request, "grocery");
    const [campaign] = await api<Array<{ id: number; slug: string; title: string }>>(
      request,
      "campaigns/basic",
      headers,
    );
    const details = await api<{ stores: Array<{ name: string }> }>(
      request,
      `campaigns/basic-campaign-details?basic_campaign_id=${campaign.id}`,
      headers,
    );
    await page.goto(`/campaigns/${campaign.slug}?id=${campaign.id}&module_id=${headers.moduleId}`);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(campaign.title);
    await expect(main(page).getByRole("timer").locator('[aria-hidden="true"]')).toHaveText(
      DDHHMMSS,
    );
    const stores = main(page).getByRole("region", { name: "Stores" }).getByRole("listitem");
    await expect(stores).toHaveCount(details.stores.length);
    await expect(stores.first()).toContainText(details.stores[0].name);

    const [arabic] = (
      await api<Array<{ id: number; title: string }>>(request, "campaigns/basic", {
        ...headers,
        "X-localization": "ar",
      })
    ).filter((c) => c.id === campaign.id);
    await page.goto(
      `/ar/campaigns/${campaign.slug}?id=${campaign.id}&module_id=${headers.moduleId}`,
    );
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(arabic.title);
    await expect(main(page).getByRole("region", { name: "المتاجر" })).toBeVisible();
  });

  test("the flash sale: progress for every product, 'Out of Stock' when none is left, next page", async ({
    page,
    request,
  }) => {
    const headers = await zoneAnd(request, "grocery");
    const sale = await api<{ id: number; title: string }>(request, "flash-sales", headers);
    const all = await api<{ products: Array<{ available_stock: number }> }>(
      request,
      `flash-sales/items?flash_sale_id=${sale.id}&limit=100&offset=1`,
      headers,
    );
    const soldOut = all.products.findIndex((line) => line.available_stock === 0);
    expect(soldOut, "the demo sale has a sold-out line").toBeGreaterThanOrEqual(0);
    const soldOutPage = Math.floor(soldOut / 12) + 1;

    await page.goto(`/flash-sales?id=${sale.id}&module_id=${headers.moduleId}&page=${soldOutPage}`);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(sale.title);
    await expect(main(page).getByRole("timer")).toBeVisible();
    const cards = main(page)
      .getByRole("region", { name: "Flash sale items" })
      .getByRole("listitem");
    const onPage = Math.min(12, all.products.length - (soldOutPage - 1) * 12);
    await expect(cards).toHaveCount(onPage);
    await expect(main(page).getByRole("progressbar")).toHaveCount(onPage);
    await expect(cards.nth(soldOut % 12)).toContainText("Out of Stock");

    if (all.products.length > soldOutPage * 12) {
      await main(page).getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${soldOutPage + 1}(&|$)`));
      await expect(main(page).getByRole("progressbar").first()).toBeVisible();
    }

    // The same sale as a shared cache keeps it (ADR 033), from its URL alone: its pages stay on
    // the shared page.
    const shared = `${sharedPath("/flash-sales", headers)}?id=${sale.id}`;
    await page.goto(shared);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(sale.title);
    await expect(cards).toHaveCount(Math.min(12, all.products.length));
    if (all.products.length > 12) {
      await main(page).getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(`${shared}&page=2`);
      await expect(main(page).getByRole("progressbar").first()).toBeVisible();
    }
  });

  test("all brands: A to Z, Z to A and Default are links; each brand links to its items", async ({
    page,
    request,
  }) => {
    const headers = await zoneAnd(request, "ecommerce");
    const brands = await api<Array<{ id: number; name: string }>>(request, "brand", headers);
    const az = brands
      .map((b) => b.name)
      .sort(new Intl.Collator("en", { sensitivity: "base", numeric: true }).compare);

    await page.goto(`/all-brands?module_id=${headers.moduleId}`);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("All Brands");
    const sorts = main(page).getByRole("navigation", { name: "Sort by" });
    await expect(sorts.getByRole("link", { name: "Default" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const names = main(page).getByRole("list").last().getByRole("listitem");
    await expect(names).toHaveCount(brands.length);

    await sorts.getByRole("link", { name: "Z to A" }).click();
    await expect(page).toHaveURL(/sort=z-a/);
    await expect(sorts.getByRole("link", { name: "Z to A" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(names.first()).toContainText(az[az.length - 1]);
    await sorts.getByRole("link", { name: "A to Z" }).click();
    await expect(names.first()).toContainText(az[0]);
    const first = brands.find((b) => b.name === az[0])!;
    await expect(names.first().getByRole("link")).toHaveAttribute(
      "href",
      `/home?brand_id=${first.id}&data_type=brand&module_id=${headers.moduleId}`,
    );
  });

  test("a crawler gets each promotion page with title, canonical, alternates and JSON-LD", async ({
    request,
    baseURL,
  }) => {
    const grocery = await zoneAnd(request, "grocery");
    const shop = await zoneAnd(request, "ecommerce");
    const [campaign] = await api<Array<{ id: number; slug: string }>>(
      request,
      "campaigns/basic",
      grocery,
    );
    const sale = await api<{ id: number }>(request, "flash-sales", grocery);
    const paths = [
      `/campaigns/${campaign.slug}?id=${campaign.id}&module_id=${grocery.moduleId}`,
      `/flash-sales?id=${sale.id}&module_id=${grocery.moduleId}&page=2`,
      `/ar/all-brands?module_id=${shop.moduleId}`,
    ];
    for (const path of paths) {
      const response = await request.get(path, { headers: BOT, maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{10,}"\/>/);
      const canonical = `${baseURL}${path}`.replace(/&/g, "&amp;");
      expect(html, path).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toContain('hrefLang="x-default"');
      const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(ld.length, path).toBeGreaterThan(0);
      const types = ld.flatMap(([, json]) => {
        const doc = JSON.parse(json) as { "@graph"?: Array<{ "@type": string }>; "@type"?: string };
        return doc["@graph"]?.map((d) => d["@type"]) ?? [doc["@type"]];
      });
      expect(types, path).toEqual(expect.arrayContaining(["BreadcrumbList", "ItemList"]));
    }
    expect((await request.get("/campaigns/x?id=abc", { headers: BOT })).status()).toBe(404);
    expect(
      (
        await request.get(`/flash-sales?id=999999&module_id=${grocery.moduleId}`, { headers: BOT })
      ).status(),
    ).toBe(404);
  });
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the enhanced pages only");

  test("the pages hydrate: the campaign countdown ticks, brand sorts navigate in place, the shared sale's stepper follows", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const grocery = await zoneAnd(request, "grocery");
    const [campaign] = await api<Array<{ id: number; slug: string }>>(
      request,
      "campaigns/basic",
      grocery,
    );
    await page.goto(`/campaigns/${campaign.slug}?id=${campaign.id}&module_id=${grocery.moduleId}`);
    const timer = main(page).getByRole("timer").locator('[aria-hidden="true"]');
    await expect(timer).toHaveText(DDHHMMSS);
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before!, { timeout: 3_000 });

    const shop = await zoneAnd(request, "ecommerce");
    await page.goto(`/all-brands?module_id=${shop.moduleId}`);
    const sorts = main(page).getByRole("navigation", { name: "Sort by" });
    await sorts.getByRole("link", { name: "Z to A" }).click();
    await expect(page).toHaveURL(/sort=z-a/);
    await expect(sorts.getByRole("link", { name: "Z to A" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // The shared brands page (ADR 033): its sorts navigate in place and stay on it.
    const sharedBrands = sharedPath("/all-brands", shop);
    await page.goto(sharedBrands);
    await sorts.getByRole("link", { name: "Z to A" }).click();
    await expect(page).toHaveURL(`${sharedBrands}?sort=z-a`);
    await expect(sorts.getByRole("link", { name: "Z to A" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // The shared sale page: a quick add reaches the visitor's own cart, and the card's stepper
    // follows from the personal request (/home/personal), on the shared page.
    await setPrefs(context, baseURL!, await demoLocation(request, "grocery"));
    const sale = await api<{ id: number }>(request, "flash-sales", grocery);
    const sharedSale = `${sharedPath("/flash-sales", grocery)}?id=${sale.id}`;
    await page.goto(sharedSale);
    const card = main(page)
      .getByRole("region", { name: "Flash sale items" })
      .getByRole("listitem")
      .filter({ hasNotText: "Out of Stock" })
      .first();
    await card.getByRole("button", { name: /^Add .+ to cart$/ }).click();
    await expect(page.getByText(/^Item added to cart/).first()).toBeVisible();
    await expect(page).toHaveURL(sharedSale);
    await expect(card.getByText("1 in cart", { exact: true })).toBeAttached();
  });
});
