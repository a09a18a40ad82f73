import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_MARK_SVG } from "../../backend/services/brand-mark";
import { fixedClock } from "./catalogue-fixtures";
import { startApi, type ApiHarness } from "./harness";

/**
 * The demo's logo at the size the header draws it, 32 px, where it stands without the name
 * (issue 23): rasterised as a browser would, it must be a light mark on a solid tile, both
 * large enough and far enough apart to read, and the tile must stand out on either theme.
 */
let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ now: fixedClock });
});
afterAll(() => api.close());

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminanceOf = (r: number, g: number, b: number) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const contrast = (x: number, y: number) => (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);

/** The page backgrounds of both themes, from app/tailwind.css (":root" first, then ".dark"). */
function pageBackgrounds(): number[] {
  const css = readFileSync(new URL("../../app/tailwind.css", import.meta.url), "utf8");
  return [...css.matchAll(/--background:\s*(\d+) (\d+)% (\d+)%;/g)].slice(0, 2).map((m) => {
    const [h, s, l] = [Number(m[1]), Number(m[2]) / 100, Number(m[3]) / 100];
    const a = s * Math.min(l, 1 - l);
    const f = (n: number) => {
      const k = (n + h / 30) % 12;
      return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
    };
    return luminanceOf(f(0), f(8), f(4));
  });
}

/** The picture drawn at 32 × 32: the luminance of every pixel. */
async function at32(svg: Buffer): Promise<number[]> {
  const { data } = await sharp(svg, { density: 300 })
    .resize(32, 32)
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels: number[] = [];
  for (let i = 0; i < data.length; i += 3)
    pixels.push(luminanceOf(data[i], data[i + 1], data[i + 2]));
  return pixels;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("the demo's logo (config logo and fav_icon)", () => {
  it("reads at 32 px: a light mark over a fifth of a solid tile, 4.5:1 apart, the tile 3:1 from both themes' pages", async () => {
    const config = (await api.call("/config")).body;
    const answer = await fetch(config.logo_full_url);
    expect(answer.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await answer.text();
    expect(svg).not.toMatch(/<text|Gradient/);

    const pixels = await at32(Buffer.from(svg));
    const ink = pixels.filter((l) => l > 0.75);
    const tile = pixels.filter((l) => l < 0.3);
    // the mark is most of what is drawn: ink and tile leave little in between (anti-aliasing)
    expect(ink.length / pixels.length).toBeGreaterThan(0.2);
    expect(ink.length / pixels.length).toBeLessThan(0.6);
    expect((ink.length + tile.length) / pixels.length).toBeGreaterThan(0.8);
    expect(contrast(mean(ink), mean(tile))).toBeGreaterThanOrEqual(4.5);
    for (const page of pageBackgrounds()) {
      expect(contrast(mean(tile), page)).toBeGreaterThanOrEqual(3);
    }
    // the same mark is the backend's favicon
    expect(config.fav_icon_full_url).toBe(config.logo_full_url);
  });

  it("is the storefront's favicon too", () => {
    expect(readFileSync("public/favicon.svg", "utf8")).toBe(BRAND_MARK_SVG);
  });
});
