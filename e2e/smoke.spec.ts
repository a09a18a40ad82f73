import type { APIResponse } from "@playwright/test";
import { test, expect } from "./fixtures";

/**
 * The shell answers: frame landmarks, language and direction from the URL, a real 404, the
 * health probe, and a CSP nonce on every script. Runs in both projects (JavaScript on and off);
 * the fixtures add the console/CSP and axe checks to every page visited here.
 */

test("the home page answers with the frame in English, left to right", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("/ar/ is Arabic, right to left", async ({ page }) => {
  const response = await page.goto("/ar/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("an unknown URL is a 404 with the not-found text and a link home", async ({ page }) => {
  const response = await page.goto("/no-such-page-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/home");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("/healthz answers 200", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
});

test.describe("content security policy", () => {
  // `hydrates: false` pages ship no scripts at all (see the static pages test below).
  const htmlPages = [
    { path: "/", hydrates: true },
    { path: "/ar/", hydrates: true },
    { path: "/home", hydrates: true },
    { path: "/no-such-page-anywhere", hydrates: true },
    { path: "/privacy-policy", hydrates: false },
  ];

  for (const { path, hydrates } of htmlPages) {
    test(`every script on ${path} carries the response's CSP nonce`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.headers()["content-type"]).toContain("text/html");
      const nonce = scriptNonceOf(response);
      const scripts = scriptTags(await response.text());
      // A page that lost its <Scripts> would otherwise pass with nothing to check.
      if (hydrates) expect(scripts.length, "scripts on a hydrating page").toBeGreaterThan(0);
      for (const tag of scripts)
        expect(tag, "script tag without the response's nonce").toContain(`nonce="${nonce}"`);
    });
  }

  test("the nonce is new on every request", async ({ request }) => {
    const first = scriptNonceOf(await request.get("/"));
    const second = scriptNonceOf(await request.get("/"));
    expect(first).not.toBe(second);
  });
});

test("static pages ship no JavaScript", async ({ request }) => {
  for (const path of [
    "/privacy-policy",
    "/terms-and-conditions",
    "/about-us",
    "/help-and-support",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(scriptTags(html), `${path} has <script> tags`).toEqual([]);
    expect(html, `${path} preloads modules`).not.toContain('rel="modulepreload"');
  }
});

/** The nonce of the CSP's script-src directive; fails the test when there is none. */
function scriptNonceOf(response: APIResponse): string {
  const csp = response.headers()["content-security-policy"];
  expect(csp, `no Content-Security-Policy header on ${response.url()}`).toBeTruthy();
  const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc ?? "")?.[1];
  expect(nonce, `no nonce in script-src of "${csp}"`).toBeTruthy();
  return nonce!;
}

function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/gi) ?? [];
}
