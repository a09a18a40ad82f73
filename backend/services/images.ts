/**
 * Image URLs and the generated SVG artwork behind them.
 *
 * Every image column holds a file name (e.g. "fresh-red-apples-101.svg") inside a storage
 * folder (contract §1.6: product, store, store/cover, category, banner, campaign, module,
 * business, brand, parcel_category, promotional_banner, ...). No file exists on disk:
 * backend/routes/storage.ts draws the picture from the file name (SVG, or a PNG composed once
 * and kept on disk: services/picture-store.ts), so every `*_full_url` resolves.
 * The exception is the `order` folder: customers' uploads, real files (services/uploads.ts),
 * where a missing one is a 404.
 * Part 2 may rely on `storageUrl(origin, folder, file)` for its own images (profile, review).
 */

import { BRAND_MARK_FILE, BRAND_MARK_SVG } from "./brand-mark";
import { composeSvg, labelFromFileName, type Theme } from "./picture-art";
import { emojiFor, THEME_EMOJI, twemojiCode } from "./picture-emoji";

export function storageUrl(
  origin: string,
  folder: string,
  file: string | null | undefined,
): string | null {
  if (!file) return null;
  return `${origin}/storage/app/public/${folder}/${encodeURIComponent(file)}`;
}

/**
 * File name for a picture of `label`, unique per id: "fresh-red-apples-101.svg", drawn as SVG.
 * With `art` the name carries the picture's recipe, the module's theme and the Twemoji
 * illustration ("fresh-red-apples-101.grocery.1f34e.png", services/picture-art.ts), and is a
 * PNG composed from it, like a real 6amMart upload. The emoji defaults to the first of `label`,
 * `art.hints` (a category's name) and the theme's own that names something known.
 */
export function imageFileName(
  label: string,
  id?: number | string,
  art?: { theme: Theme; emoji?: string; hints?: Array<string | undefined> },
): string {
  const slug = slugify(label) || "image";
  const base = id === undefined ? slug : `${slug}-${id}`;
  if (!art) return `${base}.svg`;
  const emoji = art.emoji ?? emojiFor(label, ...(art.hints ?? [])) ?? THEME_EMOJI[art.theme];
  return `${base}.${art.theme}.${twemojiCode(emoji)}.png`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The SVG behind a name: the demo's mark (business folder, services/brand-mark.ts), a module's
 * pictogram (module folder), else the composed picture (services/picture-art.ts).
 * Deterministic for a given folder and file name.
 */
export function renderSvg(folder: string, file: string): string {
  if (folder === "business" && file === BRAND_MARK_FILE) return BRAND_MARK_SVG;
  const pictogram = folder === "module" ? modulePictogram(labelFromFileName(file)) : undefined;
  if (!pictogram) return composeSvg(folder, file);
  const [w, h] = [400, 400];
  const hue = 140 + ((labelFromFileName(file).length * 37) % 180);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 60% 45%)"/>` +
    `<g transform="translate(80 80) scale(10)" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${pictogram}</g></svg>`
  );
}

/*
 * Module icons are pictures people recognise at a glance (initials would make "Pharmacy" and
 * "Parcel" the same "P"). Paths from Lucide (ISC licence), on its 24 × 24 grid.
 */
const MODULE_PICTOGRAMS: Array<[RegExp, string]> = [
  [
    /grocer|supermarket|basket/,
    '<path d="m15 11-1 9"/><path d="m19 11-4-7"/><path d="M2 11h20"/><path d="m3.5 11 1.6 7.4a2 2 0 0 0 2 1.6h9.8a2 2 0 0 0 2-1.6l1.7-7.4"/><path d="M4.5 15.5h15"/><path d="m5 11 4-7"/><path d="m9 11 1 9"/>',
  ],
  [
    /food|restaurant|meal/,
    '<path d="M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2"/><path d="M7 2v20"/><path d="M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7"/>',
  ],
  [
    /pharma|medic|health/,
    '<path d="m10.5 20.5 10-10a4.95 4.95 0 1 0-7-7l-10 10a4.95 4.95 0 1 0 7 7Z"/><path d="m8.5 8.5 7 7"/>',
  ],
  [
    /parcel|courier|delivery|package/,
    '<path d="M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z"/><path d="M12 22V12"/><path d="M3.29 7 12 12l8.71-5"/><path d="m7.5 4.27 9 5.15"/>',
  ],
  [
    /shop|ecommerce|store|mall/,
    '<path d="M16 10a4 4 0 0 1-8 0"/><path d="M3.103 6.034h17.794"/><path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z"/>',
  ],
];

function modulePictogram(label: string): string | undefined {
  const name = label.toLowerCase();
  return MODULE_PICTOGRAMS.find(([pattern]) => pattern.test(name))?.[1];
}
