import { zoneOffset } from "~/lib/dates";
/**
 * Small text rules the view-model builders share: short descriptions, safe banner links and
 * market-local times as absolute instants.
 */

/** Description truncation (browsing §9). */
export const DESCRIPTION_MAX = 130;

/**
 * Plain, single-spaced text of at most `max` characters (an ellipsis included when cut), or
 * null when empty. Tags are dropped: admin-written descriptions may hold HTML, and a card shows
 * text only.
 */
export function shortText(value: string | null | undefined, max = DESCRIPTION_MAX): string | null {
  if (!value) return null;
  const plain = value
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!plain) return null;
  if (plain.length <= max) return plain;
  return `${plain.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A link from API data, made safe for an href: absolute http(s) URLs are kept (and count as
 * external), app paths ("/x", not "//x") stay internal, anything else — javascript:, data:,
 * protocol-relative, garbage — is dropped.
 */
export function safeLink(link: string | null | undefined): {
  href: string | null;
  external: boolean;
} {
  const value = link?.trim();
  if (!value) return { href: null, external: false };
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) {
    return { href: value, external: false };
  }
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") {
      return { href: url.href, external: true };
    }
  } catch {
    // not an absolute URL
  }
  return { href: null, external: false };
}

/**
 * "YYYY-MM-DD[ HH:MM[:SS]]" in the marketplace's time zone (config `timezone`; every campaign and
 * flash-sale window is local time there) → an ISO instant, so a countdown is right in any
 * browser's zone. A date alone means the end of that day (an end date). null for a missing or
 * unreadable value.
 */
export function marketTimeToIso(local: string | null | undefined, timeZone = "UTC"): string | null {
  const match = local?.trim().match(/^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/);
  if (!match) return null;
  const time = match[2] ? (match[2].length === 5 ? `${match[2]}:00` : match[2]) : "23:59:59";
  const wall = Date.parse(`${match[1]}T${time}Z`);
  if (!Number.isFinite(wall)) return null;
  let utc = wall - zoneOffset(wall, timeZone);
  // across a DST change the offset at the real instant differs from the first guess
  const second = zoneOffset(utc, timeZone);
  if (second !== wall - utc) utc = wall - second;
  return new Date(utc).toISOString();
}
