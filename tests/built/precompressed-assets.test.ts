import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBuild, startStorefront, type Storefront } from "./storefront";

/**
 * Build assets go out as the Brotli / gzip twins written at build time
 * (scripts/compress-assets.mjs, server/app.ts), small chunks included, still cached for a year.
 */
let storefront: Storefront;
let script: string;

beforeAll(async () => {
  storefront = await startStorefront();
  const build = await loadBuild();
  // The smallest script of the client build: on-the-fly compression skipped those (< 1 KB).
  const entry = build.assets.entry.imports
    .map((url) => ({ url, size: fs.statSync(path.join("public", url)).size }))
    .sort((a, b) => a.size - b.size)[0];
  script = entry.url;
});

afterAll(async () => {
  await storefront?.close();
});

describe("precompressed build assets", () => {
  it("a browser that accepts Brotli gets the .br twin, cached for a year", async () => {
    const res = await storefront.request({
      path: script,
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toMatch(/max-age=31536000.*immutable/);
  });

  it("gzip-only clients get the .gz twin; others the plain file", async () => {
    const gz = await storefront.request({ path: script, headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await storefront.request({ path: script });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(fs.readFileSync(path.join("public", script), "utf8"));
  });

  it("a missing asset is a plain 404", async () => {
    const res = await storefront.request({
      path: "/build/_shared/missing-chunk.js",
      headers: { "Accept-Encoding": "br" },
    });
    expect(res.status).toBe(404);
    expect(res.body).not.toContain("<html");
  });
});
