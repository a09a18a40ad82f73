import { describe, expect, it } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import { DEMO, FOOD, emptyCart, plainBurgerItem } from "../backend/commerce-helpers";
import { checkoutBrowser, newVisitor, placeFields } from "./checkout-kit";
import { shopSuite } from "./order-kit";

/**
 * Partial payment at checkout (issue 24 item 2) against the real reference backend, in both
 * profiles (the stock one has no quote: the storefront prices the order and reads the wallet
 * from customer/info): a wallet holding part of the total is offered; ticked, only the methods
 * `partial_payment_method` allows stay (the seed: cash on delivery), the summary shows the
 * wallet's part and what is left, and the order is placed with `partial_payment=1`.
 */
describe.each(["default", "6ammart-3.2"] as const)(
  "partial payment at checkout, %s profile",
  (compat) => {
    const shop = shopSuite({ compat });
    const browser = checkoutBrowser({ apiBaseUrl: () => `${shop.api.baseUrl}/api/v1` });
    const setBalance = (amount: number) =>
      shop.api.backend.db
        .prepare("UPDATE users SET wallet_balance = ? WHERE id = ?")
        .run(amount, DEMO.id);

    async function readyCustomer() {
      await emptyCart(shop.api, FOOD, shop.demo);
      const visitor = await newVisitor(FOOD, { token: shop.demo });
      await browser.addToCart(visitor, FOOD, plainBurgerItem(shop.api).id);
      return visitor;
    }
    const tick = (extra: Record<string, string> = {}) => ({
      partial_payment_shown: "1",
      partial_payment: "1",
      payment_method: "cash_on_delivery",
      ...extra,
    });

    it("offers the wallet's part, keeps the rest to cash, shows both parts and places a partial payment", async () => {
      setBalance(4);
      const visitor = await readyCustomer();
      const offered = await browser.openCheckout(visitor);
      expect(offered.partial).toMatchObject({ chosen: false });
      expect(offered.partial!.fromWallet).toMatch(/4\.00/);
      expect(offered.payments.find((p) => p.id === "digital_payment")?.available).toBe(true);

      const refreshed = await browser.postCheckout(visitor, { intent: "refresh", ...tick() });
      expect(refreshed.status).toBe(303);
      const chosen = await browser.openCheckout(visitor);
      expect(chosen.partial).toMatchObject({ chosen: true });
      const available = chosen.payments.filter((p) => p.available).map((p) => p.id);
      expect(available).toEqual(["cash_on_delivery"]);
      expect(chosen.payments.find((p) => p.id === "digital_payment")?.note).toEqual({
        key: "checkout:partial.notForRest",
      });
      const total = Number(chosen.summary!.total.replace(/[^\d.]/g, ""));
      expect(Number(chosen.partial!.rest.replace(/[^\d.]/g, ""))).toBeCloseTo(total - 4, 2);

      const placed = await browser.postCheckout(visitor, placeFields(chosen.key, tick()));
      expect(placed.status, JSON.stringify(placed.data)).toBe(303);
      const order = shop.api.backend.db
        .prepare("SELECT * FROM orders WHERE user_id = ? AND is_guest = 0 ORDER BY id DESC LIMIT 1")
        .get(DEMO.id) as Record<string, unknown>;
      expect(placed.location).toBe(`/profile?orderId=${order.id}&page=my-orders&from=checkout`);
      expect(order).toMatchObject({
        payment_method: "partial_payment",
        payment_status: "partially_paid",
        partially_paid_amount: 4,
      });

      // Unticked: a whole payment again.
      setBalance(4);
      const again = await readyCustomer();
      await browser.postCheckout(again, {
        intent: "refresh",
        partial_payment_shown: "1",
        payment_method: "cash_on_delivery",
      });
      expect((await browser.openCheckout(again)).partial).toMatchObject({ chosen: false });
    });

    it("is not offered without a balance, to a wallet that covers the order, or while the operator has it off", async () => {
      setBalance(0);
      expect((await browser.openCheckout(await readyCustomer())).partial).toBeNull();
      setBalance(10_000);
      expect((await browser.openCheckout(await readyCustomer())).partial).toBeNull();
      setBalance(4);
      const previous = writeSettings(shop.api.backend.db, { partial_payment_status: 0 });
      try {
        const { clearEverySwrCache } = await import("~/api/cache.server");
        clearEverySwrCache();
        expect((await browser.openCheckout(await readyCustomer())).partial).toBeNull();
      } finally {
        writeSettings(shop.api.backend.db, previous);
        const { clearEverySwrCache } = await import("~/api/cache.server");
        clearEverySwrCache();
      }
      // A guest has no wallet.
      const guest = await newVisitor(FOOD);
      await browser.addToCart(guest, FOOD, plainBurgerItem(shop.api).id);
      expect((await browser.openCheckout(guest)).partial).toBeNull();
    });
  },
);
