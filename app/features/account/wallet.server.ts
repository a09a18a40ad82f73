import type { AppLoadContext } from "@remix-run/node";
import { LEDGER_PAGE_SIZE, type WalletTxType } from "~/api/customer.server";
import { isApiError } from "~/api/errors";
import i18nServer from "~/i18n/i18next.server";
import { formatPrice } from "~/lib/card-rules";
import { settle } from "~/lib/settle.server";
import { moneyFormat } from "~/features/home/card-context.server";
import { accountGate, ledgerLine, pageOf } from "./account-gate.server";

/** The wallet's filter tabs (contract §2.3 `type`); "all" sends none. */
export const WALLET_FILTERS = [
  "all",
  "order",
  "loyalty_point",
  "add_fund",
  "referrer",
  "CashBack",
] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];

const filterOf = (raw: string | null): WalletFilter =>
  (WALLET_FILTERS as readonly string[]).includes(raw ?? "") ? (raw as WalletFilter) : "all";

/**
 * GET /wallet (foundations §2, browsing §2; issue 14 item 5): the balance, the transactions of
 * one type a page at a time (`?type=…&page=N`), the running bonuses. Signed in, and only while
 * config customer_wallet_status is on. Everything is the token owner's: no id is read from the
 * URL.
 */
export async function loadWallet(request: Request, context: AppLoadContext) {
  const config = await accountGate(request, context, "customer_wallet_status");
  const url = new URL(request.url);
  const page = pageOf(url);
  const filter = filterOf(url.searchParams.get("type"));
  const type: WalletTxType | undefined = filter === "all" ? undefined : filter;
  const api = context.api.customer;
  const [info, ledger, bonuses, t] = await Promise.all([
    settle(api.info()),
    settle(api.wallet.transactions(page, type)),
    settle(api.wallet.bonuses()),
    i18nServer.getFixedT(context.lang, "account"),
  ]);
  if (!info.ok && isApiError(info.error) && !info.error.isUnavailable) throw info.error;
  const money = moneyFormat(config);
  const total = ledger.ok ? ledger.value.total_size : 0;
  return {
    title: t("wallet.title"),
    balance: info.ok ? formatPrice(info.value.wallet_balance ?? 0, money) : null,
    filter,
    page,
    pages: Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE)),
    lines: ledger.ok
      ? ledger.value.data.map((row) => ledgerLine(row, config, context.lang, "money"))
      : [],
    failed: !ledger.ok || !info.ok,
    bonuses: bonuses.ok
      ? bonuses.value.map((b) => ({
          id: b.id,
          title: b.title,
          description: b.description ?? null,
          bonus:
            b.bonus_type === "percentage"
              ? `${b.bonus_amount}%`
              : formatPrice(b.bonus_amount, money),
          minimum: formatPrice(b.minimum_add_amount, money),
          maximum: b.maximum_bonus_amount > 0 ? formatPrice(b.maximum_bonus_amount, money) : null,
        }))
      : [],
  };
}
export type WalletData = Awaited<ReturnType<typeof loadWallet>>;
