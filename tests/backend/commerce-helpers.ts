import { request } from "node:http";
import { afterAll, beforeAll } from "vitest";
import type { BackendOptions } from "../../backend/context";
import { startApi, type ApiHarness } from "./harness";

/**
 * Shared fixtures of the auth/customer/cart/order contract tests. The clock is pinned to a
 * Wednesday noon in Dubai (08:00 UTC), when the seeded all-day stores are open.
 */

export const NOW = new Date("2025-01-15T08:00:00Z");
export const DEMO = {
  id: 1,
  phone: "+971500000001",
  email: "demo@souq.test",
  password: "demo1234",
};
export const SARA = {
  id: 2,
  phone: "+971500000002",
  email: "sara@souq.test",
  password: "demo1234",
};

/** Burj Khalifa: inside zone 1 (Downtown Dubai). */
export const DOWNTOWN = { latitude: 25.1972, longitude: 55.2744 };
/** Liwa Oasis: outside every zone. */
export const OUTSIDE = { latitude: 23.1, longitude: 53.75 };

/** Module and store ids of the deterministic seed. */
export const FOOD = 2;
export const GROCERY = 1;
export const ECOMMERCE = 4;
/** Smash Burger Lab: food, zone 1, open all day, no minimum order, not free delivery. */
export const BURGER_STORE = 7;

export interface Clock {
  now: Date;
}

/** A backend with an adjustable clock (`clock.now = …` moves time, e.g. past the OTP throttle). */
export async function startCommerceApi(
  options: Partial<BackendOptions> = {},
): Promise<ApiHarness & { clock: Clock }> {
  const clock: Clock = { now: new Date(NOW) };
  const api = await startApi({ now: () => clock.now, ...options });
  return Object.assign(api, { clock });
}

/**
 * The usual set-up of a test file: a backend with an adjustable clock started before the file's
 * tests and closed after them, and DEMO's token. Read `suite.api` and `suite.token` in the tests.
 * `options` go to the backend (e.g. `compat: "6ammart-3.2"`).
 */
export function commerceSuite(options: Partial<BackendOptions> = {}) {
  const suite = {} as { api: ApiHarness & { clock: Clock }; token: string };
  beforeAll(async () => {
    suite.api = await startCommerceApi(options);
    suite.token = await loginAs(suite.api);
  });
  afterAll(() => suite.api.close());
  return suite;
}

export const later = (clock: Clock, seconds: number) => {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
};

export async function loginAs(
  api: ApiHarness,
  who: { phone: string; password: string } = DEMO,
): Promise<string> {
  const res = await api.call("/auth/login", {
    method: "POST",
    body: { login_type: "manual", email_or_phone: who.phone, password: who.password },
  });
  if (res.status !== 200 || !res.body.token)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

export const bearer = (token: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${token}`,
  ...extra,
});

export async function newGuest(api: ApiHarness): Promise<number> {
  const res = await api.call("/auth/guest/request", { method: "POST", body: {} });
  return res.body.guest_id as number;
}

interface ItemPick {
  id: number;
  price: number;
  store_id: number;
  stock: number;
  maximum_cart_quantity: number | null;
  variations: string;
  food_variations: string | null;
  add_ons: string;
  discount: number;
  discount_type: string;
}

/** The first active item of `storeId` matching an extra SQL condition (seed data, not a guess). */
export function pickItem(api: ApiHarness, storeId: number, condition = "1 = 1"): ItemPick {
  const row = api.backend.db
    .prepare(
      `SELECT * FROM items WHERE store_id = ? AND status = 1 AND ${condition} ORDER BY id LIMIT 1`,
    )
    .get(storeId) as ItemPick | undefined;
  if (!row) throw new Error(`no item in store ${storeId} with ${condition}`);
  return row;
}

/** A plain food item (no food variations) of the burger store. */
export const plainBurgerItem = (api: ApiHarness) =>
  pickItem(api, BURGER_STORE, "food_variations IS NULL");

export async function addToCart(
  api: ApiHarness,
  auth: { token?: string; guestId?: number },
  moduleId: number,
  body: Record<string, unknown>,
) {
  return api.call("/customer/cart/add", {
    method: "POST",
    headers: { moduleId: String(moduleId), ...(auth.token ? bearer(auth.token) : {}) },
    body: {
      model: "Item",
      quantity: 1,
      ...body,
      ...(auth.guestId ? { guest_id: auth.guestId } : {}),
    },
  });
}

/** POST customer/order/place in a module; without a token the body must carry guest_id. */
export const placeOrder = (
  api: ApiHarness,
  moduleId: number,
  body: Record<string, unknown>,
  token?: string,
) =>
  api.call("/customer/order/place", {
    method: "POST",
    headers: { moduleId: String(moduleId), zoneId: "[1]", ...(token ? bearer(token) : {}) },
    body,
  });

export const orderRow = (api: ApiHarness, id: number) =>
  api.backend.db.prepare("SELECT * FROM orders WHERE id = ?").get(id) as Record<string, any>;

export const emptyCart = (api: ApiHarness, moduleId: number, token: string) =>
  api.call("/customer/cart/remove", {
    method: "DELETE",
    headers: bearer(token, { moduleId: String(moduleId) }),
  });

export const deliveryOrder = (storeId: number, extra: Record<string, unknown> = {}) => ({
  order_amount: 1,
  payment_method: "cash_on_delivery",
  order_type: "delivery",
  store_id: storeId,
  distance: 1.5,
  address: "Burj Khalifa, Downtown Dubai",
  ...DOWNTOWN,
  ...extra,
});

export const guestContact = {
  contact_person_name: "Guest Shopper",
  contact_person_number: "+971501234567",
  contact_person_email: "guest@example.com",
};

/**
 * A request through node:http. fetch (undici, and browsers alike) turns any 407 answer into a
 * network error per the Fetch standard, so the contract's 407 "coupon expired" can only be read
 * this way.
 */
export function rawCall(
  api: ApiHarness,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const url = new URL(`/api/v1${path}`, api.baseUrl);
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? "GET",
        headers: {
          Accept: "application/json",
          ...(payload ? { "Content-Type": "application/json" } : {}),
          ...init.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }),
        );
      },
    );
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}
