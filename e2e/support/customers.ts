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
  /** A customer's bearer token; absent for a guest. */
  token?: string;
  /** The welcome modal's flag, which sign-up sets (features/home-extras/welcome.server.ts). */
  welcome?: true;
  /** A guest's id (POST /auth/guest/request), as the app keeps it: a string of digits. */
  guestId?: string;
  /** A guest's checkout contact details, as the checkout stores them (session guestContact). */
  guestContact?: GuestContact;
}

/** A guest's contact-info form values (app/sessions/session.server.ts GuestContact). */
export interface GuestContact {
  name: string;
  phone: string;
  email: string;
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
  if (values.token) session.set("token", values.token);
  if (values.welcome) session.set("welcome", true);
  if (values.guestId) session.set("guestId", values.guestId);
  if (values.guestContact) session.set("guestContact", values.guestContact);
  const setCookie = await sessionStorage.commitSession(session);
  return setCookie.slice(setCookie.indexOf("=") + 1, setCookie.indexOf(";"));
}

/**
 * Signs the browser context in as this customer, or makes it this guest (guestId and
 * guestContact, no token), replacing any earlier session cookie.
 */
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

/** Who an order is placed for: a customer (token) or a guest (id and contact details). */
export type OrderOwner = { token: string } | { guestId: string; contact: GuestContact };

/** The place answer's fields a test needs (contract §2.4; payment_token: reference backend). */
export interface PlacedOrder {
  orderId: number;
  /** The customer's or guest's id: the payment page's customer_id. */
  customerId: number;
  /** Digital orders only: the single-use token that opens /payment-mobile for this order. */
  paymentToken: string | null;
}

/**
 * Places a grocery order for the customer or guest (one item in stock, no variations, from a
 * store open 24 h). The e2e backend moves orders on every 2 s (BACKEND_ORDER_STEP_SECONDS): a
 * cash order is delivered about 12 s later; a digital one waits in pending until it is paid.
 */
export async function placeOrderAs(
  request: APIRequestContext,
  owner: OrderOwner,
  prefs: PrefsState,
  paymentMethod: "cash_on_delivery" | "digital_payment" = "cash_on_delivery",
): Promise<PlacedOrder> {
  const guest = "guestId" in owner ? owner : null;
  const headers: Record<string, string> = {
    zoneId: prefs.zoneIds!,
    moduleId: String(prefs.moduleId),
    ...("token" in owner ? { Authorization: `Bearer ${owner.token}` } : {}),
  };
  const guestFields = guest
    ? {
        guest_id: guest.guestId,
        contact_person_name: guest.contact.name,
        contact_person_number: guest.contact.phone,
        contact_person_email: guest.contact.email,
      }
    : {};
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
      ...(guest ? { guest_id: guest.guestId } : {}),
    },
  });
  if (!added.ok()) throw new Error(`cart add failed: ${added.status()} ${await added.text()}`);

  const placed = await request.post("/api/v1/customer/order/place", {
    headers,
    data: {
      order_amount: item.price,
      payment_method: paymentMethod,
      order_type: "delivery",
      store_id: store.id,
      distance: 1.5,
      address: prefs.address,
      latitude: prefs.lat,
      longitude: prefs.lng,
      ...guestFields,
    },
  });
  const body = (await placed.json()) as {
    order_id?: number;
    user_id?: number;
    payment_token?: string;
  };
  if (!placed.ok() || !body.order_id || !body.user_id) {
    throw new Error(`order not placed: ${placed.status()} ${JSON.stringify(body)}`);
  }
  return {
    orderId: body.order_id,
    customerId: body.user_id,
    paymentToken: body.payment_token ?? null,
  };
}

/** Places a cash-on-delivery grocery order for the customer and returns its id. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  prefs: PrefsState,
): Promise<number> {
  return (await placeOrderAs(request, { token }, prefs)).orderId;
}

/**
 * The demo gateway's page for a digital order (contract §2.4 "Digital payment"): the link the
 * checkout sends the browser to, with a gateway key of config active_payment_method_list and
 * the storefront's `/order-placed` (under the language's prefix) as the callback.
 */
export async function paymentPageUrl(
  request: APIRequestContext,
  order: PlacedOrder,
  callback: string,
): Promise<string> {
  if (!order.paymentToken) throw new Error(`order ${order.orderId} has no payment token`);
  const config = await request.get("/api/v1/config");
  const { active_payment_method_list: gateways } = (await config.json()) as {
    active_payment_method_list?: Array<{ gateway: string }>;
  };
  const gateway = gateways?.[0]?.gateway;
  if (!gateway) throw new Error("config lists no active payment method");
  const query = new URLSearchParams({
    order_id: String(order.orderId),
    customer_id: String(order.customerId),
    payment_method: gateway,
    payment_platform: "web",
    callback,
    payment_token: order.paymentToken,
  });
  return `/payment-mobile?${query.toString()}`;
}

/** A new guest id from the running backend (POST /auth/guest/request), as the app keeps it. */
export async function newGuestId(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/v1/auth/guest/request", { data: {} });
  const body = (await response.json()) as { guest_id?: number };
  if (!response.ok() || !body.guest_id) throw new Error(`guest request: ${response.status()}`);
  return String(body.guest_id);
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
