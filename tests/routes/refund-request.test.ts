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
import type { RefundRefusal } from "~/features/refunds/refund.server";
import type { Lang } from "~/i18n/config";
import { i18nFor } from "~/i18n/i18next.server";
import { loader as orderLoader } from "~/routes/($lang).my-orders_.$orderId";
import { action, loader } from "~/routes/($lang).my-orders_.$orderId_.refund";
import { commitSession, getSession } from "~/sessions/session.server";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import { decideRefund } from "../../backend/services/refunds";
import { writeSettings } from "../../backend/services/settings";
import {
  BURGER_STORE,
  FOOD,
  addToCart,
  deliveryOrder,
  orderRow,
  placeOrder,
  plainBurgerItem,
} from "../backend/commerce-helpers";
import { png } from "../fixtures/images";
import { cookiePair, toastKeysAfter } from "./header-test-support";
import { answerOf, routeArgs, shopSuite } from "./order-kit";

/**
 * /my-orders/{id}/refund (issue 24 item 1) against the real reference backend, in both profiles
 * (refund-reasons and refund-request are stock calls): the sign-in gate, only the owner's
 * delivered order, the multipart form with its pictures, the order page's "Request a refund"
 * and, after it, "Refund requested" — then the operator's "Refunded" or refusal with their note.
 */
