import type { SubmissionResult } from "@conform-to/react";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { isApiError } from "~/api/errors";
import type { OrderLine, TrackedOrder } from "~/api/schemas/orders";
import { orderExtrasOf, type OrderExtras } from "~/features/order-outcome/order-extras";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { redirectWith } from "~/features/auth/auth-flow.server";
import { moneyFormat, formatPrice } from "~/features/catalogue/money";
import { moneyDigits } from "~/features/checkout/pricing";
import { receiptOf } from "~/features/checkout/receipt";
import {
  badRequest,
  configFor,
  formatOrderTime,
  orderIdOf,
  parcelViewOf,
  unavailable,
  type ParcelView,
} from "~/features/order-outcome/order-view.server";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { parseWithZod } from "~/lib/conform.server";
import { dialogFrom } from "~/lib/dialog-url";
import { readForm } from "~/lib/read-form.server";
import { settle } from "~/api/settle.server";
import { makeToast } from "~/lib/toast";
import {
  CANCELABLE_STATUSES,
  CANCEL_INTENT,
  CANCEL_ORDER_DIALOG,
  ORDERS_PAGE_SIZE,
  ORDER_FIELDS,
  ORDER_TABS,
  TIMELINE_STATUSES,
  orderDetailsPath,
  type OrderTab,
} from "./my-orders-constants";
import { notFound } from "~/lib/responses.server";
import { canRequestRefund, refundViewOf, type RefundView } from "~/features/refunds/refund-rules";
import { pageParam } from "~/lib/params";
import { partialRestOf, restAmountKey } from "./partial-rest";

/**
 * My orders (issue 14 item 2; browsing §2, §3, §7): the signed-in customer's running and past
 * orders (customer/order/running-orders and list, paged), one order's details (track + details
 * in parallel) and its cancel with a reason. Behind the login gate ('You must be login to
 * access this page.'); the backend scopes every call to the token's customer, so another
 * customer's order id is "not found".
 */

type Money = (amount: number) => string;

/** One row of the list. */
export interface OrderRowView {
  id: number;
  placedAt: string | null;
  status: string;
  total: string;
  store: string | null;
  storeLogo: string | null;
  itemCount: number;
  orderType: string | null;
}

export interface MyOrdersData {
  title: string;
  tab: OrderTab;
  page: number;
  pages: number;
  orders: OrderRowView[];
  failed: boolean;
}

export async function loadMyOrders(
  request: Request,
  context: AppLoadContext,
): Promise<MyOrdersData> {
  await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const tab: OrderTab = (ORDER_TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as OrderTab)
    : "running";
  const page = pageParam(params, 999_999);
  const [list, config, t] = await Promise.all([
    settle(context.api.orders.list(tab, { limit: ORDERS_PAGE_SIZE, offset: page })),
    configFor(context),
    i18nServer.getFixedT(context.lang, "orders"),
  ]);
  const money: Money = (amount) => formatPrice(amount, moneyFormat(config), context.lang);
  const orders = list.ok ? list.value.orders : [];
  return {
    title: t("myOrders.title"),
    tab,
    page,
    pages: list.ok ? Math.max(1, Math.ceil(list.value.total_size / ORDERS_PAGE_SIZE)) : 1,
    failed: !list.ok,
    orders: orders.map((o) => ({
      id: o.id,
      placedAt: formatOrderTime(o.created_at, context.lang, config?.timezone),
      status: o.order_status,
      total: money(o.order_amount),
      store: o.store?.name || null,
      storeLogo:
        typeof o.store?.logo_full_url === "string" ? (o.store.logo_full_url as string) : null,
      itemCount: o.details_count,
      orderType: o.order_type ?? null,
    })),
  };
}

export interface OrderLineView {
  id: number;
  name: string;
  image: string | null;
  quantity: number;
  /** One unit before discounts: quantity × unitPrice − discount + add-ons = total. */
  unitPrice: string;
  variations: string[];
  addOns: string[];
  /** The line's share of the order's discount, or null. */
  discount: string | null;
  total: string;
  /** The item to review (null for a campaign line). */
  itemId: number | null;
}

export interface OrderDetailsView {
  id: number;
  placedAt: string | null;
  /** The delivery time chosen at checkout (issue 22 item 3), or null for "now". */
  scheduledFor: string | null;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  orderType: string | null;
  store: { id: number; name: string } | null;
  /** Where it goes: the delivery address, or a parcel's receiver. */
  address: { name: string | null; phone: string | null; address: string | null } | null;
  /** A parcel's type, who pays, and its sender with the pickup address (issue 22 item 19). */
  parcel: ParcelView | null;
  note: string | null;
  extras: OrderExtras;
  cancellationReason: string | null;
  lines: OrderLineView[];
  /**
   * [orders: key under myOrders.amounts, formatted amount]: the charges, the total, then for a
   * partial payment what the wallet paid and what is left to pay.
   */
  amounts: [key: string, value: string][];
  timeline: { status: string; at: string }[];
  prescriptions: string[];
  canCancel: boolean;
  canReview: boolean;
  /** "Request a refund" (issue 24 item 1): delivered, paid, refunds on; set by the loader. */
  canRefund: boolean;
  /** The refund asked for and the operator's answer, once there is one. */
  refund: RefundView | null;
  trackHref: string;
}

