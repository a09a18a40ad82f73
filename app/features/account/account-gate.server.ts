import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import type { Config } from "~/api/schemas/config";
import type { LedgerRow } from "~/api/schemas/customer-account";
import { isLang, type Lang } from "~/i18n/config";
import { formatPrice, moneyFormat } from "~/features/catalogue/money";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { settle } from "~/api/settle.server";
import { flag, numOr } from "~/api/schemas/primitives";
import { notFound } from "~/lib/responses.server";
import { formatDate, parseDate } from "~/lib/dates";

/**
 * The account pages' gate (foundations §6, browsing §2 account menu): signed in ('You must be
 * login to access this page.', requireUser), and — for wallet, loyalty points and referral
 * code — their config flag on. A page whose flag is 0 does not exist: 404, as for any unknown
 * address (the menu does not link it either).
 */
export type AccountFlag = "customer_wallet_status" | "loyalty_point_status" | "ref_earning_status";

/** The /config values these pages read beyond the shared schema (it passes unknown keys through). */
const extraSchema = z.object({
  add_fund_status: flag.optional(),
  loyalty_point_exchange_rate: numOr(0).optional(),
  loyalty_point_minimum_point: numOr(0).optional(),
  ref_earning_exchange_rate: numOr(0).optional(),
});
export type AccountConfig = Config & z.output<typeof extraSchema>;

/**
 * `/{x}/settings` with an `x` that is no language does not exist. The ($lang) layout throws its
 * 404, but this page's loader runs beside it and its sign-in redirect would win: so the pages
 * behind the login gate check the segment themselves, first.
 */
export function requireLangParam(params: { lang?: string }) {
  if (params.lang !== undefined && !isLang(params.lang)) throw notFound();
}

export async function accountGate(
  request: Request,
  context: AppLoadContext,
  flagName: AccountFlag | null,
  params: { lang?: string },
): Promise<AccountConfig | null> {
  requireLangParam(params);
  await requireUser(request, context);
  const config = await settle(context.api.config.get());
  if (!config.ok) {
    // Without the config the flag is unknown: the page shows (the backend refuses if it must).
    return null;
  }
  if (flagName && !config.value[flagName]) throw notFound();
  const extra = extraSchema.safeParse(config.value);
  return { ...config.value, ...(extra.success ? extra.data : {}) };
}

export interface LedgerLine {
  id: number;
  /** i18n key under account:ledger.types, or the raw type when it is one we do not name. */
  type: string;
  known: boolean;
  credit: boolean;
  amount: string;
  balance: string;
  reference: string | null;
  at: string | null;
}

const KNOWN_TYPES = new Set([
  "order_place",
  "order_refund",
  "partial_payment",
  "loyalty_point",
  "add_fund",
  "referrer",
  "CashBack",
  "point_to_wallet",
]);

/** Date and time in the page's language (Western digits, as prices are). */
export function formatWhen(raw: string | null | undefined, lang: Lang, timeZone?: string | null) {
  const at = parseDate(raw);
  const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
  return at && formatDate(at, lang, options, { timeZone, english: "en-GB" });
}

/** A ledger row as the list shows it: money (wallet) or points (loyalty). */
export function ledgerLine(
  row: LedgerRow,
  config: AccountConfig | null,
  lang: Lang,
  unit: "money" | "points",
): LedgerLine {
  const money = moneyFormat(config);
  const show = (n: number) => (unit === "money" ? formatPrice(n, money) : String(Math.round(n)));
  const credit = row.credit > 0;
  return {
    id: row.id,
    type: row.transaction_type,
    known: KNOWN_TYPES.has(row.transaction_type),
    credit,
    amount: `${credit ? "+" : "-"}${show(credit ? row.credit : row.debit)}`,
    balance: show(row.balance),
    reference: row.reference ?? null,
    at: formatWhen(row.created_at, lang, config?.timezone),
  };
}
