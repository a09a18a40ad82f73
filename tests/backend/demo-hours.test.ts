import { describe, expect, it } from "vitest";
import {
  DOWNTOWN,
  addToCart,
  deliveryOrder,
  loginAs,
  newGuest,
  startCommerceApi,
  guestContact,
} from "./commerce-helpers";

/**
 * The demo can be ordered from at any hour (issue 23): in the default zone every module with
 * stores has at least three open whatever the time, and a first order "as soon as possible"
 * goes through at 03:00 and at 07:00 in Dubai (UTC+4), when most stores are closed.
 */

const SHOP_MODULES = [
  [1, "grocery"],
  [2, "food"],
  [3, "pharmacy"],
  [4, "ecommerce"],
] as const;
const zone1 = (moduleId: number) => ({ moduleId: String(moduleId), zoneId: "[1]" });
/** A Dubai wall-clock time on Wednesday 2025-01-15 (and Friday 2025-01-17, the weekend). */
const dubai = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2025, 0, day, hh - 4, mm));

interface ListedStore {
  id: number;
  open: number;
  active: boolean | number;
}

async function openStores(
  api: Awaited<ReturnType<typeof startCommerceApi>>,
  moduleId: number,
  zoneId = 1,
): Promise<ListedStore[]> {
  const res = await api.call("/stores/get-stores/all", {
    headers: { moduleId: String(moduleId), zoneId: `[${zoneId}]` },
    query: { store_type: "all", offset: 1, limit: 50 },
  });
  expect(res.status).toBe(200);
  return (res.body.stores as ListedStore[]).filter((s) => s.open === 1);
}

describe("a demo that is open at any hour", () => {
  it(
    "has at least three stores open now in every module of the default zone, at any time of day",
    { timeout: 60_000 },
    async () => {
      const api = await startCommerceApi();
      try {
        // every 90 minutes from 00:15 on a Wednesday, and Friday (the weekend) at 03:00 and
        // 07:00, when most stores are closed
        const times: Array<[number, number, number]> = [];
        for (let minutes = 15; minutes < 24 * 60; minutes += 90) {
          times.push([15, Math.floor(minutes / 60), minutes % 60]);
        }
        times.push([17, 3, 0], [17, 7, 0]);
        for (const [day, hh, mm] of times) {
          api.clock.now = dubai(day, hh, mm);
          for (const [moduleId, name] of SHOP_MODULES) {
            const open = await openStores(api, moduleId);
            expect(open.length, `${name} at ${api.clock.now.toISOString()}`).toBeGreaterThanOrEqual(
              3,
            );
          }
        }
      } finally {
        await api.close();
      }
    },
  );

  it(
    "has a store open in every module of the other zones too (Dubai Marina, Deira), at any hour",
    { timeout: 60_000 },
    async () => {
      const api = await startCommerceApi();
      try {
        for (let hour = 0; hour < 24; hour += 2) {
          api.clock.now = dubai(15, hour, 30);
          for (const zoneId of [2, 3])
            for (const [moduleId, name] of SHOP_MODULES) {
              const open = await openStores(api, moduleId, zoneId);
              expect(open.length, `${name} in zone ${zoneId} at ${hour}:30`).toBeGreaterThan(0);
            }
        }
      } finally {
        await api.close();
      }
    },
  );

  for (const hour of [3, 7]) {
    it(
      `takes an order for as soon as possible at ${hour}:00 in Dubai, in every module`,
      { timeout: 60_000 },
      async () => {
        const api = await startCommerceApi();
        try {
          api.clock.now = dubai(15, hour);
          const token = await loginAs(api);
          for (const [moduleId, name] of SHOP_MODULES) {
            const [store] = await openStores(api, moduleId);
            expect(store, name).toBeDefined();
            // an item the customer can add as it is: in stock, no required choice
            const item = api.backend.db
              .prepare(
                `SELECT id, price FROM items WHERE store_id = ? AND status = 1 AND stock > 0
               AND food_variations IS NULL AND (variations IS NULL OR variations = '[]')
               AND (available_time_starts IS NULL OR available_time_starts <= ?)
               AND (available_time_ends IS NULL OR available_time_ends >= ?)
               ORDER BY id LIMIT 1`,
              )
              .get(store.id, `0${hour}:00:00`, `0${hour}:00:00`) as { id: number; price: number };
            expect(item, `${name} store ${store.id}`).toBeDefined();
            const added = await addToCart(api, { token }, moduleId, {
              item_id: item.id,
              price: item.price,
              quantity: 2,
            });
            expect(added.status, JSON.stringify(added.body)).toBe(200);
            // no schedule_at: as soon as possible
            const placed = await api.call("/customer/order/place", {
              method: "POST",
              headers: { ...zone1(moduleId), Authorization: `Bearer ${token}` },
              body: deliveryOrder(store.id, { ...DOWNTOWN, order_amount: 1 }),
            });
            expect(placed.status, `${name}: ${JSON.stringify(placed.body)}`).toBe(200);
            expect(placed.body.status).toBe("pending");
          }
          // and a guest, who has no account yet, in food
          const guestId = await newGuest(api);
          const [store] = await openStores(api, 2);
          const item = api.backend.db
            .prepare(
              "SELECT id, price FROM items WHERE store_id = ? AND food_variations IS NULL AND stock > 0 ORDER BY id LIMIT 1",
            )
            .get(store.id) as { id: number; price: number };
          await addToCart(api, { guestId }, 2, {
            item_id: item.id,
            price: item.price,
            quantity: 3,
          });
          const guest = await api.call("/customer/order/place", {
            method: "POST",
            headers: zone1(2),
            body: deliveryOrder(store.id, { guest_id: guestId, ...guestContact }),
          });
          expect(guest.status, JSON.stringify(guest.body)).toBe(200);
        } finally {
          await api.close();
        }
      },
    );
  }
});
