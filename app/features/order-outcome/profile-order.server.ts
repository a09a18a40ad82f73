import type { AppLoadContext } from "@remix-run/node";
import i18nServer from "~/i18n/i18next.server";
import { requireUser } from "~/lib/guards.server";
import {
  badRequest,
  configFor,
  notFound,
  orderCardOf,
  orderIdOf,
  readOwnOrder,
  type OrderCard,
} from "./order-view.server";

/**
 * GET /profile — interim (issue 13 item 4): the order view a signed-in customer lands on after
 * checkout, `?orderId={id}&page=my-orders[&from=checkout]` (foundations §2). The orders issue
 * (14) builds the whole profile on this route; until then, without an order it is a short
 * placeholder. Another customer's order is "not found" (the backend answers 404).
 */
export async function loadProfile(request: Request, context: AppLoadContext) {
  await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const t = await i18nServer.getFixedT(context.lang, "orders");
  const rawId = params.get("orderId");
  if (rawId === null) return { title: t("profile.title"), order: null, fromCheckout: false };

  const orderId = orderIdOf(rawId);
  if (orderId === null) throw badRequest();
  const [order, config] = await Promise.all([readOwnOrder(context, orderId), configFor(context)]);
  if (!order) throw notFound();
  const card: OrderCard = orderCardOf(order, config, context.lang);
  return {
    title: t("profile.orderTitle", { id: order.id }),
    order: card,
    fromCheckout: params.get("from") === "checkout",
  };
}

export type ProfileData = Awaited<ReturnType<typeof loadProfile>>;