/** A line's variation as words: food options "Size: Large", other items their type. */
function variationWords(line: OrderLine): string[] {
  if (line.variant) return [line.variant];
  return line.variation.flatMap((v) => {
    if (v.type) return [v.type];
    const labels = v.values?.label ?? [];
    return v.name && labels.length ? [`${v.name}: ${labels.join(", ")}`] : [];
  });
}

export function orderDetailsViewOf(
  order: TrackedOrder,
  lines: OrderLine[],
  options: {
    money: Money;
    /** config digit_after_decimal_point: the rounding every figure shares (receipt.ts). */
    decimals: number;
    time: (raw: string | null | undefined) => string | null;
    lang: string;
  },
): OrderDetailsView {
  const { money, time } = options;
  // One derivation for the lines and the amounts, down to the backend's total: the parts add
  // up to it (issue 22 item 3; the per-unit discounts are rounded, the order's is not).
  const receipt = receiptOf(
    lines.map((l) => ({
      unitPrice: l.price,
      quantity: l.quantity,
      addOnTotal: l.total_add_on_price,
      discount: l.discount_on_item * l.quantity,
    })),
    {
      couponDiscount: order.coupon_discount_amount,
      tax: order.tax_status === "included" ? 0 : order.total_tax_amount,
      delivery: order.delivery_charge,
      tips: order.dm_tips,
      additionalCharge: order.additional_charge,
      extraPackaging: order.extra_packaging_amount,
    },
    moneyDigits(options.decimals),
    { total: order.order_amount },
  );
  const amounts: [string, string][] = [];
  const add = (key: string, amount: number, sign: "" | "-" | "+" = "") => {
    if (amount > 0)
      amounts.push([key, `${sign === "-" ? "- " : sign === "+" ? "+ " : ""}${money(amount)}`]);
  };
  if (lines.length) {
    add("itemsPrice", receipt.itemsPrice);
    add("addOns", receipt.addOns, "+");
    add("discount", receipt.discount, "-");
  }
  add("couponDiscount", receipt.couponDiscount, "-");
  add("tax", receipt.tax, "+");
  add("deliveryFee", receipt.delivery, "+");
  add("tips", receipt.tips, "+");
  add("additionalCharge", receipt.additionalCharge, "+");
  add("packaging", receipt.extraPackaging, "+");
  add("adjustment", receipt.adjustment, "+");
  add("adjustment", -receipt.adjustment, "-");
  amounts.push(["total", money(receipt.total)]);
  // A partial payment (issue 24 item 2): what the wallet paid, and what the other method paid
  // (digital, offline) or is left to pay.
  const rest = partialRestOf(order);
  if (rest) {
    amounts.push(["paidByWallet", `- ${money(order.partially_paid_amount)}`]);
    const key = restAmountKey(rest);
    const left = Math.max(0, receipt.total - order.partially_paid_amount);
    if (key) amounts.push([key, rest.paid ? `- ${money(rest.amount)}` : money(left)]);
  }

  const row = order as Record<string, unknown>;
  const timeline = TIMELINE_STATUSES.flatMap((status) => {
    const raw = status === "pending" ? (order.pending ?? order.created_at) : row[status];
    const at = typeof raw === "string" ? time(raw) : null;
    return at ? [{ status, at }] : [];
  });
  const where = order.order_type === "parcel" ? order.receiver_details : order.delivery_address;
  return {
    id: order.id,
    placedAt: time(order.created_at),
    scheduledFor: order.scheduled ? time(order.schedule_at) : null,
    status: order.order_status,
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    orderType: order.order_type ?? null,
    store: order.store ? { id: order.store.id, name: order.store.name } : null,
    address:
      order.order_type === "take_away" || !where
        ? null
        : {
            name: where.contact_person_name ?? null,
            phone: where.contact_person_number ?? null,
            address: where.address ?? null,
          },
    parcel: parcelViewOf(order),
    note: order.order_note ?? null,
    extras: orderExtrasOf(order),
    cancellationReason:
      order.order_status === "canceled" ? (order.cancellation_reason ?? null) : null,
    lines: lines.map((l, i) => ({
      id: l.id,
      name: l.item_details?.name || "—",
      image: l.item_details?.image_full_url ?? null,
      quantity: l.quantity,
      unitPrice: money(l.price),
      variations: variationWords(l),
      addOns: l.add_ons.map((a) => (a.quantity > 1 ? `${a.name} × ${a.quantity}` : a.name)),
      discount: receipt.lines[i].discount > 0 ? money(receipt.lines[i].discount) : null,
      total: money(receipt.lines[i].net),
      itemId: l.item_id ?? null,
    })),
    amounts,
    timeline,
    prescriptions: order.order_attachment_full_url,
    canCancel: CANCELABLE_STATUSES.includes(order.order_status),
    canReview: order.order_status === "delivered" && lines.some((l) => l.item_id != null),
    canRefund: false,
    refund: refundViewOf(order),
    trackHref: `/track-order?order_id=${order.id}`,
  };
}

