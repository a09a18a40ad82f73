import type { Page, Request } from "@playwright/test";
import { isJsProject, test, expect } from "./fixtures";
import { setPrefs } from "./support/session";

/**
 * The footer (issue 4 item 7): contact, policy links, app and social links, the newsletter band
 * (valid / invalid / already subscribed, JavaScript on and off) and the map modal as URL state.
 * Texts are the reference backend's seed (backend/seed/seed-settings.ts).
 */

const footer = (page: Page) => page.getByRole("contentinfo");
const uniqueEmail = (tag: string) =>
  `reader-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Records the POSTs the page sends to the newsletter action. */
function newsletterPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/newsletter"))
      posts.push(request);
  });
  return posts;
}

test.describe("footer", () => {
  test("shows contact, policy, company, app and social links", async ({ page }) => {
    await page.goto("/privacy-policy");
    const f = footer(page);
    await expect(f.getByText("Souq Express", { exact: true }).first()).toBeVisible();
    await expect(f.getByRole("link", { name: "+97143001234" })).toHaveAttribute(
      "href",
      "tel:+97143001234",
    );
    await expect(f.getByRole("link", { name: "support@souqexpress.example" })).toHaveAttribute(
      "href",
      "mailto:support@souqexpress.example",
    );

    const policies = f.getByRole("navigation", { name: "Policies" });
    await expect(policies.getByRole("link")).toHaveText([
      "Terms and Conditions",
      "Privacy Policy",
      "Refund Policy",
      "Cancellation Policy",
      "Shipping Policy",
    ]);
    const company = f.getByRole("navigation", { name: "Company" });
    await expect(company.getByRole("link", { name: "About Us" })).toHaveAttribute(
      "href",
      "/about-us",
    );
    await expect(company.getByRole("link", { name: "Help and Support" })).toHaveAttribute(
      "href",
      "/help-and-support",
    );
    await expect(company.getByRole("link", { name: "Track Order" })).toHaveAttribute(
      "href",
      "/track-order",
    );

    await expect(f.getByRole("link", { name: "Get it on Google Play" })).toBeVisible();
    await expect(f.getByRole("link", { name: "Download on the App Store" })).toBeVisible();
    for (const network of ["Facebook", "Instagram", "Twitter", "LinkedIn", "Pinterest"]) {
      await expect(f.getByRole("link", { name: network, exact: true })).toHaveAttribute(
        "href",
        /^https:\/\//,
      );
    }
  });

  test("subscribes to the newsletter and stays on the page", async ({ page }, testInfo) => {
    const posts = newsletterPosts(page);
    await page.goto("/about-us");
    const band = page.getByRole("region", { name: "Sign up to our newsletter" });
    await expect(
      band.getByText("Receive the latest offers and new stores every week."),
    ).toBeVisible();
    const email = band.getByRole("textbox", { name: "Email address" });
    await email.fill(uniqueEmail(testInfo.project.name));
    await band.getByRole("button", { name: "Subscribe" }).click();

    await expect(page.getByText("Subscribed Successfully").first()).toBeVisible();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    expect(posts).toHaveLength(1);
    // Without JS the form posts and the server redirects back; with JS it stays put and resets.
    if (isJsProject(testInfo)) await expect(email).toHaveValue("");
  });

  test("refuses an invalid email with the message and keeps what was typed", async ({
    page,
  }, testInfo) => {
    const posts = newsletterPosts(page);
    await page.goto("/");
    const band = page.getByRole("region", { name: "Sign up to our newsletter" });
    // "user@invalid" passes the browser's own type=email check, so the no-JS POST reaches the server.
    await band.getByRole("textbox", { name: "Email address" }).fill("user@invalid");
    await band.getByRole("button", { name: "Subscribe" }).click();

    await expect(page.getByText("Please insert a valid email.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue("user@invalid");
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    if (!isJsProject(testInfo)) {
      // The server's answer: the /newsletter page with the error (status 400).
      await expect(page).toHaveURL(/\/newsletter$/);
      expect(posts).toHaveLength(1);
      expect((await posts[0].response())?.status()).toBe(400);
      await page.getByRole("link", { name: "Back to the previous page" }).click();
      await expect(page).toHaveURL(/\/$/);
    } else {
      // Validated in the browser: nothing was sent.
      expect(posts).toHaveLength(0);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("shows the backend's message for an address that is already subscribed", async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(`dup-${testInfo.project.name}`);
    expect((await request.post("/api/v1/newsletter/subscribe", { data: { email } })).ok()).toBe(
      true,
    );
    await page.goto("/");
    const band = page.getByRole("region", { name: "Sign up to our newsletter" });
    await band.getByRole("textbox", { name: "Email address" }).fill(email);
    await band.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("The email has already been taken.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue(email);
    await expect(page.getByText("Subscribed Successfully")).toHaveCount(0);
  });

  test("opens the map of the default location by URL, with directions, and closes it", async ({
    page,
  }) => {
    await page.goto("/about-us?dialog=map");
    const dialog = page.getByRole("dialog", { name: "Our location" });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText("Office 1204, Boulevard Plaza Tower 1, Downtown Dubai, UAE"),
    ).toBeVisible();
    await expect(
      dialog.getByRole("img", { name: "Map with a pin at 25.20480, 55.27080" }),
    ).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Get directions" })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=25.2048%2C55.2708",
    );
    await dialog.getByRole("link", { name: "Close" }).first().click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test("the footer address opens the map dialog", async ({ page }) => {
    await page.goto("/privacy-policy");
    await footer(page)
      .getByRole("link", { name: /Downtown Dubai, UAE/ })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy\?dialog=map$/);
    await expect(page.getByRole("dialog", { name: "Our location" })).toBeVisible();
  });

  test("in Arabic: right-to-left footer with Arabic texts, and the newsletter works", async ({
    page,
  }, testInfo) => {
    await page.goto("/ar/about-us");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const f = footer(page);
    await expect(
      f.getByRole("navigation", { name: "السياسات" }).getByRole("link", { name: "سياسة الخصوصية" }),
    ).toHaveAttribute("href", "/ar/privacy-policy");
    await expect(f.getByRole("link", { name: "فيسبوك" })).toBeVisible();
    const band = page.getByRole("region", { name: "اشترك في نشرتنا البريدية" });
    await band
      .getByRole("textbox", { name: "البريد الإلكتروني" })
      .fill(uniqueEmail(`ar-${testInfo.project.name}`));
    await band.getByRole("button", { name: "اشترك" }).click();
    await expect(page.getByText("تم الاشتراك بنجاح").first()).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/about-us$/);
  });

  test("in Arabic: an invalid email shows the Arabic message", async ({ page }) => {
    await page.goto("/ar");
    const band = page.getByRole("region", { name: "اشترك في نشرتنا البريدية" });
    await band.getByRole("textbox", { name: "البريد الإلكتروني" }).fill("user@invalid");
    await band.getByRole("button", { name: "اشترك" }).click();
    await expect(page.getByText("يرجى إدخال بريد إلكتروني صالح.")).toBeVisible();
  });

  test("dark theme: the footer, its error state and the map dialog keep their contrast", async ({
    page,
    context,
    baseURL,
    checkA11y,
  }) => {
    await setPrefs(context, baseURL!, { theme: "dark" });
    await page.goto("/ar/privacy-policy?dialog=map");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("dialog", { name: "موقعنا" })).toBeVisible();
    await checkA11y(page);
    await page.goto("/");
    const band = page.getByRole("region", { name: "Sign up to our newsletter" });
    await band.getByRole("textbox", { name: "Email address" }).fill("user@invalid");
    await band.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please insert a valid email.")).toBeVisible();
    await checkA11y(page);
  });
});
