import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FOOD, emptyCart, plainBurgerItem } from "../backend/commerce-helpers";
import { toastKeysAfter } from "./header-test-support";
import { checkoutBrowser, errorsOf, newVisitor, say, sessionOf } from "./checkout-kit";
import { shopSuite } from "./order-kit";

/**
 * Issue 28 item 14 on /checkout's loader and form: the cart, config or a customer's addresses
 * not answered (a refused connection) or answered with garbage (HTML with 200, a 500) is not
 * an empty cart, an unknown address or an applied coupon. The page is a 503 with Retry-After
 * (tests/built/backend-unreachable.test.ts shows the rendered page); the form's buttons say
 * the marketplace could not be reached and keep what was chosen.
 */
const shop = shopSuite();

type Outage = "ok" | "refused" | "garbage" | "error";
let outage: Outage = "ok";
let front: Server;
let frontUrl = "";

beforeAll(async () => {
  const app = express();
  app.use(
    "/api/v1",
    (req, res, next) => {
      // Only the visitor's own reads fail: config stays cached as after a first visit.
      const own = /^\/customer\/(cart|address)\//.test(req.path);
      if (!own || outage === "ok") return next();
      if (outage === "refused") return req.socket.destroy();
      if (outage === "garbage") return res.status(200).type("html").send("<html>Gateway</html>");
      res.status(500).type("html").send("<h1>Server Error</h1>");
    },
    (req, res, next) => shop.api.backend.api(req, res, next),
  );
  front = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  front.closeAllConnections();
  await new Promise<void>((resolve) => front.close(() => resolve()));
});
beforeEach(() => {
  outage = "ok";
});

const browser = checkoutBrowser({ apiBaseUrl: () => frontUrl });

describe.each<Outage>(["refused", "garbage", "error"])("the visitor's reads %s", (kind) => {
  it("the page is a 503 with Retry-After, not an empty cart; back to normal after", async () => {
    const { visitor } = await browser.readyGuest(FOOD, plainBurgerItem(shop.api).id);
    outage = kind;
    const down = await browser.loadCheckout(visitor);
    expect(down.status).toBe(503);
    expect(Number(down.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(down.data).toBeNull();
    outage = "ok";
    expect((await browser.openCheckout(visitor)).lines.length).toBeGreaterThan(0);
  });

  it("Place Order, a coupon and an address say the marketplace could not be reached", async () => {
    const { api, demo } = shop;
    await emptyCart(api, FOOD, demo);
    const visitor = await newVisitor(FOOD, { token: demo });
    await browser.addToCart(visitor, FOOD, plainBurgerItem(api).id);
    const view = await browser.openCheckout(visitor);
    const address = view.savedAddresses?.[0];
    expect(address).toBeDefined();
    const selected = await browser.postCheckout(visitor, {
      intent: "select-address",
      address_id: String(address!.id),
    });
    expect(await toastKeysAfter(selected.response)).toEqual(["checkout:address.selected"]);
    outage = kind;

    const placed = await browser.postCheckout(visitor, { intent: "place", key: view.key });
    expect(placed.status).toBe(503);
    expect(errorsOf(placed).form).toBe(say("checkout:errors.unavailable"));

    const coupon = await browser.postCheckout(visitor, {
      intent: "apply-coupon",
      key: view.key,
      coupon_code: "DINNER15",
    });
    expect(await toastKeysAfter(coupon.response)).toEqual([]);
    expect(errorsOf(coupon).fields).toEqual({ coupon_code: say("checkout:coupon.unavailable") });

    const chosen = await browser.postCheckout(visitor, {
      intent: "select-address",
      address_id: String(address!.id),
    });
    expect(await toastKeysAfter(chosen.response)).toEqual(["checkout:errors.unavailableNow"]);
    // Not forgotten as if it were no longer the customer's.
    expect((await sessionOf(visitor)).get("checkout")?.addressId).toBe(address!.id);
    await emptyCart(api, FOOD, demo);
  });
});
