import type { Request } from "express";
import type { BackendOptions } from "../context";
import { localeOf, positionOf, publicOriginOf, type Locale } from "../http/request";

/** Building blocks of the formatters; import them through ./format. */

export interface FormatContext {
  locale: Locale;
  /** origin for *_full_url values, e.g. "http://localhost:3000" */
  origin: string;
  now: Date;
  /** request position (latitude/longitude headers); distance is measured from 0,0 when absent (contract §3.3) */
  lat?: number;
  lng?: number;
}

export function formatContextOf(req: Request, options: BackendOptions): FormatContext {
  const position = positionOf(req);
  return {
    locale: localeOf(req),
    origin: publicOriginOf(req, options.publicUrl),
    now: options.now(),
    lat: position.lat,
    lng: position.lng,
  };
}

export function localized<T extends object>(
  row: T,
  field: keyof T & string,
  locale: Locale,
): string {
  const record = row as Record<string, unknown>;
  const base = record[field];
  if (locale === "ar") {
    const ar = record[`${field}_ar`];
    if (typeof ar === "string" && ar.trim() !== "") return ar;
  }
  return typeof base === "string" ? base : String(base ?? "");
}

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === "") return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Per-context memo so a list of 50 items loads each store/module/unit once. */
const memos = new WeakMap<FormatContext, Map<string, unknown>>();

export function memo<T>(ctx: FormatContext, key: string, load: () => T): T {
  let map = memos.get(ctx);
  if (!map) {
    map = new Map();
    memos.set(ctx, map);
  }
  if (map.has(key)) return map.get(key) as T;
  const value = load();
  map.set(key, value);
  return value;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Order money as 6amMart rounds it: `round($x, config('round_up_to_digit'))`, the digits /config
 * reports as `digit_after_decimal_point` (CommerceSettings.moneyDigits). The storefront mirrors
 * this rule, so it is applied exactly where the order code rounds, nowhere else.
 */
export const roundMoney = (n: number, digits: number) =>
  Math.round(n * 10 ** digits) / 10 ** digits;