describe.each(["default", "6ammart-3.2"] as const)("refund requests, %s profile", (compat) => {
  const shop = shopSuite({ compat });

  async function request(path: string, token?: string, body?: FormData) {
    const session = await getSession(new Request("http://shop.test/"));
    if (token) session.set("token", token);
    return new Request(`http://shop.test${path}`, {
      method: body ? "POST" : "GET",
      body,
      headers: { Cookie: cookiePair(await commitSession(session)) },
    });
  }
  const paramsOf = (path: string) => {
    const [, lang, orderId] = path.match(/^(?:\/([^/]+))?\/my-orders\/([^/?]+)/) ?? [];
    return lang ? { lang, orderId } : { orderId };
  };
  const openRefund = async (path: string, token?: string) =>
    answerOf(async () => {
      const args = await routeArgs(shop.api, await request(path, token));
      return loader({ ...args, params: paramsOf(path) });
    });
  const postRefund = async (path: string, token: string | undefined, body: FormData) =>
    answerOf(async () => {
      const args = await routeArgs(shop.api, await request(path, token, body));
      return action({ ...args, params: paramsOf(path) });
    });
  const openOrder = async (path: string, token: string) => {
    const answer = await answerOf(async () => {
      const args = await routeArgs(shop.api, await request(path, token));
      return orderLoader({ ...args, params: paramsOf(path) });
    });
    expect(answer).not.toBeInstanceOf(Response);
    return (answer as Exclude<typeof answer, Response>).order;
  };
  type Page = Exclude<Awaited<ReturnType<typeof openRefund>>, Response>;
  const page = (answer: unknown) => {
    expect(answer).not.toBeInstanceOf(Response);
    return answer as Page;
  };
  const status = (answer: unknown) => (answer instanceof Response ? answer.status : 200);
  const refusalOf = (answer: unknown) => {
    const { data, init } = answer as { data: RefundRefusal; init: ResponseInit | null };
    return { status: init?.status, errors: data.result.error };
  };

  async function placed(token: string): Promise<number> {
    await addToCart(shop.api, { token }, FOOD, { item_id: plainBurgerItem(shop.api).id, price: 1 });
    const res = await placeOrder(shop.api, FOOD, deliveryOrder(BURGER_STORE), token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.order_id;
  }
  async function delivered(token = shop.demo): Promise<number> {
    const orderId = await placed(token);
    for (let i = 0; i < 8; i++) {
      shop.api.clock.now = new Date(shop.api.clock.now.getTime() + 60_000);
      advanceOrderLifecycle(shop.api.backend.db, shop.api.clock.now);
    }
    expect(orderRow(shop.api, orderId).order_status).toBe("delivered");
    return orderId;
  }
  const formOf = (fields: Record<string, string>, images: File[] = []) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const image of images) form.append("images", image);
    return form;
  };
  const picture = (name = "box.png") => new File([png(40, 30)], name, { type: "image/png" });

  /** The order page as the server renders it (what a browser without JavaScript gets). */
  async function renderOrder(order: OrderDetailsView, lang: Lang): Promise<string> {
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

  it("sends a guest to sign in, keeps a stranger out (404) and refuses odd ids and languages", async () => {
    const orderId = await delivered();
    const path = `/my-orders/${orderId}/refund`;
    const guest = await openRefund(path);
    expect(status(guest)).toBe(302);
    expect((guest as Response).headers.get("Location")).toBe(
      `/auth/sign-in?from=${encodeURIComponent(path)}`,
    );
    expect(await toastKeysAfter(guest as Response)).toEqual(["toasts.loginRequired"]);
    expect(status(await postRefund(path, undefined, formOf({ reason: "1" })))).toBe(302);

    expect(status(await openRefund(path, shop.sara))).toBe(404);
    const stranger = await postRefund(
      path,
      shop.sara,
      formOf({ reason: "1", refund_method: "wallet" }),
    );
    expect(status(stranger)).toBe(404);
    expect(orderRow(shop.api, orderId).order_status).toBe("delivered");
    expect(status(await openRefund(`/my-orders/abc/refund`, shop.demo))).toBe(400);
    expect(status(await openRefund(`/xx/my-orders/${orderId}/refund`, shop.demo))).toBe(404);
  });

  it("requests a refund of a delivered order with a reason, method, note and picture; the order then says 'Refund requested'", async () => {
    const orderId = await delivered();
    const before = await openOrder(`/my-orders/${orderId}`, shop.demo);
    expect(before).toMatchObject({ status: "delivered", canRefund: true, refund: null });
    expect(await renderOrder(before, "en")).toContain("Request a refund");

    const path = `/my-orders/${orderId}/refund`;
    const form = page(await openRefund(path, shop.demo));
    expect(form).toMatchObject({
      orderId,
      open: true,
      methods: ["wallet", "original_payment"],
      title: `Request a refund for order #${orderId}`,
    });
    expect(form.reasons.length).toBeGreaterThan(1);
    const reason = form.reasons[1];
    const arabic = page(await openRefund(`/ar${path}`, shop.demo));
    expect(arabic.reasons[1].label).toMatch(/[\u0600-\u06ff]/);

    const done = await postRefund(
      path,
      shop.demo,
      formOf(
        { reason: reason.value, refund_method: "original_payment", note: "The lid was broken." },
        [picture()],
      ),
    );
    expect(status(done)).toBe(303);
    expect((done as Response).headers.get("Location")).toBe(`/my-orders/${orderId}`);
    expect(await toastKeysAfter(done as Response)).toEqual(["Refund request placed successfully"]);

    const after = await openOrder(`/my-orders/${orderId}`, shop.demo);
    expect(after).toMatchObject({
      status: "refund_requested",
      canRefund: false,
      refund: {
        status: "refund_requested",
        reason: reason.label,
        note: "The lid was broken.",
        answer: null,
      },
    });
    expect(after.refund!.images).toHaveLength(1);
    expect(after.timeline.map((e) => e.status)).toContain("refund_requested");
    const html = await renderOrder(after, "en");
    expect(html).toContain("Refund requested");
    expect(html).toContain("The lid was broken.");
    expect(html).not.toContain("Request a refund");
    expect(await renderOrder(after, "ar")).toContain("تم طلب الاسترداد");
    const row = shop.api.backend.db
      .prepare("SELECT customer_reason, refund_method FROM refunds WHERE order_id = ?")
      .get(orderId);
    expect(row).toEqual({ customer_reason: reason.label, refund_method: "original_payment" });

    // Asked once: the page says so and the form is gone.
    expect(page(await openRefund(path, shop.demo))).toMatchObject({ open: false, reasons: [] });

    // The operator's answer: refused with a note, which the order page shows.
    decideRefund(shop.api.backend.db, orderId, {
      approve: false,
      note: "The seal was intact in the photos.",
      now: shop.api.clock.now,
    });
    const refused = await openOrder(`/my-orders/${orderId}`, shop.demo);
    expect(refused.refund).toMatchObject({
      status: "refund_request_canceled",
      answer: "The seal was intact in the photos.",
    });
    const refusedHtml = await renderOrder(refused, "en");
    expect(refusedHtml).toContain("Refund request canceled");
    expect(refusedHtml).toContain("The seal was intact in the photos.");
  });

  it("shows 'Refunded' with the operator's note once approved", async () => {
    const orderId = await delivered();
    const { reasons } = page(await openRefund(`/my-orders/${orderId}/refund`, shop.demo));
    const sent = await postRefund(
      `/my-orders/${orderId}/refund`,
      shop.demo,
      formOf({ reason: reasons[0].value, refund_method: "wallet" }),
    );
    expect(status(sent)).toBe(303);
    decideRefund(shop.api.backend.db, orderId, {
      approve: true,
      note: "Refunded to your wallet.",
      now: shop.api.clock.now,
    });
    const refunded = await openOrder(`/ar/my-orders/${orderId}`, shop.demo);
    expect(refunded).toMatchObject({ status: "refunded", refund: { status: "refunded" } });
    const html = await renderOrder(refunded, "ar");
    expect(html).toContain("تم الاسترداد");
    expect(html).toContain("Refunded to your wallet.");
  });

  it("keeps the choices and says what is wrong: no reason, too many or unreadable pictures, an order not delivered, refunds off", async () => {
    const orderId = await delivered();
    const path = `/my-orders/${orderId}/refund`;
    const { reasons } = page(await openRefund(path, shop.demo));
    const base = { reason: reasons[0].value, refund_method: "wallet" };

    expect(
      refusalOf(await postRefund(path, shop.demo, formOf({ refund_method: "wallet" }))),
    ).toEqual({
      status: 400,
      errors: { reason: ["orders:errors.reasonRequired"] },
    });
    // A reason id the backend does not list.
    expect(
      refusalOf(await postRefund(path, shop.demo, formOf({ ...base, reason: "999999" }))).errors,
    ).toEqual({ reason: ["orders:errors.reasonRequired"] });
    expect(
      refusalOf(await postRefund(path, shop.demo, formOf({ ...base, refund_method: "cash" })))
        .errors,
    ).toEqual({ refund_method: ["orders:refund.errors.method"] });
    const four = [1, 2, 3, 4].map((n) => picture(`${n}.png`));
    expect(refusalOf(await postRefund(path, shop.demo, formOf(base, four)))).toEqual({
      status: 400,
      errors: { images: ["checkout:errors.tooManyImages"] },
    });
    const fake = new File(["<html>"], "x.png", { type: "image/png" });
    expect(refusalOf(await postRefund(path, shop.demo, formOf(base, [fake]))).errors).toEqual({
      images: ["checkout:errors.imageType"],
    });
    const huge = new File([png(20000, 20000)], "big.png", { type: "image/png" });
    expect(refusalOf(await postRefund(path, shop.demo, formOf(base, [huge]))).errors).toEqual({
      images: ["checkout:errors.imageDimensions"],
    });
    expect(orderRow(shop.api, orderId).order_status).toBe("delivered");

    const pending = await placed(shop.demo);
    const notYet = page(await openRefund(`/my-orders/${pending}/refund`, shop.demo));
    expect(notYet).toMatchObject({ open: false, reasons: [] });
    expect(
      refusalOf(await postRefund(`/my-orders/${pending}/refund`, shop.demo, formOf(base))),
    ).toEqual({ status: 403, errors: { "": ["orders:refund.notAvailable"] } });
    expect((await openOrder(`/my-orders/${pending}`, shop.demo)).canRefund).toBe(false);

    const previous = writeSettings(shop.api.backend.db, { refund_active_status: 0 });
    try {
      const { clearEverySwrCache } = await import("~/api/cache.server");
      clearEverySwrCache();
      expect(page(await openRefund(path, shop.demo)).open).toBe(false);
      expect((await openOrder(`/my-orders/${orderId}`, shop.demo)).canRefund).toBe(false);
    } finally {
      writeSettings(shop.api.backend.db, previous);
      const { clearEverySwrCache } = await import("~/api/cache.server");
      clearEverySwrCache();
    }
  });
});
