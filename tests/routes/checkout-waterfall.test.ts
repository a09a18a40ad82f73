import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearEverySwrCache } from "~/api/cache.server";
import { FOOD, plainBurgerItem } from "../backend/commerce-helpers";
import { checkoutBrowser, placeFields, sessionOf, type Visitor } from "./checkout-kit";
import { shopSuite } from "./order-kit";

/**
 * Issue 28 item 17: with a slow backend, /checkout took twice the upstream latency and more,
 * because its calls ran one after the other (config, then the cart; the cart, then the store
 * and the quote). A layer in front of the reference backend adds 100 ms to every call and
 * notes when each started and ended; a call that started only after another had ended waited
 * for it. The chain of such waits (the sequential depth) is what the page costs in latencies:
 * the page needs the cart before it can ask for the quote (2), placing adds the place (3).
 */
const shop = shopSuite();
const DELAY_MS = 100;

type Timed = { path: string; start: number; end: number };
const calls: Timed[] = [];
let front: Server;
let frontUrl = "";

beforeAll(async () => {
  const app = express();
  app.use(
    "/api/v1",
    (req, res, next) => {
      const call: Timed = { path: req.path, start: performance.now(), end: Infinity };
      calls.push(call);
      res.on("finish", () => (call.end = performance.now()));
      setTimeout(next, DELAY_MS);
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

const browser = checkoutBrowser({ apiBaseUrl: () => frontUrl });

/** The longest chain of calls each started after the one before had answered. */
function sequentialDepth(timed: Timed[]): { depth: number; chain: string[] } {
  const sorted = [...timed].sort((a, b) => a.start - b.start);
  const best = new Map<Timed, { depth: number; chain: string[] }>();
  for (const call of sorted) {
    let longest = { depth: 0, chain: [] as string[] };
    for (const before of sorted) {
      const known = best.get(before);
      if (known && before.end <= call.start && known.depth > longest.depth) longest = known;
    }
    best.set(call, { depth: longest.depth + 1, chain: [...longest.chain, call.path] });
  }
  return [...best.values()].reduce((a, b) => (b.depth > a.depth ? b : a), { depth: 0, chain: [] });
}

/** The calls `run` makes, from cold caches (config read anew, as after a restart). */
async function measured(run: () => Promise<unknown>) {
  clearEverySwrCache();
  calls.length = 0;
  await run();
  return { ...sequentialDepth(calls), calls: calls.map((c) => c.path) };
}

describe("a slow backend costs checkout each latency once per dependent step", () => {
  let visitor: Visitor;
  let key = "";

  beforeAll(async () => {
    const ready = await browser.readyGuest(FOOD, plainBurgerItem(shop.api).id);
    visitor = ready.visitor;
    key = ready.key;
  });

  it("the page: the cart with config, then the quote with the store (2 waits, not 3)", async () => {
    const page = await measured(() => browser.openCheckout(visitor));
    expect(page.calls).toEqual(expect.arrayContaining(["/config", "/customer/cart/list"]));
    expect(page.depth, page.chain.join(" → ")).toBeLessThanOrEqual(2);
  });

  it("Place Order: the cart, then the quote, then the place (3 waits, not 4)", async () => {
    const placed = await measured(() => browser.postCheckout(visitor, placeFields(key)));
    expect(placed.calls).toContain("/customer/order/place");
    expect(placed.depth, placed.chain.join(" → ")).toBeLessThanOrEqual(3);
  });
});

describe("the guest gate, read beside the page rather than before it", () => {
  it("still sends a guest to sign in when guest checkout is off, and places nothing", async () => {
    const { visitor, key } = await browser.readyGuest(FOOD, plainBurgerItem(shop.api).id);
    const guestId = Number((await sessionOf(visitor)).get("guestId"));
    const settings = shop.api.backend.db.prepare(
      "UPDATE business_settings SET value = ? WHERE key = 'guest_checkout_status'",
    );
    settings.run("0");
    clearEverySwrCache();
    try {
      const signIn = `/auth/sign-in?from=${encodeURIComponent("/checkout?page=cart")}`;
      const page = await browser.loadCheckout(visitor);
      expect(page.location).toBe(signIn);
      const placed = await browser.postCheckout(visitor, placeFields(key));
      expect(placed.location).toBe(signIn);
      const orders = shop.api.backend.db
        .prepare("SELECT id FROM orders WHERE user_id = ? AND is_guest = 1")
        .all(guestId);
      expect(orders).toEqual([]);
    } finally {
      settings.run("1");
      clearEverySwrCache();
    }
  });
});
