import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import type { ApiHarness } from "./harness";
import { startCommerceApi, type Clock } from "./commerce-helpers";

/**
 * The "done when" stories, over HTTP only (as with curl): a guest orders from the
 * default location and watches the order arrive; a new user signs up and orders.
 */

let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

interface Store {
  id: number;
  open: number;
  active: boolean;
  zone_id: number;
  minimum_order: number;
}
interface Item {
  id: number;
  price: number;
  food_variations: unknown;
  variations: unknown[];
  stock: number;
}

/** The location, zone header and an open food store with a simple item, found through the API. */
async function browse() {
  const config = await api.call("/config");
  expect(config.status).toBe(200);
  const { lat, lng } = config.body.default_location as { lat: string; lng: string };
  const zone = await api.call("/config/get-zone-id", { query: { lat, lng } });
  expect(zone.status).toBe(200);
  const zoneId = zone.body.zone_id as string;
  expect(JSON.parse(zoneId)).toEqual(expect.arrayContaining([expect.any(Number)]));

  const modules = await api.call("/module", { headers: { zoneId } });
  const food = (modules.body as { id: number; module_type: string }[]).find(
    (m) => m.module_type === "food",
  )!;
  expect(food).toBeDefined();
  const headers = { zoneId, moduleId: String(food.id), latitude: lat, longitude: lng };

  const stores = await api.call("/stores/get-stores/all", {
    headers,
    query: { limit: 50, offset: 1 },
  });
  expect(stores.status).toBe(200);
  const zoneIds = JSON.parse(zoneId) as number[];
  const candidates = (stores.body.stores as Store[]).filter(
    (s) => s.open === 1 && s.active && zoneIds.includes(s.zone_id) && s.minimum_order === 0,
  );
  expect(candidates.length).toBeGreaterThan(0);
  for (const store of candidates) {
    const items = await api.call("/items/latest", {
      headers,
      query: { store_id: store.id, category_id: 0, limit: 20, offset: 1 },
    });
    expect(items.status).toBe(200);
    const item = (items.body.products as Item[]).find(
      (i) => i.food_variations === "" && i.variations.length === 0,
    );
    if (item)
      return { headers, lat: Number(lat), lng: Number(lng), moduleId: food.id, store, item };
  }
  throw new Error("no open store with a simple item");
}

describe("a guest orders with curl alone", () => {
  it("gets a zone, browses, carts, pays cash and watches the order reach delivered", async () => {
    const { headers, lat, lng, store, item } = await browse();
    const guestId = (await api.call("/auth/guest/request", { method: "POST", body: {} })).body
      .guest_id as number;

    const cart = await api.call("/customer/cart/add", {
      method: "POST",
      headers,
      body: { guest_id: guestId, item_id: item.id, model: "Item", price: item.price, quantity: 2 },
    });
    expect(cart.status).toBe(200);
    expect(cart.body).toHaveLength(1);

    const placed = await api.call("/customer/order/place", {
      method: "POST",
      headers,
      body: {
        guest_id: guestId,
        order_amount: item.price * 2,
        payment_method: "cash_on_delivery",
        order_type: "delivery",
        store_id: store.id,
        distance: 2,
        address: "Downtown Dubai",
        latitude: lat,
        longitude: lng,
        contact_person_name: "Guest Shopper",
        contact_person_number: "+971509998877",
        contact_person_email: "guest@example.com",
      },
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.order_id as number;
    expect(orderId).toBeGreaterThan(100001);

    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      const track = await api.call("/customer/order/track", {
        query: { order_id: orderId, guest_id: guestId, contact_number: "971509998877" },
      });
      expect(track.status).toBe(200);
      if (seen[seen.length - 1] !== track.body.order_status) seen.push(track.body.order_status);
      if (track.body.order_status === "delivered") break;
      advanceOrderLifecycle(api.backend.db, api.clock.now);
    }
    expect(seen).toEqual(["pending", "confirmed", "picked_up", "delivered"]);
    const cartAfter = await api.call("/customer/cart/list", {
      headers,
      query: { guest_id: guestId },
    });
    expect(cartAfter.body).toEqual([]);
  });
});

describe("a new customer signs up and orders", () => {
  it("signs up, verifies with 123456, logs in, saves an address, wishlists an item and orders", async () => {
    const { headers, store, item } = await browse();
    const phone = "+971558887766";
    const signUp = await api.call("/auth/sign-up", {
      method: "POST",
      body: { name: "Hessa Al Falasi", phone, email: "hessa@example.com", password: "hessa-2025" },
    });
    expect(signUp.body.token).toBeNull();
    const verify = await api.call("/auth/verify-phone", {
      method: "POST",
      body: { phone, otp: "123456", verification_type: "phone", login_type: "manual" },
    });
    expect(verify.body.token).toEqual(expect.any(String));
    const login = await api.call("/auth/login", {
      method: "POST",
      body: { login_type: "manual", email_or_phone: "hessa@example.com", password: "hessa-2025" },
    });
    const auth = { ...headers, Authorization: `Bearer ${login.body.token}` };

    const address = {
      contact_person_name: "Hessa",
      contact_person_number: phone,
      address_type: "home",
      address: "Dubai Opera, Downtown",
      latitude: 25.1954,
      longitude: 55.2719,
    };
    expect(
      (await api.call("/customer/address/add", { method: "POST", headers: auth, body: address }))
        .status,
    ).toBe(200);
    const saved = (await api.call("/customer/address/list", { headers: auth })).body.addresses[0];
    expect(saved).toMatchObject({ address: "Dubai Opera, Downtown", zone_ids: [1] });

    expect(
      (
        await api.call("/customer/wish-list/add", {
          method: "POST",
          headers: auth,
          body: { item_id: item.id },
        })
      ).status,
    ).toBe(200);
    const wishlist = await api.call("/customer/wish-list", { headers: auth });
    expect(wishlist.body.item.map((i: { id: number }) => i.id)).toEqual([item.id]);

    expect(
      (
        await api.call("/customer/cart/add", {
          method: "POST",
          headers: auth,
          body: { item_id: item.id, model: "Item", price: item.price, quantity: 1 },
        })
      ).status,
    ).toBe(200);
    const placed = await api.call("/customer/order/place", {
      method: "POST",
      headers: auth,
      body: {
        order_amount: item.price,
        payment_method: "cash_on_delivery",
        order_type: "delivery",
        store_id: store.id,
        distance: 1,
        address: saved.address,
        latitude: saved.latitude,
        longitude: saved.longitude,
      },
    });
    expect(placed.status).toBe(200);
    const running = await api.call("/customer/order/running-orders", {
      headers: auth,
      query: { limit: 10, offset: 1 },
    });
    expect(running.body.orders.map((o: { id: number }) => o.id)).toEqual([placed.body.order_id]);
    expect(running.body.orders[0].delivery_address).toMatchObject({
      contact_person_name: "Hessa Al Falasi",
      contact_person_number: phone,
      latitude: "25.1954",
    });
  });
});
