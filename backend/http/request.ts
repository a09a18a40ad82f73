import type { Request } from "express";

/**
 * Header parsing shared by every route (api-contract §1.2, §3). Header names are
 * case-insensitive; express lower-cases them.
 */

export type Locale = "en" | "ar";

/** X-localization: anything but "ar" falls back to English, like the real backend's default. */
export function localeOf(req: Request): Locale {
  const raw = String(req.headers["x-localization"] ?? "")
    .trim()
    .toLowerCase();
  return raw.startsWith("ar") ? "ar" : "en";
}

/**
 * zoneId is a JSON array *string* such as "[3,1]" (quirk 1). Returns null when the header is
 * missing or is not a JSON array of integers. A bare number is accepted only where
 * `allowBareNumber` (GET /module, notifications).
 */
export function zoneIdsOf(req: Request, allowBareNumber = false): number[] | null {
  const raw = req.headers["zoneid"];
  if (typeof raw !== "string" || raw.trim() === "") return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) {
      const ids = parsed.map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0);
      return ids.length ? ids : null;
    }
    if (allowBareNumber && Number.isInteger(parsed) && (parsed as number) > 0)
      return [parsed as number];
    return null;
  } catch {
    return null;
  }
}

export function moduleIdOf(req: Request): number | null {
  const raw = req.headers["moduleid"];
  const n = Number(typeof raw === "string" ? raw.trim() : NaN);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** latitude/longitude headers; 0 when absent (contract §3.3), null when not numbers. */
export function positionOf(req: Request): { lat: number; lng: number; given: boolean } {
  const lat = Number(req.headers["latitude"]);
  const lng = Number(req.headers["longitude"]);
  const given =
    req.headers["latitude"] !== undefined &&
    req.headers["longitude"] !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  return given ? { lat, lng, given } : { lat: 0, lng: 0, given: false };
}

/** Bearer token, or null. The literal "Bearer null" means no token (contract §1.2). */
export function bearerTokenOf(req: Request): string | null {
  const raw = req.headers["authorization"];
  if (typeof raw !== "string") return null;
  const match = /^Bearer\s+(.+)$/i.exec(raw.trim());
  if (!match || match[1] === "null" || match[1] === "undefined") return null;
  return match[1];
}

/** Pagination: `offset` is a 1-based page number; limit/offset are echoed as received (§1.5). */
export interface Page {
  limit: number;
  offset: number;
  /** raw values to echo back (strings as sent, or null when omitted) */
  echo: { limit: string | null; offset: string | null };
}

export function pageOf(
  source: Record<string, unknown>,
  defaults: { limit: number; offset?: number } = { limit: 10 },
): Page {
  const rawLimit = typeof source.limit === "string" ? source.limit : null;
  const rawOffset = typeof source.offset === "string" ? source.offset : null;
  const limit = clampInt(rawLimit, defaults.limit, 1, 100);
  const offset = clampInt(rawOffset, defaults.offset ?? 1, 1, 100000);
  return { limit, offset, echo: { limit: rawLimit, offset: rawOffset } };
}

function clampInt(raw: string | null, fallback: number, min: number, max: number) {
  const n = Number(raw);
  if (raw === null || raw.trim() === "" || !Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/** The origin used in `*_full_url` values. */
export function publicOriginOf(req: Request, configured?: string): string {
  if (configured) return configured.replace(/\/+$/, "");
  const proto = String(req.headers["x-forwarded-proto"] ?? req.protocol ?? "http")
    .split(",")[0]
    .trim();
  const host = String(req.headers["x-forwarded-host"] ?? req.headers.host ?? "localhost")
    .split(",")[0]
    .trim();
  return `${proto}://${host}`;
}
