import { test, expect } from "./fixtures";

/**
 * Issue 2's "done when": cross-site posts refused, cookie flags, garbage cookies and odd query
 * params never break a page. Runs in both projects (JavaScript on and off).
 */
test.describe("foundation", () => {
  test("a cross-site POST is refused with 403", async ({ request, baseURL }) => {
    const response = await request.post(`${baseURL}/newsletter`, {
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      data: "email=someone%40example.com",
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("Cross-site form submissions are not accepted");
  });

  test("garbage cookies are ignored, not a 500", async ({ page, context, baseURL }) => {
    const url = new URL(baseURL!);
    await context.addCookies(
      ["__session", "prefs", "__flash"].map((name) => ({
        name,
        value: name === "prefs" ? "eyJ6b25lSWRzIjoiWzFdIn0%3D.forged" : "%E0%A4%A%25garbage",
        domain: url.hostname,
        path: "/",
      })),
    );
    // The landing page: /home without a (valid) zone shows the modal Pick Location dialog, which
    // hides the footer from the accessibility tree.
    const response = await page.goto("/");
    expect(response?.status()).toBeLessThan(500);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("unknown and hostile query params never produce a 500", async ({ page }) => {
    for (const path of [
      "/?utm_source=x&page=-1&offset=abc",
      "/?dialog=%3Cscript%3Ealert(1)%3C%2Fscript%3E&redirectTo=https%3A%2F%2Fevil.example",
      "/ar/?lang=xx&theme=purple&zoneId=%5B%27%20OR%201%3D1",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      await expect(page.getByRole("banner")).toBeVisible();
    }
  });

  test("an unknown URL is a 404 inside the frame with a way back", async ({ page }) => {
    const response = await page.goto("/ar/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "الصفحة غير موجودة" })).toBeVisible();
    await expect(page.getByRole("link", { name: "العودة إلى الرئيسية" })).toHaveAttribute(
      "href",
      "/ar/home",
    );
  });
});
