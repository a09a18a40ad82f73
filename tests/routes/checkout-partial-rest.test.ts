import type { LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import type { OrderDetailsView } from "~/features/my-orders/my-orders.server";
import { OrderDetailsPage } from "~/features/my-orders/order-details-view";
import type { Lang } from "~/i18n/config";
import { i18nFor } from "~/i18n/i18next.server";
import { clearEverySwrCache } from "~/api/cache.server";
import { loader as orderLoader } from "~/routes/($lang).my-orders_.$orderId";
import { action as outcomeAction, loader as outcomeLoader } from "~/routes/($lang).order-placed";
import { commitSession, getSession } from "~/sessions/session.server";
import { reviewOfflinePayment } from "../../backend/services/offline-payments";
import { writeSettings } from "../../backend/services/settings";
import { DEMO, FOOD, emptyCart, plainBurgerItem } from "../backend/commerce-helpers";
import { checkoutBrowser, newVisitor, placeFields } from "./checkout-kit";
import { cookiePair } from "./header-test-support";
import { answerOf, routeArgs, shopSuite } from "./order-kit";

/** The order page as a reader sees it, in `lang`. */
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

/** The demo gateway's form for `outcome` (success, fail, cancel), as the browser would post it. */
function gatewayForm(html: string, outcome: string) {
  const form = [...html.matchAll(/<form method="post" action="\/payment-mobile">(.*?)<\/form>/gs)]
    .map((m) => m[1])
    .find((f) => f.includes(`value="${outcome}"`))!;
  const body = new URLSearchParams();
  for (const [, name, value] of form.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    body.set(name, value.replace(/&amp;/g, "&"));
  return body;
}

/**
 * A partial payment's digital or offline rest at checkout (issue 24 item 2), against the real
 * reference backend in both profiles, with the operator allowing every method for the rest
 * (`partial_payment_method=all`; the seed allows cash only): the checkout offers them, the
 * summary names the rest's method, a digital rest goes to the gateway page for the rest's
 * amount and comes back to the placed order, an offline rest sends its payment info with the
 * order; the order page shows the wallet's part and what the other method paid or owes.
 */
describe.each(["default", "6ammart-3.2"] as const)(
  "a partial payment's digital or offline rest at checkout, %s profile",
  (compat) => {
    const shop = shopSuite({ compat });
    const browser = checkoutBrowser({ apiBaseUrl: () => `${shop.api.baseUrl}/api/v1` });
    let previous: Record<string, unknown>;
    beforeAll(() => {
      previous = writeSettings(shop.api.backend.db, { partial_payment_method: "all" });
      clearEverySwrCache();
    });
    afterAll(() => {
      writeSettings(shop.api.backend.db, previous);
      clearEverySwrCache();
    });
    const setBalance = (amount: number) =>
      shop.api.backend.db
        .prepare("UPDATE users SET wallet_balance = ? WHERE id = ?")
        .run(amount, DEMO.id);
    const latestOrder = () =>
      shop.api.backend.db
        .prepare("SELECT * FROM orders WHERE user_id = ? AND is_guest = 0 ORDER BY id DESC LIMIT 1")
        .get(DEMO.id) as { id: number; order_amount: number } & Record<string, unknown>;
    const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ""));

    /** A signed-in customer with 4 in the wallet, a burger in the cart and "pay part" ticked. */
    async function tickedCheckout(method: string) {
      setBalance(4);
      await emptyCart(shop.api, FOOD, shop.demo);
      const visitor = await newVisitor(FOOD, { token: shop.demo });
      await browser.addToCart(visitor, FOOD, plainBurgerItem(shop.api).id);
      const fields = { partial_payment_shown: "1", partial_payment: "1", payment_method: method };
      expect((await browser.postCheckout(visitor, { intent: "refresh", ...fields })).status).toBe(
        303,
      );
      return { visitor, view: await browser.openCheckout(visitor), fields };
    }

    /** A signed-in page's loader at `path` for DEMO. */
    async function openAs<T>(
      load: (args: LoaderFunctionArgs) => Promise<T>,
      path: string,
      params = {},
    ) {
      const session = await getSession(new Request("http://shop.test/"));
      session.set("token", shop.demo);
      const request = new Request(`http://shop.test${path}`, {
        headers: { Cookie: cookiePair(await commitSession(session)) },
      });
      return answerOf(async () => load({ ...(await routeArgs(shop.api, request)), params }));
    }
    const orderPage = async (orderId: number) => {
      const answer = await openAs(orderLoader, `/my-orders/${orderId}`, {
        orderId: String(orderId),
      });
      expect(answer).not.toBeInstanceOf(Response);
      return (answer as Exclude<typeof answer, Response>).order;
    };

    it("offers every method for the rest and pays a digital rest on the gateway page for the rest's amount", async () => {
      const { view, visitor, fields } = await tickedCheckout("digital_payment");
      expect(view.partial).toMatchObject({ chosen: true });
      expect(view.payments.filter((p) => p.available).map((p) => p.id)).toEqual([
        "cash_on_delivery",
        "digital_payment",
        "offline_payment",
      ]);
      expect(view.payment).toBe("digital_payment");
      const total = amountOf(view.summary!.total);
      const rest = Math.round((total - 4) * 100) / 100;
      expect(amountOf(view.partial!.rest)).toBeCloseTo(rest, 2);

      const placed = await browser.postCheckout(visitor, placeFields(view.key, fields));
      expect(placed.status, JSON.stringify(placed.data)).toBe(303);
      const order = latestOrder();
      expect(order).toMatchObject({
        payment_method: "partial_payment",
        payment_status: "partially_paid",
        partially_paid_amount: 4,
      });
      // The backend's gateway page (on the API's host here), for the rest only.
      const link = new URL(placed.location!);
      expect(link.pathname).toBe("/payment-mobile");
      expect(link.searchParams.get("order_id")).toBe(String(order.id));
      const page = await fetch(`${shop.api.baseUrl}/payment-mobile${link.search}`);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain(rest.toFixed(2));
      expect(html).not.toContain(total.toFixed(2));

      // Owed until paid: the order page says so.
      const owed = await orderPage(order.id);
      expect(owed.amounts.slice(-3).map(([key]) => key)).toEqual([
        "total",
        "paidByWallet",
        "dueDigital",
      ]);
      expect(owed.amounts.at(-1)![1]).toContain(rest.toFixed(2));

      const paid = await fetch(`${shop.api.baseUrl}/payment-mobile`, {
        method: "POST",
        body: gatewayForm(html, "success"),
        redirect: "manual",
      });
      expect(paid.status).toBe(303);
      const back = new URL(paid.headers.get("location")!);
      expect(back.pathname).toBe("/order-placed");
      // The callback lands on the placed order.
      const landed = await openAs(outcomeLoader, `/order-placed${back.search}`);
      expect(landed).toBeInstanceOf(Response);
      expect((landed as Response).headers.get("Location")).toBe(
        `/my-orders/${order.id}?from=checkout`,
      );
      const done = await orderPage(order.id);
      expect(done.paymentStatus).toBe("paid");
      expect(await render(done, "en")).toContain("Paid by digital payment");
      expect(await render(done, "ar")).toContain("المدفوع بالدفع الإلكتروني");
      expect(done.amounts.slice(-3)).toEqual([
        ["total", expect.any(String)],
        ["paidByWallet", expect.stringContaining("4.00")],
        ["paidDigital", expect.stringContaining(rest.toFixed(2))],
      ]);
    });

    it("a failed digital rest is the Order Place Failed screen, where cash may pay the rest", async () => {
      const { view, visitor, fields } = await tickedCheckout("digital_payment");
      const placed = await browser.postCheckout(visitor, placeFields(view.key, fields));
      const link = new URL(placed.location!);
      const page = await fetch(`${shop.api.baseUrl}/payment-mobile${link.search}`);
      const failed = await fetch(`${shop.api.baseUrl}/payment-mobile`, {
        method: "POST",
        body: gatewayForm(await page.text(), "fail"),
        redirect: "manual",
      });
      const back = new URL(failed.headers.get("location")!);
      expect(back.searchParams.get("flag")).toBe("fail");
      const order = latestOrder();
      const screen = await openAs(outcomeLoader, `/order-placed${back.search}`);
      expect(screen).toMatchObject({ kind: "failed", canSwitchToCash: true, canCancel: true });

      const session = await getSession(new Request("http://shop.test/"));
      session.set("token", shop.demo);
      const request = new Request(`http://shop.test/order-placed${back.search}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "switch-to-cash", order_id: String(order.id) }),
        headers: { Cookie: cookiePair(await commitSession(session)) },
      });
      const switched = await answerOf(async () =>
        outcomeAction(await routeArgs(shop.api, request)),
      );
      expect(switched).toBeInstanceOf(Response);
      expect((switched as Response).status).toBe(303);
      expect(latestOrder()).toMatchObject({
        payment_method: "partial_payment",
        payment_status: "partially_paid",
        order_status: "confirmed",
      });
      const owed = await orderPage(order.id);
      expect(owed.amounts.at(-1)![0]).toBe("due");
    });

    it("sends an offline rest's payment info with the order; the order page shows what is left, then what was paid", async () => {
      const { view, visitor, fields } = await tickedCheckout("offline_payment");
      expect(view.payment).toBe("offline_payment");
      const method = view.offlineMethods.find((m) => m.id === view.offlineMethodId)!;
      const required = method.method_informations.find((i) => i.is_required)!;
      const placed = await browser.postCheckout(
        visitor,
        placeFields(view.key, {
          ...fields,
          offline_method_id: String(method.id),
          [`offline_${required.customer_input}`]: "TX-REST-9",
        }),
      );
      expect(placed.status, JSON.stringify(placed.data)).toBe(303);
      const order = latestOrder();
      expect(placed.location).toBe(`/profile?orderId=${order.id}&page=my-orders&from=checkout`);
      expect(order).toMatchObject({
        payment_method: "partial_payment",
        payment_status: "partially_paid",
        order_status: "pending",
        partially_paid_amount: 4,
      });
      const stored = shop.api.backend.db
        .prepare("SELECT payment_info, status FROM offline_payments WHERE order_id = ?")
        .get(order.id) as { payment_info: string; status: string } | undefined;
      expect(stored?.payment_info).toContain("TX-REST-9");
      const rest = Math.round((order.order_amount - 4) * 100) / 100;
      const owed = await orderPage(order.id);
      expect(owed.amounts.slice(-2)).toEqual([
        ["paidByWallet", expect.stringContaining("4.00")],
        ["dueOffline", expect.stringContaining(rest.toFixed(2))],
      ]);
      expect(await render(owed, "en")).toContain("Left to pay by offline payment");
      expect(await render(owed, "ar")).toContain("المتبقي للدفع بالدفع دون اتصال");
      reviewOfflinePayment(shop.api.backend.db, order.id, {
        approve: true,
        now: shop.api.clock.now,
      });
      const paid = await orderPage(order.id);
      expect(paid.amounts.at(-1)).toEqual([
        "paidOffline",
        expect.stringContaining(rest.toFixed(2)),
      ]);
    });

    it("refuses a rest the operator does not allow, offline included, before anything is placed", async () => {
      const { view, visitor, fields } = await tickedCheckout("offline_payment");
      const before = latestOrder()?.id;
      const onlyCash = writeSettings(shop.api.backend.db, { partial_payment_method: "cod" });
      clearEverySwrCache();
      try {
        const method = view.offlineMethods[0];
        const refused = await browser.postCheckout(
          visitor,
          placeFields(view.key, {
            ...fields,
            offline_method_id: String(method.id),
            ...Object.fromEntries(
              method.method_informations.map((i) => [`offline_${i.customer_input}`, "X1"]),
            ),
          }),
        );
        expect(refused.status).toBe(400);
        expect(JSON.stringify(refused.data?.result?.error)).toContain(
          "checkout:partial.notForRest",
        );
        expect(latestOrder()?.id).toBe(before);
      } finally {
        writeSettings(shop.api.backend.db, onlyCash);
        clearEverySwrCache();
      }
    });
  },
);
