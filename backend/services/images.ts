/**
 * Image URLs and the generated SVG artwork behind them.
 *
 * Every image column holds a file name (e.g. "fresh-red-apples-101.svg") inside a storage
 * folder (contract §1.6: product, store, store/cover, category, banner, campaign, module,
 * business, brand, parcel_category, promotional_banner, ...). No file exists on disk:
 * backend/routes/storage.ts draws the SVG from the file name, so every `*_full_url` resolves.
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
  const text = wide
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

/**
 * Banners are shown cropped (object-fit: cover) in boxes as narrow as 4:3, which keeps about the
 * middle 600 px of the 1200 px canvas: centre the words and size them to fit that band.
 * 0.6 em is a generous average glyph width for bold sans-serif.
 */
function bannerFontSize(label: string): number {
  return Math.max(24, Math.min(64, Math.floor(600 / (label.length * 0.6))));
}

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
