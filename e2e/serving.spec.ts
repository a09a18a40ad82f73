import Database from "better-sqlite3";
import { test, expect } from "./fixtures";
import { demoLocation, prefsCookieHeader, signedInCookieHeader } from "./support/session";

/**
 * What the server answers, read without a browser: it is the same with JavaScript on or off, so
 * it runs once, in the no-js project (issues 7 and 8).
 */
test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== false, "server answers: checked once");

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

function guestRows(): number {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set (playwright.config.ts sets it)");
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM guests").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

test.describe("serving", () => {
  test("page views create no guest rows and set no session cookie", async ({
    playwright,
    baseURL,
  }) => {
    const before = guestRows();
    const paths = ["/", "/ar", "/home", "/privacy-policy", "/location", "/modules", "/ar/about-us"];
    for (let i = 0; i < 100; i++) {
      const path = paths[i % paths.length]!;
      // Every view is a new cookie-less visitor with a browser's agent (crawlers never got
      // guests; people used to get one on every first view).
      const visitor = await playwright.request.newContext({ baseURL, userAgent: BROWSER });
      try {
        const response = await visitor.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBeLessThan(500);
        const setCookies = response
          .headersArray()
          .filter((h) => h.name.toLowerCase() === "set-cookie")
          .map((h) => h.value);
        expect(setCookies.join("\n"), path).not.toContain("__session=");
      } finally {
        await visitor.dispose();
      }
    }
    expect(guestRows() - before).toBe(0);
  });

  test("anonymous pages may be kept by a shared cache; personal answers never", async ({
    request,
  }) => {
    for (const path of ["/", "/ar", "/privacy-policy", "/ar/terms-and-conditions"]) {
      const response = await request.get(path, { headers: { Cookie: "" } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toMatch(SHARED);
      expect(response.headers()["vary"], path).toMatch(/\bCookie\b/i);
    }
    // A chosen location is not personal: the module home is shareable, varying on the cookie.
    const prefs = await prefsCookieHeader(await demoLocation(request, "grocery"));
    const home = await request.get("/home", { headers: { Cookie: prefs }, maxRedirects: 0 });
    expect(home.status()).toBe(200);
    expect(home.headers()["cache-control"]).toMatch(SHARED);

    // Signed in: the same pages are private.
    const signedIn = await signedInCookieHeader(request);
    for (const path of ["/", "/privacy-policy", "/home"]) {
      const response = await request.get(path, {
        headers: { Cookie: `${signedIn}; ${prefs}` },
        maxRedirects: 0,
      });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    // Pages with forms of their own, redirects and form answers are private too.
    const location = await request.get("/location");
    expect(location.headers()["cache-control"]).toBe("private, no-store");
    const theme = await request.post("/preferences/theme", {
      form: { theme: "dark", redirectTo: "/privacy-policy" },
      maxRedirects: 0,
    });
    expect(theme.status()).toBe(303);
    expect(theme.headers()["cache-control"]).toBe("private, no-store");
  });

  test("the session cookie the server sets is HttpOnly and SameSite=Lax", async ({ request }) => {
    // Page views set no session any more; signing out rewrites it (without the token).
    const response = await request.post("/logout", {
      headers: { Cookie: await signedInCookieHeader(request, { fresh: true }) },
      form: { redirectTo: "/home" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const session = response
      .headersArray()
      .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("__session="));
    expect(session?.value).toMatch(/;\s*HttpOnly/i);
    expect(session?.value).toMatch(/;\s*SameSite=Lax/i);
    expect(session?.value).toMatch(/;\s*Path=\//i);
  });

  test("build assets are immutable for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/build\/[^"]+\.js/.exec(html)?.[0];
    expect(asset, "the landing page links its scripts").toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
