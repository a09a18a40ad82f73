import type { AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { localizePath } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import { formatPrice, moneyFormat } from "~/features/catalogue/money";
import { siteOrigin } from "~/lib/site-origin.server";
import { settle } from "~/api/settle.server";
import { accountGate } from "./account-gate.server";

/**
 * GET /referral-code (browsing §2 account menu, hidden while ref_earning_status is 0; issue 14
 * item 5): the customer's own code (customer/info ref_code), what a friend's first order earns,
 * and a sign-up link to share.
 */
export async function loadReferral(
  request: Request,
  context: AppLoadContext,
  params: { lang?: string },
) {
  const config = await accountGate(request, context, "ref_earning_status", params);
  const [info, t] = await Promise.all([
    settle(context.api.customer.info()),
    i18nServer.getFixedT(context.lang, "account"),
  ]);
  if (!info.ok && isApiError(info.error) && !info.error.isUnavailable) throw info.error;
  const raw = info.ok ? (info.value as { ref_code?: unknown }).ref_code : null;
  const code = typeof raw === "string" && raw ? raw : null;
  const origin = siteOrigin(request);
  const earning = config?.ref_earning_exchange_rate ?? 0;
  return {
    title: t("referral.title"),
    code,
    shareUrl: code
      ? `${origin}${localizePath("/auth/sign-up", context.lang)}?${new URLSearchParams({ ref_code: code })}`
      : null,
    earning: earning > 0 ? formatPrice(earning, moneyFormat(config)) : null,
    failed: !info.ok,
  };
}
