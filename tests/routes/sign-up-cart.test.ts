import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as signUpRoute from "~/routes/($lang).auth.sign-up";
import * as verifyRoute from "~/routes/($lang).auth.verify";
import { commitSession, getSession } from "~/sessions/session.server";
import { serializePrefs } from "~/sessions/prefs.server";
import {
  addToCart,
  bearer,
  BURGER_STORE,
  FOOD,
  newGuest,
  pickItem,
  plainBurgerItem,
} from "../backend/commerce-helpers";
import type { ApiHarness } from "../backend/harness";
import { authBrowser, redirected } from "./auth-browser";
import { cookiePair, sessionAfter, toastKeysAfter } from "./header-test-support";
import { setSettings, startStockApi, type StockOptions } from "./stock-kit";

/**
 * A guest who signs up keeps their cart (issue 21 row 4), against a backend whose sign-up
 * ignores `guest_id` like stock 6amMart's (only login merges the guest's cart), and one that
 * merges like the reference backend: the guest's lines end up in the new account's cart exactly
 * once, and a sign-up started from checkout goes back to checkout.
 */

const VERIFICATION = (phone: 0 | 1) => ({
  centralize_login: {
    manual_login_status: 1,
    otp_login_status: 1,
    social_login_status: 0,
    email_verification_status: 0,
    phone_verification_status: phone,
  },
});

type CartLine = { item_id: number; quantity: number; variation: unknown };

