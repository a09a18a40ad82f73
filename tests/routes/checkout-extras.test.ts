import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clearEverySwrCache } from "~/api/cache.server";
import type { OrderCard } from "~/features/order-outcome/order-view.server";
import { action as cartAction } from "~/routes/($lang).cart";
import { loader as orderPlacedLoader } from "~/routes/($lang).order-placed";
import { formatPrice, moneyFormat } from "~/features/catalogue/money";
import {
  BURGER_STORE,
  FOOD,
  bearer,
  emptyCart,
  plainBurgerItem,
} from "../backend/commerce-helpers";
import { checkoutBrowser, newVisitor, placeFields, sessionOf, type Visitor } from "./checkout-kit";
import { routeArgs, shopSuite } from "./order-kit";
import { quotelessSuite } from "./quoteless-kit";

/**
 * The checkout extras (issue 24 item 4), on the reference backend (with its quote) and on the
 * stock 6amMart 3.2 profile (without it: the page prices the order itself): cutlery, the note
 * for unavailable items, delivery instructions, extra packaging, the most-tipped amount and the
 * cashback the order earns. Each is a plain field of the one checkout form, kept in the draft
 * through a refused post, and carried by the placed order; a call that fails leaves the page
 * without that extra, never without the page.
 */

type Row = Record<string, unknown>;

