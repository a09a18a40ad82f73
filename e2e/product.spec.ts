import type { Page } from "@playwright/test";
import { test, expect, isJsProject } from "./fixtures";
import { setPrefs } from "./support/session";
import {
  MODULE_IDS,
  escapeRegExp,
  foodItemWithChoices,
  itemWithEmptyVariation,
  itemsOf,
} from "./support/product";

/**
 * The item page and the item modal (issue 10 item 6), with and without JavaScript: a food item's
 * required variation, min/max and add-ons with the total and the messages; an ecommerce
 * variation out of stock; what a crawler gets; the modal over a module home (JavaScript).
 * Without JavaScript the choices are a GET form ("Update total"); with it everything is live.
 */

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const money = (amount: number) => `AED${amount.toFixed(2)}`;
/** Cumulative layout shift so far (buffered layout-shift entries without recent input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
// The label, then the end or a space (a price or "(Out of stock)" may follow): `\b` knows
// only ASCII word characters, so it never ends an Arabic label.
const option = (page: Page, role: "radio" | "checkbox", label: string) =>
  page.getByRole(role, { name: new RegExp(`^${escapeRegExp(label)}(?:$|\\s)`) });

test.describe("item page", () => {
  test("a food item: required variation, min/max, add-ons, quantity and the total", async ({
    page,
    request,
  }) => {
    const js = isJsProject(test.info());
    const { item, single, multi, addOn } = await foodItemWithChoices(request);
    await page.goto(`/product/${item.slug}?module_id=${MODULE_IDS.food}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.name);
    await expect(page.locator("output")).toHaveText(money(item.price));
    if (js) expect(await layoutShift(page), "CLS of the item page").toBeLessThan(0.001);
    const required = `Variation ${single.name} can not remain without selection.`;
    await expect(page.getByText(required)).toHaveCount(0);

    // Trying without the required choice: the messages, nothing posted.
    if (js) await page.getByRole("button", { name: "Add to cart" }).click();
    else await page.getByRole("button", { name: "Update total" }).click();
    await expect(page.getByText(required).first()).toBeVisible();
    await expect(page).toHaveURL(/\/product\//);

    // Too many in the multi group: the min/max message, and the info text under it.
    for (const value of multi.values.slice(0, multi.max + 1))
      await option(page, "checkbox", value.label).check();
    if (!js) await page.getByRole("button", { name: "Update total" }).click();
    await expect(
      page
        .getByText(
          `Selected variation named ${multi.name} must be in between Minimum ${multi.min} and Maximum ${multi.max}.`,
        )
        .first(),
    ).toBeVisible();
    await expect(
      page.getByText(
        `This Variation needs to be selected in between minimum ${multi.min} and Maximum ${multi.max} items.`,
      ),
    ).toBeVisible();

    // A valid choice: one multi value, the required single value, an add-on ×2, quantity 2.
    for (const value of multi.values.slice(1, multi.max + 1))
      await option(page, "checkbox", value.label).uncheck();
    const side = single.values[single.values.length - 1];
    await option(page, "radio", side.label).check();
    await option(page, "checkbox", addOn.name).check();
    // the same clicks with and without JavaScript (without it − / + submit the GET form)
    await page.getByRole("button", { name: `Increase quantity of ${addOn.name}` }).click();
    await expect(page.getByRole("spinbutton", { name: `Quantity of ${addOn.name}` })).toHaveValue(
      "2",
    );
    await page.getByRole("button", { name: "Increase quantity", exact: true }).click();
    const unit = item.price + side.optionPrice + multi.values[0].optionPrice;
    await expect(page.locator("output")).toHaveText(money(unit * 2 + addOn.price * 2));
    await expect(page.getByText(required)).toHaveCount(0);
    await expect(page.getByRole("spinbutton", { name: "Quantity", exact: true })).toHaveValue("2");
    // the shareable URL holds the choice (the + step is not in it: reloading does not step again)
    if (!js) {
      await expect(page).toHaveURL(new RegExp(`add_on_qty_${addOn.id}=2&.*quantity=2$`));
      expect(page.url()).not.toContain("step=");
    }
  });

  test("an ecommerce variation out of stock says so (Arabic, dark theme)", async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const js = isJsProject(test.info());
    await setPrefs(context, baseURL!, { theme: "dark" });
    // The demo's colours and sizes are answered in Arabic (issue 23 item 3).
    const { item, options } = await itemWithEmptyVariation(request, "ar");
    await page.goto(`/ar/product/${item.slug}?module_id=${MODULE_IDS.ecommerce}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // It opens on an available choice under "In Stock"; the empty one is marked (issue 22 item 9).
    const inStock = page.getByText("متوفر", { exact: true });
    await expect(inStock).toBeVisible();
    await expect(page.getByRole("button", { name: "أضف إلى السلة" })).toBeEnabled();
    for (const value of options) await option(page, "radio", value).check();
    if (!js) await page.getByRole("button", { name: "تحديث الإجمالي" }).click();
    // The badge follows the choice.
    await expect(inStock).toHaveCount(0);
    await expect(
      page.getByText("هذا الخيار غير متوفر في المخزون. اختر خيارًا آخر للمتابعة."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "نفد من المخزون" })).toBeDisabled();
  });
});

test.describe("crawlers", () => {
  test("every module's item page is complete HTML with valid JSON-LD", async ({ request }) => {
    test.skip(isJsProject(test.info()), "read-only HTML checks: once, in the no-js project");
    for (const [type, moduleId] of Object.entries(MODULE_IDS)) {
      const [item] = await itemsOf(request, moduleId);
      const path = `/product/${item.slug}?module_id=${moduleId}`;
      const answer = await request.get(path, { headers: { "User-Agent": GOOGLEBOT } });
      expect(answer.status(), type).toBe(200);
      const html = await answer.text();
      expect(html, type).toContain(`<h1`);
      expect(html).toMatch(/<link rel="canonical" href="[^"]+\/product\/[^"]+"/);
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
      const graph = scripts.flatMap((m) => {
        const doc = JSON.parse(m[1]) as { "@graph"?: unknown[] };
        return doc["@graph"] ?? [doc];
      }) as Array<{ "@type": string; name?: string; offers?: { priceCurrency?: string } }>;
      const product = graph.find((d) => d["@type"] === "Product");
      expect(product, type).toMatchObject({ name: item.name, offers: { priceCurrency: "AED" } });
      expect(
        graph.some((d) => d["@type"] === "BreadcrumbList"),
        type,
      ).toBe(true);
    }
    const missing = await request.get(`/product/no-such-item?module_id=${MODULE_IDS.food}`);
    expect(missing.status()).toBe(404);
  });
});

test.describe("related items (issue 24 item 3)", () => {
  test("the page lists related items and more from its store, as links a crawler follows", async ({
    page,
    request,
  }) => {
    test.skip(isJsProject(test.info()), "read-only server HTML: once, in the no-js project");
    const headers = { zoneId: "[1]", moduleId: String(MODULE_IDS.grocery) };
    const items = await itemsOf(request, MODULE_IDS.grocery);
    let chosen: { slug: string | null; id: number; related: Array<{ name: string }> } | null = null;
    for (const item of items.slice(0, 15)) {
      const related = (await (
        await request.get(`/api/v1/items/related-items/${item.id}`, { headers })
      ).json()) as Array<{ name: string }>;
      if (related.length) {
        chosen = { slug: item.slug ?? null, id: item.id, related };
        break;
      }
    }
    expect(chosen, "a grocery item with related items").not.toBeNull();
    const path = `/product/${chosen!.slug ?? chosen!.id}?module_id=${MODULE_IDS.grocery}`;
    await page.goto(`/ar${path}`);
    const similar = page.getByRole("region", { name: "منتجات ذات صلة" });
    await expect(similar.getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "المزيد من هذا المتجر" })).toBeVisible();

    await page.goto(path);
    const list = page.getByRole("region", { name: "Related items" });
    await expect(list.getByRole("link", { name: chosen!.related[0].name }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "More from this store" })).toBeVisible();
    await list.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/product\/[^/?]+\?module_id=/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("sharing (issue 24 item 6)", () => {
  test("the share menu opens with the page's link and plain links to the networks", async ({
    page,
    request,
  }) => {
    const [item] = await itemsOf(request, MODULE_IDS.grocery);
    const path = `/product/${item.slug}?module_id=${MODULE_IDS.grocery}`;
    await page.goto(path);
    // Chromium on Linux has no Web Share API: the menu opens (the native sheet is not tested).
    await page.getByText("Share", { exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Link to this page" })).toHaveValue(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+${escapeRegExp(path)}$`),
    );
    await expect(page.getByRole("main").getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=/,
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/,
    );
    if (isJsProject(test.info()))
      await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
    else await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);

    await page.goto(`/ar/store/${(item as unknown as { store_id: number }).store_id}`);
    await page.getByText("مشاركة", { exact: true }).click();
    await expect(page.getByRole("textbox", { name: "رابط هذه الصفحة" })).toHaveValue(
      /\/ar\/store\//,
    );
    await expect(page.getByRole("main").getByRole("link", { name: "تيليجرام" })).toHaveAttribute(
      "href",
      /^https:\/\/t\.me\/share\/url\?url=/,
    );
  });
});

test.describe("item modal", () => {
  test("a card clicked before the home's view is live opens the item's page, never nothing", async ({
    page,
  }) => {
    test.skip(!isJsProject(test.info()), "without JavaScript the link is always the page");
    // The home's view is a lazy chunk: until it has arrived React keeps the server HTML and drops
    // clicks on it, so a card is a plain link then. The modal once claimed that click and never
    // saw it again: nothing happened at all (item-card.tsx). Held here, it is slow on purpose.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/module-home-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/home?module_id=${MODULE_IDS.food}`);
    const card = page.getByRole("main").locator("article a[href*='/product/']").first();
    const name = (await card.textContent())!.trim();
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    release();
  });

  test("a food card opens the item over the home; Escape, the close button and Back return to it", async ({
    page,
    context,
    baseURL,
    checkA11y,
  }) => {
    test.skip(
      !isJsProject(test.info()),
      "the modal needs JavaScript; without it the link is the page",
    );
    await page.goto(`/home?module_id=${MODULE_IDS.food}`);
    const home = page.url();
    // The mark comes with hydration (item-card.tsx): the card is ready to open as a modal.
    const card = page.locator("[data-item-modal] a[href*='/product/']").first();
    await card.scrollIntoViewIfNeeded();
    const name = (await card.textContent())!.trim();
    const href = (await card.getAttribute("href"))!;
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const scrollY = await page.evaluate(() => window.scrollY);

    const dialog = page.getByRole("dialog", { name });
    const open = async () => {
      await card.click();
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(href);
    };
    const closed = async () => {
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(home);
      // the page under it never reloaded nor scrolled
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    };

    await open();
    await expect(dialog.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(dialog.locator("output")).toHaveText(/\d/);
    await checkA11y(page);
    await page.keyboard.press("Escape");
    await closed();

    await open();
    await dialog
      .getByRole("link", { name: "Close" })
      .or(dialog.getByRole("button", { name: "Close" }))
      .click();
    await closed();

    await open();
    await page.goBack();
    await closed();
    // Forward shows it again; a reload of the item URL is the page.
    await page.goForward();
    await expect(dialog).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    // The modal in the dark theme passes axe too.
    await setPrefs(context, baseURL!, { theme: "dark" });
    await page.goto(home);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await card.scrollIntoViewIfNeeded();
    await open();
    await expect(dialog.locator("output")).toHaveText(/\d/);
    await checkA11y(page);
  });
});
