import type { APIResponse } from "@playwright/test";
import { test, expect } from "./fixtures";

/**
 * The shell answers: frame landmarks, language and direction from the URL, a real 404, the
 * health probe, and a CSP nonce on every script. Runs in both projects (JavaScript on and off);
 * the fixtures add the console/CSP and axe checks to every page visited here.
 */

for (const { path, lang, dir } of [
  { path: "/", lang: "en", dir: "ltr" },
  { path: "/ar/", lang: "ar", dir: "rtl" },
]) {
  test(`${path} answers with the frame, lang="${lang}" dir="${dir}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}

test("an unknown URL is a 404 with the not-found text and a link home", async ({ page }) => {
  const response = await page.goto("/no-such-page-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/home");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("a build asset that does not exist is a plain 404, not a page", async ({ request }) => {
  // An old page asking for a stylesheet a new deploy removed must not get HTML back.
  const response = await request.get("/build/_assets/tailwind-GONE0000.css");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
});

test("/healthz answers 200", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
});

test.describe("content security policy", () => {
  // `hydrates: false`: static pages ship no scripts at all (static-pages.spec.ts checks that).
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
