import { describe, expect, it } from "vitest";
import type { OutcomeRefusal } from "~/features/order-outcome/order-outcome.server";
import { action, loader } from "~/routes/($lang).order-placed";
import { loader as orderLoader } from "~/routes/($lang).my-orders_.$orderId";
import { commitSession, getSession, type GuestContact } from "~/sessions/session.server";
import {
  BURGER_STORE,
  FOOD,
  addToCart,
  deliveryOrder,
  guestContact,
  newGuest,
  orderRow,
  placeOrder,
  plainBurgerItem,
} from "../backend/commerce-helpers";
import { cookiePair, sessionAfter, toastKeysAfter } from "./header-test-support";
import { answerOf, routeArgs, shopSuite } from "./order-kit";

/**
 * The payment outcomes (issue 13 items 4–5) against the real reference backend: the gateway's
 * callback URL read as the page's loader would be, the Order Place Failed choices (switch to
 * cash, cancel with a reason) posted as the page's forms, the guest order-placed page and the
 * interim order view — only ever for the visitor who owns the order.
 */
const shop = shopSuite();

interface Visitor {
  token?: string;
  guestId?: number;
  contact?: GuestContact;
  /** A checkout draft, to see it reset. */
  draft?: boolean;
}

const GUEST_CONTACT: GuestContact = {
  name: guestContact.contact_person_name,
  phone: guestContact.contact_person_number,
  email: guestContact.contact_person_email,
};

async function cookieOf(visitor: Visitor): Promise<string> {
  const session = await getSession(new Request("http://shop.test/"));
  if (visitor.token) session.set("token", visitor.token);
  if (visitor.guestId) session.set("guestId", String(visitor.guestId));
  if (visitor.contact) session.set("guestContact", visitor.contact);
  if (visitor.draft) session.set("checkout", { tip: 5, payment: "digital_payment" });
  return cookiePair(await commitSession(session));
}

async function args(path: string, visitor: Visitor, form?: Record<string, string>) {
  const request = new Request(`http://shop.test${path}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    headers: { Cookie: await cookieOf(visitor) },
  });
  return routeArgs(shop.api, request);
}

/** GET `path` (the page's loader) as `visitor`: its data, or the Response it threw. */
const openPage = async (path: string, visitor: Visitor) =>
  answerOf(async () => loader(await args(path, visitor)));

/** The Order Place Failed forms, posted at `path` (the page's action) for `order`. */
const switchToCash = async (path: string, visitor: Visitor, order: Placed) =>
  action(await args(path, visitor, { intent: "switch-to-cash", order_id: String(order.orderId) }));
const cancelOrder = async (path: string, visitor: Visitor, order: Placed, reason: string) =>
  action(
    await args(path, visitor, {
      intent: "cancel-order",
      order_id: String(order.orderId),
      reason,
    }),
  );

const status = (answer: unknown) => (answer instanceof Response ? answer.status : 200);

interface Placed {
  orderId: number;
  customerId: number;
  paymentToken: string | undefined;
}

/** A burger order, placed through the API as the checkout would (signed in or guest). */
async function placed(
  visitor: { token?: string; guestId?: number },
  payment: "digital_payment" | "cash_on_delivery" = "digital_payment",
): Promise<Placed> {
  await addToCart(shop.api, visitor, FOOD, { item_id: plainBurgerItem(shop.api).id, price: 1 });
  const res = await placeOrder(
    shop.api,
    FOOD,
    deliveryOrder(BURGER_STORE, {
      payment_method: payment,
      ...(visitor.guestId ? { guest_id: visitor.guestId, ...guestContact } : {}),
    }),
    visitor.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    orderId: res.body.order_id,
    customerId: res.body.user_id,
    paymentToken: res.body.payment_token,
  };
}

/** Presses an outcome on the demo gateway; returns the storefront path it sends the browser to. */
async function pay(order: Placed, outcome: "success" | "fail" | "cancel", lang = "") {
  const res = await fetch(new URL("/payment-mobile", shop.api.baseUrl), {
    method: "POST",
    body: new URLSearchParams({
      order_id: String(order.orderId),
      customer_id: String(order.customerId),
      payment_token: order.paymentToken ?? "",
      callback: `http://shop.test${lang}/order-placed`,
      outcome,
    }),
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get("location")!);
  expect(location.searchParams.get("flag")).toBe(outcome);
  return `${location.pathname}${location.search}`;
}

