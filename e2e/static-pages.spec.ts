import { test, expect, isJsProject } from "./fixtures";
import { withBackendSettings } from "./support/backend-settings";

/**
 * Policy, about and help pages (issue 4 item 8): content from the backend rendered on the
 * server, and NO JavaScript at all in the document. The pages are the same with JavaScript on or
 * off (they ship none), so what the server renders is checked once, in the no-js project; the
 * way to them from the footer is a navigation and runs in both. Texts are the seed's
 * (backend/seed/seed-pages.ts).
 */

const PAGES = [
  {
    path: "/terms-and-conditions",
    title: "Terms and Conditions",
    text: "By using Souq Express you agree to these terms.",
  },
  { path: "/privacy-policy", title: "Privacy Policy", text: "We never sell your data." },
  {
    path: "/refund-policy",
    title: "Refund Policy",
    text: "request a refund from the order page within 24 hours",
  },
  {
    path: "/cancellation-policy",
    title: "Cancellation Policy",
    text: "You can cancel an order while it is pending.",
  },
  { path: "/shipping-policy", title: "Shipping Policy", text: "Orders over AED 150 ship free." },
  { path: "/about-us", title: "About Us", text: "Souq Express is a Dubai marketplace for food" },
  { path: "/help-and-support", title: "Help and Support", text: "support@souqexpress.example" },
];

const readOnly = () =>
  test.skip(isJsProject(test.info()), "what the server renders: checked in the no-js project");

test.describe("static pages", () => {
  for (const { path, title, text } of PAGES) {
    test(`${path} opens with its content and ships no JavaScript`, async ({ page, request }) => {
      readOnly();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("main").getByText(text).first()).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Souq Express`);

      const raw = await request.get(path);
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      expect(html).toContain(title);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/modulepreload/i);
    });
  }

  test("the policy links in the footer open their pages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Refund Policy" }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Refund Policy" })).toBeVisible();
  });

  test("help and support gives the contact details as links", async ({ page }) => {
    readOnly();
    await page.goto("/help-and-support");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "+97143001234" })).toHaveAttribute(
      "href",
      "tel:+97143001234",
    );
    await expect(main.getByRole("link", { name: "support@souqexpress.example" })).toHaveAttribute(
      "href",
      "mailto:support@souqexpress.example",
    );
  });

  test("in Arabic: right to left, Arabic title and the backend's Arabic text, still no script", async ({
    page,
    request,
  }) => {
    readOnly();
    await page.goto("/ar/privacy-policy");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "سياسة الخصوصية" })).toBeVisible();
    await expect(page.getByRole("main").getByText("ولا نبيع بياناتك أبداً")).toBeVisible();
    await page.goto("/ar/help-and-support");
    await expect(page.getByRole("heading", { level: 1, name: "المساعدة والدعم" })).toBeVisible();
    expect(await (await request.get("/ar/about-us")).text()).not.toMatch(/<script/i);
  });

  test("maintenance mode: every page answers 503 with the branded page, the policies stay up", async ({
    page,
    request,
    allowProblem,
  }) => {
    allowProblem(/status of 503/);
    await withBackendSettings(request, { maintenance_mode: 1 }, async () => {
      const home = await page.goto("/home");
      expect(home?.status()).toBe(503);
      expect(Number(home?.headers()["retry-after"])).toBeGreaterThan(0);
      await expect(
        page.getByRole("heading", { level: 1, name: "We'll be back soon" }),
      ).toBeVisible();
      await expect(
        page.getByText("Souq Express is closed for scheduled maintenance."),
      ).toBeVisible();
      await expect(page).toHaveTitle("We'll be back soon | Souq Express");

      const arabic = await page.goto("/ar/store/popular");
      expect(arabic?.status()).toBe(503);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1, name: "سنعود قريبًا" })).toBeVisible();
      await page.getByRole("link", { name: "الشروط والأحكام" }).click();
      await expect(page).toHaveURL(/\/ar\/terms-and-conditions$/);
      await expect(page.getByRole("heading", { level: 1, name: "الشروط والأحكام" })).toBeVisible();
    });
    // Switched off: the next page is the shop again.
    const back = await page.goto("/");
    expect(back?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "We'll be back soon" })).toHaveCount(
      0,
    );
  });
});