describe.each(["default", "6ammart-3.2"] as const)("%s profile", (profile) => {
  const shop = profile === "default" ? shopSuite() : quotelessSuite();
  const browser = checkoutBrowser({ apiBaseUrl: () => `${shop.api.baseUrl}/api/v1` });
  const db = () => shop.api.backend.db;
  const orderRow = (id: number) => db().prepare("SELECT * FROM orders WHERE id = ?").get(id) as Row;
  const placedId = (location: string | null) => {
    const url = new URL(location ?? "", "http://shop.test");
    const id = Number(url.searchParams.get("order_id") ?? url.searchParams.get("orderId"));
    expect(id, `not an order page: ${location}`).toBeGreaterThan(100000);
    return id;
  };
  /** Runs `sql` for the length of `run` (each [do, undo] pair), with the storefront's caches cold. */
  async function patched<T>(changes: Array<[string, string]>, run: () => Promise<T>) {
    for (const [apply] of changes) db().exec(apply);
    clearEverySwrCache();
    try {
      return await run();
    } finally {
      for (const [, undo] of changes) db().exec(undo);
      clearEverySwrCache();
    }
  }
  const money = async () =>
    moneyFormat((await shop.api.call("/config")).body as Parameters<typeof moneyFormat>[0]);

  /** A signed-in customer (DEMO) with `quantity` plain burgers in the food cart. */
  async function customerWithBurgers(quantity: number): Promise<Visitor> {
    await emptyCart(shop.api, FOOD, shop.demo);
    const visitor = await newVisitor(FOOD, { token: shop.demo });
    const added = await browser.send(
      visitor,
      cartAction,
      "/cart",
      new URLSearchParams({
        intent: "add",
        item_id: String(plainBurgerItem(shop.api).id),
        module_id: String(FOOD),
        quantity: String(quantity),
        model: "Item",
        redirectTo: "/home",
      }),
    );
    expect(added.status).toBe(303);
    return visitor;
  }

  it("cutlery, the unavailable-item choice and instructions: kept through a refused post, carried by the order", async () => {
    const { visitor, key } = await browser.readyGuest(FOOD, plainBurgerItem(shop.api).id);
    const view = await browser.openCheckout(visitor);
    // Smash Burger Lab hands out cutlery; it offers no extra packaging.
    expect(view.extras).toEqual({
      cutlery: { offered: true, chosen: false },
      packaging: expect.objectContaining({ offered: false, chosen: false }),
      unavailable: "",
      instruction: { offered: true, text: "" },
    });

    const extras = {
      extras: "1",
      cutlery: "1",
      unavailable_item_note: "replace",
      delivery_instruction: "  Leave it at the door  ",
    };
    // Refused (a form from before: no key): the page comes back with what was chosen.
    const refused = await browser.postCheckout(visitor, placeFields("", extras));
    expect(refused.status).toBe(400);
    expect((await browser.openCheckout(visitor)).extras).toMatchObject({
      cutlery: { offered: true, chosen: true },
      unavailable: "replace",
      instruction: { offered: true, text: "Leave it at the door" },
    });
    // An edited form's unknown choice is no choice; the draft keeps the boxes' last state.
    const odd = await browser.postCheckout(visitor, {
      intent: "refresh",
      extras: "1",
      cutlery: "1",
      unavailable_item_note: "eat-it",
    });
    expect(odd.status).toBe(303);
    expect((await sessionOf(visitor)).get("checkout")).toMatchObject({ cutlery: true });
    expect((await browser.openCheckout(visitor)).extras.unavailable).toBe("");

    const placed = await browser.postCheckout(visitor, placeFields(key, extras));
    expect(placed.status, JSON.stringify(placed.data)).toBe(303);
    expect(orderRow(placedId(placed.location))).toMatchObject({
      cutlery: 1,
      unavailable_item_note: "Replace it with a similar item",
      delivery_instruction: "Leave it at the door",
    });
    // The guest's order-placed page shows them back, read from the backend's order.
    const request = new Request(`http://shop.test${placed.location}`, {
      headers: { Cookie: visitor.cookie },
    });
    const page = (await orderPlacedLoader(await routeArgs(shop.api, request))) as {
      order: OrderCard;
    };
    expect(page.order.extras).toEqual({
      cutlery: true,
      unavailableNote: "Replace it with a similar item",
      instruction: "Leave it at the door",
    });
  });

  it("an unticked box and a take-away: no cutlery, no instructions sent", async () => {
    const { visitor, key } = await browser.readyGuest(FOOD, plainBurgerItem(shop.api).id);
    await browser.postCheckout(visitor, {
      intent: "refresh",
      extras: "1",
      cutlery: "1",
      delivery_instruction: "Ring twice",
    });
    // Unticked: the box posts nothing, the marker says it was there.
    await browser.postCheckout(visitor, {
      intent: "refresh",
      extras: "1",
      order_type: "take_away",
    });
    const view = await browser.openCheckout(visitor);
    expect(view.extras.cutlery.chosen).toBe(false);
    expect(view.extras.instruction.offered).toBe(false);
    const placed = await browser.postCheckout(
      visitor,
      placeFields(key, { extras: "1", order_type: "take_away" }),
    );
    expect(placed.status, JSON.stringify(placed.data)).toBe(303);
    expect(orderRow(placedId(placed.location))).toMatchObject({
      order_type: "take_away",
      cutlery: 0,
      delivery_instruction: null,
      unavailable_item_note: null,
    });
  });

  it("extra packaging where the store offers it: shown, priced and charged at the store's amount", async () => {
    await patched(
      [
        [
          `UPDATE stores SET extra_packaging_status = 1, extra_packaging_amount = 2.5 WHERE id = ${BURGER_STORE}`,
          `UPDATE stores SET extra_packaging_status = 0, extra_packaging_amount = 0 WHERE id = ${BURGER_STORE}`,
        ],
      ],
      async () => {
        const f = await money();
        const { visitor, key } = await browser.readyGuest(FOOD, plainBurgerItem(shop.api).id);
        const before = await browser.openCheckout(visitor);
        expect(before.extras.packaging).toEqual({
          offered: true,
          amount: formatPrice(2.5, f),
          chosen: false,
        });
        expect(before.summary!.rows.map((r) => r.key)).not.toContain("packaging");
        await browser.postCheckout(visitor, {
          intent: "refresh",
          extras: "1",
          extra_packaging: "1",
        });
        const view = await browser.openCheckout(visitor);
        expect(view.extras.packaging.chosen).toBe(true);
        expect(view.summary!.rows).toContainEqual(
          expect.objectContaining({ key: "packaging", amount: formatPrice(2.5, f) }),
        );
        const placed = await browser.postCheckout(
          visitor,
          placeFields(key, { extras: "1", extra_packaging: "1" }),
        );
        expect(placed.status, JSON.stringify(placed.data)).toBe(303);
        const order = orderRow(placedId(placed.location));
        expect(order.extra_packaging_amount).toBe(2.5);
        // The total the page showed is the one charged.
        expect(formatPrice(order.order_amount as number, f)).toBe(view.summary!.total);
      },
    );
  });

  it("highlights the most tipped amount among the tips, adding it where it is no preset", async () => {
    const { visitor } = await browser.readyGuest(FOOD, plainBurgerItem(shop.api).id);
    const ids = (db().prepare("SELECT id FROM orders ORDER BY id").all() as { id: number }[]).map(
      (o) => o.id,
    );
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const tips = (tip: number, extra: number) => [
      `UPDATE orders SET dm_tips = ${tip} WHERE id IN (${ids.slice(0, 2).join(",")})`,
      `UPDATE orders SET dm_tips = ${extra} WHERE id = ${ids[2]}`,
    ];
    const saved = db().prepare("SELECT id, dm_tips FROM orders").all() as Row[];
    const restore = () => {
      const put = db().prepare("UPDATE orders SET dm_tips = ? WHERE id = ?");
      for (const o of saved) put.run(o.dm_tips, o.id);
    };
    try {
      db().exec("UPDATE orders SET dm_tips = 0");
      for (const sql of tips(10, 5)) db().exec(sql);
      const ten = await browser.openCheckout(visitor);
      expect(ten.tips.mostTipped).toBe(10);
      expect(ten.tips.presets.map((p) => p.value)).toEqual([0, 5, 10, 15, 20]);

      for (const sql of tips(7.5, 5)) db().exec(sql);
      const odd = await browser.openCheckout(visitor);
      expect(odd.tips.mostTipped).toBe(7.5);
      expect(odd.tips.presets.map((p) => p.value)).toEqual([0, 5, 7.5, 10, 15, 20]);

      // Nobody tips yet: the presets alone.
      db().exec("UPDATE orders SET dm_tips = 0");
      const none = await browser.openCheckout(visitor);
      expect(none.tips.mostTipped).toBeNull();
      expect(none.tips.presets.map((p) => p.value)).toEqual([0, 5, 10, 15, 20]);
    } finally {
      restore();
    }
  });

  it("shows a customer the cashback the order earns; a guest none; a failing call leaves the page whole", async () => {
    const f = await money();
    const burger = plainBurgerItem(shop.api);
    // Past the 5 % offer's minimum of 100 (the burger may be on discount).
    const visitor = await customerWithBurgers(Math.ceil(150 / burger.price));
    const view = await browser.openCheckout(visitor);
    // Asked for the lines' amount (the cart's prices): known beside the quote, not after it.
    const cart = await shop.api.call("/customer/cart/list", {
      headers: bearer(shop.demo, { moduleId: String(FOOD) }),
    });
    const lines = cart.body as Array<{ price: number; quantity: number }>;
    const amount = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    expect(amount).toBeGreaterThanOrEqual(100);
    const expected = await shop.api.call("/cashback/getCashback", {
      headers: bearer(shop.demo, { moduleId: String(FOOD) }),
      query: { amount },
    });
    expect(expected.body.calculated_amount).toBeGreaterThan(0);
    expect(view.cashback).toBe(formatPrice(expected.body.calculated_amount, f));

    const guest = await browser.readyGuest(FOOD, burger.id);
    expect((await browser.openCheckout(guest.visitor)).cashback).toBeNull();

    // The offers' table gone: getCashback answers 500; the page is there without the line.
    await patched(
      [
        [
          "ALTER TABLE cashback_offers RENAME TO cashback_gone",
          "ALTER TABLE cashback_gone RENAME TO cashback_offers",
        ],
      ],
      async () => {
        const answer = await browser.loadCheckout(visitor);
        expect(answer.status).toBe(200);
        expect(answer.data!.view!.cashback).toBeNull();
        expect(answer.data!.view!.summary).not.toBeNull();
      },
    );
    await emptyCart(shop.api, FOOD, shop.demo);
  });
});

