import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { test, expect, isJsProject } from "./fixtures";
import {
  placeOrder,
  reviewReminder,
  signInAs,
  signUpCustomer,
  waitForReviewReminder,
} from "./support/customers";
import {
  demoLocation,
  demoToken,
  prefsCookieHeader,
  setPrefs,
  signedInCookieHeader,
  type ModuleType,
} from "./support/session";
import {
  CRAWLER_NAMES,
  DDHHMMSS,
  HOMES,
  MODULE_ORDER,
  cardLink,
  escapeHtml,
  expectNoPageOverflow,
  main,
  sectionsSettled,
  settledTranslate,
  switchModule,
  translateX,
} from "./support/home-pages";

/**
 * The module homes (issue 9): every module's sections in English and Arabic, the promotions
 * with and without JavaScript, the signed-in extras, and what a crawler gets. The expected
 * texts and names are in ./support/home-pages.ts.
 */

test.describe("module homes", () => {
  test("each module's home shows its sections with backend data, in English and Arabic; promotions with and without JavaScript", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const js = isJsProject(test.info());
    if (js) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], {
        origin: new URL(baseURL!).origin,
      });
    }
    // embla's chunk: no first visit downloads it, a mouse over a carousel brings it.
    const embla: string[] = [];
    page.on("request", (request) => {
      if (/\/carousel-enhancer-[^/]*\.js$/.test(request.url())) embla.push(request.url());
    });
    const ids = new Map<ModuleType, number>();
    for (const type of MODULE_ORDER) ids.set(type, (await demoLocation(request, type)).moduleId!);
    for (const lang of ["en", "ar"] as const) {
      // The first module by its saved location; the others through the side rail, as a visitor
      // switches (a form post: a new page without JavaScript, client-side rendering with it).
      // Arabic in the dark theme: each home is audited by axe in both themes this way.
      const prefs = await demoLocation(request, MODULE_ORDER[0]!);
      await setPrefs(context, baseURL!, { ...prefs, theme: lang === "ar" ? "dark" : "light" });
      await page.goto(lang === "ar" ? "/ar/home" : "/home");
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      for (const type of MODULE_ORDER) {
        if (type !== MODULE_ORDER[0]) await switchModule(page, lang, type);
        await sectionsSettled(page);

        const expected = HOMES[type][lang];
        const prefix = lang === "ar" ? "/ar" : "";
        await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(expected.hero);
        await expect(main(page).getByRole("heading", { level: 2 }), `${type} ${lang}`).toHaveText(
          expected.sections,
        );

        const id = ids.get(type)!;
        if (type === "parcel") {
          for (const card of [expected.item, expected.store]) {
            await expect(cardLink(page, card.section, card.name)).toHaveAttribute(
              "href",
              new RegExp(`^${prefix}/parcel-delivery-info\\?category_id=\\d+$`),
            );
          }
        } else {
          await expect(cardLink(page, expected.item.section, expected.item.name)).toHaveAttribute(
            "href",
            new RegExp(`^${prefix}/product/[a-z0-9-]+-\\d+\\?module_id=${id}$`),
          );
          await expect(cardLink(page, expected.store.section, expected.store.name)).toHaveAttribute(
            "href",
            new RegExp(
              `^${prefix}/store/[a-z0-9-]+\\?module_id=${id}&module_type=${type}&store_zone_id=\\d+$`,
            ),
          );
        }
        if (expected.sticky) {
          await expect(page.locator("#sticky-bottom").getByRole("link")).toContainText(
            expected.sticky,
          );
        }

        // The promotions: alive with JavaScript, plain content without.
        if (js && lang === "ar" && type === "food") await autoplayRightToLeft(page);
        await expectNoPageOverflow(page);
        if (lang === "en" && type === "grocery") {
          await (js ? livePromotions(page, embla) : staticPromotions(page));
          if (js) await quickAddKeepsShelves(page);
        }
        if (lang === "en") await englishInteractions(page, type, id);
      }
    }
  });
});

/** Tabs, conditions and "View all" links (the English pass only: the Arabic ones are the same
 * links under /ar). */
