import { randomInt } from "node:crypto";
import { createCookieSessionStorage } from "@remix-run/node";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { E2E_SESSION_SECRET, type PrefsState } from "./session";

/**
 * Fresh customers for tests that change a customer for good (dismissing the review prompt,
 * spending the first-order discount): signed up through the running backend's API, each with
 * a phone and an email no other run or project uses. The suite's projects share one database,
 * so a test that needs a clean customer must make its own — never reuse the demo customer.
 */

export interface Customer {
  token: string;
  phone: string;
  email: string;
}

/** Values of the signed `__session` cookie the app reads (app/sessions/session.server.ts). */
export interface SessionValues {
  token: string;
  /** The welcome modal's flag, which sign-up sets (features/home-extras/welcome.server.ts). */
  welcome?: true;
}

// Same name, options and secret as session.ts (and the app's own storage): a cookie the app
// would not accept fails the tests that use it, loudly.
const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [E2E_SESSION_SECRET],
  },
});

/**
 * POST /auth/sign-up (contract §6.2). In demo mode the phone must be verified first when the
 * answer has no token: the demo OTP is 123456 (POST /auth/verify-phone, §6.3).
 */
export async function signUpCustomer(request: APIRequestContext): Promise<Customer> {
  const unique = `${Date.now() % 1e7}`.padStart(7, "0") + randomInt(10);
  const phone = `+9715${unique}`;
  const email = `e2e-${unique}@example.com`;
  const signUp = await request.post("/api/v1/auth/sign-up", {
    data: { name: "Layla Haddad", phone, email, password: "e2e-secret-1" },
  });
  const body = (await signUp.json()) as { token?: string | null };
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${JSON.stringify(body)}`);
  if (body.token) return { token: body.token, phone, email };

  const verify = await request.post("/api/v1/auth/verify-phone", {
    data: { otp: "123456", verification_type: "phone", login_type: "manual", phone },
  });
  const verified = (await verify.json()) as { token?: string | null };
  if (!verify.ok() || !verified.token) {
    throw new Error(`phone verification failed: ${verify.status()} ${JSON.stringify(verified)}`);
  }
  return { token: verified.token, phone, email };
}

/** The `__session` cookie's value for these session values. */
export async function sessionCookieValue(values: SessionValues): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set("token", values.token);
  if (values.welcome) session.set("welcome", true);
  const setCookie = await sessionStorage.commitSession(session);
  return setCookie.slice(setCookie.indexOf("=") + 1, setCookie.indexOf(";"));
}

/** Signs the browser context in as this customer (replacing any earlier session cookie). */
export async function signInAs(
  context: BrowserContext,
  baseURL: string,
  values: SessionValues,
): Promise<void> {
  await context.addCookies([
    {
      name: "__session",
      value: await sessionCookieValue(values),
      url: baseURL,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
}

/**
 * Signs the browser in as a customer made for this test and returns its token. Browser tests
 * never sign in as the demo customer: with JavaScript its home opens the review prompt of its
 * delivered order, and closing that prompt dismisses it for good in the shared database.
 */
export async function signInNewCustomer(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
): Promise<string> {
  const { token } = await signUpCustomer(request);
  await signInAs(context, baseURL, { token });
  return token;
}

/** A grocery store of the demo zone that is open around the clock (tests run at any hour). */
const ALWAYS_OPEN_STORE = "corner-mini-mart";

/**
 * Places a cash-on-delivery grocery order for the customer (one item in stock, no variations,
 * from a store open 24 h) and returns its id. The e2e backend moves orders on every 2 s
 * (BACKEND_ORDER_STEP_SECONDS): a cash order is delivered about 12 s later.
 */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  prefs: PrefsState,
): Promise<number> {
  const headers = {
    Authorization: `Bearer ${token}`,
    zoneId: prefs.zoneIds!,
    moduleId: String(prefs.moduleId),
  };
  const stores = await request.get("/api/v1/stores/get-stores/all?offset=1&limit=50", {
    headers,
  });
  const { stores: list } = (await stores.json()) as { stores: Array<{ id: number; slug: string }> };
  const store = list.find((s) => s.slug === ALWAYS_OPEN_STORE);
  if (!store) throw new Error(`no ${ALWAYS_OPEN_STORE} in the demo zone's grocery stores`);

  const latest = await request.get(`/api/v1/items/latest?store_id=${store.id}&offset=1&limit=50`, {
    headers,
  });
  const { products } = (await latest.json()) as {
    products: Array<{ id: number; price: number; stock?: number; variations?: unknown[] }>;
  };
  const item = products.find((p) => (p.stock ?? 1) > 0 && !p.variations?.length);
  if (!item) throw new Error(`no simple item in stock at ${ALWAYS_OPEN_STORE}`);

  const added = await request.post("/api/v1/customer/cart/add", {
    headers,
    data: {
      item_id: item.id,
      quantity: 1,
      price: item.price,
      model: "Item",
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
  if (!added.ok()) throw new Error(`cart add failed: ${added.status()} ${await added.text()}`);

  const placed = await request.post("/api/v1/customer/order/place", {
    headers,
    data: {
      order_amount: item.price,
      payment_method: "cash_on_delivery",
      order_type: "delivery",
      store_id: store.id,
      distance: 1.5,
      address: prefs.address,
      latitude: prefs.lat,
      longitude: prefs.lng,
    },
  });
  const body = (await placed.json()) as { order_id?: number };
  if (!placed.ok() || !body.order_id) {
    throw new Error(`order not placed: ${placed.status()} ${JSON.stringify(body)}`);
  }
  return body.order_id;
}

/**
 * Waits until the backend offers this order for review (GET /customer/review-reminder): it has
 * been delivered, and neither reviewed nor dismissed.
 */
export async function waitForReviewReminder(
  request: APIRequestContext,
  token: string,
  orderId: number,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await reviewReminder(request, token);
    if (current === orderId) return;
    if (Date.now() > deadline) {
      throw new Error(`order ${orderId} not offered for review after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The order id the backend's review reminder offers the customer now (null: none). */
export async function reviewReminder(
  request: APIRequestContext,
  token: string,
): Promise<number | null> {
  const response = await request.get("/api/v1/customer/review-reminder", {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`review-reminder: ${response.status()}`);
  return ((await response.json()) as { order_id: number | null }).order_id;
}
