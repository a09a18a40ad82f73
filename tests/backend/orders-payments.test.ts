import { describe, expect, it } from "vitest";
import {
  BURGER_STORE,
  FOOD,
  SARA,
  bearer,
  deliveryOrder,
  guestContact,
  loginAs,
  newGuest,
} from "./commerce-helpers";
import { deiraOrder, orderSuite } from "./order-fixtures";

/** Wallet and offline payment at order place, and the vehicles' extra delivery charge. */

const suite = orderSuite();
const { orderRow, cart } = suite;
/** This file's orders are all FOOD orders. */
const place = (body: Record<string, unknown>, auth?: string | null) =>
  suite.place(FOOD, body, auth);
const quote = (body: Record<string, unknown>, auth?: string | null) =>
  suite.quote(FOOD, body, auth);
const db = () => suite.api.backend.db;
const walletOf = (userId: number) =>
  (
    db().prepare("SELECT wallet_balance FROM users WHERE id = ?").get(userId) as {
      wallet_balance: number;
    }
  ).wallet_balance;
const setWallet = (userId: number, amount: number) =>
  db().prepare("UPDATE users SET wallet_balance = ? WHERE id = ?").run(amount, userId);
const setSetting = (key: string, value: unknown) =>
  db()
    .prepare("UPDATE business_settings SET value = ? WHERE key = ?")
    .run(JSON.stringify(value), key);
const orderCount = () =>
  (db().prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n;

describe("paying from the wallet", () => {
  it("confirms and pays the order and debits the wallet with a transaction", async () => {
    const { api, token } = suite;
    expect(walletOf(1)).toBe(200);
    await cart.addBurger();
    const body = deliveryOrder(BURGER_STORE, { payment_method: "wallet" });
    const q = await quote(body);
    expect(q.status).toBe(200);
    expect(q.body.payment_methods.wallet).toBe(true);
    const res = await place(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "confirmed", total_ammount: q.body.order_amount });
    const order = orderRow(res.body.order_id);
    expect(order).toMatchObject({
      payment_method: "wallet",
      payment_status: "paid",
      order_status: "confirmed",
      order_amount: q.body.order_amount,
    });
    expect(order.confirmed).toBeTruthy();
    expect(order.delivery_man_id).not.toBeNull();
    const left = Math.round((200 - q.body.order_amount) * 100) / 100;
    expect(walletOf(1)).toBe(left);
    expect(
      db()
        .prepare(
          "SELECT debit, credit, balance, transaction_type, reference FROM wallet_transactions WHERE user_id = 1 AND transaction_type = 'order_place'",
        )
        .all(),
    ).toEqual([
      {
        debit: q.body.order_amount,
        credit: 0,
        balance: left,
        transaction_type: "order_place",
        reference: String(res.body.order_id),
      },
    ]);
    // customer/info reads the same balance
    const info = await api.call("/customer/info", {
      headers: bearer(token, { "X-localization": "en" }),
    });
    expect(info.body.wallet_balance).toBe(left);
  });

  it("answers 203 'Insufficient balance in your wallet' and writes nothing", async () => {
    setWallet(1, 1);
    await cart.addBurger();
    const body = deliveryOrder(BURGER_STORE, { payment_method: "wallet" });
    const before = orderCount();
    const res = await place(body);
    expect(res.status).toBe(203);
    expect(res.body).toEqual({
      errors: [{ code: "wallet", message: "Insufficient balance in your wallet" }],
    });
    // the quote refuses the same way, and shows the wallet as not enough without a method
    const q = await quote(body);
    expect(q.status).toBe(203);
    expect(q.body).toEqual(res.body);
    const open = await quote({ ...body, payment_method: undefined });
    expect(open.body).toMatchObject({ wallet_balance: 1, payment_methods: { wallet: false } });
    expect(orderCount()).toBe(before);
    expect(walletOf(1)).toBe(1);
    await cart.empty(FOOD);
    setWallet(1, 200);
  });

  it("refuses guests (403) and a platform with the wallet off (403)", async () => {
    const guestId = await newGuest(suite.api);
    await cart.addBurger({ guestId });
    const guest = await place(
      deliveryOrder(BURGER_STORE, { payment_method: "wallet", guest_id: guestId, ...guestContact }),
      null,
    );
    expect(guest.status).toBe(403);
    expect(guest.body.errors[0].code).toBe("payment_method");

    setSetting("wallet_status", 0);
    await cart.addBurger();
    const off = await place(deliveryOrder(BURGER_STORE, { payment_method: "wallet" }));
    expect(off.status).toBe(403);
    expect(off.body.errors[0].code).toBe("payment_method");
    const q = await quote(deliveryOrder(BURGER_STORE, { payment_method: undefined }));
    expect(q.body.payment_methods.wallet).toBe(false);
    setSetting("wallet_status", 1);
    await cart.empty(FOOD);
  });
});

