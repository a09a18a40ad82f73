import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import {
  FOOD,
  GROCERY,
  addToCart,
  bearer,
  loginAs,
  newGuest,
  pickItem,
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

const list = (moduleId: number, auth: { token?: string; guestId?: number }) =>
  api.call("/customer/cart/list", {
    headers: { moduleId: String(moduleId), ...(auth.token ? bearer(auth.token) : {}) },
    query: auth.guestId ? { guest_id: auth.guestId } : {},
  });

describe("apiGuestCheck and moduleId", () => {
  it("answers 401 {errors: 'Unauthorized'} with neither token nor guest_id", async () => {
    const res = await api.call("/customer/cart/list", { headers: { moduleId: "2" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errors: "Unauthorized" });
  });

  it("treats 'Bearer null' as no token", async () => {
    const res = await api.call("/customer/cart/list", {
      headers: { moduleId: "2", Authorization: "Bearer null" },
    });
    expect(res.status).toBe(401);
  });

  it("demands guest_id when the token is invalid", async () => {
    const res = await api.call("/customer/cart/list", {
      headers: { moduleId: "2", Authorization: "Bearer forged-token" },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe("guest_id");
  });

  it("requires a known moduleId", async () => {
    const guestId = await newGuest(api);
    const missing = await api.call("/customer/cart/list", { query: { guest_id: guestId } });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0]).toEqual({ code: "moduleId", message: "Module id is required!" });
    const unknown = await api.call("/customer/cart/list", {
      headers: { moduleId: "999" },
      query: { guest_id: guestId },
    });
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors[0].code).toBe("moduleId");
  });
});

describe("carts are per module and per owner", () => {
  it("keeps a grocery cart apart from the food cart, and user 1 apart from guest 1", async () => {
    const grocery = pickItem(api, 18, "stock > 5");
    const food = plainBurgerItem(api);
    expect(
      (await addToCart(api, { token }, GROCERY, { item_id: grocery.id, price: grocery.price }))
        .status,
    ).toBe(200);
    expect(
      (await addToCart(api, { token }, FOOD, { item_id: food.id, price: food.price })).status,
    ).toBe(200);
    const groceryCart = await list(GROCERY, { token });
    expect(groceryCart.body.map((l: { item_id: number }) => l.item_id)).toEqual([grocery.id]);
    // the demo customer is user 1; guest 1 is someone else with the same number (quirk 12)
    const guestOne = await list(GROCERY, { guestId: 1 });
    expect(guestOne.status).toBe(200);
    expect(guestOne.body.some((l: { item_id: number }) => l.item_id === grocery.id)).toBe(false);
  });

  it("updates, removes a line, and clears — only the caller's own lines", async () => {
    const guestId = await newGuest(api);
    const otherGuest = await newGuest(api);
    const item = pickItem(api, 18, "stock > 5 AND maximum_cart_quantity IS NULL");
    const added = await addToCart(api, { guestId }, GROCERY, {
      item_id: item.id,
      price: item.price,
    });
    const cartId = added.body[0].id as number;
    const headers = { moduleId: String(GROCERY) };

    const updated = await api.call("/customer/cart/update", {
      method: "POST",
      headers,
      body: { guest_id: guestId, cart_id: cartId, price: item.price, quantity: 4 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body[0].quantity).toBe(4);
    const stolen = await api.call("/customer/cart/update", {
      method: "POST",
      headers,
      body: { guest_id: otherGuest, cart_id: cartId, price: 1, quantity: 1 },
    });
    expect(stolen.status).toBe(404);
    const stolenRemove = await api.call("/customer/cart/remove-item", {
      method: "DELETE",
      headers,
      query: { guest_id: otherGuest, cart_id: cartId },
    });
    expect(stolenRemove.status).toBe(404);
    const tooMuch = await api.call("/customer/cart/update", {
      method: "POST",
      headers,
      body: { guest_id: guestId, cart_id: cartId, price: 1, quantity: item.stock + 1 },
    });
    expect(tooMuch.status).toBe(403);
    expect(tooMuch.body.errors[0].code).toBe("stock");

    const second = pickItem(api, 18, `stock > 5 AND id != ${item.id}`);
    await addToCart(api, { guestId }, GROCERY, { item_id: second.id, price: second.price });
    const removed = await api.call("/customer/cart/remove-item", {
      method: "DELETE",
      headers,
      query: { guest_id: guestId, cart_id: cartId },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.map((l: { item_id: number }) => l.item_id)).toEqual([second.id]);
    const cleared = await api.call("/customer/cart/remove", {
      method: "DELETE",
      headers,
      query: { guest_id: guestId },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual([]);
  });
});
