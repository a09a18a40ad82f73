import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSharedFixture, type SharedFixture } from "./shared-fixture";
import type { Storefront } from "./storefront";

/**
 * Issue 27 item 5 (docs/decisions/039): a browser with scripting off gets its pages without
 * scripts. A page for a visitor not known either way carries a <noscript> beacon; loading it
 * (only such a browser does) stores `js=0`, and from then on pages come without module scripts,
 * modulepreloads or hydration data — the same content, fewer bytes. JavaScript coming back is
 * noticed by an inline script, and `js=1` always wins.
 */
let fixture: SharedFixture;
let shop: Storefront;
beforeAll(async () => {
  fixture = await startSharedFixture();
  shop = fixture.shop;
}, 60_000);
afterAll(async () => {
  await shop?.close();
});

const get = (path: string, cookie?: string) =>
  shop.request({ path, headers: cookie ? { Cookie: cookie } : {} });
const BEACON = '<noscript><img src="/js-off"';
const hydration = (html: string) => ({
  moduleScripts: (html.match(/<script type="module"/g) ?? []).length,
  modulepreloads: (html.match(/rel="modulepreload"/g) ?? []).length,
  context: html.includes("window.__remixContext"),
});
/** What a reader sees: the page without any script and without the beacon. */
const visible = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<noscript><img src="\/js-off"[^>]*><\/noscript>/g, "")
    .replace(/nonce="[^"]+"/g, "")
    // The hydration data's Suspense markers, which React writes after </html>.
    .replace(/<\/html>[\s\S]*$/, "</html>");

describe("pages for a browser without JavaScript", () => {
  it("the beacon stores js=0, bodiless and never cached, and leaves a known js=1 alone", async () => {
    const beacon = await get("/js-off");
    expect(beacon.status).toBe(204);
    expect(beacon.body).toBe("");
    expect(beacon.headers["cache-control"]).toBe("no-store");
    expect(String(beacon.headers["set-cookie"])).toMatch(
      /^js=0; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
    expect(String(beacon.headers["set-cookie"])).not.toMatch(/HttpOnly/i);
    const known = await get("/js-off", "js=1");
    expect(known.status).toBe(204);
    expect(known.headers["set-cookie"]).toBeUndefined();
  });

  it("an unknown visitor gets the scripts and the beacon; js=1 the scripts alone; js=0 the same content without scripts", async () => {
    const unknown = await get("/");
    const on = await get("/", "js=1");
    const off = await get("/", "js=0");
    for (const page of [unknown, on, off]) expect(page.status).toBe(200);

    expect(unknown.body).toContain(BEACON);
    expect(hydration(unknown.body)).toMatchObject({ context: true });
    expect(hydration(unknown.body).modulepreloads).toBeGreaterThan(0);
    expect(on.body).not.toContain(BEACON);
    expect(hydration(on.body)).toMatchObject({ context: true });

    expect(off.body).not.toContain(BEACON);
    expect(hydration(off.body)).toEqual({ moduleScripts: 0, modulepreloads: 0, context: false });
    // …but the script that notices JavaScript coming back, with the page's nonce.
    expect(off.body).toMatch(/<script nonce="[^"]+">document\.cookie="js=1; Path=\//);
    expect(visible(off.body)).toBe(visible(unknown.body));
    expect(gzipSync(off.body).length).toBeLessThan(gzipSync(unknown.body).length);
  });

  it("js=1 wins over a stale js=0, and a bad js cookie is just unknown", async () => {
    const both = await get("/", "js=0; js=1");
    expect(hydration(both.body).context).toBe(true);
    for (const cookie of ["js=2", "js=", "js=0x", "xjs=0"]) {
      const page = await get("/", cookie);
      expect(page.status, cookie).toBe(200);
      expect(page.body, cookie).toContain(BEACON);
      expect(hydration(page.body).context, cookie).toBe(true);
    }
  });
});

describe("pictures on a page without scripts", () => {
  /** The pictures of a page: `<img>`s from /img, and boxes drawn from /img once near the screen. */
  const pictures = (html: string) => ({
    img: (html.match(/<img\b[^>]*\bsrc="\/img\?/g) ?? []).length,
    later: (
      html.match(/<span\b[^>]*class="pic-later[ "][^>]*style="--pic:image-set\(url\(\/img\?/g) ?? []
    ).length,
  });

  it("a grocery home's pictures away from the first screen come as boxes Chromium fetches once near the screen, not as <img>s it fetches at once", async () => {
    // Chromium ignores loading="lazy" with JavaScript off: every <img> of a long home was
    // downloaded (issue 27: 86 pictures, 147 KB of the 341 KB no-JS order journey).
    const grocery = fixture.modules.find((m) => m.module_type === "grocery")!.id;
    const place = await fixture.located(grocery);
    const [unknown, on, off] = await Promise.all(
      ["", "; js=1", "; js=0"].map((js) => get("/home", place + js)),
    );
    for (const page of [unknown, on, off]) expect(page.status).toBe(200);

    // For everyone else (crawlers, a first visit, JavaScript): <img loading="lazy">, no boxes.
    for (const page of [unknown, on]) expect(pictures(page.body).later).toBe(0);
    const all = pictures(unknown.body).img;
    expect(all).toBeGreaterThan(50);
    // Without scripts: the same pictures, all but the first screen's drawn as boxes.
    const { img, later } = pictures(off.body);
    expect(img + later).toBe(all);
    expect(later).toBeGreaterThan(all * 0.8);
    expect(visible(off.body).length).toBeLessThan(visible(unknown.body).length);
  });

  it("the shared home a cache keeps never sees the hint: <img>s and the whole policy, with js=0 too", async () => {
    const grocery = fixture.modules.find((m) => m.module_type === "grocery")!.id;
    const shared = await get(`/home/z/${fixture.zones}/m/${grocery}`, "js=0");
    expect(shared.status).toBe(200);
    expect(pictures(shared.body).later).toBe(0);
    expect(pictures(shared.body).img).toBeGreaterThan(50);
    expect(String(shared.headers["content-security-policy"])).toContain("connect-src");
    // …while the private home of that browser gets the short one (ADR 041).
    const own = await get("/home", `${await fixture.located(grocery)}; js=0`);
    expect(String(own.headers["content-security-policy"])).not.toContain("connect-src");
  });
});
