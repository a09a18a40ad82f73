import type { AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import i18nServer from "~/i18n/i18next.server";
import { formatPrice, moneyFormat } from "~/features/catalogue/money";
import { settle } from "~/api/settle.server";
import { accountGate, formatWhen } from "./account-gate.server";

export interface CouponCard {
  id: number;
  title: string;
  code: string;
  discount: string;
  freeDelivery: boolean;
  minimum: string | null;
  expires: string | null;
  store: string | null;
}

/**
 * GET /coupons (browsing §2 account menu; issue 14 item 5): the coupons the signed-in customer
 * can use (coupon/list, for the chosen zone and module), each with its code to copy.
 */
export async function loadCoupons(
  request: Request,
  context: AppLoadContext,
  params: { lang?: string },
) {
  const config = await accountGate(request, context, null, params);
  // Coupons belong to a module (coupon/list needs its moduleId header): none chosen yet, none
  // to list — the page offers the module chooser instead of a failure.
  if (!context.prefs.moduleId) {
    const t = await i18nServer.getFixedT(context.lang, "account");
    return {
      title: t("coupons.title"),
      coupons: [] as CouponCard[],
      failed: false,
      needsModule: true,
    };
  }
  const [list, t] = await Promise.all([
    settle(context.api.customer.coupons()),
    i18nServer.getFixedT(context.lang, "account"),
  ]);
  if (!list.ok && isApiError(list.error) && list.error.status === 401) throw list.error;
  const money = moneyFormat(config);
  const coupons = list.ok
    ? list.value.map((c): CouponCard => ({
        id: c.id,
        title: c.title,
        code: c.code,
        discount: c.discount_type === "percent" ? `${c.discount}%` : formatPrice(c.discount, money),
        freeDelivery: c.coupon_type === "free_delivery",
        minimum: c.min_purchase ? formatPrice(c.min_purchase, money) : null,
        expires:
          formatWhen(c.expire_date, context.lang, null)?.replace(/,?\s*\d{1,2}:\d{2}.*$/, "") ??
          null,
        store: c.store?.name ?? null,
      }))
    : [];
  return { title: t("coupons.title"), coupons, failed: !list.ok, needsModule: false };
}
