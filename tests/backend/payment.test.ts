import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import type { ApiHarness } from "./harness";
import {
  BURGER_STORE,
  DEMO,
  FOOD,
  SARA,
  addToCart,
  bearer,
  deliveryOrder,
  guestContact,
  later,
  loginAs,
  newGuest,
  plainBurgerItem,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

/**
 * The demo payment page (/payment-mobile): the contract's flow, plus what issue 7 item 4 adds —
 * the page and its outcome need the order's single-use, expiring `payment_token`, and the
 * callback must stay on the storefront's origin(s).
 */
let api: ApiHarness & { clock: Clock };
let token: string;
beforeAll(async () => {
  api = await startCommerceApi({ callbackOrigins: ["https://shop.example"] });
  token = await loginAs(api);
});
afterAll(() => api.close());

const CALLBACK = "https://shop.example/checkout/done?step=2";

interface Placed {
  orderId: number;
  paymentToken: string;
  customerId: number;
}

const placeDigital = async (auth: { token?: string; guestId?: number } = { token }) => {
  await addToCart(api, auth, FOOD, { item_id: plainBurgerItem(api).id, price: 1 });
  const res = await api.call("/customer/order/place", {
    method: "POST",
    headers: auth.token
      ? bearer(auth.token, { moduleId: String(FOOD) })
      : { moduleId: String(FOOD) },
    body: deliveryOrder(BURGER_STORE, {
      payment_method: "digital_payment",
      ...(auth.guestId ? { guest_id: auth.guestId, ...guestContact } : {}),
    }),
  });
  expect(res.status).toBe(200);
  return res;
};
const digitalOrder = async (auth?: { token?: string; guestId?: number }): Promise<Placed> => {
  const res = await placeDigital(auth);
  return {
    orderId: res.body.order_id,
    paymentToken: res.body.payment_token,
    customerId: res.body.user_id,
  };
};
const linkOf = (o: Placed, extra: Record<string, string | number> = {}) => ({
  order_id: o.orderId,
  customer_id: o.customerId,
  payment_token: o.paymentToken,
  callback: CALLBACK,
  ...extra,
});

const openPage = async (query: Record<string, string | number>) => {
  const url = new URL("/payment-mobile", api.baseUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const res = await fetch(url, { redirect: "manual" });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

/** The hidden fields of the button whose `outcome` is given, as a browser would send them. */
const formFields = (html: string, outcome: string) => {
  const forms = [
    ...html.matchAll(/<form method="post" action="\/payment-mobile">(.*?)<\/form>/gs),
  ].map((m) => m[1]);
  const form = forms.find((f) => f.includes(`name="outcome" value="${outcome}"`));
  if (!form) throw new Error(`no ${outcome} button`);
  const fields = new URLSearchParams();
  for (const [, name, value] of form.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    fields.set(name, value.replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  }
  return fields;
};
const postForm = async (fields: URLSearchParams) => {
  const res = await fetch(new URL("/payment-mobile", api.baseUrl), {
    method: "POST",
    body: fields,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
};
const submit = async (html: string, outcome: string) => postForm(formFields(html, outcome));

const orderRow = (id: number) =>
  api.backend.db
    .prepare("SELECT order_status, payment_status, transaction_reference FROM orders WHERE id = ?")
    .get(id) as Record<string, string | null>;
const paymentRows = (id: number) =>
  (
    api.backend.db
      .prepare("SELECT COUNT(*) AS n FROM order_payments WHERE order_id = ?")
      .get(id) as {
      n: number;
    }
  ).n;

describe("order placement issues the payment token", () => {
  it("answers the contract's fields plus payment_token for a digital order only", async () => {
    const res = await placeDigital();
    expect(res.body).toEqual({
      message: expect.any(String),
      order_id: expect.any(Number),
      total_ammount: expect.any(Number),
      status: "pending",
      created_at: expect.any(String),
      user_id: DEMO.id,
      payment_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    await addToCart(api, { token }, FOOD, { item_id: plainBurgerItem(api).id, price: 1 });
    const cash = await api.call("/customer/order/place", {
      method: "POST",
      headers: bearer(token, { moduleId: String(FOOD) }),
      body: deliveryOrder(BURGER_STORE),
    });
    expect(cash.status).toBe(200);
    expect(cash.body).not.toHaveProperty("payment_token");
  });

  it("stores only the token's hash", async () => {
    const o = await digitalOrder();
    const stored = api.backend.db
      .prepare("SELECT token_hash FROM payment_tokens WHERE order_id = ?")
      .get(o.orderId) as { token_hash: string };
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(o.paymentToken);
  });
});

describe("GET /payment-mobile", () => {
  it("renders a self-contained page with Pay, Fail and Cancel", async () => {
    const o = await digitalOrder();
    const page = await openPage(linkOf(o, { payment_method: "souq_pay", payment_platform: "web" }));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.html).toContain(`Order #${o.orderId}`);
    expect(page.html).not.toMatch(/<script|<link|src="http/);
    for (const outcome of ["success", "fail", "cancel"])
      expect(page.html).toContain(`name="outcome" value="${outcome}"`);
  });

  it("needs the order's own token: missing 400, wrong or another order's 403", async () => {
    const mine = await digitalOrder();
    const other = await digitalOrder();
    expect((await openPage(linkOf(mine, { payment_token: "" }))).status).toBe(400);
    const { payment_token: _, ...noToken } = linkOf(mine);
    expect((await openPage(noToken)).status).toBe(400);
    const forged = await openPage(linkOf(mine, { payment_token: "A".repeat(43) }));
    expect(forged.status).toBe(403);
    expect(forged.html).toContain("not valid");
    // a token only opens the order it was issued for
    const swapped = await openPage(linkOf(mine, { payment_token: other.paymentToken }));
    expect(swapped.status).toBe(403);
    expect(swapped.html).not.toContain(`Order #${mine.orderId}`);
  });

  it("refuses someone else's order and missing fields", async () => {
    const o = await digitalOrder();
    expect((await openPage(linkOf(o, { customer_id: SARA.id }))).status).toBe(404);
    expect((await openPage(linkOf(o, { order_id: 987654 }))).status).toBe(403);
    const { customer_id: _, ...noCustomer } = linkOf(o);
    expect((await openPage(noCustomer)).status).toBe(400);
  });

  it("expires 30 minutes after the order, without touching it", async () => {
    const o = await digitalOrder();
    later(api.clock, 29 * 60);
    expect((await openPage(linkOf(o))).status).toBe(200);
    later(api.clock, 61);
    const expired = await openPage(linkOf(o));
    expect(expired.status).toBe(410);
    expect(expired.html).toContain("expired");
    expect(orderRow(o.orderId)).toMatchObject({
      order_status: "pending",
      payment_status: "unpaid",
    });
  });

  it.each([
    ["an absolute foreign URL", "https://evil.example/done"],
    ["a protocol-relative URL", "//evil.example/done"],
    ["a backslash path", "/\\evil.example/done"],
    ["a scheme-relative URL", "https:evil.example/done"],
    ["credentials before a foreign host", "https://shop.example@evil.example/"],
    ["a look-alike host", "https://shop.example.evil.example/"],
    ["another port", "https://shop.example:8443/"],
    ["plain http to the https shop", "http://shop.example/"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a tab-broken scheme", "java\tscript:alert(1)"],
  ])("answers 400 to an off-site callback: %s", async (_name, callback) => {
    const o = await digitalOrder();
    const page = await openPage(linkOf(o, { callback }));
    expect(page.status).toBe(400);
    expect(page.headers.get("location")).toBeNull();
    expect(page.html).toContain("must be on this shop");
    expect(page.html).not.toContain("alert(1)");
    expect(page.html).not.toContain("evil.example");
  });

  it("allows its own origin, and resolves a relative callback against it", async () => {
    const o = await digitalOrder();
    const relative = await openPage(linkOf(o, { callback: "/checkout/done?x=1" }));
    expect(relative.status).toBe(200);
    expect(formFields(relative.html, "success").get("callback")).toBe(
      `${api.baseUrl}/checkout/done?x=1`,
    );
    expect((await openPage(linkOf(o, { callback: `${api.baseUrl}/back` }))).status).toBe(200);
  });

  it("works for a guest order (customer_id = the guest's large id)", async () => {
    const guestId = await newGuest(api);
    const o = await digitalOrder({ guestId });
    expect(o.customerId).toBe(guestId);
    expect(o.paymentToken).toBeTruthy();
    const page = await openPage(linkOf(o));
    expect(page.status).toBe(200);
    const paid = await submit(page.html, "success");
    expect(paid.status).toBe(303);
    expect(orderRow(o.orderId).payment_status).toBe("paid");
  });
});

describe("POST /payment-mobile", () => {
  it("Pay marks the order paid and redirects to the callback with flag=success; the lifecycle then confirms it", async () => {
    const o = await digitalOrder();
    const page = await openPage(linkOf(o));
    const res = await submit(page.html, "success");
    expect(res.status).toBe(303);
    const location = new URL(res.location!);
    expect(`${location.origin}${location.pathname}`).toBe("https://shop.example/checkout/done");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      step: "2",
      flag: "success",
      order_id: String(o.orderId),
    });
    expect(orderRow(o.orderId)).toMatchObject({
      order_status: "pending",
      payment_status: "paid",
      transaction_reference: expect.stringMatching(/^DEMO-/),
    });
    const track = await api.call("/customer/order/track", {
      headers: bearer(token),
      query: { order_id: o.orderId },
    });
    expect(track.body.payments).toEqual([
      expect.objectContaining({
        order_id: o.orderId,
        payment_status: "paid",
        payment_method: "digital_payment",
      }),
    ]);
    advanceOrderLifecycle(api.backend.db, api.clock.now);
    expect(orderRow(o.orderId).order_status).toBe("confirmed");
  });

  it("is single use: a replayed form or a reopened link answers 410 and changes nothing", async () => {
    const o = await digitalOrder();
    const page = await openPage(linkOf(o));
    expect((await submit(page.html, "success")).status).toBe(303);
    const replay = await submit(page.html, "fail");
    expect(replay.status).toBe(410);
    expect(replay.location).toBeNull();
    expect(orderRow(o.orderId)).toMatchObject({ order_status: "pending", payment_status: "paid" });
    expect(paymentRows(o.orderId)).toBe(1);
    expect((await openPage(linkOf(o))).status).toBe(410);
  });

  it("Fail and Cancel mark the order failed and report fail / cancel", async () => {
    const failed = await digitalOrder();
    const failRes = await submit((await openPage(linkOf(failed))).html, "fail");
    expect(new URL(failRes.location!).searchParams.get("flag")).toBe("fail");
    expect(orderRow(failed.orderId)).toMatchObject({
      order_status: "failed",
      payment_status: "unpaid",
    });

    const canceled = await digitalOrder();
    const cancelRes = await submit((await openPage(linkOf(canceled))).html, "cancel");
    expect(new URL(cancelRes.location!).searchParams.get("flag")).toBe("cancel");
    expect(orderRow(canceled.orderId).order_status).toBe("failed");
    // the storefront then offers cash on delivery
    const sw = await api.call("/customer/order/payment-method", {
      method: "PUT",
      headers: bearer(token),
      body: { order_id: canceled.orderId },
    });
    expect(sw.status).toBe(200);
  });

  it("refuses a forged form and another order's token without touching the order", async () => {
    const victim = await digitalOrder();
    const forged = await postForm(
      new URLSearchParams({
        order_id: String(victim.orderId),
        customer_id: String(DEMO.id),
        callback: CALLBACK,
        outcome: "fail",
        payment_token: "f".repeat(43),
      }),
    );
    expect(forged.status).toBe(403);
    // a stranger with a token of their own order cannot fail this one with it
    const sara = await loginAs(api, SARA);
    const own = await digitalOrder({ token: sara });
    const crossed = await postForm(
      new URLSearchParams({
        order_id: String(victim.orderId),
        customer_id: String(DEMO.id),
        callback: CALLBACK,
        outcome: "fail",
        payment_token: own.paymentToken,
      }),
    );
    expect(crossed.status).toBe(403);
    expect(orderRow(victim.orderId)).toMatchObject({
      order_status: "pending",
      payment_status: "unpaid",
    });
    expect(paymentRows(victim.orderId)).toBe(0);
    // and the stranger's own token was not spent by the attempt
    expect((await openPage(linkOf(own))).status).toBe(200);
  });

  it("refuses an off-site callback in the form without spending the token", async () => {
    const o = await digitalOrder();
    const fields = formFields((await openPage(linkOf(o))).html, "success");
    fields.set("callback", "https://evil.example/");
    const off = await postForm(fields);
    expect(off.status).toBe(400);
    expect(off.location).toBeNull();
    expect(orderRow(o.orderId).payment_status).toBe("unpaid");
    fields.set("callback", CALLBACK);
    expect((await postForm(fields)).status).toBe(303);
    expect(orderRow(o.orderId).payment_status).toBe("paid");
  });

  it("refuses an expired token at the POST too", async () => {
    const o = await digitalOrder();
    const fields = formFields((await openPage(linkOf(o))).html, "success");
    later(api.clock, 31 * 60);
    expect((await postForm(fields)).status).toBe(410);
    expect(orderRow(o.orderId)).toMatchObject({
      order_status: "pending",
      payment_status: "unpaid",
    });
  });
});
