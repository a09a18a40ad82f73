import { describe, expect, it } from "vitest";
import { reviewOfflinePayment } from "../../backend/services/offline-payments";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import { writeSettings } from "../../backend/services/settings";
import {
  BURGER_STORE,
  FOOD,
  addToCart,
  bearer,
  commerceSuite,
  deliveryOrder,
  orderRow,
  placeOrder,
  plainBurgerItem,
} from "./commerce-helpers";

/**
 * A partial payment's digital or offline rest (contract §7.7; issue 24 item 2), in both profiles
 * as stock 6amMart 3.2 takes them: the wallet pays its balance at place; the gateway page charges
 * only the rest (order_amount − partially_paid_amount) and marks the order paid; an offline rest
 * takes the customer's payment info and the operator's review, for the rest's amount.
 * `partial_payment_method` still decides which methods may pay the rest.
 */
describe.each(["default", "6ammart-3.2"] as const)(
  "a partial payment's rest, %s profile",
  (compat) => {
    const suite = commerceSuite({ compat });
    const db = () => suite.api.backend.db;
    const setBalance = (amount: number) =>
      db().prepare("UPDATE users SET wallet_balance = ? WHERE id = 1").run(amount);
    const balance = () =>
      (
        db().prepare("SELECT wallet_balance FROM users WHERE id = 1").get() as {
          wallet_balance: number;
        }
      ).wallet_balance;
    const allowing = async <T>(methods: string, run: () => Promise<T>) => {
      const previous = writeSettings(db(), { partial_payment_method: methods });
      try {
        return await run();
      } finally {
        writeSettings(db(), previous);
      }
    };
    async function place(method: string) {
      const { api, token } = suite;
      await addToCart(api, { token }, FOOD, { item_id: plainBurgerItem(api).id, price: 1 });
      return placeOrder(
        api,
        FOOD,
        deliveryOrder(BURGER_STORE, { partial_payment: 1, payment_method: method }),
        token,
      );
    }
    const track = async (orderId: number) =>
      (
        await suite.api.call("/customer/order/track", {
          query: { order_id: orderId },
          headers: bearer(suite.token, { moduleId: String(FOOD) }),
        })
      ).body;
    const paymentsOf = async (orderId: number) =>
      ((await track(orderId)).payments as Record<string, unknown>[]).map((p) => [
        p.payment_method,
        p.payment_status,
        p.amount,
      ]);
    const steps = (n: number) => {
      const { api } = suite;
      for (let i = 0; i < n; i++) {
        api.clock.now = new Date(api.clock.now.getTime() + 60_000);
        advanceOrderLifecycle(db(), api.clock.now);
      }
    };
    const round = (n: number) => Math.round(n * 100) / 100;

    /** The gateway page for a placed order, and a press of one of its buttons. */
    async function gateway(orderId: number, paymentToken: string) {
      const { api } = suite;
      const url = new URL("/payment-mobile", api.baseUrl);
      const fields = {
        order_id: String(orderId),
        customer_id: "1",
        callback: `${api.baseUrl}/order-placed`,
        payment_token: paymentToken,
      };
      for (const [k, v] of Object.entries(fields)) url.searchParams.set(k, v);
      const page = await fetch(url, { redirect: "manual" });
      const press = async (outcome: string) => {
        const res = await fetch(new URL("/payment-mobile", api.baseUrl), {
          method: "POST",
          body: new URLSearchParams({ ...fields, outcome }),
          redirect: "manual",
        });
        return { status: res.status, location: res.headers.get("location") };
      };
      return { status: page.status, html: await page.text(), press };
    }

    it("places a digital rest confirmed with the wallet's part paid; the gateway charges only the rest and marks the order paid", async () => {
      setBalance(5);
      const res = await allowing("all", () => place("digital_payment"));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe("confirmed");
      expect(res.body.payment_token).toEqual(expect.any(String));
      const orderId = res.body.order_id as number;
      const total = orderRow(suite.api, orderId).order_amount as number;
      const rest = round(total - 5);
      expect(orderRow(suite.api, orderId)).toMatchObject({
        payment_method: "partial_payment",
        payment_status: "partially_paid",
        order_status: "confirmed",
        partially_paid_amount: 5,
      });
      expect(balance()).toBe(0);
      expect(await paymentsOf(orderId)).toEqual([
        ["wallet", "paid", 5],
        ["digital_payment", "unpaid", rest],
      ]);
      // Nothing moves while the rest is unpaid.
      steps(3);
      expect(orderRow(suite.api, orderId).order_status).toBe("confirmed");

      const page = await gateway(orderId, res.body.payment_token);
      expect(page.status).toBe(200);
      expect(page.html).toContain(rest.toFixed(2));
      expect(page.html).not.toContain(total.toFixed(2));
      const paid = await page.press("success");
      expect(paid.status).toBe(303);
      expect(paid.location).toContain("flag=success");
      expect(orderRow(suite.api, orderId)).toMatchObject({
        payment_method: "partial_payment",
        payment_status: "paid",
        order_status: "confirmed",
        partially_paid_amount: 5,
      });
      expect(await paymentsOf(orderId)).toEqual([
        ["wallet", "paid", 5],
        ["digital_payment", "paid", rest],
      ]);
      steps(6);
      expect(orderRow(suite.api, orderId).order_status).toBe("delivered");
    });

    it("a failed digital rest fails the order: cash may pay the rest, or a cancel gives the wallet's part back", async () => {
      const { api, token } = suite;
      setBalance(5);
      const first = await allowing("both", () => place("digital_payment"));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const failed = await (
        await gateway(first.body.order_id, first.body.payment_token)
      ).press("fail");
      expect(failed.location).toContain("flag=fail");
      expect(orderRow(api, first.body.order_id)).toMatchObject({
        order_status: "failed",
        payment_status: "partially_paid",
      });
      const cash = await api.call("/customer/order/payment-method", {
        method: "PUT",
        headers: bearer(token),
        body: { order_id: first.body.order_id },
      });
      expect(cash.status, JSON.stringify(cash.body)).toBe(200);
      expect(orderRow(api, first.body.order_id)).toMatchObject({
        order_status: "confirmed",
        payment_status: "partially_paid",
      });
      expect((await paymentsOf(first.body.order_id)).at(-1)!.slice(0, 2)).toEqual([
        "cash_on_delivery",
        "unpaid",
      ]);

      setBalance(5);
      const second = await allowing("both", () => place("digital_payment"));
      await (await gateway(second.body.order_id, second.body.payment_token)).press("cancel");
      expect(balance()).toBe(0);
      const canceled = await api.call("/customer/order/cancel", {
        method: "PUT",
        headers: bearer(token),
        body: { order_id: second.body.order_id, reason: "Order payment canceled" },
      });
      expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
      expect(balance()).toBe(5);
    });

    it("places an offline rest pending, takes its payment info and the review for the rest's amount", async () => {
      const { api, token } = suite;
      setBalance(5);
      // `partial_payment_method` still rules: cash and digital only refuse an offline rest.
      const refused = await allowing("both", () => place("offline_payment"));
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].code).toBe("payment_method");
      expect(balance()).toBe(5);

      const res = await allowing("offline_payment", () => place("offline_payment"));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe("pending");
      expect(res.body).not.toHaveProperty("payment_token");
      const orderId = res.body.order_id as number;
      const rest = round((orderRow(api, orderId).order_amount as number) - 5);
      expect(orderRow(api, orderId)).toMatchObject({
        payment_method: "partial_payment",
        payment_status: "partially_paid",
        order_status: "pending",
        partially_paid_amount: 5,
      });

      const info = await api.call("/customer/order/offline-payment", {
        method: "PUT",
        headers: bearer(token),
        body: { order_id: orderId, method_id: 1, transaction_id: "TX-REST-1" },
      });
      expect(info.status, JSON.stringify(info.body)).toBe(200);
      expect(info.body).toEqual({ payment: "success" });
      const tracked = await track(orderId);
      expect(tracked.offline_payment.data).toMatchObject({ status: "pending", method_id: 1 });
      expect(tracked.offline_payment.input).toContainEqual({
        user_input: "transaction_id",
        user_data: "TX-REST-1",
      });
      expect(await paymentsOf(orderId)).toEqual([
        ["wallet", "paid", 5],
        ["offline_payment", "unpaid", rest],
      ]);
      steps(2);
      expect(orderRow(api, orderId).order_status).toBe("pending");

      expect(reviewOfflinePayment(db(), orderId, { approve: true, now: api.clock.now })).toBe(true);
      expect(orderRow(api, orderId).payment_status).toBe("paid");
      expect(await paymentsOf(orderId)).toEqual([
        ["wallet", "paid", 5],
        ["offline_payment", "paid", rest],
      ]);
      expect((await track(orderId)).offline_payment.data.status).toBe("verified");
      steps(1);
      expect(orderRow(api, orderId).order_status).toBe("confirmed");
    });
  },
);
