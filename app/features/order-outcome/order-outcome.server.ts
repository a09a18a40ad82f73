import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { isApiError } from "~/api/errors";
import type { Config } from "~/api/schemas/config";
import type { TrackedOrder } from "~/api/schemas/orders";
import { flag, id } from "~/api/schemas/primitives";
import { redirectWith } from "~/features/auth/auth-flow.server";
import { moneyFormat, formatPrice } from "~/features/catalogue/money";
import { orderDetailsViewOf, type OrderDetailsView } from "~/features/my-orders/my-orders.server";
import { digitalRestUnpaid } from "~/features/my-orders/partial-rest";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { dialogFrom } from "~/lib/dialog-url";
import { parseWithZod } from "~/lib/conform.server";
import { readForm } from "~/lib/read-form.server";
import { settle } from "~/api/settle.server";
import { makeToast } from "~/lib/toast";
import {
  CANCEL_ORDER_DIALOG,
  DEFAULT_REASON_VALUE,
  OUTCOME_FIELDS,
  OUTCOME_INTENTS,
  PAYMENT_CANCELED_REASON,
  type OutcomeIntent,
} from "./order-outcome-constants";
import {
  badRequest,
  configFor,
  formatOrderTime,
  orderCardOf,
  orderIdOf,
  readOwnOrder,
  type OrderCard,
} from "./order-view.server";
import { notFound } from "~/lib/responses.server";

/**
 * /order-placed (issue 13 items 4–5; foundations §2, §4 "Failed payment"; browsing §2 "Guest
 * order-placed dialog"): where the payment gateway comes back to (`flag=success|fail|cancel&
 * order_id=…`, or the order id as the `attribute_id` inside `token`), and where the checkout
 * sends a guest's cash, wallet and offline orders. The query only names the order and what the
 * gateway claims; what the page shows and offers is the backend's order, read as its owner.
 */

export type OutcomeFlag = "success" | "fail" | "cancel";

export interface OutcomeQuery {
  orderId: number;
  flag: OutcomeFlag | null;
}

/**
 * The order id a 6amMart gateway hides in `token`: base64 of
 * `payment_method=…&&attribute_id=<order id>&&transaction_reference=…` (or a JSON object with
 * attribute_id). Anything else is no id.
 */
