import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TRIP_LEGS,
  advanceOrderLifecycle,
  startOrderLifecycle,
  tripPosition,
} from "../../backend/services/order-lifecycle";
import type { ApiHarness } from "./harness";
import {
  BURGER_STORE,
  DOWNTOWN,
  FOOD,
  addToCart,
  bearer,
  deliveryOrder,
  loginAs,
  plainBurgerItem,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
let token: string;
beforeAll(async () => {
  api = await startCommerceApi();
  token = await loginAs(api);
});
afterAll(() => api.close());

const placeOrder = async (extra: Record<string, unknown> = {}) => {
  await addToCart(api, { token }, FOOD, { item_id: plainBurgerItem(api).id, price: 1 });
  const res = await api.call("/customer/order/place", {
    method: "POST",
    headers: bearer(token, { moduleId: String(FOOD) }),
    body: deliveryOrder(BURGER_STORE, extra),
  });
  return res.body.order_id as number;
};
const track = async (orderId: number) =>
  (
    await api.call("/customer/order/track", {
      headers: bearer(token),
      query: { order_id: orderId },
    })
  ).body;
const step = () => advanceOrderLifecycle(api.backend.db, api.clock.now);

describe("order lifecycle", () => {
  it("moves a cash order to delivered with a delivery man driving from the store to the customer", async () => {
    const orderId = await placeOrder();
    step();
    const confirmed = await track(orderId);
    expect(confirmed.order_status).toBe("confirmed");
    expect(confirmed.confirmed).toEqual(expect.any(String));
    expect(confirmed.delivery_man).toHaveLength(1);
    expect(confirmed.delivery_man[0]).toMatchObject({
      f_name: expect.any(String),
      zone_id: 1,
      image_full_url: expect.stringContaining("/delivery-man/"),
    });

    step();
    const pickedUp = await track(orderId);
    expect(pickedUp.order_status).toBe("picked_up");
    const store = pickedUp.store as { latitude: string; longitude: string };
    expect(Number(pickedUp.delivery_man[0].lat)).toBeCloseTo(Number(store.latitude), 6);

    const distances: number[] = [];
    for (let leg = 0; leg < TRIP_LEGS; leg++) {
      step();
      const moving = await track(orderId);
      expect(moving.order_status).toBe("picked_up");
      const dm = moving.delivery_man[0];
      distances.push(
        Math.hypot(Number(dm.lat) - DOWNTOWN.latitude, Number(dm.lng) - DOWNTOWN.longitude),
      );
    }
    expect(distances[0]).toBeGreaterThan(distances[1]);
    expect(distances[TRIP_LEGS - 1]).toBeLessThan(1e-6);
    step();
    const delivered = await track(orderId);
    expect(delivered).toMatchObject({ order_status: "delivered", payment_status: "paid" });
    expect(delivered.delivered).toEqual(expect.any(String));
    expect(step()).toBe(0);
  });

  it("keeps an unpaid digital order pending and never moves failed or canceled orders", async () => {
    const digital = await placeOrder({ payment_method: "digital_payment" });
    const failed = await placeOrder();
    api.backend.db.prepare("UPDATE orders SET order_status = 'failed' WHERE id = ?").run(failed);
    step();
    step();
    expect((await track(digital)).order_status).toBe("pending");
    expect((await track(failed)).order_status).toBe("failed");
    api.backend.db.prepare("UPDATE orders SET payment_status = 'paid' WHERE id = ?").run(digital);
    step();
    expect((await track(digital)).order_status).toBe("confirmed");
  });

  it("waits for a scheduled order's time", async () => {
    const orderId = await placeOrder({ schedule_at: "2025-01-15 20:00:00" });
    step();
    expect((await track(orderId)).order_status).toBe("pending");
    api.clock.now = new Date("2025-01-15T15:45:00Z");
    step();
    expect((await track(orderId)).order_status).toBe("confirmed");
  });

  it("delivers every order of a delivery man who carries several at once", async () => {
    // One delivery man for the zone: both orders are his, to two different doors. Positions
    // derived from where he stands sent him back and forth between them for ever (CI saw an
    // order stay 'On the way').
    const db = api.backend.db;
    const statuses = db.prepare("SELECT id, status FROM delivery_men").all() as {
      id: number;
      status: number;
    }[];
    const onlyOne = statuses.find((dm) => dm.status === 1)!.id;
    db.prepare("UPDATE delivery_men SET status = 0 WHERE id <> ?").run(onlyOne);
    try {
      const first = await placeOrder();
      const second = await placeOrder({
        latitude: String(DOWNTOWN.latitude + 0.02),
        longitude: String(DOWNTOWN.longitude - 0.02),
      });
      step();
      expect((await track(first)).delivery_man[0].id).toBe(onlyOne);
      expect((await track(second)).delivery_man[0].id).toBe(onlyOne);
      // confirmed → picked_up, TRIP_LEGS legs, delivered
      for (let i = 0; i < TRIP_LEGS + 2; i++) step();
      expect((await track(first)).order_status).toBe("delivered");
      expect((await track(second)).order_status).toBe("delivered");
    } finally {
      const restore = db.prepare("UPDATE delivery_men SET status = ? WHERE id = ?");
      for (const dm of statuses) restore.run(dm.status, dm.id);
    }
  });

  it("runs on a timer when orderStepSeconds is set, and not at all when it is 0", async () => {
    const orderId = await placeOrder();
    const off = startOrderLifecycle({
      db: api.backend.db,
      options: { ...optionsOf(), orderStepSeconds: 0 },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    off();
    expect((await track(orderId)).order_status).toBe("pending");
    const stop = startOrderLifecycle({
      db: api.backend.db,
      options: { ...optionsOf(), orderStepSeconds: 0.05 },
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    stop();
    expect(["confirmed", "picked_up", "delivered"]).toContain((await track(orderId)).order_status);
  });
});

describe("tripPosition", () => {
  it("walks the straight line in equal legs, from the start to the door", () => {
    const from = { lat: 0, lng: 0 };
    const to = { lat: 3, lng: 6 };
    expect(tripPosition(from, to, 0)).toEqual(from);
    const first = tripPosition(from, to, 1);
    expect(first.lat).toBeCloseTo(3 / TRIP_LEGS);
    expect(first.lng).toBeCloseTo(6 / TRIP_LEGS);
    expect(tripPosition(from, to, 2).lat).toBeCloseTo(6 / TRIP_LEGS);
    expect(tripPosition(from, to, TRIP_LEGS)).toEqual(to);
    expect(tripPosition(from, to, TRIP_LEGS + 1)).toEqual(to);
  });
});

function optionsOf() {
  return {
    databasePath: ":memory:",
    orderStepSeconds: 0,
    demo: true,
    now: () => api.clock.now,
    compat: "default" as const,
  };
}