async function englishInteractions(page: Page, type: ModuleType, moduleId: number) {
  // "View all" plus the section's name for screen readers (a visually hidden ": <title>").
  const viewAll = (name: string) =>
    main(page).getByRole("link", { name: new RegExp(`^View all\\s*: ${name}$`) });
  switch (type) {
    case "grocery": {
      await expect(viewAll("Special offers")).toHaveAttribute(
        "href",
        `/home?search=special-offer&module_id=${moduleId}&data_type=discounted`,
      );
      // Best reviewed: the Drinks tab keeps only drinks (a link: a new document without JS).
      const section = page.locator("#best-reviewed");
      const tabs = section.getByRole("navigation", {
        name: "Filter Best reviewed items by category",
      });
      await expect(tabs.getByRole("link")).toHaveText([
        "All",
        "Beauty",
        "Bread & Juice",
        "Drinks",
        "Milks",
      ]);
      await expect(tabs.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "true");
      await expect(cardLink(page, "best-reviewed", "Coriander")).toBeVisible();
      await tabs.getByRole("link", { name: "Drinks" }).click();
      await expect(page).toHaveURL(/[?&]best-reviewed-tab=\d+#best-reviewed$/);
      await expect(tabs.getByRole("link", { name: "Drinks" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(section.getByRole("link", { name: "Coriander", exact: true })).toHaveCount(0);
      // the 50 most reviewed items of the grown demo zone hold one drink: Saffron Tea
      await expect(cardLink(page, "best-reviewed", "Saffron Tea")).toBeVisible();
      break;
    }
    case "pharmacy": {
      // Common conditions: another condition shows its own products (the loader fetches them).
      const section = page.locator("#common-conditions");
      const conditions = section.getByRole("navigation", { name: "Choose a condition" });
      await expect(conditions.getByRole("link", { name: "Fever" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(cardLink(page, "common-conditions", "Digital Thermometer")).toBeVisible();
      await conditions.getByRole("link", { name: "Allergy" }).click();
      await expect(page).toHaveURL(/[?&]condition=\d+#common-conditions$/);
      await expect(conditions.getByRole("link", { name: "Allergy" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(
        cardLink(page, "common-conditions", "Cetirizine 10 mg Tablets (20)"),
      ).toBeVisible();
      await expect(
        section.getByRole("link", { name: "Digital Thermometer", exact: true }),
      ).toHaveCount(0);
      break;
    }
    case "ecommerce":
      await expect(viewAll("Brands")).toHaveAttribute("href", "/all-brands");
      await expect(viewAll("Top offers near me")).toHaveAttribute(
        "href",
        "/store/top-offer-nearby",
      );
      break;
    case "food":
      await expect(viewAll("Top offers near me")).toHaveAttribute(
        "href",
        "/store/top-offer-nearby",
      );
      await expect(viewAll("New Arrival Restaurants")).toHaveAttribute("href", "/store/latest");
      break;
    case "parcel":
      break;
  }
}

/**
 * A quick add from a home card with JavaScript (issue 27 item 5): the card's stepper and the
 * header's count come from the root loader's data, so only the frame's loaders run again — the
 * home's own (every shelf, ~13 KB) does not. Counted: GET /home.data asking for the home route
 * (no `_routes`, or one naming it).
 */
async function quickAddKeepsShelves(page: Page): Promise<void> {
  const shelves: string[] = [];
  const watch = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== "GET" || url.pathname !== "/home.data") return;
    const routes = url.searchParams.get("_routes")?.split(",");
    if (!routes || routes.includes("routes/($lang).home")) shelves.push(url.search);
  };
  page.on("request", watch);
  const add = main(page)
    .getByRole("button", { name: /^Add .+ to cart$/ })
    .first();
  const name = (await add.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
  await add.click();
  // The stepper is drawn from the revalidation's answer: its request has been counted by then.
  await expect(
    main(page)
      .getByRole("button", { name: `Add one more ${name}`, exact: true })
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole("banner")
      .getByRole("link", { name: /Cart.*1/ })
      .first(),
  ).toBeAttached();
  page.off("request", watch);
  expect(shelves, "the home's loader ran again after the quick add").toEqual([]);
}

/** Grocery home with JavaScript: the promotions come alive. */
async function livePromotions(page: Page, embla: string[]): Promise<void> {
  // The banners have been playing by native scrolling: embla has not been downloaded.
  expect(embla, "embla before a mouse came over a carousel").toEqual([]);

  // The flash sale's countdown ticks (the server rendered it; the browser takes over).
  const timer = page.locator("#flash-sale").getByRole("timer").locator('[aria-hidden="true"]');
  const shown = (await timer.textContent()) ?? "";
  expect(shown).toMatch(DDHHMMSS);
  await expect(timer).not.toHaveText(shown, { timeout: 2_500 });
  await expect(timer).toHaveText(DDHHMMSS);

  // Coupon: Copy puts the code on the clipboard and reads 'copied' for a second.
  const coupon = page.locator("#coupons article").first();
  const code = ((await coupon.locator("code").textContent()) ?? "").trim();
  expect(code).not.toBe("");
  const copiedAt = Date.now();
  await coupon.getByRole("button", { name: `Copy code ${code}` }).click();
  await expect(coupon.getByRole("button")).toHaveText("copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(coupon.getByRole("button")).toHaveText("Copy", { timeout: 3_000 });
  expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(900);

  // A slider: "Next slide" (by keyboard, the mouse away: native scrolling) moves it one card on.
  await page.mouse.move(0, 0);
  const offers = page.locator("#special-offers");
  const next = offers.getByRole("button", { name: "Next slide" });
  await offers.scrollIntoViewIfNeeded();
  const offerList = offers.locator("ul").first();
  const offerScroller = offers.getByRole("group").locator('[tabindex="0"]');
  const start = await settledTranslate(offerList);
  // No "previous" at the start of a slider that does not loop (issue 22 item 14).
  await expect(next).toBeVisible();
  await expect(offers.getByRole("button", { name: "Previous slide" })).toHaveCount(0);
  await next.press("Enter");
  await expect.poll(() => translateX(offerList)).toBeLessThan(start - 200);
  // The glide (800 ms) ends before the window changes under it.
  await settledTranslate(offerList);
  await expect(offers.getByRole("button", { name: "Previous slide" })).toBeVisible();
  await expect(offerScroller).toHaveClass(/snap-mandatory/);
  // On a phone the arrows would sit over the cards: swiping (or the keyboard) moves them.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const arrows = offers.getByRole("button", { name: /^(Next|Previous) slide$/ });
  await expect(arrows.filter({ visible: true })).toHaveCount(0);
  // …and the keyboard still moves them from the focused scroller (back to the first card).
  const moved = await settledTranslate(offerList);
  await offerScroller.focus();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => translateX(offerList)).toBeGreaterThan(moved + 100);
  await page.setViewportSize(desktop);

  // A mouse drags it: native scrolling cannot, so a mouse over the carousel brings embla, which
  // takes the scroller over where it rests.
  const first = await settledTranslate(offerList);
  const box = (await offerScroller.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await expect(offerScroller).toHaveClass(/overflow-hidden/);
  expect(embla).toHaveLength(1);
  // (Within a few px: the scroller may rest a sub-snap off after the resize above.)
  expect(Math.abs((await translateX(offerList)) - first)).toBeLessThan(4);
  await page.mouse.down();
  await page.mouse.move(x - 400, y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => translateX(offerList)).toBeLessThan(first - 200);
  // Letting go is not a click on the card under the mouse: no item opens over the page.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);

  // Video ad: it plays only when asked; at its end a Replay button covers it and the slider
  // moves on. On a phone, where one ad shows at a time: on a wide screen the two demo ads both
  // fit, there is nothing to scroll to and no arrows.
  const ads = page.locator("#ads");
  await ads.scrollIntoViewIfNeeded();
  await expect(ads.getByRole("button", { name: /^(Next|Previous) slide$/ })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await ads.scrollIntoViewIfNeeded();
  const adList = ads.locator("ul").first();
  const before = await settledTranslate(adList);
  const video = ads.locator("video");
  await expect(video).not.toHaveAttribute("autoplay", /.*/);
  // The demo clip lasts 3 s (a recording without a duration in its header, so no seeking to
  // its end): it plays at 8× speed instead.
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 8;
    await element.play();
  });
  await expect(ads.getByRole("button", { name: "Replay" })).toBeVisible();
  await expect.poll(() => translateX(adList)).not.toBe(before);
  await page.setViewportSize(desktop);
}

/**
 * Food home in Arabic with JavaScript: the banner carousel plays by itself, right to left.
 */
async function autoplayRightToLeft(page: Page): Promise<void> {
  // In Arabic the slides start at the right edge and move rightwards. (The pointer stays away:
  // hovering pauses the autoplay.)
  await page.mouse.move(0, 0);
  const banners = page.locator("#module-banners").getByRole("group", { name: "العروض" });
  await expect(banners.getByRole("button", { name: "الشريحة التالية" })).toBeVisible();
  const list = banners.locator("ul").first();
  const start = await settledTranslate(list);
  // A slide is aligned on the scroller's right edge (its start in Arabic)…
  const edges = await list.evaluate((element) => ({
    end: element.parentElement!.getBoundingClientRect().right,
    slides: [...element.children].map((slide) => slide.getBoundingClientRect().right),
  }));
  expect(
    edges.slides.some((right) => Math.abs(right - edges.end) < 2),
    "a slide at the right",
  ).toBe(true);
  // …and the next one comes in from the left: the list moves rightwards.
  await expect.poll(() => translateX(list), { timeout: 6_000 }).toBeGreaterThan(start + 50);

  // Pause, by keyboard (WCAG 2.2.2): it stays put once the focus has left it too.
  await banners.getByRole("button", { name: "إيقاف العرض التلقائي للشرائح" }).press("Enter");
  const play = banners.getByRole("button", { name: "تشغيل العرض التلقائي للشرائح" });
  await expect(play).toBeFocused();
  await play.blur();
  const paused = await settledTranslate(list);
  await page.waitForTimeout(4_500);
  expect(await translateX(list)).toBe(paused);

  // Less motion asked for while the page is open: nothing plays by itself any more, so there
  // is no Pause or Play button; the arrows stay.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(banners.getByRole("button", { name: /العرض التلقائي للشرائح$/ })).toHaveCount(0);
  await expect(banners.getByRole("button", { name: "الشريحة التالية" })).toBeVisible();
  await page.emulateMedia({ reducedMotion: "no-preference" });
}

/** Grocery home without JavaScript: the same promotions, as plain content. */
async function staticPromotions(page: Page): Promise<void> {
  // Campaign cards and the flash sale: DD:HH:MM:SS as the server wrote it.
  const timers = main(page).getByRole("timer").locator('[aria-hidden="true"]');
  expect(await timers.count()).toBeGreaterThanOrEqual(3);
  for (const text of await timers.allTextContents()) expect(text).toMatch(DDHHMMSS);

  // Coupon codes are plain text to select; there is no Copy button.
  await expect(page.locator("#coupons code").first()).toHaveText(/^\S+$/);
  await expect(page.locator("#coupons").getByRole("button")).toHaveCount(0);

  // No dead buttons: the carousels are scrollers the keyboard can move.
  await expect(page.getByRole("button", { name: /^(Next|Previous) slide$/ })).toHaveCount(0);
  const scroller = page.locator("#special-offers").getByRole("group").locator('[tabindex="0"]');
  await scroller.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  // The video ad never starts by itself.
  await expect(page.locator("#ads video")).toHaveAttribute("controls", "");
  await expect(page.locator("#ads video")).not.toHaveAttribute("autoplay", /.*/);
}

test.describe("signed-in extras", () => {
  test("welcome with and without the first-order discount, the cashback panel, the review prompt", async ({
    page,
    context,
    request,
    baseURL,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    // Grocery for the order (a store open around the clock); the pharmacy home for the pages:
    // the extras are the same on every module's home but parcel's, and of those it is the
    // lightest to load and audit.
    const grocery = await demoLocation(request, "grocery");
    await setPrefs(context, baseURL!, await demoLocation(request, "pharmacy"));
    const js = isJsProject(test.info());
    // Fresh customers (the projects share one database and closing these changes them for
    // good). The second one's order is delivered (~12 s) while the first is greeted.
    const returning = await signUpCustomer(request);
    const orderId = await placeOrder(request, returning.token, grocery);
    const newcomer = await signUpCustomer(request);

    // Just signed up, no order yet: the first-order discount and how long it is valid.
    await signInAs(context, baseURL!, { token: newcomer.token, welcome: true });
    await page.goto("/home");
    const welcome = page.getByRole("dialog", { name: "Welcome to Souq Express!" });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText(
      "Your account is ready. Discover stores and items near you and order in a few taps.",
    );
    await expect(welcome).toContainText("Enjoy 10% off your first order. Valid for 30 days.");
    await checkA11y(page);
    // With JavaScript the dialog closes at once and its post goes in the background: the reload
    // below waits for its answer, or it could reach the server first and still find the flag.
    const dismissed = js
      ? page.waitForResponse((r) => r.request().method() === "POST" && /\/welcome\b/.test(r.url()))
      : null;
    await welcome.getByRole("button", { name: "Start exploring" }).click();
    await expect(welcome).toBeHidden();
    await dismissed;
    // Closing cleared the session's flag: it does not come back. (Without JavaScript the page
    // after the post is a new one from the server already.)
    if (js) await page.reload();
    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The floating cashback button opens the offers panel (a URL dialog), closed by a link.
    await page.getByRole("link", { name: /^Cashback offers: \d+ offers?$/ }).click();
    await expect(page).toHaveURL(/[?&]dialog=cashback\b/);
    const panel = page.getByRole("dialog", { name: "Cashback offers" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("listitem").first()).toContainText("cashback");
    await checkA11y(page);
    await panel.getByRole("link", { name: "Close" }).last().click();
    await expect(panel).toBeHidden();
    await expect(page).not.toHaveURL(/dialog=cashback/);

    // A customer who has ordered is welcomed without the discount; then, one modal at a time,
    // the delivered order's review prompt.
    await waitForReviewReminder(request, returning.token, orderId);
    await signInAs(context, baseURL!, { token: returning.token, welcome: true });
    await page.goto("/home");
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText("Your account is ready.");
    await expect(welcome).not.toContainText("first order");
    await welcome.getByRole("button", { name: "Start exploring" }).click();
    await expect(welcome).toBeHidden();

    const prompt = page.getByRole("dialog", { name: "How was your last order?" });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(`Your order #${orderId} has been delivered.`);
    await expect(prompt.getByRole("link", { name: "Give review" })).toHaveAttribute(
      "href",
      `/rate-and-review/${orderId}`,
    );
    await checkA11y(page);
    await prompt.getByRole("button", { name: "Not now" }).click();
    await expect(prompt).toBeHidden();
    // "Not now" sent the review-cancel request: the backend no longer offers the order.
    await expect.poll(() => reviewReminder(request, returning.token)).toBeNull();
    if (js) await page.reload();
    await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The located home a shared cache keeps (ADR 033): the same customer opens the pharmacy's
    // /home/z/<zones>/m/<id>, a page that is everyone's. A quick add still reaches their own
    // cart: with JavaScript the card's stepper follows once their parts arrive
    // (/home/personal); without it the post comes back to the private home, which shows it.
    const pharmacy = await demoLocation(request, "pharmacy");
    const zones = (JSON.parse(pharmacy.zoneIds!) as number[]).sort((a, b) => a - b).join("-");
    const sharedHome = `/home/z/${zones}/m/${pharmacy.moduleId}`;
    const answer = await page.goto(sharedHome);
    expect(answer!.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
    const medicine = "Cetirizine 10 mg Tablets (20)";
    const section = page.locator("#basic-medicine");
    // (Two pharmacies sell it: the first card.)
    await section
      .getByRole("button", { name: `Add ${medicine} to cart` })
      .first()
      .click();
    await expect(page.getByText(/^Item added to cart/).first()).toBeVisible();
    await expect(page).toHaveURL(js ? sharedHome : `/home?module_id=${pharmacy.moduleId}`);
    await expect(section.getByRole("button", { name: `Add one more ${medicine}` })).toBeVisible();
    await expect(section.getByText("1 in cart", { exact: true })).toBeAttached();

    // The item's and its store's pages a shared cache keeps (ADR 033 point 3), everyone's too:
    // with JavaScript the customer's line arrives from the personal request — the item form
    // offers "Update to cart", the store's card shows the stepper; without it both pages stay a
    // guest's (the private /product/<id> and /store/<id> show the customer's).
    const itemHref = await section
      .getByRole("link", { name: medicine })
      .first()
      .getAttribute("href");
    await page.goto(`${itemHref!.split("?")[0]}/z/${zones}`);
    const item = main(page);
    await expect(item.getByRole("heading", { level: 1, name: medicine })).toBeVisible();
    const storeHref = await item.locator('a[href^="/store/"]').first().getAttribute("href");
    await expect(
      item.getByRole("button", { name: js ? "Update to cart" : "Add to cart", exact: true }),
    ).toBeVisible();
    await page.goto(`${storeHref!.split("?")[0]}/z/${zones}?search=Cetirizine`);
    const found = main(page).getByRole("listitem").filter({ hasText: medicine });
    await expect(found.getByRole("link", { name: medicine, exact: true })).toBeVisible();
    await expect(found.getByText("1 in cart", { exact: true })).toHaveCount(js ? 1 : 0);
  });
});

test.describe("what a crawler gets", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "server answers: checked once");

  test("each module's own home URL answers without cookies, with names, meta and alternates", async ({
    request,
    baseURL,
  }) => {
    let biggest = 0;
    for (const type of MODULE_ORDER) {
      const { moduleId } = await demoLocation(request, type);
      const path = `/home?module_id=${moduleId}`;
      const response = await request.get(path, {
        headers: { "User-Agent": "Googlebot/2.1", Cookie: "" },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toMatch(/\bs-maxage=\d+/);
      const html = await response.text();
      for (const name of CRAWLER_NAMES[type]) {
        expect(html, `${type}: ${name}`).toContain(`>${escapeHtml(name)}<`);
      }
      expect(html).toMatch(/<title>[^<]+ \| Souq Express<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
      const url = `${baseURL}${path}`;
      expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${url}"/>`);
      expect(html).toContain(
        `<link rel="alternate" hrefLang="ar" href="${baseURL}/ar/home?module_id=${moduleId}"/>`,
      );
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${url}"/>`);
      biggest = Math.max(biggest, gzipSync(html).length);
    }
    // Issue 9's budget: a full module home, hydration data included, ≤ 60 KB gzip.
    expect(biggest).toBeLessThanOrEqual(60 * 1024);
  });
});

/**
 * WCAG 2.2's target-size (24 × 24 px or spaced apart) on a phone: the suite's audits run the 2.1
 * rules, and the pharmacy home once had a 74 × 20 px "View all" (issue 22 item 21). Read-only:
 * once, from the no-JS project, in a JavaScript page of its own (axe runs in the page).
 */
test.describe("targets on a phone", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "read-only: checked once");

  test("every module home at 390 px passes axe's target-size rule", async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: true,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      for (const type of MODULE_ORDER) {
        await setPrefs(context, baseURL!, await demoLocation(request, type));
        await page.goto("/home");
        await sectionsSettled(page);
        const { violations } = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
        const small = violations.flatMap((v) =>
          v.nodes.map((n) => `${n.target}: ${n.failureSummary}`),
        );
        expect(small, type).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});

/** The first HTML of the demo customer's home: their order awaiting review and the cashback button. */
test.describe("the demo customer's home", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "server answers: checked once");

  test("offers the delivered order for review and shows the cashback button", async ({
    request,
  }) => {
    const orderId = await reviewReminder(request, await demoToken(request));
    expect(orderId, "the seed's delivered order awaiting review").not.toBeNull();
    const prefs = await prefsCookieHeader(await demoLocation(request, "grocery"));
    const response = await request.get("/home", {
      headers: { Cookie: `${await signedInCookieHeader(request)}; ${prefs}` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("How was your last order?");
    expect(html).toContain(`href="/rate-and-review/${orderId}"`);
    expect(html).toMatch(/Cashback offers: \d+ offers?</);
  });
});
