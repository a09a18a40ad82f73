import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import type { ApiHarness } from "./harness";
import {
  BURGER_STORE,
  FOOD,
  addToCart,
  bearer,
  deliveryOrder,
  loginAs,
  plainBurgerItem,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
let token: string;
beforeAll(async () => {
  api = await startCommerceApi();
  token = await loginAs(api);
});
afterAll(() => api.close());

const CALLBACK = "https://shop.example/checkout/done?step=2";

const digitalOrder = async () => {
  await addToCart(api, { token }, FOOD, { item_id: plainBurgerItem(api).id, price: 1 });
  const res = await api.call("/customer/order/place", {
    method: "POST",
    headers: bearer(token, { moduleId: String(FOOD) }),
    body: deliveryOrder(BURGER_STORE, { payment_method: "digital_payment" }),
  });
  return res.body.order_id as number;
};

const openPage = async (query: Record<string, string | number>) => {
  const url = new URL("/payment-mobile", api.baseUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  const res = await fetch(url, { redirect: "manual" });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

/** Submits the button whose hidden `outcome` is given, the way a browser would. */
const submit = async (html: string, outcome: string) => {
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
  const res = await fetch(new URL("/payment-mobile", api.baseUrl), {
    method: "POST",
    body: fields,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location") };
};
const orderRow = (id: number) =>
  api.backend.db
    .prepare("SELECT order_status, payment_status, transaction_reference FROM orders WHERE id = ?")
    .get(id) as Record<string, string | null>;

describe("GET /payment-mobile", () => {
  it("renders a self-contained page with Pay, Fail and Cancel", async () => {
    const orderId = await digitalOrder();
    const page = await openPage({
      order_id: orderId,
      customer_id: 1,
      payment_method: "souq_pay",
      payment_platform: "web",
      callback: CALLBACK,
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.html).toContain(`Order #${orderId}`);
    expect(page.html).not.toMatch(/<script|<link|src="http/);
    for (const outcome of ["success", "fail", "cancel"])
      expect(page.html).toContain(`name="outcome" value="${outcome}"`);
  });

  it("refuses non-http callbacks, missing fields and someone else's order", async () => {
    const orderId = await digitalOrder();
    const js = await openPage({
      order_id: orderId,
      customer_id: 1,
      callback: "javascript:alert(1)",
    });
    expect(js.status).toBe(400);
    expect(js.html).not.toContain("alert(1)");
    expect((await openPage({ order_id: orderId, callback: CALLBACK })).status).toBe(400);
    expect((await openPage({ order_id: orderId, customer_id: 2, callback: CALLBACK })).status).toBe(
      404,
    );
    expect((await openPage({ order_id: 987654, customer_id: 1, callback: CALLBACK })).status).toBe(
      404,
    );
  });
});

describe("POST /payment-mobile", () => {
  it("Pay marks the order paid and redirects to the callback with flag=success; the lifecycle then confirms it", async () => {
    const orderId = await digitalOrder();
    const page = await openPage({ order_id: orderId, customer_id: 1, callback: CALLBACK });
    const res = await submit(page.html, "success");
    expect(res.status).toBe(303);
    const location = new URL(res.location!);
    expect(`${location.origin}${location.pathname}`).toBe("https://shop.example/checkout/done");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      step: "2",
      flag: "success",
      order_id: String(orderId),
    });
    expect(orderRow(orderId)).toMatchObject({
      order_status: "pending",
      payment_status: "paid",
      transaction_reference: expect.stringMatching(/^DEMO-/),
    });
    const track = await api.call("/customer/order/track", {
      headers: bearer(token),
      query: { order_id: orderId },
    });
    expect(track.body.payments).toEqual([
      expect.objectContaining({
        order_id: orderId,
        payment_status: "paid",
        payment_method: "digital_payment",
      }),
    ]);
    advanceOrderLifecycle(api.backend.db, api.clock.now);
    expect(orderRow(orderId).order_status).toBe("confirmed");
    // opening the page again sends the customer straight back
    const again = await openPage({ order_id: orderId, customer_id: 1, callback: CALLBACK });
    expect(again.status).toBe(303);
    expect(new URL(again.headers.get("location")!).searchParams.get("flag")).toBe("success");
  });

  it("Fail and Cancel mark the order failed and report fail / cancel", async () => {
    const failed = await digitalOrder();
    const failRes = await submit(
      (await openPage({ order_id: failed, customer_id: 1, callback: CALLBACK })).html,
      "fail",
    );
    expect(new URL(failRes.location!).searchParams.get("flag")).toBe("fail");
    expect(orderRow(failed)).toMatchObject({ order_status: "failed", payment_status: "unpaid" });

    const canceled = await digitalOrder();
    const cancelRes = await submit(
      (await openPage({ order_id: canceled, customer_id: 1, callback: CALLBACK })).html,
      "cancel",
    );
    expect(new URL(cancelRes.location!).searchParams.get("flag")).toBe("cancel");
    expect(orderRow(canceled).order_status).toBe("failed");
    // the storefront then offers cash on delivery
    const sw = await api.call("/customer/order/payment-method", {
      method: "PUT",
      headers: bearer(token),
      body: { order_id: canceled },
    });
    expect(sw.status).toBe(200);
  });

  it("refuses a forged form", async () => {
    const orderId = await digitalOrder();
    const res = await fetch(new URL("/payment-mobile", api.baseUrl), {
      method: "POST",
      body: new URLSearchParams({
        order_id: String(orderId),
        customer_id: "1",
        callback: CALLBACK,
        outcome: "fail",
        token: "f".repeat(64),
      }),
      redirect: "manual",
    });
    expect(res.status).toBe(403);
    expect(orderRow(orderId).order_status).toBe("pending");
  });
});