describe("a backend without most-tips and getCashback (Laravel's 404 for both)", () => {
  const shop = shopSuite();
  const missing = ["/api/v1/most-tips", "/api/v1/cashback/getCashback"];
  let front: Server;
  let frontUrl = "";
  beforeAll(async () => {
    const app = express();
    app.get(missing, (req, res) => {
      res.status(404).json({
        message: `The route ${req.path.slice(1)} could not be found.`,
      });
    });
    app.use("/api/v1", (req, res, next) => shop.api.backend.api(req, res, next));
    front = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    front.closeAllConnections();
    await new Promise<void>((resolve) => front.close(() => resolve()));
  });

  it("checks out all the same: the presets without a highlight, no cashback line, the order placed", async () => {
    const browser = checkoutBrowser({ apiBaseUrl: () => frontUrl });
    await emptyCart(shop.api, FOOD, shop.demo);
    const visitor = await newVisitor(FOOD, { token: shop.demo });
    const burger = plainBurgerItem(shop.api);
    const added = await browser.send(
      visitor,
      cartAction,
      "/cart",
      new URLSearchParams({
        intent: "add",
        item_id: String(burger.id),
        module_id: String(FOOD),
        quantity: String(Math.ceil(150 / burger.price)),
        model: "Item",
        redirectTo: "/home",
      }),
    );
    expect(added.status).toBe(303);
    // The same cart through the backend itself earns cashback and has a most tipped amount.
    const direct = await checkoutBrowser({
      apiBaseUrl: () => `${shop.api.baseUrl}/api/v1`,
    }).openCheckout(visitor);
    expect(direct.cashback).not.toBeNull();
    const view = await browser.openCheckout(visitor);
    expect(view.tips.mostTipped).toBeNull();
    expect(view.tips.presets.map((p) => p.value)).toEqual([0, 5, 10, 15, 20]);
    expect(view.cashback).toBeNull();
    expect(view.summary).not.toBeNull();
    const placed = await browser.postCheckout(
      visitor,
      placeFields(view.key, { extras: "1", cutlery: "1" }),
    );
    expect(placed.status, JSON.stringify(placed.data)).toBe(303);
  });
});
