import { test, expect } from "./fixtures";
import { DEMO_PLACE, demoLocation, setPrefs } from "./support/session";

/**
 * The landing page `/` (issue 4 item 1): hero, delivery-location entry, available zones with
 * their modules, app buttons; crawlable meta. Runs in both projects (JavaScript on and off).
 * Texts are the reference backend's seed (backend/seed/seed-settings.ts).
 */

test.describe("landing page", () => {
  test("shows the hero, the location entry, the zones with their modules and the app buttons", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    await expect(
      page.getByRole("heading", { level: 1, name: "Everything you need, delivered" }),
    ).toBeVisible();
    await expect(
      page.getByText("Food, groceries, medicines and more from the best stores in Dubai.").first(),
    ).toBeVisible();

    const main = page.getByRole("main");
    const choose = main.getByRole("link", { name: "Choose delivery location", exact: true });
    await expect(choose).toBeVisible();
    await expect(choose).toHaveAttribute("href", /^\/location/);

    const zones = page.getByRole("region", { name: "Where we deliver" });
    await expect(zones.getByRole("heading", { level: 3 })).toHaveText([
      "Downtown Dubai",
      "Dubai Marina",
      "Deira",
    ]);
    const downtownModules = zones.getByRole("list", { name: "Services in Downtown Dubai" });
    await expect(downtownModules.getByRole("listitem").first()).toBeVisible();
    expect(await downtownModules.getByRole("listitem").count()).toBeGreaterThanOrEqual(2);

    // The admin's testimonials (issue 24 item 9; seed: backend/seed/seed-settings.ts).
    const reviews = page.getByRole("region", { name: "What our customers say" });
    await expect(
      reviews.getByText("Groceries in 25 minutes and everything was fresh."),
    ).toBeVisible();
    await expect(reviews.getByText("Aisha Rahman")).toBeVisible();

    const apps = page.getByRole("region", { name: "Get the Souq Express app" });
    await expect(apps.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
      "href",
      "https://play.google.com/store/apps/details?id=example.souqexpress",
    );
    await expect(apps.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
      "href",
      "https://apps.apple.com/app/id0000000000",
    );
  });

  test("choosing the delivery location leads to the Pick Location flow", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("main")
      .getByRole("link", { name: "Choose delivery location", exact: true })
      .click();
    await expect(page).toHaveURL(/\/location/);
  });

  test("with a saved location it shows the address and continues to /home", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await setPrefs(context, baseURL!, await demoLocation(request, "grocery"));
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Delivering to" })).toBeVisible();
    await expect(main.getByText(DEMO_PLACE.address)).toBeVisible();
    await expect(main.getByRole("link", { name: "Change location" })).toHaveAttribute(
      "href",
      /^\/location/,
    );
    await main.getByRole("link", { name: "Continue shopping" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("gives crawlers a title, a description, a canonical URL and hreflang alternates", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("<title>Everything you need, delivered | Souq Express</title>");
    expect(html).toMatch(/<meta name="description" content="Food, groceries, medicines and more/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
    // HTML attribute names are case-insensitive (React may write hrefLang or hreflang).
    const lower = html.toLowerCase();
    expect(lower).toContain(
      `<link rel="alternate" hreflang="ar" href="${baseURL}/ar"/>`.toLowerCase(),
    );
    expect(lower).toContain(
      `<link rel="alternate" hreflang="x-default" href="${baseURL}/"/>`.toLowerCase(),
    );
  });

  test("in Arabic: right to left, Arabic texts", async ({ page }) => {
    await page.goto("/ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(
      page.getByRole("heading", { level: 1, name: "كل ما تحتاجه يصلك إلى بابك" }),
    ).toBeVisible();
    const choose = page
      .getByRole("main")
      .getByRole("link", { name: "اختر موقع التوصيل", exact: true });
    await expect(choose).toHaveAttribute("href", /^\/ar\/location/);
    await expect(page.getByRole("region", { name: "أين نوصل" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "ماذا يقول عملاؤنا" })
        .getByText("وصلت البقالة خلال 25 دقيقة وكل شيء كان طازجاً."),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "احصل عليه من Google Play" }).first(),
    ).toBeVisible();
  });

  test("dark theme in both languages (axe audits every page visited)", async ({
    page,
    context,
    baseURL,
  }) => {
    await setPrefs(context, baseURL!, { theme: "dark" });
    for (const path of ["/", "/ar"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/dark/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});