const failedData = (answer: unknown) => {
  expect(answer).not.toBeInstanceOf(Response);
  const data = answer as Awaited<ReturnType<typeof loader>>;
  if (data.kind !== "failed") throw new Error(`expected the failed screen, got ${data.kind}`);
  return data;
};

type Refused = { data: OutcomeRefusal; init: ResponseInit | null };
const refusal = (answer: unknown) => {
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as Refused;
  return { status: init?.status, intent: data.intent, errors: data.result.error?.[""] };
};

describe("the gateway's callback URL", () => {
  it("refuses malformed queries with a 400 page, before any backend call", async () => {
    for (const query of [
      "",
      "?flag=success",
      "?order_id=abc&flag=success",
      "?order_id=-5",
      "?order_id=1e5",
      "?order_id=100001&flag=maybe",
      "?order_id=99999999999999999999",
      "?token=%%%",
      `?token=${Buffer.from("attribute_id=x").toString("base64")}`,
    ]) {
      const answer = await openPage(`/order-placed${query}`, {});
      expect(status(answer), query).toBe(400);
    }
  });

  it("sends a signed-in customer's paid order to the order view (en, ar)", async () => {
    const { demo } = shop;
    const order = await placed({ token: demo });
    const back = await pay(order, "success");
    const answer = await openPage(back, { token: demo });
    expect(status(answer)).toBe(303);
    expect((answer as Response).headers.get("Location")).toBe(
      `/my-orders/${order.orderId}?from=checkout`,
    );
    const ar = await openPage(`/ar/order-placed?order_id=${order.orderId}&flag=success`, {
      token: demo,
    });
    expect((ar as Response).headers.get("Location")).toBe(
      `/ar/my-orders/${order.orderId}?from=checkout`,
    );
  });

  it("reads the order id from a 6amMart token's attribute_id", async () => {
    const { demo } = shop;
    const order = await placed({ token: demo }, "cash_on_delivery");
    const token = Buffer.from(
      `payment_method=ssl_commerz&&attribute_id=${order.orderId}&&transaction_reference=x`,
    ).toString("base64");
    const answer = await openPage(`/order-placed?flag=success&token=${encodeURIComponent(token)}`, {
      token: demo,
    });
    expect((answer as Response).headers.get("Location")).toBe(
      `/my-orders/${order.orderId}?from=checkout`,
    );
  });

  it("never shows another visitor's order: another customer, a guest, a guest with the same phone", async () => {
    const { api, demo, sara } = shop;
    const order = await placed({ token: demo });
    await pay(order, "fail");
    const path = `/order-placed?order_id=${order.orderId}&flag=fail`;
    expect(status(await openPage(path, { token: sara }))).toBe(404);
    expect(status(await openPage(path, {}))).toBe(404);

    const guest = await newGuest(api);
    const guestOrder = await placed({ guestId: guest });
    const guestPath = `/order-placed?order_id=${guestOrder.orderId}&flag=success`;
    // Knowing the order id and the contact phone is not enough: the session's guest must own it.
    const stranger = await newGuest(api);
    expect(status(await openPage(guestPath, { guestId: stranger, contact: GUEST_CONTACT }))).toBe(
      404,
    );
    // Nor is the guest id without the phone the order was placed with.
    expect(status(await openPage(guestPath, { guestId: guest }))).toBe(404);
    expect(
      status(
        await openPage(guestPath, {
          guestId: guest,
          contact: { ...GUEST_CONTACT, phone: "+971509999999" },
        }),
      ),
    ).toBe(404);
    expect(status(await openPage(guestPath, { token: demo }))).toBe(404);
  });

  it("shows a guest the order-placed page with the backend's order and a Track Order link", async () => {
    const { api } = shop;
    const guest = await newGuest(api);
    const order = await placed({ guestId: guest });
    const back = await pay(order, "success");
    const answer = (await openPage(back, { guestId: guest, contact: GUEST_CONTACT })) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(answer).toMatchObject({
      kind: "placed",
      title: "Order Placed Successfully !",
      order: { id: order.orderId, status: "pending", paymentStatus: "paid" },
      trackHref: `/track-order?order_id=${order.orderId}&phone=%2B971501234567`,
    });
    // A cash order (the checkout's guest redirect) is the same page; the query's amounts are not read.
    const cash = await placed({ guestId: guest }, "cash_on_delivery");
    const page = (await openPage(
      `/ar/order-placed?order_id=${cash.orderId}&flag=success&status=paid&totalAmount=0.01`,
      { guestId: guest, contact: GUEST_CONTACT },
    )) as Awaited<ReturnType<typeof loader>>;
    expect(page).toMatchObject({
      kind: "placed",
      title: "تم تقديم الطلب بنجاح !",
      order: { id: cash.orderId, paymentMethod: "cash_on_delivery", paymentStatus: "unpaid" },
      trackHref: `/ar/track-order?order_id=${cash.orderId}&phone=%2B971501234567`,
    });
    expect(page.order.total).not.toContain("0.01");
  });

  it("trusts the backend over the flag: a failed order under flag=success, a paid one under flag=fail", async () => {
    const { demo } = shop;
    const failed = await placed({ token: demo });
    await pay(failed, "cancel");
    const data = failedData(
      await openPage(`/order-placed?order_id=${failed.orderId}&flag=success`, { token: demo }),
    );
    expect(data).toMatchObject({
      title: "Order Place Failed",
      order: { id: failed.orderId, status: "failed", paymentMethod: "digital_payment" },
      canSwitchToCash: true,
      canCancel: true,
      reasons: null,
    });
    const paid = await placed({ token: demo });
    await pay(paid, "success");
    const answer = await openPage(`/order-placed?order_id=${paid.orderId}&flag=fail`, {
      token: demo,
    });
    expect(status(answer)).toBe(303);
  });

  it("offers cash on delivery only where the order's zone takes it", async () => {
    const { api, demo } = shop;
    const order = await placed({ token: demo });
    await pay(order, "fail");
    // Deira (zone 3) is cash-free in the seed.
    api.backend.db.prepare("UPDATE orders SET zone_id = 3 WHERE id = ?").run(order.orderId);
    const data = failedData(
      await openPage(`/order-placed?order_id=${order.orderId}&flag=fail`, { token: demo }),
    );
    expect(data.canSwitchToCash).toBe(false);
    expect(data.canCancel).toBe(true);
    // The backend refuses it as well, and the page shows its message.
    const refused = refusal(
      await switchToCash(
        `/order-placed?order_id=${order.orderId}&flag=fail`,
        { token: demo },
        order,
      ),
    );
    expect(refused).toEqual({
      status: 403,
      intent: "switch-to-cash",
      errors: ["Cash on delivery is not available in this zone."],
    });
  });
});

