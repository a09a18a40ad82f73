/**
 * Dates and the marketplace's clock, on Intl (framework-free: ships to browsers too).
 * - Texts use Western digits in both languages (the specs are silent on Arabic-Indic digits,
 *   as for prices: features/catalogue/money.ts).
 * - The marketplace's clock is config `timezone`: opening hours, schedule slots, campaign windows
 *   are wall-clock times there. Without one it is the server's own clock; a zone name this
 *   runtime does not know reads as UTC.
 */

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const clockFormats = new Map<string, Intl.DateTimeFormat | null>();

function clockFormat(timeZone: string | undefined): Intl.DateTimeFormat | null {
  const key = timeZone ?? "";
  if (!clockFormats.has(key)) {
    let format: Intl.DateTimeFormat | null;
    try {
      format = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        weekday: "short",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      });
    } catch {
      format = null;
    }
    clockFormats.set(key, format);
  }
  return clockFormats.get(key) ?? null;
}

export interface MarketClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** "YYYY-MM-DD". */
  date: string;
  /** 0 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
  /** Seconds since the market's midnight. */
  seconds: number;
}

/**
 * The last clock read per zone: a page asks it once or twice a view (a store's open day, an
 * item's availability) and formatToParts is slow (issue 27: ~0.5 % of a store page's CPU); the
 * clock has whole seconds, so a read in the same second is the same clock. Bounded by the zones
 * a config names (one, or the server's own).
 */
const lastClocks = new Map<string, { second: number; clock: Readonly<MarketClock> }>();

/** The wall clock in `timeZone` (config `timezone`; the server's without, UTC if unknown) at `at`. */
export function marketClock(at: Date, timeZone?: string | null): Readonly<MarketClock> {
  const key = timeZone || "";
  const second = Math.floor(at.getTime() / 1000);
  const last = lastClocks.get(key);
  if (last?.second === second) return last.clock;
  const clock = Object.freeze(readClock(at, timeZone));
  if (lastClocks.size >= 20) lastClocks.clear();
  lastClocks.set(key, { second, clock });
  return clock;
}

function readClock(at: Date, timeZone?: string | null): MarketClock {
  const format = clockFormat(timeZone || undefined) ?? clockFormat("UTC");
  const parts: Record<string, string> = {};
  for (const part of format?.formatToParts(at) ?? []) parts[part.type] = part.value;
  const number = (type: string) => Number(parts[type] ?? 0);
  // Some engines write midnight as "24" even with h23.
  const [hour, minute, second] = [number("hour") % 24, number("minute"), number("second")];
  const weekday = WEEKDAYS.indexOf(parts.weekday ?? "");
  return {
    year: number("year"),
    month: number("month"),
    day: number("day"),
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekday < 0 ? at.getUTCDay() : weekday,
    hour,
    minute,
    second,
    seconds: hour * 3600 + minute * 60 + second,
  };
}

/** `timeZone`'s offset from UTC (ms) at the instant `utc` (ms); 0 for an unknown zone. */
export function zoneOffset(utc: number, timeZone: string): number {
  const c = marketClock(new Date(utc), timeZone);
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wall - Math.floor(utc / 1000) * 1000;
}

/**
 * An instant as the page's language writes it (Western digits), in `timeZone` when given — the
 * server's own zone if the runtime does not know that name. `english` picks the English style:
 * "en" ("Dec 31, 2025") or "en-GB" ("31 Dec 2025").
 */
export function formatDate(
  at: Date,
  lang: string,
  options: Intl.DateTimeFormatOptions,
  { timeZone, english = "en" }: { timeZone?: string | null; english?: "en" | "en-GB" } = {},
): string {
  const locale = lang === "ar" ? "ar-u-nu-latn" : english;
  const zone = timeZone ?? options.timeZone;
  const format =
    dateFormat(locale, { ...options, timeZone: zone ?? undefined }) ??
    dateFormat(locale, { ...options, timeZone: undefined });
  return format ? format.format(at) : at.toISOString();
}

/** Past this many formats the cache starts over: option sets are few, but bounded anyway. */
const MAX_DATE_FORMATS = 200;
const dateFormats = new Map<string, Intl.DateTimeFormat | null>();

/**
 * One Intl.DateTimeFormat per locale and options, made once (issue 27): building one costs far
 * more than formatting with it, and a page of coupons or orders formats a date per card. Null
 * when the runtime refuses the options (an unknown time zone): the caller falls back.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  if (!dateFormats.has(key)) {
    if (dateFormats.size >= MAX_DATE_FORMATS) dateFormats.clear();
    let format: Intl.DateTimeFormat | null;
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = null;
    }
    dateFormats.set(key, format);
  }
  return dateFormats.get(key) ?? null;
}

/** A date or an instant from the backend ("2026-06-30", ISO), or null when it is none. */
export function parseDate(raw: string | null | undefined): Date | null {
  if (!raw) return null;
  const at = new Date(raw);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** hh:mm a (foundations §9 time format): "06:00 AM"; Arabic pages get ص / م. */
export function twelveHourClock(hours: number, minutes: number, lang?: string): string {
  const h24 = hours % 24;
  const pad = (n: number) => String(n).padStart(2, "0");
  const am = h24 < 12;
  const period = lang === "ar" ? (am ? "ص" : "م") : am ? "AM" : "PM";
  return `${pad(h24 % 12 === 0 ? 12 : h24 % 12)}:${pad(minutes)} ${period}`;
}
