import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { emojiFor, THEME_EMOJI, twemojiCode } from "./picture-emoji";

/**
 * The demo's pictures, composed from a Twemoji illustration (CC-BY 4.0, see NOTICE) on a
 * background of the thing's module, with no words baked in: a banner's headline is the
 * storefront's HTML, in the reader's language. Deterministic for a folder and file name.
 *
 * A seeded name carries its recipe: "cheese-sambousek-12.food.1f95f.png" is the food module's
 * picture of U+1F95F (services/images.ts `imageFileName`). Any other name (a hand-written
 * setting, a test's) gets its picture from the words of its name and the folder's theme.
 */

export interface PictureRecipe {
  label: string;
  theme: Theme;
  /** Twemoji file code, e.g. "1f95f". */
  code: string;
}

export type Theme = keyof typeof PALETTES;

/** [light background, deep background, accent] per module, plus promotions and people. */
const PALETTES = {
  grocery: ["#e7f6e9", "#2e7d32", "#a5d6a7"],
  food: ["#fff1e0", "#e65100", "#ffcc80"],
  pharmacy: ["#e6f2fb", "#1565c0", "#90caf9"],
  shop: ["#f4eafa", "#6a1b9a", "#ce93d8"],
  parcel: ["#fff7e0", "#ef6c00", "#ffe082"],
  promo: ["#fdecef", "#c2185b", "#f8bbd0"],
  person: ["#eef1f5", "#455a64", "#b0bec5"],
} as const;

/** A few companions per theme, scattered faintly over wide pictures around the main one. */
const COMPANIONS: Record<Theme, string[]> = {
  grocery: ["🍎", "🥕", "🥛", "🍞", "🧀", "🍇"],
  food: ["🍕", "🍔", "🍣", "🥗", "🌯", "🍰"],
  pharmacy: ["💊", "🩹", "🧴", "🍼", "🌡️", "🪥"],
  shop: ["👟", "🎧", "👗", "⌚", "🧸", "🪔"],
  parcel: ["📦", "📄", "🛵", "🗺️", "📦", "🎁"],
  promo: ["🎁", "🏷️", "🛍️", "🛵", "🎉", "⭐"],
  person: ["🙂"],
};

const THEMES = Object.keys(PALETTES) as Theme[];
export const isTheme = (value: string): value is Theme => (THEMES as string[]).includes(value);

/** Module type (modules.module_type) → theme. */
export function themeOfModule(moduleType: string | undefined): Theme {
  if (moduleType === "ecommerce") return "shop";
  return moduleType && isTheme(moduleType) ? moduleType : "promo";
}

const FOLDER_THEMES: Record<string, Theme> = {
  "delivery-man": "person",
  reviewer: "person",
  parcel_category: "parcel",
  campaign: "promo",
  banner: "promo",
  promotional_banner: "promo",
};

const WIDE_FOLDERS = new Set(["banner", "campaign", "store/cover", "promotional_banner"]);
/** Banners and covers get a wide canvas (shown cover-cropped down to 4:3); the rest a square. */
export const isWide = (folder: string, label: string) =>
  WIDE_FOLDERS.has(folder) || /\b(banner|cover|promotion|promo|video|hero)\b/.test(label);

const RECIPE = /^([a-z0-9-]+)\.([a-z]+)\.([0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,3})\.(?:png|svg)$/;

/** "fresh-red-apples-101.svg" → "fresh red apples" (recipe, trailing id and extension dropped). */
export function labelFromFileName(file: string): string {
  const base = RECIPE.exec(file)?.[1] ?? file.replace(/\.[a-z0-9]+$/i, "");
  return base.replace(/-\d+$/, "").replace(/[-_]+/g, " ").trim();
}

