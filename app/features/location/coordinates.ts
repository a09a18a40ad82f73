/**
 * Coordinates typed into the location search box ("25.1972, 55.2744", "25.1972 55.2744",
 * "25.1972,55.2744"; Arabic digits and comma too) are a point, not a place name: with no address
 * search (a marketplace without a maps key) they are how a visitor without JavaScript can still
 * say where they are. Both numbers need decimals, as map apps print them, so a house number and
 * a street ("12 45") stay a search.
 */
export type TypedCoordinates =
  { ok: true; lat: number; lng: number } | { ok: false; error: "out-of-range" };

const NUMBER = String.raw`[+-]?\d{1,3}\.\d+`;
const PAIR = new RegExp(String.raw`^\(?\s*(${NUMBER})\s*(?:[,،]\s*|\s+)(${NUMBER})\s*\)?$`);
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** The point the text names, a refusal for numbers outside the globe, or null (not coordinates). */
export function readCoordinates(text: string): TypedCoordinates | null {
  const normalized = text
    .trim()
    .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) & 0xf))
    .replace(/\u066b/g, ".");
  const match = PAIR.exec(normalized);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return { ok: false, error: "out-of-range" };
  return { ok: true, lat, lng };
}
