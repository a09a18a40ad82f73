import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import type { OrderDetailsView } from "~/features/my-orders/my-orders.server";
import { OrderDetailsPage } from "~/features/my-orders/order-details-view";
import type { Lang } from "~/i18n/config";
import { i18nFor } from "~/i18n/i18next.server";
import { loader } from "~/routes/($lang).my-orders_.$orderId";
import { commitSession, getSession } from "~/sessions/session.server";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import {
  BURGER_STORE,
  FOOD,
  addToCart,
  deliveryOrder,
  orderRow,
  placeOrder,
  plainBurgerItem,
} from "../backend/commerce-helpers";
import { cookiePair } from "./header-test-support";
import { answerOf, routeArgs, shopSuite } from "./order-kit";

/**
 * A partially paid order's page (issue 24 item 2), in both profiles: the payment method says
 * "Partial payment", and under the total what the wallet paid (`partially_paid_amount`) and
 * what is left to pay — until the order is paid on delivery.
 */
describe.each(["default", "6ammart-3.2"] as const)(
  "a partially paid order, %s profile",
  (compat) => {
    const shop = shopSuite({ compat });

    async function openOrder(path: string) {
      const session = await getSession(new Request("http://shop.test/"));
      session.set("token", shop.demo);
      const request = new Request(`http://shop.test${path}`, {
        headers: { Cookie: cookiePair(await commitSession(session)) },
      });
      const orderId = path.match(/\/my-orders\/(\d+)/)![1];
      const answer = await answerOf(async () =>
        loader({ ...(await routeArgs(shop.api, request)), params: { orderId } }),
      );
      expect(answer).not.toBeInstanceOf(Response);
      return (answer as Exclude<typeof answer, Response>).order;
    }

    async function render(order: OrderDetailsView, lang: Lang) {
      const ui = createElement(OrderDetailsPage, { order, fromCheckout: false, reasons: null });
      const handler = createStaticHandler([{ id: "root", path: "*", element: ui }]);
      const context = await handler.query(new Request(`http://shop.test/my-orders/${order.id}`));
      if (context instanceof Response) throw new Error("unexpected redirect");
      const router = createStaticRouter(handler.dataRoutes, context);
      return renderToString(
        createElement(
          I18nextProvider,
          { i18n: i18nFor(lang) },
          createElement(StaticRouterProvider, { router, context, hydrate: false }),
        ),
      );
    }

    it("shows what the wallet paid and what is left, then only the wallet's part once paid", async () => {
      const { api } = shop;
      api.backend.db.prepare("UPDATE users SET wallet_balance = 4 WHERE id = 1").run();
      await addToCart(api, { token: shop.demo }, FOOD, {
        item_id: plainBurgerItem(api).id,
        price: 1,
      });
      const placed = await placeOrder(
        api,
        FOOD,
        deliveryOrder(BURGER_STORE, { partial_payment: 1 }),
        shop.demo,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const orderId = placed.body.order_id as number;
      const total = orderRow(api, orderId).order_amount as number;

      const order = await openOrder(`/my-orders/${orderId}`);
      expect(order.paymentMethod).toBe("partial_payment");
      const keys = order.amounts.map(([key]) => key);
      expect(keys.slice(-3)).toEqual(["total", "paidByWallet", "due"]);
      const [, paid] = order.amounts.at(-2)!;
      const [, due] = order.amounts.at(-1)!;
      expect(paid).toMatch(/^- .*4\.00/);
      expect(due).toContain((total - 4).toFixed(2));
      const html = await render(order, "en");
      expect(html).toContain("Partial payment");
      expect(html).toContain("Paid by wallet");
      expect(html).toContain("Left to pay");
      const ar = await render(await openOrder(`/ar/my-orders/${orderId}`), "ar");
      expect(ar).toContain("المدفوع من المحفظة");
      expect(ar).toContain("المتبقي للدفع");

      for (let i = 0; i < 6; i++) {
        api.clock.now = new Date(api.clock.now.getTime() + 60_000);
        advanceOrderLifecycle(api.backend.db, api.clock.now);
      }
      const paidOrder = await openOrder(`/my-orders/${orderId}`);
      expect(paidOrder.amounts.map(([key]) => key).slice(-2)).toEqual(["total", "paidByWallet"]);
    });
  },
);
