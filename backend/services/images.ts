/**
 * Image URLs and the generated SVG artwork behind them.
 *
 * Every image column holds a file name (e.g. "fresh-red-apples-101.svg") inside a storage
 * folder (contract §1.6: product, store, store/cover, category, banner, campaign, module,
 * business, brand, parcel_category, promotional_banner, ...). No file exists on disk:
 * backend/routes/storage.ts draws the SVG from the file name, so every `*_full_url` resolves.
 * The exception is the `order` folder: customers' uploads, real files (services/uploads.ts),
 * where a missing one is a 404.
 * Part 2 may rely on `storageUrl(origin, folder, file)` for its own images (profile, review).
 */

export function storageUrl(
  origin: string,
  folder: string,
  file: string | null | undefined,
): string | null {
  if (!file) return null;
  return `${origin}/storage/app/public/${folder}/${encodeURIComponent(file)}`;
}

/** "fresh-red-apples-101.svg" → "fresh red apples" (trailing id and extension dropped). */
export function labelFromFileName(file: string): string {
  return file
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/-\d+$/, "")
    .replace(/[-_]+/g, " ")
    .trim();
}

/** File name for an image of `label`, unique per id: "fresh-red-apples-101.svg". */
export function imageFileName(label: string, id?: number | string): string {
  const slug = slugify(label) || "image";
  return id === undefined ? `${slug}.svg` : `${slug}-${id}.svg`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A stable hue for a text (FNV-1a). */
function hueOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

function initialsOf(label: string): string {
  const words = label.split(/\s+/).filter((w) => /^[a-z0-9]/i.test(w));
  const letters = words.slice(0, 2).map((w) => w[0].toUpperCase());
  return letters.join("") || "•";
}

const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** Banners and covers get a wide canvas; products, logos and icons a square. */
const WIDE_FOLDERS = new Set(["banner", "campaign", "store/cover", "promotional_banner"]);
const isWide = (folder: string, label: string) =>
  WIDE_FOLDERS.has(folder) || /\b(banner|cover)\b/.test(label);

/**
 * A small SVG: a two-tone gradient by name, a simple motif per folder and the initials
 * (plus the words on wide banners). Deterministic for a given folder and file name.
 */
export function renderSvg(folder: string, file: string): string {
  const label = labelFromFileName(file) || "image";
  const hue = hueOf(label);
  const wide = isWide(folder, label);
  const [w, h] = wide ? [1200, 500] : [400, 400];
  const bg1 = `hsl(${hue} 70% 58%)`;
  const bg2 = `hsl(${(hue + 40) % 360} 65% 42%)`;
  const motif =
    folder === "store" || folder === "store/cover"
      ? `<path d="M${w / 2 - 90} ${h / 2 + 70}h180v-100h-180z M${w / 2 - 110} ${h / 2 - 30}l20-60h180l20 60z" fill="#fff" opacity=".18"/>`
      : `<circle cx="${w * 0.78}" cy="${h * 0.25}" r="${h * 0.32}" fill="#fff" opacity=".12"/><circle cx="${w * 0.15}" cy="${h * 0.85}" r="${h * 0.22}" fill="#fff" opacity=".1"/>`;
  const pictogram = folder === "module" ? modulePictogram(label) : undefined;
  const text = pictogram
    ? `<g transform="translate(80 80) scale(10)" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${pictogram}</g>`
    : wide
      ? `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-size="${bannerFontSize(label)}" font-weight="700" fill="#fff">${escapeXml(titleCase(label))}</text>`
      : `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-size="150" font-weight="700" fill="#fff">${escapeXml(initialsOf(label))}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${escapeXml(titleCase(label))}</title>` +
    `<defs><linearGradient id="g${hue}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g${hue})"/>${motif}` +
    `<g font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">${text}</g></svg>`
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

/**
 * Banners are shown cropped (object-fit: cover) in boxes as narrow as 4:3, which keeps about the
 * middle 600 px of the 1200 px canvas: centre the words and size them to fit that band.
 * 0.6 em is a generous average glyph width for bold sans-serif.
 */
function bannerFontSize(label: string): number {
  return Math.max(24, Math.min(64, Math.floor(600 / (label.length * 0.6))));
}

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
