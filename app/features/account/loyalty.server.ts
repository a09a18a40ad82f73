import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { LEDGER_PAGE_SIZE } from "~/api/customer.server";
import { isApiError } from "~/api/errors";
import { localizePath } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import { readForm } from "~/lib/read-form.server";
import { settle } from "~/api/settle.server";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { accountGate, ledgerLine } from "./account-gate.server";
import { pageParam } from "~/lib/params";

export const LOYALTY_ERRORS = {
  pointRequired: "account:loyalty.errors.required",
  pointWhole: "account:loyalty.errors.whole",
  unavailable: "account:errors.unavailable",
  refused: "account:loyalty.errors.refused",
} as const;

export const transferSchema = z.object({
  point: z.coerce
    .number({
      required_error: LOYALTY_ERRORS.pointRequired,
      invalid_type_error: LOYALTY_ERRORS.pointWhole,
    })
    .int(LOYALTY_ERRORS.pointWhole)
    .min(1, LOYALTY_ERRORS.pointWhole)
    .max(1_000_000_000, LOYALTY_ERRORS.pointWhole),
});

/**
 * GET /loyalty-points (foundations §2; issue 14 item 5): the points, what they are worth, the
 * transactions a page at a time, and the convert-to-wallet form. Signed in, and only while
 * config loyalty_point_status is on.
 */
export async function loadLoyalty(
  request: Request,
  context: AppLoadContext,
  params: { lang?: string },
) {
  const config = await accountGate(request, context, "loyalty_point_status", params);
  const page = pageParam(new URL(request.url), 999_999);
  const api = context.api.customer;
  const [info, ledger, t] = await Promise.all([
    settle(api.info()),
    settle(api.loyalty.transactions(page)),
    i18nServer.getFixedT(context.lang, "account"),
  ]);
  if (!info.ok && isApiError(info.error) && !info.error.isUnavailable) throw info.error;
  const total = ledger.ok ? ledger.value.total_size : 0;
  return {
    title: t("loyalty.title"),
    points: info.ok ? (info.value.loyalty_point ?? 0) : null,
    rate: config?.loyalty_point_exchange_rate ?? 0,
    minimum: config?.loyalty_point_minimum_point ?? 0,
    walletOn: Boolean(config?.customer_wallet_status),
    page,
    pages: Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE)),
    lines: ledger.ok
      ? ledger.value.data.map((row) => ledgerLine(row, config, context.lang, "points"))
      : [],
    failed: !ledger.ok || !info.ok,
  };
}
export type LoyaltyData = Awaited<ReturnType<typeof loadLoyalty>>;

/**
 * POST /loyalty-points: convert points (contract §2.3 point-transfer) → 303 back with 'Point to
 * wallet transfer successfully.' (browsing §8); the backend's refusal (too few points, below
 * the minimum) is shown at the field, the typed number kept.
 */
export async function loyaltyAction(
  request: Request,
  context: AppLoadContext,
  params: { lang?: string },
) {
  await accountGate(request, context, "loyalty_point_status", params);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: transferSchema });
  const refuse = (
    status: number,
    reply: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
  ) => data({ result: submission.reply(reply) }, { status });
  if (submission.status !== "success") return refuse(400);
  try {
    await context.api.customer.loyalty.transfer(submission.value.point);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.isUnavailable) return refuse(503, { formErrors: [LOYALTY_ERRORS.unavailable] });
    const text = error.fieldErrors.point ?? error.messages[0];
    return refuse(400, { fieldErrors: { point: [text ?? LOYALTY_ERRORS.refused] } });
  }
  return redirect(localizePath("/loyalty-points", context.lang), {
    status: 303,
    headers: {
      "Set-Cookie": await flashToasts(
        request,
        makeToast("success", { key: "account:loyalty.transferred" }),
      ),
    },
  });
}