export function attributeIdOf(token: string): number | null {
  if (token.length > 2048 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(token)) return null;
  const decoded = Buffer.from(token.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString(
    "utf8",
  );
  if (decoded.trimStart().startsWith("{")) {
    try {
      const value = JSON.parse(decoded) as { attribute_id?: unknown };
      return orderIdOf(String(value?.attribute_id ?? ""));
    } catch {
      return null;
    }
  }
  return orderIdOf(new URLSearchParams(decoded).get("attribute_id"));
}

/**
 * The order and the gateway's flag from the URL. A malformed order_id or flag, or no order id
 * at all, is a 400 page (thrown); status, totalAmount and total are never read.
 */
export function outcomeQueryOf(params: URLSearchParams): OutcomeQuery {
  const rawFlag = params.get("flag");
  if (rawFlag !== null && !["success", "fail", "cancel"].includes(rawFlag)) throw badRequest();
  const rawId = params.get("order_id");
  const token = params.get("token");
  let orderId: number | null = null;
  if (rawId !== null) orderId = orderIdOf(rawId);
  else if (token !== null) orderId = attributeIdOf(token);
  if (orderId === null) throw badRequest();
  return { orderId, flag: rawFlag as OutcomeFlag | null };
}

/** A digital order not paid, or a partial payment whose digital rest is not (issue 24 item 2). */
const payable = (order: TrackedOrder) =>
  (order.payment_method === "digital_payment" && order.payment_status !== "paid") ||
  digitalRestUnpaid(order);

/**
 * Whether the page is the Order Place Failed screen: the backend says the order failed, or the
 * gateway came back with fail/cancel for a digital order the backend has not seen paid. A
 * success flag never hides a failed order, and a fail flag never fails a paid or cash order.
 */
export function paymentFailed(order: TrackedOrder, flag: OutcomeFlag | null): boolean {
  if (order.order_status === "failed") return true;
  return (flag === "fail" || flag === "cancel") && payable(order);
}

/** Statuses the backend lets a customer cancel from (and switch a digital order to cash). */
const RESCUABLE = ["pending", "failed"];

const zoneCodSchema = z.object({ id, cash_on_delivery: flag.optional() });

/**
 * Whether the order's zone takes cash on delivery (foundations §3 "Zone data", §4 "Failed
 * payment"): the operator's switch (config cash_on_delivery) and the zone's flag from the zone
 * list. When the zone list cannot be read the option stays and the backend decides.
 */
async function cashAllowed(context: AppLoadContext, config: Config | null, zoneId: number | null) {
  if (config?.cash_on_delivery === false) return false;
  const zones = await settle(context.api.config.zones());
  if (!zones.ok || zoneId === null) return true;
  const zone = zones.value.find((z) => z.id === zoneId);
  const parsed = zoneCodSchema.safeParse(zone);
  return parsed.success ? parsed.data.cash_on_delivery !== false : false;
}

export interface ReasonChoice {
  value: string;
  label: string;
}

/**
 * The cancel dialog's choices: the backend's customer reasons, 'Order payment canceled' first
 * (the default). The backend localizes its reasons, so the default is found by its English or
 * translated text; a backend without it gets it added.
 */
export function reasonChoices(
  reasons: { id: number; reason: string }[],
  defaultLabel: string,
): ReasonChoice[] {
  const isDefault = (reason: string) =>
    reason === PAYMENT_CANCELED_REASON || reason === defaultLabel;
  const found = reasons.find((r) => isDefault(r.reason));
  const first: ReasonChoice = found
    ? { value: String(found.id), label: found.reason }
    : { value: DEFAULT_REASON_VALUE, label: defaultLabel };
  return [
    first,
    ...reasons
      .filter((r) => r !== found && r.reason.trim())
      .map((r) => ({ value: String(r.id), label: r.reason })),
  ];
}

async function loadReasonChoices(context: AppLoadContext): Promise<ReasonChoice[]> {
  const [list, t] = await Promise.all([
    settle(context.api.orders.cancellationReasons()),
    i18nServer.getFixedT(context.lang, "orders"),
  ]);
  return reasonChoices(list.ok ? list.value.data : [], t("failed.defaultReason"));
}

export type OrderOutcomeData =
  | {
      kind: "placed";
      title: string;
      order: OrderCard;
      trackHref: string;
      /** What was ordered and what it comes to (issue 22 item 19): no lines for a parcel. */
      lines: OrderDetailsView["lines"];
      amounts: OrderDetailsView["amounts"];
    }
  | {
      kind: "failed";
      title: string;
      order: OrderCard;
      canSwitchToCash: boolean;
      canCancel: boolean;
      /** Only while the cancel dialog is open (`?dialog=cancel-order`). */
      reasons: ReasonChoice[] | null;
    };

export async function loadOrderOutcome(
  request: Request,
  context: AppLoadContext,
): Promise<OrderOutcomeData> {
  const url = new URL(request.url);
  const query = outcomeQueryOf(url.searchParams);
  const [order, config, t] = await Promise.all([
    readOwnOrder(context, query.orderId),
    configFor(context),
    i18nServer.getFixedT(context.lang, "orders"),
  ]);
  if (!order) throw notFound();
  const card = orderCardOf(order, config, context.lang);

  if (!paymentFailed(order, query.flag)) {
    if (context.session.get("token")) {
      // Straight to the order details (what /profile?page=my-orders&orderId… forwards to).
      const target = `${localizePath(`/my-orders/${order.id}`, context.lang)}?from=checkout`;
      throw redirect(target, 303);
    }
    const phone = order.delivery_address?.contact_person_number ?? "";
    const track = new URLSearchParams({ order_id: String(order.id), phone });
    // The lines are the guest's own (the backend scopes details to this guest id); without
    // them the page still shows the amounts the order row holds, down to the total.
    const lines = await settle(context.api.orders.lines(order.id));
    const view = orderDetailsViewOf(order, lines.ok ? lines.value : [], {
      money: (amount) => formatPrice(amount, moneyFormat(config), context.lang),
      decimals: moneyFormat(config).decimals,
      time: (raw) => formatOrderTime(raw, context.lang, config?.timezone),
      lang: context.lang,
    });
    return {
      kind: "placed",
      title: t("placed.title"),
      order: card,
      trackHref: `${localizePath("/track-order", context.lang)}?${track.toString()}`,
      lines: view.lines,
      amounts: view.amounts,
    };
  }

  const rescuable = RESCUABLE.includes(order.order_status);
  const canSwitchToCash =
    rescuable && payable(order) && (await cashAllowed(context, config, order.zone_id ?? null));
  const reasons =
    rescuable && dialogFrom(url.searchParams) === CANCEL_ORDER_DIALOG
      ? await loadReasonChoices(context)
      : null;
  return {
    kind: "failed",
    title: t("failed.title"),
    order: card,
    canSwitchToCash,
    canCancel: rescuable,
    reasons,
  };
}

/** The outcome forms' fields, checked on the server (Conform's result goes back to the form). */
export const outcomeFormSchema = z.object({
  [OUTCOME_FIELDS.intent]: z.enum([OUTCOME_INTENTS.switchToCash, OUTCOME_INTENTS.cancel]),
  [OUTCOME_FIELDS.orderId]: z.string().regex(/^\d{1,12}$/),
  [OUTCOME_FIELDS.reason]: z.string().max(40).optional(),
});

/** A refused choice: which form, and its Conform result (the message and what was picked). */
export interface OutcomeRefusal {
  intent: OutcomeIntent | null;
  result: SubmissionResult<string[]>;
}

/**
 * POST /order-placed: intent=switch-to-cash (PUT customer/order/payment-method) or
 * intent=cancel-order with a reason (PUT customer/order/cancel). Both reset the checkout draft
 * and go to /home with a toast (foundations §4 "Failed payment"); a refusal is the page again
 * with the message (the backend's, or ours as an `orders:` key) and the picked reason. The
 * backend scopes both calls to the caller's own orders (token, or the session's guest id), so a
 * guessed order id changes nothing.
 */
export async function orderOutcomeAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: outcomeFormSchema });
  const rawIntent = form.get(OUTCOME_FIELDS.intent);
  const intent = Object.values(OUTCOME_INTENTS).find((i) => i === rawIntent) ?? null;
  const refuse = (message: string, status: number) =>
    data<OutcomeRefusal>(
      { intent, result: submission.reply({ formErrors: [message] }) },
      { status },
    );
  if (submission.status !== "success") return refuse("orders:errors.badRequest", 400);
  const orderId = orderIdOf(submission.value.order_id);
  if (orderId === null) return refuse("orders:errors.badRequest", 400);
  // No token and no guest id: no order can be this visitor's (and no call is made).
  if (!context.session.get("token") && !context.session.get("guestId")) throw notFound();
  const home = localizePath("/home", context.lang);
  const { api, session } = context;

  const refused = (error: unknown) => {
    if (error instanceof Response || !isApiError(error)) throw error;
    if (error.isUnavailable) return refuse("orders:errors.unavailable", 503);
    if (error.status === 404) return refuse("orders:errors.notFound", 404);
    const status = error.status >= 400 && error.status < 500 ? error.status : 400;
    return refuse(error.messages[0] ?? "orders:errors.refused", status);
  };

  if (submission.value.intent === OUTCOME_INTENTS.switchToCash) {
    try {
      await api.orders.switchToCash(orderId);
    } catch (error) {
      return refused(error);
    }
    session.unset("checkout");
    return redirectWith(request, context, home, [
      makeToast("success", { key: "orders:toasts.paymentInfoUpdated" }),
    ]);
  }

  const choices = await loadReasonChoices(context);
  const choice = choices.find((c) => c.value === submission.value.reason);
  if (!choice) return refuse("orders:errors.reasonRequired", 400);
  let message: string | undefined;
  try {
    ({ message } = await api.orders.cancel(orderId, choice.label));
  } catch (error) {
    return refused(error);
  }
  session.unset("checkout");
  return redirectWith(request, context, home, [
    makeToast("success", message ? { text: message } : { key: "orders:toasts.canceled" }),
  ]);
}
