import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { isApiError } from "~/api/errors";
import { requireUser } from "~/features/auth/sign-in-gate.server";
import { redirectWith } from "~/features/auth/auth-flow.server";
import { orderDetailsPath } from "~/features/my-orders/my-orders-constants";
import { ownOrderWithLines } from "~/features/my-orders/my-orders.server";
import { badRequest, orderIdOf } from "~/features/order-outcome/order-view.server";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { parseWithZod } from "~/lib/conform.server";
import { readForm } from "~/lib/read-form.server";
import { makeToast } from "~/lib/toast";
import {
  DM_COMMENT,
  DM_RATING,
  commentField,
  ratingField,
  type ReviewShape,
} from "./review-fields";
import { reviewSchema } from "./review-schema";

/**
 * /rate-and-review/{orderId} (issue 14 item 3; browsing §2, §4 "Review prompt"): the signed-in
 * customer rates and comments each item and the delivery man of their delivered order. Someone
 * else's order is 404 (the backend scopes track and details to the token's customer); an order
 * not delivered yet says so and offers nothing to send.
 */

export interface ReviewPage {
  title: string;
  orderId: number;
  delivered: boolean;
  items: { id: number; name: string; image: string | null; variations: string[] }[];
  deliveryMan: { id: number; name: string; image: string | null } | null;
}

async function readReviewPage(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  await requireUser(request, context);
  const orderId = orderIdOf(rawId);
  if (orderId === null) throw badRequest();
  const [order, lines] = await ownOrderWithLines(context, orderId);
  const seen = new Set<number>();
  const items: ReviewPage["items"] = [];
  for (const line of lines) {
    const id = line.item_id;
    if (id == null || seen.has(id)) continue;
    seen.add(id);
    items.push({
      id,
      name: line.item_details?.name || "—",
      image: line.item_details?.image_full_url ?? null,
      variations: line.variant ? [line.variant] : [],
    });
  }
  const dm = order.delivery_man?.[0] ?? null;
  return {
    orderId: order.id,
    delivered: order.order_status === "delivered",
    items,
    deliveryMan: dm
      ? { id: dm.id, name: `${dm.f_name} ${dm.l_name}`.trim(), image: dm.image_full_url ?? null }
      : null,
  };
}

const shapeOf = (page: Omit<ReviewPage, "title">): ReviewShape => ({
  itemIds: page.items.map((i) => i.id),
  deliveryMan: page.deliveryMan !== null,
});

export async function loadReviewPage(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
): Promise<ReviewPage> {
  const [page, t] = await Promise.all([
    readReviewPage(request, context, rawId),
    i18nServer.getFixedT(context.lang, "orders"),
  ]);
  return { ...page, title: t("reviews.title", { id: page.orderId }) };
}

export interface ReviewRefusal {
  result: SubmissionResult<string[]>;
}

/**
 * POST: every rated item and the rated delivery man go to the backend, side by side. All taken →
 * the order's page with a thank-you toast. Refusals (already reviewed, not delivered) come back
 * on the fields they belong to, with what was typed; what was taken stays taken.
 */
export async function reviewAction(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  const page = await readReviewPage(request, context, rawId);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: reviewSchema(shapeOf(page)) });
  if (submission.status !== "success") {
    return data<ReviewRefusal>({ result: submission.reply() }, { status: 400 });
  }
  if (!page.delivered) {
    return data<ReviewRefusal>(
      { result: submission.reply({ formErrors: ["orders:reviews.notDelivered"] }) },
      { status: 403 },
    );
  }
  const value = submission.value as Record<string, number | string | undefined>;
  const reviews = context.api.orders.reviews;
  const calls: { field: string; call: () => Promise<unknown> }[] = [];
  for (const item of page.items) {
    const rating = value[ratingField(item.id)];
    if (typeof rating !== "number") continue;
    const comment = value[commentField(item.id)];
    calls.push({
      field: ratingField(item.id),
      call: () =>
        reviews.submitItem({
          itemId: item.id,
          orderId: page.orderId,
          rating,
          comment: typeof comment === "string" ? comment : undefined,
        }),
    });
  }
  const dmRating = value[DM_RATING];
  if (page.deliveryMan && typeof dmRating === "number") {
    const deliveryManId = page.deliveryMan.id;
    calls.push({
      field: DM_RATING,
      call: () =>
        reviews.submitDeliveryMan({
          deliveryManId,
          orderId: page.orderId,
          rating: dmRating,
          comment: String(value[DM_COMMENT] ?? ""),
        }),
    });
  }
  const settled = await Promise.allSettled(calls.map((c) => c.call()));
  const fieldErrors: Record<string, string[]> = {};
  let unavailable = false;
  settled.forEach((outcome, index) => {
    if (outcome.status === "fulfilled") return;
    const error = outcome.reason;
    if (error instanceof Response || !isApiError(error)) throw error;
    if (error.isUnavailable) unavailable = true;
    fieldErrors[calls[index].field] = [
      error.isUnavailable
        ? "orders:errors.unavailable"
        : (error.messages[0] ?? "orders:errors.refused"),
    ];
  });
  if (Object.keys(fieldErrors).length) {
    return data<ReviewRefusal>(
      { result: submission.reply({ fieldErrors }) },
      { status: unavailable ? 503 : 403 },
    );
  }
  return redirectWith(
    request,
    context,
    localizePath(orderDetailsPath(page.orderId), context.lang),
    [makeToast("success", { key: "orders:reviews.thanks" })],
  );
}
