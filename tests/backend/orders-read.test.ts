import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import {
  BURGER_STORE,
  FOOD,
  SARA,
  addToCart,
  bearer,
  deliveryOrder,
  guestContact,
  loginAs,
  newGuest,
  plainBurgerItem,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
let token: string;
let sara: string;
let userOrder: number;
let guestId: number;
let guestOrder: number;
let prescriptionOrder: number;

const placeAs = async (
  auth: { token?: string; guestId?: number },
  moduleId: number,
  body: Record<string, unknown>,
) =>
  api.call("/customer/order/place", {
    method: "POST",
    headers: { moduleId: String(moduleId), ...(auth.token ? bearer(auth.token) : {}) },
    body: { ...body, ...(auth.guestId ? { guest_id: auth.guestId, ...guestContact } : {}) },
  });

beforeAll(async () => {
  api = await startCommerceApi();
  token = await loginAs(api);
  sara = await loginAs(api, SARA);
  const item = plainBurgerItem(api);
  await addToCart(api, { token }, FOOD, { item_id: item.id, price: item.price, quantity: 2 });
  userOrder = (await placeAs({ token }, FOOD, deliveryOrder(BURGER_STORE))).body.order_id;
  guestId = await newGuest(api);
  await addToCart(api, { guestId }, FOOD, { item_id: item.id, price: item.price });
  guestOrder = (await placeAs({ guestId }, FOOD, deliveryOrder(BURGER_STORE))).body.order_id;
  const rx = await api.call("/customer/order/prescription/place", {
    method: "POST",
    headers: bearer(token, { moduleId: "3" }),
    body: deliveryOrder(25, {
      latitude: 25.2273,
      longitude: 55.3208,
      order_attachment: "prescription-1.jpg",
    }),
  });
  prescriptionOrder = rx.body.order_id;
});
afterAll(() => api.close());

const get = (
  path: string,
  query: Record<string, string | number>,
  headers: Record<string, string> = bearer(token),
) => api.call(path, { headers, query });

describe("order lists", () => {
  it("splits running and finished orders and echoes limit/offset as sent", async () => {
    const running = await get("/customer/order/running-orders", { limit: 10, offset: 1 });
    expect(running.status).toBe(200);
    expect(running.body).toMatchObject({ limit: "10", offset: "1" });
    expect(running.body.orders.map((o: { id: number }) => o.id)).toEqual([
      prescriptionOrder,
      userOrder,
    ]);
    const order = running.body.orders[1];
    expect(order).toMatchObject({
      id: userOrder,
      order_status: "pending",
      module_type: "food",
      details_count: 1,
      delivery_man: null,
    });
    expect(order.delivery_address).toMatchObject({
      contact_person_name: "Demo Customer",
      latitude: "25.1972",
    });
    expect(order.store).toMatchObject({ id: BURGER_STORE, name: "Smash Burger Lab" });

    const finished = await get("/customer/order/list", { limit: 10, offset: 1 });
    expect(
      finished.body.orders.map((o: { id: number; order_status: string }) => [o.id, o.order_status]),
    ).toEqual([
      // the demo customer's seeded orders, one per store module (backend/seed/demo-orders.ts)
      [100004, "delivered"],
      [100003, "delivered"],
      [100002, "delivered"],
      [100001, "delivered"],
    ]);
    expect(finished.body.total_size).toBe(4);
    const page2 = await get("/customer/order/running-orders", { limit: 1, offset: 2 });
    expect(page2.body.orders.map((o: { id: number }) => o.id)).toEqual([userOrder]);
    expect(page2.body.total_size).toBe(2);
  });

  it("requires limit and offset", async () => {
    const res = await get("/customer/order/list", {});
    expect(res.status).toBe(403);
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual(["limit", "offset"]);
  });

  it("shows a guest only their own orders", async () => {
    const own = await get(
      "/customer/order/running-orders",
      { limit: 10, offset: 1, guest_id: guestId },
      {},
    );
    expect(own.body.orders.map((o: { id: number }) => o.id)).toEqual([guestOrder]);
    const other = await get(
      "/customer/order/running-orders",
      { limit: 10, offset: 1, guest_id: await newGuest(api) },
      {},
    );
    expect(other.body.orders).toEqual([]);
    const all = await get("/customer/order/all-running-orders", { guest_id: guestId }, {});
    expect(all.body).toEqual({
      data: [
        {
          id: guestOrder,
          order_type: "order",
          status: "pending",
          is_repeat: 0,
          created_at: expect.any(String),
        },
      ],
    });
  });
});

describe("order details", () => {
  it("answers an array of lines with the item snapshot, is_guest on the first line only", async () => {
    const res = await get("/customer/order/details", { order_id: userOrder });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body[0]).toMatchObject({
      order_id: userOrder,
      quantity: 2,
      is_guest: false,
      variation: [],
      add_ons: [],
    });
    expect(res.body[0].item_details).toMatchObject({
      id: plainBurgerItem(api).id,
      store_id: BURGER_STORE,
    });
    expect(res.body[0].image_full_url).toMatch(/\/storage\/app\/public\/product\//);
  });

  it("answers the order object for a prescription order (quirk 5)", async () => {
    const res = await get("/customer/order/details", { order_id: prescriptionOrder });
    expect(Array.isArray(res.body)).toBe(false);
    expect(res.body).toMatchObject({
      id: prescriptionOrder,
      prescription_order: 1,
      payment_method: "cash_on_delivery",
      order_attachment: ["prescription-1.jpg"],
    });
    expect(res.body.order_attachment_full_url[0]).toMatch(
      /\/storage\/app\/public\/order\/prescription-1\.jpg$/,
    );
  });

  it("refuses other people's orders with 404", async () => {
    expect(
      (await get("/customer/order/details", { order_id: userOrder }, bearer(sara))).status,
    ).toBe(404);
    expect((await get("/customer/order/details", { order_id: userOrder }, {})).status).toBe(401);
    const guestPeek = await get(
      "/customer/order/details",
      { order_id: userOrder, guest_id: guestId },
      {},
    );
    expect(guestPeek.status).toBe(404);
    expect(guestPeek.body.errors[0]).toEqual({ code: "order", message: "Order not found" });
    const unknown = await get("/customer/order/details", { order_id: 999999 });
    expect(unknown.status).toBe(404);
    const garbage = await get("/customer/order/details", { order_id: "abc" });
    expect(garbage.status).toBe(403);
  });
});

describe("order tracking", () => {
  it("tracks a user's own order with payments and delivery times", async () => {
    const res = await get("/customer/order/track", { order_id: userOrder });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: userOrder,
      order_status: "pending",
      payments: [],
      offline_payment: null,
      min_delivery_time: 20,
      max_delivery_time: 30,
    });
    expect((await get("/customer/order/track", { order_id: userOrder }, bearer(sara))).status).toBe(
      404,
    );
  });

  it("lets a guest track by order id and contact number (a leading + is added)", async () => {
    const missing = await get(
      "/customer/order/track",
      { order_id: guestOrder, guest_id: guestId },
      {},
    );
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe("contact_number");
    const anotherDevice = await newGuest(api);
    const withoutPlus = await get(
      "/customer/order/track",
      { order_id: guestOrder, guest_id: anotherDevice, contact_number: "971501234567" },
      {},
    );
    expect(withoutPlus.status).toBe(200);
    expect(withoutPlus.body.id).toBe(guestOrder);
    const wrong = await get(
      "/customer/order/track",
      { order_id: guestOrder, guest_id: guestId, contact_number: "+971500000000" },
      {},
    );
    expect(wrong.status).toBe(404);
    // a user's order is never visible to a guest, whatever number is given
    const userOrderByGuest = await get(
      "/customer/order/track",
      { order_id: userOrder, guest_id: guestId, contact_number: "+971500000001" },
      {},
    );
    expect(userOrderByGuest.status).toBe(404);
  });
});
