import { parseWithZod } from "@conform-to/zod";
import { data, redirectDocument, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { localizePath } from "~/i18n/config";
import { siteOrigin } from "~/lib/site-origin.server";
import { readForm } from "~/lib/read-form.server";
import { LEDGER_PAGE_SIZE, type WalletTxType } from "~/api/customer.server";
import { isApiError } from "~/api/errors";
import i18nServer from "~/i18n/i18next.server";
import { formatPrice, moneyFormat } from "~/features/catalogue/money";
import { settle } from "~/api/settle.server";
import { accountGate, ledgerLine } from "./account-gate.server";
import { pageParam } from "~/lib/params";

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
export async function loadWallet(
  request: Request,
  context: AppLoadContext,
  params: { lang?: string },
) {
  const config = await accountGate(request, context, "customer_wallet_status", params);
  const url = new URL(request.url);
  const page = pageParam(url, 999_999);
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
  const flag = url.searchParams.get("flag");
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
    // The gateway came back (add-fund callback): say how it went.
    outcome: flag === "success" || flag === "cancel" || flag === "fail" ? flag : null,
    addFund: addFundOn(config)
      ? {
          gateways: (config?.active_payment_method_list ?? []).map((g) => ({
            key: g.gateway,
            title: g.gateway_title ?? g.gateway,
          })),
        }
      : null,
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

export const ADD_FUND_ERRORS = {
  amount: "account:wallet.errors.amount",
  gateway: "account:wallet.errors.gateway",
  unavailable: "account:errors.unavailable",
} as const;

const addFundSchema = z.object({
  amount: z.coerce
    .number({ required_error: ADD_FUND_ERRORS.amount, invalid_type_error: ADD_FUND_ERRORS.amount })
    .min(1, ADD_FUND_ERRORS.amount)
    .max(1_000_000, ADD_FUND_ERRORS.amount),
  gateway: z
    .string({ required_error: ADD_FUND_ERRORS.gateway })
    .min(1, ADD_FUND_ERRORS.gateway)
    .max(100),
});

const addFundOn = (config: Awaited<ReturnType<typeof accountGate>>) =>
  Boolean(config?.add_fund_status) && (config?.active_payment_method_list ?? []).length > 0;

/**
 * POST /wallet: Add fund (contract §2.3 add-fund) → 303 to the backend's payment page, which
 * comes back to /wallet?flag=success|cancel. Only while add_fund_status is on and a digital
 * gateway is active; the gateway must be one of config's.
 */
export async function walletAction(
  request: Request,
  context: AppLoadContext,
  params: { lang?: string },
) {
  const config = await accountGate(request, context, "customer_wallet_status", params);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: addFundSchema });
  const refuse = (
    status: number,
    reply: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  ) => data({ result: submission.reply(reply) }, { status });
  if (!addFundOn(config)) throw new Response(null, { status: 404, statusText: "Not Found" });
  if (submission.status !== "success") return refuse(400);
  const { amount, gateway } = submission.value;
  if (!(config?.active_payment_method_list ?? []).some((g) => g.gateway === gateway))
    return refuse(400, { fieldErrors: { gateway: [ADD_FUND_ERRORS.gateway] } });
  try {
    const answer = await context.api.customer.wallet.addFund({
      amount,
      payment_method: gateway,
      callback: `${siteOrigin(request)}${localizePath("/wallet", context.lang)}`,
    });
    // The gateway's page is no route of this app: a full page load, also with JavaScript.
    return redirectDocument(answer.redirect_link, 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.isUnavailable) return refuse(503, { formErrors: [ADD_FUND_ERRORS.unavailable] });
    return refuse(400, { formErrors: [error.messages[0] ?? ADD_FUND_ERRORS.unavailable] });
  }
}
