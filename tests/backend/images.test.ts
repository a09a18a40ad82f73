import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../backend/db/connection";
import { imageFileName, renderSvg } from "../../backend/services/images";
import { recipeOf } from "../../backend/services/picture-art";
import { ALL_EMOJI, emojiFor, twemojiCode } from "../../backend/services/picture-emoji";
import { createPictureStore } from "../../backend/services/picture-store";

const twemoji = (code: string) =>
  existsSync(join("node_modules", "@twemoji", "svg", `${code}.svg`));

describe("generated artwork", () => {
  it("draws a different pictogram for each module, not initials", () => {
    const icons = ["Grocery", "Food", "Pharmacy", "Shop", "Parcel"].map((name) =>
      renderSvg("module", `${name.toLowerCase()}-icon-${name.length}.svg`),
    );
    for (const svg of icons) {
      expect(svg).toContain('stroke="#fff"');
      expect(svg).not.toMatch(/<text/);
    }
    // "Pharmacy" and "Parcel" shared the initials "PI"; their pictures differ.
    expect(new Set(icons.map((svg) => svg.replace(/<title>.*<\/title>/, "")).values()).size).toBe(
      5,
    );
  });

  it("bakes no words into a banner: its headline is the page's text, in the reader's language", () => {
    const svg = renderSvg("react_landing", "landing-header-banner.svg");
    expect(svg).not.toMatch(/<text/);
    expect(svg).toContain("<use");
  });

  it("escapes what it writes from the file name", () => {
    expect(renderSvg("product", "a&b<c>-1.svg")).not.toMatch(/<c>/);
  });

  it("picks an illustration that says what the thing is, by its name, else its category", () => {
    expect(emojiFor("Chicken Shawarma Wrap")).toBe("🌯");
    expect(emojiFor("Kids Volume-limited Headphones")).toBe("🎧");
    expect(emojiFor("Corner Mini Mart")).toBe("🛒");
    expect(emojiFor("Luqaimat", "Cakes & Sweets")).toBe("🍯");
    expect(imageFileName("Margherita Pizza", 7, { theme: "food" })).toBe(
      "margherita-pizza-7.food.1f355.png",
    );
    for (const emoji of ALL_EMOJI) expect(twemoji(twemojiCode(emoji)), emoji).toBe(true);
  });

  it("names every seeded picture by a recipe whose illustration exists, no monogram", () => {
    const db = openDatabase(":memory:", new Date());
    const columns: Array<[string, string, string]> = [
      ["stores", "logo", "store"],
      ["stores", "cover_photo", "store/cover"],
      ["categories", "image", "category"],
      ["brands", "image", "brand"],
      ["items", "image", "product"],
      ["banners", "image", "banner"],
      ["campaigns", "image", "campaign"],
      ["item_campaigns", "image", "campaign/item"],
      ["advertisements", "cover_image", "advertisement"],
      ["parcel_categories", "image", "parcel_category"],
    ];
    for (const [table, column, folder] of columns) {
      const names = (
        db.prepare(`SELECT ${column} AS name FROM ${table}`).all() as { name: string | null }[]
      ).map((r) => r.name);
      for (const name of names) {
        expect(name, `${table}.${column}`).toMatch(/^[a-z0-9-]+\.[a-z]+\.[0-9a-f-]+\.png$/);
        expect(twemoji(recipeOf(folder, name!).code), name!).toBe(true);
      }
    }
    // a video ad has a poster: its tile is not a black box before it plays
    const videos = db
      .prepare("SELECT cover_image FROM advertisements WHERE add_type = 'video_promotion'")
      .all() as { cover_image: string | null }[];
    expect(videos.length).toBeGreaterThan(0);
    for (const v of videos) expect(v.cover_image).toMatch(/\.png$/);
    db.close();
  });

  it("composes a PNG once and serves it from disk after", async () => {
    const folder = mkdtempSync(join(tmpdir(), "pictures-"));
    const store = createPictureStore(folder);
    const first = await store.png("product", "fresh-red-apples-101.grocery.1f34e.png");
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
    expect(readdirSync(folder)).toHaveLength(1);
    const again = await createPictureStore(folder).png(
      "product",
      "fresh-red-apples-101.grocery.1f34e.png",
    );
    expect(again.equals(first)).toBe(true);
    const cover = await sharp(
      await store.png("store/cover", "zaatar-grill-41.food.1f356.png"),
    ).metadata();
    expect([cover.width, cover.height]).toEqual([1200, 500]);
  });
});

describe("GET /storage/app/public/<folder>/<name>.png", () => {
  it("answers the composed PNG, cacheable for a year", async () => {
    const { startApi } = await import("./harness");
    const api = await startApi();
    try {
      const res = await fetch(
        `${api.baseUrl}/storage/app/public/store/cover/zaatar-grill-41.food.1f356.png`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toContain("immutable");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(["png", 1200]);
    } finally {
      await api.close();
    }
  });
});
