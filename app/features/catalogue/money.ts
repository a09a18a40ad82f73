import type { Config } from "~/api/schemas/config";

/**
 * Money as the marketplace shows it (foundations §3 digit_after_decimal_point): the config's
 * currency symbol on its side and its decimals, Western digits in every language. Framework-free
 * so it ships to browsers; the cards, the cart, the checkout and the account pages format with it.
 */

/** Currency settings from config (currency_symbol, currency_symbol_direction, digit_after_decimal_point). */
export type MoneyFormat = { decimals: number; symbol: string; direction: "left" | "right" };

/** The config fields money formatting reads (config may be missing: the defaults apply). */
export type MoneyConfig = Pick<
  Config,
  "currency_symbol" | "currency_symbol_direction" | "digit_after_decimal_point" | "timezone"
> | null;

/** Currency symbol, its side and the decimals, from config (defaults when config is missing). */
export function moneyFormat(config: MoneyConfig): MoneyFormat {
  return {
    decimals: normalizeDecimals(config?.digit_after_decimal_point ?? 2),
    symbol: config?.currency_symbol ?? "",
    direction: config?.currency_symbol_direction === "right" ? "right" : "left",
  };
}

/** A finite number from a number or a numeric string, else null. */
export const finite = (value: unknown): number | null => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

/** Config decimals as a whole number 0–10 (anything else falls back to 2, the config default). */
export function normalizeDecimals(decimals: unknown): number {
  const n = finite(decimals);
  if (n === null || n < 0) return 2;
  return Math.min(10, Math.floor(n));
}

/** Decimal rounding (half away from zero) without binary drift: 1.005 → "1.01". */
export function toFixedDigits(value: number, decimals: number): string {
  const d = normalizeDecimals(decimals);
  const sign = value < 0 ? -1 : 1;
  const rounded = sign * Number(`${Math.round(Number(`${Math.abs(value)}e${d}`))}e-${d}`);
  const out = rounded.toFixed(d);
  return /^-0(\.0*)?$/.test(out) ? out.slice(1) : out;
}

/**
 * Price with config decimals and the currency symbol on its configured side
 * (foundations §3 digit_after_decimal_point). No grouping separators; Western digits in every
 * language (spec silent). `_lang` is accepted so callers need not change if the spec later asks
 * for localized digits. A negative amount keeps its sign outside the symbol: "-$5.00".
 */
export function formatPrice(amount: number, money: MoneyFormat, _lang?: string): string {
  const n = finite(amount) ?? 0;
  const digits = toFixedDigits(Math.abs(n), money.decimals);
  const sign = n < 0 && Number(digits) !== 0 ? "-" : "";
  const body =
    money.direction === "right" ? `${digits}${money.symbol}` : `${money.symbol}${digits}`;
  return `${sign}${body}`;
}
