import express from "express";
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageWidth, responsiveImage } from "../../app/lib/image-url";
import { createImageCache } from "../../server/image-cache";
import { imageEndpoint } from "../../server/image-endpoint";

/**
 * The /img endpoint against a real backend stand-in on a loopback port: what a phone downloads
 * for a big upload, what it refuses (another host, a private address, a redirect away, a page
 * that is not a picture, an oversized answer), and a cache that stays within its limit.
 */

/** A 2000 × 2000 PNG of about 1.5 MB: a gradient, two discs and a grainy square (a photo's noise). */
async function bigPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#e65100"/><stop offset="1" stop-color="#ffe082"/></linearGradient></defs><rect width="2000" height="2000" fill="url(#g)"/><circle cx="1000" cy="1000" r="600" fill="#2e7d32"/><circle cx="800" cy="800" r="200" fill="#fff" opacity=".4"/></svg>`;
  const grain = await sharp({
    create: {
      width: 760,
      height: 760,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 20, sigma: 6 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "add", left: 500, top: 500 }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="red"/></svg>`;

let upstream: Server;
let origin: string;
let big: Buffer;
let fetches = 0;

async function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  big = await bigPng();
  const backend = express();
  backend.get("/storage/app/public/product/big.png", (_req, res) => {
    fetches += 1;
    res.type("image/png").send(big);
  });
  backend.get("/storage/app/public/product/small-:n.png", async (req, res) => {
    const n = Number(req.params.n) % 200;
    res.type("image/png").send(
      await sharp({
        create: { width: 64, height: 64, channels: 3, background: { r: n, g: 90, b: 200 - n } },
      })
        .png()
        .toBuffer(),
    );
  });
  backend.get("/storage/app/public/product/logo.svg", (_req, res) =>
    res.type("image/svg+xml").send(SVG),
  );
  backend.get("/storage/app/public/product/page.png", (_req, res) =>
    res.type("text/html").send("<!doctype html><p>not a picture</p>"),
  );
  backend.get("/storage/app/public/product/huge.png", (_req, res) =>
    res.type("image/png").send(Buffer.alloc(3 * 1024 * 1024, 1)),
  );
  backend.get("/storage/app/public/product/moved.png", (_req, res) =>
    res.redirect(302, "http://169.254.169.254/latest/meta-data/"),
  );
  backend.get("/storage/app/public/product/renamed.png", (_req, res) =>
    res.redirect(301, "/storage/app/public/product/big.png"),
  );
  backend.get("/storage/app/public/order/0123456789abcdef0123456789abcdef.png", (_req, res) =>
    res.type("image/png").send(big),
  );
  ({ server: upstream, url: origin } = await listen(backend));
});

afterAll(() => upstream?.close());

async function storefront(maxBytes = 50 * 1024 * 1024) {
  const folder = mkdtempSync(join(tmpdir(), "img-cache-"));
  const app = express();
  app.all(
    "/img",
    imageEndpoint({
      cache: createImageCache(folder, maxBytes),
      allowedOrigins: () => [origin],
      fetchSource: (url, signal) => fetch(url, { redirect: "manual", signal }),
      maxSourceBytes: 2 * 1024 * 1024,
    }),
  );
  const { server, url } = await listen(app);
  const get = (src: string, w: number | string, accept = "image/avif,image/webp,*/*") =>
    fetch(`${url}/img?src=${encodeURIComponent(src)}&w=${w}`, { headers: { accept } });
  return { folder, get, close: () => server.close() };
}

describe("GET /img", () => {
  it(
    "sends a 390 px phone under 30 KB for a 2000 × 2000 PNG of 1.5 MB, cached for a year",
    { timeout: 60_000 },
    async () => {
      expect(big.length).toBeGreaterThan(1.3 * 1024 * 1024);
      expect(big.length).toBeLessThan(1.8 * 1024 * 1024);
      const img = await storefront();
      try {
        const src = `${origin}/storage/app/public/product/big.png`;
        // the largest candidate a card offers a 390 px screen at 3× density
        const card = responsiveImage(src, 320); // the vertical item card, 320 px wide
        const widths = card.srcSet!.split(", ").map((c) => Number(/ (\d+)w$/.exec(c)![1]));
        const largest = Math.max(...widths);
        expect(largest).toBeGreaterThanOrEqual(480);
        for (const accept of ["image/avif,image/webp,*/*", "image/webp,*/*"]) {
          const res = await img.get(src, largest, accept);
          expect(res.status).toBe(200);
          // Both accepted: the smaller of the two (this photo: AVIF, or WebP — either is fine).
          expect(res.headers.get("content-type")).toMatch(
            accept.startsWith("image/avif") ? /^image\/(avif|webp)$/ : /^image\/webp$/,
          );
          expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
          expect(res.headers.get("vary")).toBe("Accept");
          // Immutable for a year: nothing revalidates it, so no ETag (issue 27: header bytes).
          expect(res.headers.get("etag")).toBeNull();
          const bytes = Buffer.from(await res.arrayBuffer());
          expect(bytes.length).toBeLessThan(30 * 1024);
          expect((await sharp(bytes).metadata()).width).toBe(largest);
        }
        // asked again: from the cache, the backend is not asked twice
        const before = fetches;
        expect((await img.get(src, largest, "image/webp")).status).toBe(200);
        expect(fetches).toBe(before);
        // a redirect within the backend is followed
        const renamed = await img.get(`${origin}/storage/app/public/product/renamed.png`, 96);
        expect(renamed.status).toBe(200);
      } finally {
        img.close();
      }
    },
  );

  it("refuses other hosts, private addresses, redirects away, customers' files and non-pictures", async () => {
    const img = await storefront();
    try {
      const refused: Array<[string, number]> = [
        ["https://evil.example/storage/app/public/product/big.png", 403],
        ["http://10.0.0.1/storage/app/public/product/big.png", 403],
        ["http://169.254.169.254/latest/meta-data/", 403],
        [`${origin.replace("127.0.0.1", "localhost")}/storage/app/public/product/big.png`, 403],
        ["http://127.0.0.1:6379/", 403],
        ["file:///etc/passwd", 403],
        [`${origin.replace("http://", "http://user:pw@")}/storage/app/public/product/big.png`, 403],
        [`${origin}/storage/app/public/product/moved.png`, 403],
        [`${origin}/storage/app/public/order/0123456789abcdef0123456789abcdef.png`, 403],
        [`${origin}/storage/app/public/product/page.png`, 415],
        [`${origin}/storage/app/public/product/huge.png`, 413],
        [`${origin}/storage/app/public/product/missing.png`, 404],
      ];
      for (const [src, status] of refused) {
        const res = await img.get(src, 320);
        expect(res.status, src).toBe(status);
        expect(res.headers.get("cache-control"), src).toBe("no-store");
        expect(res.headers.get("content-type"), src).toMatch(/^text\/plain/);
      }
      for (const w of ["", "0", "abc", "-5", "1e3", "999999"]) {
        expect((await img.get(`${origin}/storage/app/public/product/big.png`, w)).status).toBe(400);
      }
    } finally {
      img.close();
    }
  });

  it("a browser that takes AVIF and WebP gets the smaller of the two (issue 27)", async () => {
    const img = await storefront();
    try {
      const size = async (src: string, accept: string) => {
        const res = await img.get(src, 96, accept);
        expect(res.status).toBe(200);
        return {
          type: res.headers.get("content-type"),
          bytes: (await res.arrayBuffer()).byteLength,
        };
      };
      // A flat card-sized picture: AVIF's container outweighs its gain, WebP is smaller…
      const flat = `${origin}/storage/app/public/product/small-7.png`;
      const avif = await size(flat, "image/avif,*/*");
      const webp = await size(flat, "image/webp,*/*");
      expect(avif.type).toBe("image/avif");
      expect(webp.bytes).toBeLessThan(avif.bytes);
      expect(await size(flat, "image/avif,image/webp,*/*")).toEqual(webp);
      // …and the answer is never larger than either.
      const photo = `${origin}/storage/app/public/product/big.png`;
      const both = await size(photo, "image/avif,image/webp,*/*");
      const alone = [await size(photo, "image/avif,*/*"), await size(photo, "image/webp,*/*")];
      expect(both.bytes).toBe(Math.min(...alone.map((a) => a.bytes)));
    } finally {
      img.close();
    }
  });

  it("passes an SVG through untouched, with a CSP that runs nothing", async () => {
    const img = await storefront();
    try {
      const res = await img.get(`${origin}/storage/app/public/product/logo.svg`, 640);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await res.text()).toBe(SVG);
    } finally {
      img.close();
    }
  });

  it(
    "keeps its cache within the limit when asked for 1,000 different widths",
    { timeout: 90_000 },
    async () => {
      const limit = 3 * 1024;
      const img = await storefront(limit);
      try {
        const answers = new Set<string>();
        for (let w = 1; w <= 1000; w++) {
          answers.add(`${w % 20} ${imageWidth(w)}`);
          // widths clamp to the fixed set; twenty different pictures fill the cache past its limit
          const src = `${origin}/storage/app/public/product/small-${w % 20}.png`;
          const res = await img.get(src, w, "image/webp");
          expect(res.status).toBe(200);
          await res.arrayBuffer();
        }
        const files = readdirSync(img.folder);
        const bytes = files.reduce((sum, f) => sum + statSync(join(img.folder, f)).size, 0);
        expect(bytes).toBeLessThanOrEqual(limit);
        // widths clamp to the fixed set: at most 20 pictures × IMAGE_WIDTHS.length answers, and
        // the least recently used of those were evicted to stay within the limit
        expect(answers.size).toBeLessThanOrEqual(20 * IMAGE_WIDTHS.length);
        expect(files.length).toBeGreaterThan(0);
        expect(files.length).toBeLessThan(answers.size);
      } finally {
        img.close();
      }
    },
  );
});
