import type { SubmissionResult } from "@conform-to/react";
import { data, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { settle } from "~/api/settle.server";
import { replyFromApiError } from "~/components/forms.server";
import { requireLangParam } from "~/features/account/account-gate.server";
import { redirectWith } from "~/features/auth/auth-flow.server";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { orderDetailsPath } from "~/features/my-orders/my-orders-constants";
import {
  badRequest,
  configFor,
  orderIdOf,
  readOwnOrder,
} from "~/features/order-outcome/order-view.server";
import type { Config } from "~/api/schemas/config";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { parseWithZod } from "~/lib/conform.server";
import { readForm } from "~/lib/read-form.server";
import { notFound } from "~/lib/responses.server";
import { makeToast } from "~/lib/toast";
import {
  MAX_REFUND_IMAGE_BYTES,
  MAX_REFUND_IMAGES,
  REFUND_FIELDS,
  REFUND_METHODS,
  type RefundMethod,
} from "./refund-fields";
import { refundImages } from "./refund-images.server";
import { canRequestRefund } from "./refund-rules";
import { refundSchema } from "./refund-schema";

/**
 * /my-orders/{id}/refund (issue 24 item 1): the signed-in customer asks for a refund of their
 * delivered order — a reason from customer/order/refund-reasons, a method, a note, up to 3
 * pictures — while the operator has refunds on (`refund_active_status`). Someone else's order
 * is 404 (the backend scopes track to the token's customer); an order that cannot be refunded
 * (not delivered yet, already asked about, refunds off) says so and offers no form.
 */

type Params = { lang?: string; orderId?: string };

/** The methods offered: the wallet only while the operator has wallets on. */
const methodsFor = (config: Config | null): RefundMethod[] =>
  REFUND_METHODS.filter((m) => m !== "wallet" || Boolean(config?.customer_wallet_status));

async function readRefundPage(request: Request, context: AppLoadContext, params: Params) {
  requireLangParam(params);
  await requireUser(request, context);
  const orderId = orderIdOf(params.orderId);
  if (orderId === null) throw badRequest();
  const [order, config] = await Promise.all([readOwnOrder(context, orderId), configFor(context)]);
  if (!order) throw notFound();
  const open = canRequestRefund(order, config);
  const reasons = open ? await settle(context.api.orders.refunds.reasons()) : null;
  return {
    orderId,
    open,
    reasons: reasons?.ok
      ? reasons.value.refund_reasons.map((r) => ({ value: String(r.id), label: r.reason }))
      : [],
    methods: methodsFor(config),
    maxImages: MAX_REFUND_IMAGES,
    maxImageMb: MAX_REFUND_IMAGE_BYTES / 1024 / 1024,
  };
}

export async function loadRefundPage(request: Request, context: AppLoadContext, params: Params) {
  const [page, t] = await Promise.all([
    readRefundPage(request, context, params),
    i18nServer.getFixedT(context.lang, "orders"),
  ]);
  return { ...page, title: t("refund.title", { id: page.orderId }) };
}
export type RefundPage = Awaited<ReturnType<typeof loadRefundPage>>;

export interface RefundRefusal {
  result: SubmissionResult<string[]>;
}

/** Three pictures of 2 MB and the text fields; anything larger is the client's mistake (413). */
const FORM_LIMIT = MAX_REFUND_IMAGES * MAX_REFUND_IMAGE_BYTES + 64 * 1024;

/** The backend's error codes → this form's fields. */
const BACKEND_FIELDS = {
  customer_reason: REFUND_FIELDS.reason,
  refund_method: REFUND_FIELDS.method,
  customer_note: REFUND_FIELDS.note,
  image: REFUND_FIELDS.images,
};

/**
 * POST: customer/order/refund-request with the reason's words, the method, the note and the
 * pictures → the order's page ("Refund requested") with the backend's message. A refusal is the
 * page again with the message on its field and what was chosen kept (files must be picked
 * again: a browser never refills a file input).
 */
export async function refundAction(request: Request, context: AppLoadContext, params: Params) {
  const page = await readRefundPage(request, context, params);
  const form = await readForm(request, { maxBytes: FORM_LIMIT });
  const submission = parseWithZod(form, { schema: refundSchema });
  const refuse = (reply: Parameters<typeof submission.reply>[0], status: number) =>
    data<RefundRefusal>({ result: submission.reply(reply) }, { status });
  if (submission.status !== "success") {
    return data<RefundRefusal>({ result: submission.reply() }, { status: 400 });
  }
  if (!page.open) return refuse({ formErrors: ["orders:refund.notAvailable"] }, 403);
  const value = submission.value;
  const reason = page.reasons.find((r) => r.value === value[REFUND_FIELDS.reason]);
  if (!reason)
    return refuse(
      { fieldErrors: { [REFUND_FIELDS.reason]: ["orders:errors.reasonRequired"] } },
      400,
    );
  const method = value[REFUND_FIELDS.method];
  if (!page.methods.includes(method))
    return refuse(
      { fieldErrors: { [REFUND_FIELDS.method]: ["orders:refund.errors.method"] } },
      400,
    );
  const { images, error } = await refundImages(form);
  if (error) return refuse({ fieldErrors: { [REFUND_FIELDS.images]: [error] } }, 400);

  let message: string | undefined;
  try {
    ({ message } = await context.api.orders.refunds.request({
      orderId: page.orderId,
      reason: reason.label,
      method,
      note: value[REFUND_FIELDS.note] || undefined,
      images,
    }));
  } catch (error) {
    if (error instanceof Response || !isApiError(error)) throw error;
    if (error.isUnavailable) return refuse({ formErrors: ["orders:errors.unavailable"] }, 503);
    const status = error.status >= 400 && error.status < 500 ? error.status : 400;
    return refuse(
      replyFromApiError(error, { fields: BACKEND_FIELDS, fallback: "orders:errors.refused" }),
      status,
    );
  }
  return redirectWith(
    request,
    context,
    localizePath(orderDetailsPath(page.orderId), context.lang),
    [makeToast("success", message ? { text: message } : { key: "orders:refund.sent" })],
  );
}
