import fs from "node:fs";
import net from "node:net";
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

  // A first visit fetches ~30 scripts: on HTTP/1.1 each pays its headers again, and the page's
  // policy headers (~1 KB: CSP with a nonce, frame and permissions policies) mean nothing on a
  // script. A browser still must not sniff it as anything else (nosniff).
  it("a script answer carries only what a script needs, in a few hundred bytes", async () => {
    const res = await storefront.request({
      path: script,
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // A module script is UTF-8 whatever its type says: no charset.
    expect(res.headers["content-type"]).toBe("text/javascript");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "permissions-policy",
      "cross-origin-opener-policy",
      "last-modified",
      "etag",
      // HTTP/1.1 keeps the connection without them (Node does, server/app.ts)
      "connection",
      "keep-alive",
    ]) {
      expect(res.headers[name], name).toBeUndefined();
    }
    const headerBytes = Object.entries(res.headers).reduce(
      (sum, [name, value]) => sum + name.length + String(value).length + 4,
      0,
    );
    expect(headerBytes).toBeLessThan(400);
  });

  it("without a Connection header the connection still serves the next script", async () => {
    const socket = net.connect(storefront.port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    const ask = `GET ${script} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n\r\n`;
    socket.write(ask);
    await expect.poll(() => received.match(/HTTP\/1\.1 200/g)?.length ?? 0).toBe(1);
    socket.write(ask);
    await expect.poll(() => received.match(/HTTP\/1\.1 200/g)?.length ?? 0).toBe(2);
    expect(socket.destroyed).toBe(false);
    expect(received).not.toMatch(/^connection:/im);
    socket.destroy();
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
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("what a page asks for besides its scripts", () => {
  it("its strings are fetched by its own inline script, never preloaded for a browser without JavaScript", async () => {
    for (const path of ["/", "/ar"]) {
      const page = await storefront.request({ path, headers: { "Accept-Encoding": "identity" } });
      expect(page.status, path).toBe(200);
      const head = page.body.slice(0, page.body.indexOf("</head>"));
      // A <link rel="preload"> is downloaded with JavaScript off as well (21 KB of strings).
      expect(head, path).not.toMatch(/<link[^>]*\/locales\//);
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))?.[1];
      expect(nonce, "the page's CSP nonce").toBeTruthy();
      const lang = path === "/ar" ? "ar" : "en";
      expect(head).toMatch(
        new RegExp(
          `<script nonce="${nonce!.replace(/[+/=]/g, "\\$&")}">window\\.__localeStrings=fetch\\("/locales/${lang}\\?v=[0-9a-f]{12}",`,
        ),
      );
    }
  });
});

describe("the page's policies go on pages only", () => {
  it("a data request, the route manifest and the strings carry a 50-byte policy; the page the whole one", async () => {
    const page = await storefront.request({
      path: "/",
      headers: { "Accept-Encoding": "identity" },
    });
    expect(String(page.headers["content-security-policy"])).toContain("'strict-dynamic'");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    const build = await loadBuild();
    const locale = /"(\/locales\/en\?v=[0-9a-f]{12})"/.exec(page.body)?.[1];
    expect(locale, "the page's strings URL").toBeTruthy();
    for (const path of [
      "/_root.data",
      `/__manifest?p=%2Fcart&version=${build.assets.version}`,
      locale!,
    ]) {
      const res = await storefront.request({ path, headers: { "Accept-Encoding": "identity" } });
      expect(res.status, path).toBe(200);
      expect(res.headers["content-security-policy"], path).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      for (const name of ["x-frame-options", "permissions-policy", "cross-origin-opener-policy"]) {
        expect(res.headers[name], `${name} on ${path}`).toBeUndefined();
      }
      expect(res.headers["x-content-type-options"], path).toBe("nosniff");
    }
  });
});
