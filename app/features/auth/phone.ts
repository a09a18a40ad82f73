import { DIAL_CODES } from "./dial-codes";

/** A region of the country picker: its two-letter code and its calling code (no '+'). */
export interface DialCountry {
  region: string;
  dial: string;
}

export const DIAL_COUNTRIES: DialCountry[] = DIAL_CODES.split(" ").map((pair) => ({
  region: pair.slice(0, 2),
  dial: pair.slice(2),
}));

const byRegion = new Map(DIAL_COUNTRIES.map((country) => [country.region, country.dial]));

/** The calling code of a region, or undefined for anything that is not one. */
export function dialCodeOf(region: unknown): string | undefined {
  return typeof region === "string" ? byRegion.get(region.toUpperCase()) : undefined;
}

/** The phone inputs' minimum (foundations §5, §9): 10 digits, the calling code included. */
export const PHONE_MIN_DIGITS = 10;
/** E.164: at most 15 digits. */
export const PHONE_MAX_DIGITS = 15;

/**
 * The number as the API wants it (foundations §5: "Phone inputs send the number with a plus
 * prefix"): typed with its own '+' it is kept as typed; otherwise the picked region's calling
 * code goes in front of the national number (a trunk '0' dropped), unless the digits start with
 * that code already. Spaces, dashes, dots and
 * brackets people type are ignored. Returns "" when nothing usable was typed.
 */
export function composePhone(region: string | undefined, typed: string): string {
  const compact = typed.replace(/[\s\-.()]/g, "");
  if (compact.startsWith("+")) return /^\+\d+$/.test(compact) ? compact : "";
  if (compact.startsWith("00") && /^\d+$/.test(compact)) return `+${compact.slice(2)}`;
  if (!/^\d+$/.test(compact)) return "";
  const dial = dialCodeOf(region);
  // "971501112233" in the UAE: the calling code is there already, only the '+' is missing
  // (issue 22 item 4). Taken so from 11 digits with at least 8 after the code: a national
  // number that long rarely starts with its own calling code ("9123456789" in India does,
  // and stays national at 10 digits).
  if (dial && compact.startsWith(dial) && compact.length >= 11 && compact.length - dial.length >= 8)
    return `+${compact}`;
  const national = compact.replace(/^0+/, "");
  return dial ? `+${dial}${national}` : `+${national}`;
}

/** Digits of a composed number (its calling code included). */
export const digitCount = (phone: string) => phone.replace(/\D/g, "").length;