export function recipeOf(folder: string, file: string): PictureRecipe {
  const match = RECIPE.exec(file);
  const label = labelFromFileName(file) || "image";
  if (match && isTheme(match[2]) && twemojiSvg(match[3])) {
    return { label, theme: match[2], code: match[3] };
  }
  const theme = FOLDER_THEMES[folder] ?? "promo";
  const emoji = emojiFor(label) ?? THEME_EMOJI[theme];
  return { label, theme, code: twemojiCode(emoji) };
}

const twemojiDir = (() => {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve("@twemoji/svg/package.json"));
})();
const emojiCache = new Map<string, string | null>();

/** The inner markup of a Twemoji SVG (36 × 36 grid), or null when the package has no such file. */
export function twemojiSvg(code: string): string | null {
  if (!/^[0-9a-f]{2,6}(-[0-9a-f]{2,6}){0,3}$/.test(code)) return null;
  const known = emojiCache.get(code);
  if (known !== undefined) return known;
  let inner: string | null = null;
  try {
    const svg = readFileSync(join(twemojiDir, `${code}.svg`), "utf8");
    inner = /<svg[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg)?.[1] ?? null;
  } catch {
    inner = null;
  }
  emojiCache.set(code, inner);
  return inner;
}

/** A stable number for a text (FNV-1a). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** `<use>` of a symbol at (x, y) with size s. */
const place = (id: string, x: number, y: number, s: number, opacity = 1) =>
  `<use href="#${id}" x="${x}" y="${y}" width="${s}" height="${s}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`;

/**
 * The picture as SVG. Square: the illustration on the module's light tint over a soft shadow
 * (a product shot); a store logo on the deep colour. Wide: the illustration in the middle (what
 * a 4:3 crop keeps), companions of the module faint around it, on a gradient.
 */
export function composeSvg(folder: string, file: string): string {
  const { label, theme, code } = recipeOf(folder, file);
  const [light, deep, accent] = PALETTES[theme];
  const main = twemojiSvg(code) ?? twemojiSvg(twemojiCode(THEME_EMOJI.promo))!;
  const symbols = [`<symbol id="m" viewBox="0 0 36 36">${main}</symbol>`];
  const title = `<title>${escapeXml(titleCase(label))}</title>`;
  const seed = hashOf(`${folder}/${file}`);
  if (isWide(folder, label)) {
    const [w, h] = [1200, 500];
    const companions = COMPANIONS[theme];
    const spots: Array<[number, number, number]> = [
      [90, 60, 120],
      [250, 300, 150],
      [860, 50, 140],
      [1010, 280, 160],
      [40, 330, 110],
      [1080, 40, 90],
    ];
    const scattered = spots
      .map(([x, y, s], i) => {
        const code = twemojiCode(companions[(seed + i) % companions.length]);
        const inner = twemojiSvg(code);
        if (!inner) return "";
        symbols.push(`<symbol id="c${i}" viewBox="0 0 36 36">${inner}</symbol>`);
        return place(`c${i}`, x, y, s, 0.28);
      })
      .join("");
    const flip = seed % 2 === 0;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">${title}` +
      `<defs><linearGradient id="g" x1="${flip ? 0 : 1}" y1="0" x2="${flip ? 1 : 0}" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${accent}"/></linearGradient>${symbols.join("")}</defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<circle cx="600" cy="250" r="210" fill="#fff" opacity=".22"/>${scattered}` +
      place("m", 450, 100, 300) +
      `</svg>`
    );
  }
  const [w, h] = [512, 512];
  const logo = folder === "store" || folder === "business";
  const background = logo
    ? `<rect width="100%" height="100%" fill="${deep}"/><circle cx="256" cy="256" r="200" fill="#fff" opacity=".16"/>`
    : `<rect width="100%" height="100%" fill="${light}"/><ellipse cx="256" cy="372" rx="110" ry="16" fill="${accent}" opacity=".55"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">${title}` +
    `<defs>${symbols.join("")}</defs>${background}` +
    // a card crops the square to 16:9 (the middle 512 × 288): the illustration stays inside it
    (logo ? place("m", 116, 116, 280) : place("m", 151, 140, 210)) +
    `</svg>`
  );
}