describe("Order Place Failed: switch to cash on delivery", () => {
  it("switches, resets the checkout draft and goes home with 'Payment info updated.'", async () => {
    const { api, demo } = shop;
    const order = await placed({ token: demo });
    const back = await pay(order, "fail");
    const answer = await switchToCash(back, { token: demo, draft: true }, order);
    expect(answer).toBeInstanceOf(Response);
    const res = answer as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/home");
    expect(await toastKeysAfter(res)).toEqual(["orders:toasts.paymentInfoUpdated"]);
    const session = await sessionAfter(res);
    expect(session.get("checkout")).toBeUndefined();
    expect(session.get("token")).toBe(demo);
    expect(orderRow(api, order.orderId)).toMatchObject({
      payment_method: "cash_on_delivery",
      order_status: "pending",
    });
    // Again (a reload of the POST): the backend refuses, the page says why.
    const again = refusal(await switchToCash(back, { token: demo }, order));
    expect(again).toEqual({
      status: 403,
      intent: "switch-to-cash",
      errors: ["The payment method of this order can not be changed."],
    });
  });

  it("shows the backend's COD-maximum refusal (a 203 with errors) and keeps the order digital", async () => {
    const { api, demo } = shop;
    const order = await placed({ token: demo });
    const back = await pay(order, "fail");
    const row = orderRow(api, order.orderId);
    const pivot = [row.module_id, row.zone_id];
    const { max } = api.backend.db
      .prepare(
        "SELECT maximum_cod_order_amount AS max FROM module_zone WHERE module_id = ? AND zone_id = ?",
      )
      .get(...pivot) as { max: number | null };
    const limit = api.backend.db.prepare(
      "UPDATE module_zone SET maximum_cod_order_amount = ? WHERE module_id = ? AND zone_id = ?",
    );
    limit.run(0.5, ...pivot);
    try {
      const refused = refusal(await switchToCash(back, { token: demo }, order));
      expect(refused).toEqual({
        status: 400,
        intent: "switch-to-cash",
        errors: [
          "The total amount of the order, exceeds maximum amount of the cash on delivery method",
        ],
      });
      expect(orderRow(api, order.orderId).payment_method).toBe("digital_payment");
    } finally {
      limit.run(max, ...pivot);
    }
  });

  it("works for a guest's order, in Arabic, and not for someone else's order", async () => {
    const { api, sara } = shop;
    const guest = await newGuest(api);
    const order = await placed({ guestId: guest });
    const back = await pay(order, "fail", "/ar");
    expect(back).toBe(`/ar/order-placed?flag=fail&order_id=${order.orderId}`);
    const data = failedData(await openPage(back, { guestId: guest, contact: GUEST_CONTACT }));
    expect(data.title).toBe("فشل تقديم الطلب");
    expect(data.canSwitchToCash).toBe(true);

    const stranger = refusal(await switchToCash(back, { token: sara }, order));
    expect(stranger).toEqual({
      status: 404,
      intent: "switch-to-cash",
      errors: ["orders:errors.notFound"],
    });

    const res = (await switchToCash(
      back,
      { guestId: guest, contact: GUEST_CONTACT },
      order,
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/ar/home");
    expect(orderRow(api, order.orderId).payment_method).toBe("cash_on_delivery");
  });

  it("refuses malformed posts on the page, and a visitor with no session at all with 404", async () => {
    const { demo } = shop;
    const path = "/order-placed?order_id=100001&flag=fail";
    const forms: Record<string, string>[] = [
      { intent: "explode", order_id: "100001" },
      { intent: "switch-to-cash", order_id: "x" },
      { intent: "switch-to-cash" },
    ];
    for (const form of forms) {
      expect(refusal(await action(await args(path, { token: demo }, form))).status).toBe(400);
    }
    const none = await answerOf(async () =>
      action(await args(path, {}, { intent: "switch-to-cash", order_id: "100001" })),
    );
    expect(status(none)).toBe(404);
  });
});

describe("Order Place Failed: cancel with a reason", () => {
  it("lists the reasons with 'Order payment canceled' first, cancels with the picked one and goes home", async () => {
    const { api, demo } = shop;
    const order = await placed({ token: demo });
    const back = await pay(order, "cancel");
    const dialogPath = `${back}&dialog=cancel-order`;
    const data = failedData(await openPage(dialogPath, { token: demo }));
    expect(data.reasons?.[0]?.label).toBe("Order payment canceled");
    expect(data.reasons?.map((r) => r.label)).toContain("I changed my mind");
    expect(data.reasons?.map((r) => r.label)).not.toContain("Vehicle breakdown");

    // A reason that is not offered: the page again, nothing canceled.
    const bogus = refusal(await cancelOrder(dialogPath, { token: demo }, order, "999"));
    expect(bogus).toEqual({
      status: 400,
      intent: "cancel-order",
      errors: ["orders:errors.reasonRequired"],
    });
    expect(orderRow(api, order.orderId).order_status).toBe("failed");

    const changedMind = data.reasons!.find((r) => r.label === "I changed my mind")!;
    const res = (await cancelOrder(
      dialogPath,
      { token: demo, draft: true },
      order,
      changedMind.value,
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/home");
    expect(await toastKeysAfter(res)).toEqual(["Order canceled successfully"]);
    expect((await sessionAfter(res)).get("checkout")).toBeUndefined();
    expect(orderRow(api, order.orderId)).toMatchObject({
      order_status: "canceled",
      cancellation_reason: "I changed my mind",
      canceled_by: "customer",
    });

    // The canceled order's screen offers nothing more; a second cancel is refused with the
    // backend's message and the picked reason kept.
    const after = failedData(await openPage(back, { token: demo }));
    expect(after).toMatchObject({ canSwitchToCash: false, canCancel: false });
    const again = await cancelOrder(dialogPath, { token: demo }, order, changedMind.value);
    expect(refusal(again)).toMatchObject({
      status: 403,
      errors: ["You can not cancel this order now."],
    });
    expect((again as unknown as Refused).data.result.initialValue?.reason).toBe(changedMind.value);
  });

  it("cancels with the default reason in Arabic (the backend's localized text)", async () => {
    const { api, demo } = shop;
    const order = await placed({ token: demo });
    const back = await pay(order, "fail", "/ar");
    const data = failedData(await openPage(`${back}&dialog=cancel-order`, { token: demo }));
    const first = data.reasons![0]!;
    expect(first.label).toBe("تم إلغاء دفع الطلب");
    const res = (await cancelOrder(
      `${back}&dialog=cancel-order`,
      { token: demo },
      order,
      first.value,
    )) as Response;
    expect(res.headers.get("Location")).toBe("/ar/home");
    expect(orderRow(api, order.orderId).cancellation_reason).toBe("تم إلغاء دفع الطلب");
  });
});

describe("the order view a paid checkout lands on (/my-orders/{id}?from=checkout)", () => {
  const openOrder = async (path: string, visitor: Visitor) =>
    answerOf(async () => {
      const base = await args(path, visitor);
      return orderLoader({ ...base, params: { orderId: path.match(/my-orders\/([^?]+)/)?.[1] } });
    });

  it("sends guests to sign in, coming back", async () => {
    const answer = (await openOrder("/my-orders/100001?from=checkout", {})) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(
      "/auth/sign-in?from=%2Fmy-orders%2F100001%3Ffrom%3Dcheckout",
    );
  });

  it("shows the customer's own order as the backend keeps it; another's is not found", async () => {
    const { api, demo, sara } = shop;
    const order = await placed({ token: demo });
    await pay(order, "success");
    const data = (await openOrder(`/my-orders/${order.orderId}?from=checkout`, {
      token: demo,
    })) as Awaited<ReturnType<typeof orderLoader>>;
    expect(data.fromCheckout).toBe(true);
    expect(data.order).toMatchObject({
      id: order.orderId,
      status: "pending",
      paymentMethod: "digital_payment",
      paymentStatus: "paid",
      store: { name: "Smash Burger Lab" },
      address: { address: "Burj Khalifa, Downtown Dubai" },
    });
    const amount = orderRow(api, order.orderId).order_amount as number;
    expect(data.order.amounts.at(-1)).toEqual([
      "total",
      expect.stringContaining(amount.toFixed(2)),
    ]);
    expect(data.order.placedAt).toMatch(/2025/);

    const other = await openOrder(`/my-orders/${order.orderId}`, { token: sara });
    expect(status(other)).toBe(404);
    const bad = await openOrder("/my-orders/abc", { token: demo });
    expect(status(bad)).toBe(400);
  });
});