describe("refunds", () => {
  it("gives a canceled paid order back to the wallet, with an order_refund transaction", async () => {
    const { api, token } = suite;
    await cart.addBurger();
    const placed = await place(deliveryOrder(BURGER_STORE, { payment_method: "digital_payment" }));
    expect(placed.status).toBe(200);
    const orderId = placed.body.order_id as number;
    // paid at the gateway, still pending (the lifecycle does not run in tests)
    db().prepare("UPDATE orders SET payment_status = 'paid' WHERE id = ?").run(orderId);
    const before = walletOf(1);
    const res = await api.call("/customer/order/cancel", {
      method: "PUT",
      headers: bearer(token),
      body: { order_id: orderId, reason: "Changed my mind" },
    });
    expect(res.status).toBe(200);
    const after = Math.round((before + placed.body.total_ammount) * 100) / 100;
    expect(walletOf(1)).toBe(after);
    expect(
      db()
        .prepare(
          "SELECT credit, debit, balance FROM wallet_transactions WHERE transaction_type = 'order_refund' AND reference = ?",
        )
        .get(String(orderId)),
    ).toEqual({ credit: placed.body.total_ammount, debit: 0, balance: after });
  });
});

describe("offline payment", () => {
  it("lists the active methods in the 6amMart shape, in Arabic too", async () => {
    const { api } = suite;
    const res = await api.call("/offline_payment_method_list");
    expect(res.status).toBe(200);
    expect(res.body.map((m: { id: number }) => m.id)).toEqual([1, 2]);
    expect(res.body[0]).toMatchObject({
      id: 1,
      method_name: "Bank transfer",
      status: 1,
      method_fields: expect.arrayContaining([
        { input_name: "account_name", input_data: "Souq Express LLC" },
      ]),
      method_informations: [
        {
          customer_input: "transaction_id",
          customer_placeholder: expect.any(String),
          is_required: 1,
        },
        { customer_input: "sender_name", customer_placeholder: expect.any(String), is_required: 0 },
      ],
    });
    const ar = await api.call("/offline_payment_method_list", {
      headers: { "X-localization": "ar" },
    });
    expect(ar.body[0].method_name).toBe("تحويل بنكي");
    expect(ar.body[0].method_informations[0].customer_input).toBe("transaction_id");
  });

  it("places a pending unpaid order, takes the proof from its owner only, and tracks it", async () => {
    const { api, token } = suite;
    await cart.addBurger();
    const res = await place(deliveryOrder(BURGER_STORE, { payment_method: "offline_payment" }));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("pending");
    const orderId = res.body.order_id as number;
    expect(orderRow(orderId)).toMatchObject({
      payment_method: "offline_payment",
      payment_status: "unpaid",
      order_status: "pending",
    });

    const submit = (body: Record<string, unknown>, auth: string | null = token) =>
      api.call("/customer/order/offline-payment", {
        method: "PUT",
        headers: auth ? bearer(auth) : {},
        body,
      });
    const missing = await submit({ order_id: orderId, method_id: 1, sender_name: "Demo" });
    expect(missing.status).toBe(403);
    expect(missing.body.errors).toEqual([
      { code: "transaction_id", message: "The transaction id field is required." },
    ]);
    const proof = {
      order_id: orderId,
      method_id: 1,
      transaction_id: "TX-778812",
      sender_name: "Demo Customer",
      customer_note: "Paid from my savings account",
    };
    // another customer, a guest, an inactive method, an unknown order
    const sara = await loginAs(api, SARA);
    expect((await submit(proof, sara)).status).toBe(404);
    const guestId = await newGuest(api);
    expect((await submit({ ...proof, guest_id: guestId }, null)).status).toBe(404);
    expect((await submit({ ...proof, method_id: 3, cheque_number: "1" })).status).toBe(404);
    expect((await submit({ ...proof, order_id: 999999 })).status).toBe(404);
    expect(db().prepare("SELECT COUNT(*) AS n FROM offline_payments").get()).toEqual({ n: 0 });

    const ok = await submit(proof);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ payment: "success" });
    expect(orderRow(orderId)).toMatchObject({ payment_status: "unpaid", order_status: "pending" });

    const track = await api.call("/customer/order/track", {
      headers: bearer(token),
      query: { order_id: orderId },
    });
    expect(track.status).toBe(200);
    expect(track.body.offline_payment).toEqual({
      input: [
        { user_input: "transaction_id", user_data: "TX-778812" },
        { user_input: "sender_name", user_data: "Demo Customer" },
      ],
      data: {
        status: "pending",
        method_id: 1,
        method_name: "Bank transfer",
        customer_note: "Paid from my savings account",
        admin_note: null,
      },
      method_fields: expect.arrayContaining([
        { input_name: "account_number", input_data: expect.any(String) },
      ]),
    });
    // a corrected proof replaces the first while the admin has not decided
    expect((await submit({ ...proof, transaction_id: "TX-778813" })).status).toBe(200);
    expect(
      db().prepare("SELECT COUNT(*) AS n FROM offline_payments WHERE order_id = ?").get(orderId),
    ).toEqual({ n: 1 });
  });

  it("lets a guest submit for the guest's own order", async () => {
    const { api } = suite;
    const guestId = await newGuest(api);
    await cart.addBurger({ guestId });
    const res = await place(
      deliveryOrder(BURGER_STORE, {
        payment_method: "offline_payment",
        guest_id: guestId,
        ...guestContact,
      }),
      null,
    );
    expect(res.status).toBe(200);
    const body = { order_id: res.body.order_id, method_id: 2, sender_number: "+971501112233" };
    const other = await newGuest(api);
    const stranger = await api.call("/customer/order/offline-payment", {
      method: "PUT",
      body: { ...body, guest_id: other },
    });
    expect(stranger.status).toBe(404);
    const mine = await api.call("/customer/order/offline-payment", {
      method: "PUT",
      body: { ...body, guest_id: guestId },
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ payment: "success" });
  });

  it("refuses an order not paid offline, and offline payment where the zone does not allow it", async () => {
    const { api, token } = suite;
    await cart.addBurger();
    const cash = await place(deliveryOrder(BURGER_STORE));
    expect(cash.status).toBe(200);
    const res = await api.call("/customer/order/offline-payment", {
      method: "PUT",
      headers: bearer(token),
      body: { order_id: cash.body.order_id, method_id: 1, transaction_id: "TX" },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe("order");

    // Deira: offline payment is off for the zone
    await cart.addDeiraDishes();
    const deira = await place(deiraOrder({ payment_method: "offline_payment" }));
    expect(deira.status).toBe(403);
    expect(deira.body.errors[0].code).toBe("payment_method");
    await cart.empty(FOOD);
  });
});

