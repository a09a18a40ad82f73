import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import { bearer, loginAs, newGuest, startCommerceApi, type Clock } from "./commerce-helpers";

/**
 * Every auth / customer / cart / order route, fed garbage: wrong types, arrays and objects for
 * scalars, huge strings, unknown ids. The answer must be a 4xx contract body (or a 2xx), never a
 * 500 or a stack trace.
 */

let api: ApiHarness & { clock: Clock };
let token: string;
let guestId: number;
beforeAll(async () => {
  api = await startCommerceApi();
  token = await loginAs(api);
  guestId = await newGuest(api);
});
afterAll(() => api.close());

const ROUTES: [method: string, path: string][] = [
  ["POST", "/auth/sign-up"],
  ["POST", "/auth/login"],
  ["POST", "/auth/verify-phone"],
  ["POST", "/auth/firebase-verify-token"],
  ["POST", "/auth/update-info"],
  ["POST", "/auth/guest/request"],
  ["POST", "/auth/forgot-password"],
  ["POST", "/auth/verify-token"],
  ["PUT", "/auth/reset-password"],
  ["GET", "/customer/info"],
  ["POST", "/customer/update-profile"],
  ["PUT", "/customer/cm-firebase-token"],
  ["POST", "/customer/update-interest"],
  ["GET", "/customer/update-zone"],
  ["GET", "/customer/address/list"],
  ["POST", "/customer/address/add"],
  ["PUT", "/customer/address/update/1"],
  ["DELETE", "/customer/address/delete"],
  ["GET", "/customer/wish-list"],
  ["POST", "/customer/wish-list/add"],
  ["DELETE", "/customer/wish-list/remove"],
  ["GET", "/customer/visit-again"],
  ["GET", "/customer/suggested-items"],
  ["GET", "/customer/review-reminder-cancel"],
  ["GET", "/customer/cart/list"],
  ["POST", "/customer/cart/add"],
  ["POST", "/customer/cart/update"],
  ["DELETE", "/customer/cart/remove-item"],
  ["DELETE", "/customer/cart/remove"],
  ["POST", "/customer/order/place"],
  ["POST", "/customer/order/prescription/place"],
  ["GET", "/customer/order/list"],
  ["GET", "/customer/order/running-orders"],
  ["GET", "/customer/order/details"],
  ["GET", "/customer/order/track"],
  ["PUT", "/customer/order/cancel"],
  ["PUT", "/customer/order/payment-method"],
  ["GET", "/customer/order/cancellation-reasons"],
  ["GET", "/customer/order/parcel-instructions"],
  ["GET", "/coupon/apply"],
  ["GET", "/cashback/getCashback"],
];

const huge = "9".repeat(100_000);
const payloads = (guest: number): Record<string, unknown>[] => [
  {},
  {
    item_id: "abc",
    store_id: [],
    order_id: { $gt: 1 },
    cart_id: -1,
    quantity: 1.5,
    price: "NaN",
    guest_id: guest,
  },
  {
    name: huge,
    phone: huge,
    email: huge,
    password: huge,
    otp: huge,
    reason: huge,
    address: huge,
    code: huge,
    amount: huge,
  },
  {
    latitude: "1e999",
    longitude: null,
    distance: "Infinity",
    variation: [[[]]],
    add_on_ids: [{}],
    add_on_qtys: "x",
    login_type: ["manual"],
  },
  {
    order_id: 99999999999999999999,
    address_id: "0x10",
    limit: "-5",
    offset: "zero",
    type: "../../etc",
    schedule_at: "2025-13-45 99:99",
  },
];

describe("garbage in, contract errors out", () => {
  for (const [method, path] of ROUTES) {
    it(`${method} ${path}`, async () => {
      for (const payload of payloads(guestId)) {
        for (const headers of [
          bearer(token, { moduleId: "2", zoneId: "[1]", "X-localization": "en" }),
          { moduleId: "abc", zoneId: "nonsense" },
        ]) {
          const query =
            method === "GET" || method === "DELETE"
              ? Object.fromEntries(
                  Object.entries(payload).map(([k, v]) => [
                    k,
                    typeof v === "string" ? v : JSON.stringify(v),
                  ]),
                )
              : undefined;
          const res = await api.call(path, {
            method,
            headers,
            body: method === "GET" ? undefined : payload,
            query: query as Record<string, string> | undefined,
          });
          expect(
            res.status,
            `${method} ${path} ${JSON.stringify(payload).slice(0, 80)}`,
          ).toBeLessThan(500);
          expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+|SqliteError|TypeError/);
        }
      }
    });
  }
});
