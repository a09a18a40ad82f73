import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStorefront, type Storefront } from "./storefront";

/**
 * Issue 7 regressions that only the built app shows (one per class; the fuzz covers the
 * combinations): error pages carry our own text, PUBLIC_URL alone is the origin, and hostile
 * requests get a 4xx.
 */
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const INTERNAL =
  /did not provide an `?action|You made a POST|No route matches|Invalid request method/;

let plain: Storefront;
let behind: Storefront;
/** Behind one trusted proxy, without PUBLIC_URL: the origin comes from X-Forwarded-*. */
let proxied: Storefront;
/** Behind one trusted proxy, with PUBLIC_URL. */
let proxiedWithUrl: Storefront;
beforeAll(async () => {
  plain = await startStorefront();
  behind = await startStorefront({ PUBLIC_URL: "https://shop.example" });
  proxied = await startStorefront({ TRUST_PROXY: "1" });
  proxiedWithUrl = await startStorefront({ TRUST_PROXY: "1", PUBLIC_URL: "https://shop.example" });
});
afterAll(async () => {
  await plain?.close();
  await behind?.close();
  await proxied?.close();
  await proxiedWithUrl?.close();
});

describe("error pages", () => {
  it("answers a POST to a page without an action with a plain 405 (document and data URL)", async () => {
    for (const path of ["/home", "/ar/about-us", "/home.data", "/", "/?index", "/_root.data"]) {
      const res = await plain.request({ method: "POST", path, headers: FORM, body: "a=1" });
      expect(res.status, path).toBe(405);
      expect(res.body).toBe("Method not allowed");
      expect(res.headers.allow).toBe("GET, HEAD");
    }
  });

  it("answers TRACE and HEAD-on-data with 405, not a Remix error", async () => {
    expect((await plain.request({ method: "TRACE", path: "/newsletter" })).status).toBe(405);
    expect((await plain.request({ method: "HEAD", path: "/logout.data" })).status).toBe(405);
  });

  it("renders a 404 whose page and hydration data hold no internal message", async () => {
    const res = await plain.request({ path: "/xx/no/such/page" });
    expect(res.status).toBe(404);
    expect(res.body).not.toMatch(INTERNAL);
    expect(res.body).toContain("Page not found");
  });

  it.each([
    ["/newsletter", "text/plain", 415, "This request could not be handled"],
    ["/ar/newsletter", "application/json", 415, "تعذّر التعامل مع هذا الطلب"],
    // A resource route (no page): the plain message itself.
    ["/preferences/theme", "multipart/form-data", 400, "The form could not be read."],
  ])("POST %s as %s → %i with our own text", async (path, type, status, text) => {
    const res = await plain.request({
      method: "POST",
      path,
      headers: { "Content-Type": type },
      body: "theme=dark",
    });
    expect(res.status).toBe(status);
    expect(res.body).toContain(text);
    expect(res.body).not.toMatch(INTERNAL);
  });

  it("refuses a body over the limit with 413", async () => {
    const res = await plain.request({
      method: "POST",
      path: "/newsletter",
      headers: FORM,
      body: "email=" + "a".repeat(200_000),
    });
    expect(res.status).toBe(413);
  });

  it("treats a 50 KB honeypot timestamp as spam (400), never a 500", async () => {
    const body = `email=a%40b.co&website_url=&form_rendered_at=${"A".repeat(50_000)}`;
    const res = await plain.request({ method: "POST", path: "/newsletter", headers: FORM, body });
    expect(res.status).toBe(400);
  });
});

describe("origin and redirects", () => {
  it("never redirects a GET off-site: /en//x, //x/home, backslashes", async () => {
    for (const path of [
      "/en//evil.example",
      "/en/\\evil.example",
      "//evil.example/home",
      "/\\evil.example",
    ]) {
      const res = await plain.request({ path });
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toMatch(/^\/[^/\\]/);
    }
  });

  it("serves an absolute-form target as its own path, never a 500", async () => {
    const res = await plain.request({ path: "http://evil.example/about-us" });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain("evil.example");
  });

  it("with PUBLIC_URL, a foreign Host gets canonical and hreflang links to PUBLIC_URL only", async () => {
    const res = await behind.request({ path: "/about-us", headers: { Host: "evil.example" } });
    expect(res.status).toBe(200);
    const links = [...res.body.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)];
    expect(links.length).toBeGreaterThan(2);
    for (const [, href] of links) expect(href.startsWith("https://shop.example/")).toBe(true);
    expect(res.body).not.toContain("evil.example");
  });

  it("with PUBLIC_URL, a post from PUBLIC_URL's origin is accepted whatever the Host; a foreign one is 403", async () => {
    const ok = await behind.request({
      method: "POST",
      path: "/preferences/theme",
      headers: { ...FORM, Host: "10.1.2.3:3000", Origin: "https://shop.example" },
      body: "theme=dark&redirectTo=%2F.%2F%2Fevil.example",
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe("/home");
    const evil = await behind.request({
      method: "POST",
      path: "/preferences/theme",
      headers: {
        ...FORM,
        Host: "evil.example",
        Origin: "http://evil.example",
        "Sec-Fetch-Site": "same-origin",
      },
      body: "theme=dark",
    });
    expect(evil.status).toBe(403);
  });

  /**
   * Issue 28 item 13: a CDN keys its copies on the Host, not on X-Forwarded-Host/-Proto. A page
   * whose links were built from a forwarded header must never be marked for a shared cache, or
   * one request with `X-Forwarded-Host: evil.example` poisons the copy everyone gets.
   */
  it("with TRUST_PROXY and no PUBLIC_URL, a page whose origin came from X-Forwarded-* is never shared", async () => {
    const shared = /\b(?:public|s-maxage)\b/;
    const clean = await proxied.request({ path: "/about-us", headers: { Host: "shop.example" } });
    expect(clean.status).toBe(200);
    // The same page without a forwarded header is shareable: the guard below is not vacuous.
    expect(clean.headers["cache-control"]).toMatch(shared);
    const forwarded: Array<Record<string, string>> = [
      { Host: "shop.example", "X-Forwarded-Host": "evil.example" },
      { Host: "shop.example", "X-Forwarded-Host": "shop.example" },
      { Host: "shop.example", "X-Forwarded-Proto": "https" },
      { Host: "shop.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" },
    ];
    for (const headers of forwarded) {
      for (const path of ["/about-us", "/ar/about-us", "/"]) {
        const res = await proxied.request({ path, headers });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBeLessThan(400);
        expect(String(res.headers["cache-control"]), JSON.stringify(headers)).not.toMatch(shared);
        expect(String(res.headers["cache-control"])).toMatch(/private|no-store/);
      }
    }
  });

  it("with TRUST_PROXY and PUBLIC_URL, X-Forwarded-Host changes nothing: links to PUBLIC_URL, shareable", async () => {
    const res = await proxiedWithUrl.request({
      path: "/about-us",
      headers: { Host: "10.0.0.5:3000", "X-Forwarded-Host": "evil.example" },
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain("evil.example");
    expect(res.body).toContain('rel="canonical" href="https://shop.example/about-us"');
    expect(res.headers["cache-control"]).toMatch(/s-maxage/);
  });

  it("a back link never renders a scheme-relative href", async () => {
    const res = await plain.request({ path: "/newsletter?redirectTo=%2F.%2F%2Fevil.example" });
    expect(res.status).toBe(200);
    expect(res.body).not.toMatch(/href="\/\//);
  });
});