describe("vehicle extra charge", () => {
  it("answers the extra charge of the vehicle whose range holds the distance", async () => {
    const { api } = suite;
    const charge = async (distance?: string | number) =>
      api.call("/vehicle/extra_charge", distance === undefined ? {} : { query: { distance } });
    expect(await charge(5)).toMatchObject({ status: 200, body: 0 });
    expect((await charge(10)).body).toBe(0);
    expect((await charge(15)).body).toBe(5);
    expect((await charge("45.5")).body).toBe(10);
    expect((await charge()).body).toBe(0);
    expect((await charge("far")).status).toBe(403);
    expect((await charge(-1)).status).toBe(403);
  });

  it("adds the extra charge to the delivery charge of quote and place", async () => {
    await cart.addBurger();
    const body = deliveryOrder(BURGER_STORE);
    const plain = await quote(body);
    expect(plain.status).toBe(200);
    expect(plain.body.distance_km).toBeLessThanOrEqual(10);
    // the bike (0–10 km) costs 7 more for a while
    db().prepare("UPDATE vehicles SET extra_charges = 7 WHERE id = 1").run();
    try {
      const dearer = await quote(body);
      expect(dearer.body.delivery_charge).toBe(plain.body.delivery_charge + 7);
      expect(dearer.body.order_amount).toBe(Math.round((plain.body.order_amount + 7) * 100) / 100);
      const placed = await place(body);
      expect(orderRow(placed.body.order_id).delivery_charge).toBe(dearer.body.delivery_charge);
    } finally {
      db().prepare("UPDATE vehicles SET extra_charges = 0 WHERE id = 1").run();
    }
  });
});