export interface ReasonChoice {
  value: string;
  label: string;
}

async function reasonChoices(context: AppLoadContext): Promise<ReasonChoice[]> {
  const list = await settle(context.api.orders.cancellationReasons());
  return list.ok ? list.value.data.map((r) => ({ value: String(r.id), label: r.reason })) : [];
}

/** Reads the order and its lines as its owner: 404 for a stranger's or a missing one, 503 when down. */
export async function ownOrderWithLines(context: AppLoadContext, orderId: number) {
  try {
    return await Promise.all([
      context.api.orders.track(orderId),
      context.api.orders.lines(orderId),
    ]);
  } catch (error) {
    if (error instanceof Response || !isApiError(error)) throw error;
    if (error.isUnavailable) throw unavailable();
    throw notFound();
  }
}

export async function loadOrderDetails(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  await requireUser(request, context);
  const orderId = orderIdOf(rawId);
  if (orderId === null) throw badRequest();
  const url = new URL(request.url);
  const [[order, lines], config, t] = await Promise.all([
    ownOrderWithLines(context, orderId),
    configFor(context),
    i18nServer.getFixedT(context.lang, "orders"),
  ]);
  const view = {
    ...orderDetailsViewOf(order, lines, {
      money: (amount) => formatPrice(amount, moneyFormat(config), context.lang),
      decimals: moneyFormat(config).decimals,
      time: (raw) => formatOrderTime(raw, context.lang, config?.timezone),
      lang: context.lang,
    }),
    canRefund: canRequestRefund(order, config),
  };
  const reasons =
    view.canCancel && dialogFrom(url.searchParams) === CANCEL_ORDER_DIALOG
      ? await reasonChoices(context)
      : null;
  return {
    title: t("profile.orderTitle", { id: order.id }),
    order: view,
    fromCheckout: url.searchParams.get("from") === "checkout",
    reasons,
  };
}

export const cancelFormSchema = z.object({
  [ORDER_FIELDS.intent]: z.literal(CANCEL_INTENT),
  [ORDER_FIELDS.orderId]: z.string().regex(/^\d{1,12}$/),
  [ORDER_FIELDS.reason]: z.string().max(40).optional(),
});

export interface CancelRefusal {
  intent: typeof CANCEL_INTENT | null;
  result: SubmissionResult<string[]>;
}

/**
 * POST /my-orders/{id} intent=cancel-order reason={id}: PUT customer/order/cancel with the
 * reason's text → back to the order with the backend's message; a refusal (no reason, the
 * order moved on, someone else's order) is the page again with the message and the choice kept.
 */
export async function orderDetailsAction(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  await requireUser(request, context);
  const orderId = orderIdOf(rawId);
  if (orderId === null) throw badRequest();
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: cancelFormSchema });
  const refuse = (message: string, status: number) =>
    data<CancelRefusal>(
      { intent: CANCEL_INTENT, result: submission.reply({ formErrors: [message] }) },
      { status },
    );
  if (submission.status !== "success" || orderIdOf(submission.value.order_id) !== orderId)
    return refuse("orders:errors.badRequest", 400);
  const choices = await reasonChoices(context);
  const choice = choices.find((c) => c.value === submission.value.reason);
  if (!choice) return refuse("orders:errors.reasonRequired", 400);
  let message: string | undefined;
  try {
    ({ message } = await context.api.orders.cancel(orderId, choice.label));
  } catch (error) {
    if (error instanceof Response || !isApiError(error)) throw error;
    if (error.isUnavailable) return refuse("orders:errors.unavailable", 503);
    if (error.status === 404) return refuse("orders:errors.notFound", 404);
    const status = error.status >= 400 && error.status < 500 ? error.status : 400;
    return refuse(error.messages[0] ?? "orders:errors.refused", status);
  }
  return redirectWith(request, context, localizePath(orderDetailsPath(orderId), context.lang), [
    makeToast("success", message ? { text: message } : { key: "orders:toasts.canceled" }),
  ]);
}