const cartOf = async (api: ApiHarness, auth: { token?: string; guestId?: number }) => {
  const res = await api.call("/customer/cart/list", {
    headers: { moduleId: String(FOOD), ...(auth.token ? bearer(auth.token) : {}) },
    query: auth.guestId ? { guest_id: auth.guestId } : {},
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as CartLine[]).map((l) => ({ item_id: l.item_id, quantity: l.quantity }));
};

/** A guest with two burger-store lines in the food cart, and a browser holding its cookies. */
async function guestWithCart(api: ApiHarness) {
  const guestId = await newGuest(api);
  const plain = plainBurgerItem(api);
  const other = pickItem(api, BURGER_STORE, `food_variations IS NULL AND id <> ${plain.id}`);
  for (const [item, quantity] of [
    [plain, 2],
    [other, 1],
  ] as const) {
    const added = await addToCart(api, { guestId }, FOOD, {
      item_id: item.id,
      price: item.price,
      quantity,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const session = await getSession(new Request("http://shop.test/"));
  session.set("guestId", String(guestId));
  const cookies: Record<string, string> = {};
  for (const set of [
    await commitSession(session),
    await serializePrefs({ zoneIds: "[1]", moduleId: FOOD, moduleType: "food" }),
  ]) {
    const [name, value] = cookiePair(set).split(/=(.*)/s);
    cookies[name!] = value!;
  }
  const browser = authBrowser({
    apiBaseUrl: () => `${api.baseUrl}/api/v1`,
    cookies,
    honeypot: true,
  });
  const expected = [
    { item_id: plain.id, quantity: 2 },
    { item_id: other.id, quantity: 1 },
  ];
  return { guestId, browser, expected };
}

const sorted = (lines: { item_id: number; quantity: number }[]) =>
  [...lines].sort((a, b) => a.item_id - b.item_id);

let phoneCounter = 0;
const signUpFields = (redirectTo: string) => {
  phoneCounter += 1;
  const phone = `57${String(Date.now()).slice(-5)}${String(phoneCounter).padStart(2, "0")}`;
  return {
    name: "Guest Turned Customer",
    email: `guest${phone}@example.com`,
    phone_country: "AE",
    phone,
    password: "secret123",
    confirm_password: "secret123",
    terms: "on",
    redirectTo,
    surface: "dialog",
  };
};

function suite(options: StockOptions) {
  const holder = {} as { api: ApiHarness };
  beforeAll(async () => {
    holder.api = await startStockApi(options);
  });
  afterAll(() => holder.api.close());
  return holder;
}

describe("sign-up on a backend whose sign-up ignores guest_id (stock)", () => {
  const stock = suite({ signUpIgnoresGuest: true });

  it("carries the guest's cart into the new account and goes back to checkout", async () => {
    setSettings(stock.api, VERIFICATION(0));
    const { guestId, browser, expected } = await guestWithCart(stock.api);
    const done = redirected(
      await browser.post("/auth/sign-up", signUpRoute.action, signUpFields("/checkout?page=cart")),
    );
    expect(done.headers.get("Location")).toBe("/checkout?page=cart");
    expect(await toastKeysAfter(done)).toEqual(["auth:signedUp"]);
    const session = await sessionAfter(done);
    const token = session.get("token")!;
    expect(token).toBeTruthy();
    expect(session.get("guestId")).toBeUndefined();
    expect(sorted(await cartOf(stock.api, { token }))).toEqual(sorted(expected));
    // The guest's own cart is as it was: this backend never merged it.
    expect(sorted(await cartOf(stock.api, { guestId }))).toEqual(sorted(expected));
  });

  it("in Arabic too: back to /ar/checkout", async () => {
    setSettings(stock.api, VERIFICATION(0));
    const { browser, expected } = await guestWithCart(stock.api);
    const done = redirected(
      await browser.post(
        "/ar/auth/sign-up",
        signUpRoute.action,
        signUpFields("/ar/checkout?page=cart"),
      ),
    );
    expect(done.headers.get("Location")).toBe("/ar/checkout?page=cart");
    const token = (await sessionAfter(done)).get("token")!;
    expect(sorted(await cartOf(stock.api, { token }))).toEqual(sorted(expected));
  });

  it("a sign-up from elsewhere still lands on /interest (foundations §4), cart carried", async () => {
    setSettings(stock.api, VERIFICATION(0));
    const { browser, expected } = await guestWithCart(stock.api);
    const done = redirected(
      await browser.post("/auth/sign-up", signUpRoute.action, signUpFields("/home")),
    );
    expect(done.headers.get("Location")).toBe("/interest");
    const token = (await sessionAfter(done)).get("token")!;
    expect(sorted(await cartOf(stock.api, { token }))).toEqual(sorted(expected));
  });
});

describe("sign-up with phone verification on a backend that merges on neither call", () => {
  const stock = suite({ signUpIgnoresGuest: true, verifyIgnoresGuest: true });

  it("carries the cart once the code is verified, and goes back to checkout", async () => {
    setSettings(stock.api, VERIFICATION(1));
    const { browser, expected } = await guestWithCart(stock.api);
    const sent = redirected(
      await browser.post("/auth/sign-up", signUpRoute.action, signUpFields("/checkout?page=cart")),
    );
    expect(sent.headers.get("Location")).toBe("/checkout?page=cart&dialog=otp");
    const done = redirected(
      await browser.post("/auth/verify", verifyRoute.action, { otp: "123456", surface: "dialog" }),
    );
    expect(done.headers.get("Location")).toBe("/checkout?page=cart");
    const token = (await sessionAfter(done)).get("token")!;
    expect(sorted(await cartOf(stock.api, { token }))).toEqual(sorted(expected));
  });
});

describe("sign-up on a backend that merges the guest's cart (reference)", () => {
  const merging = suite({});

  it.each([
    ["without verification", 0],
    ["after the phone code", 1],
  ] as const)("%s: the lines are in the account once, nothing added twice", async (_l, phone) => {
    setSettings(merging.api, VERIFICATION(phone));
    const { guestId, browser, expected } = await guestWithCart(merging.api);
    let done = redirected(
      await browser.post("/auth/sign-up", signUpRoute.action, signUpFields("/checkout?page=cart")),
    );
    if (phone) {
      done = redirected(
        await browser.post("/auth/verify", verifyRoute.action, {
          otp: "123456",
          surface: "dialog",
        }),
      );
    }
    expect(done.headers.get("Location")).toBe("/checkout?page=cart");
    const token = (await sessionAfter(done)).get("token")!;
    expect(sorted(await cartOf(merging.api, { token }))).toEqual(sorted(expected));
    expect(await cartOf(merging.api, { guestId })).toEqual([]);
  });
});
