import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackend } from "../../backend/app";
import { GUEST_ID_MIN, randomGuestId } from "../../backend/services/guest-ids";
import type { ApiHarness } from "./harness";
import {
  BURGER_STORE,
  DEMO,
  FOOD,
  NOW,
  addToCart,
  deliveryOrder,
  guestContact,
  newGuest,
  plainBurgerItem,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

/**
 * Issue 7 item 3: a guest id is a guest's only credential, so it must not be guessable, must
 * survive every parser at full size, and no order id alone may reveal a guest's order.
 */
let api: ApiHarness & { clock: Clock };
let victim: number;
let victimOrder: number;
beforeAll(async () => {
  api = await startCommerceApi();
  victim = await newGuest(api);
  const item = plainBurgerItem(api);
  await addToCart(api, { guestId: victim }, FOOD, { item_id: item.id, price: item.price });
  const placed = await api.call("/customer/order/place", {
    method: "POST",
    headers: { moduleId: String(FOOD) },
    body: deliveryOrder(BURGER_STORE, { guest_id: victim, ...guestContact }),
  });
  expect(placed.status).toBe(200);
  victimOrder = placed.body.order_id;
  // and something left in the cart after the order
  await addToCart(api, { guestId: victim }, FOOD, { item_id: item.id, price: item.price });
});
afterAll(() => api.close());

const asGuest = (
  path: string,
  guestId: number | string,
  query: Record<string, string | number> = {},
) =>
  api.call(path, { headers: { moduleId: String(FOOD) }, query: { ...query, guest_id: guestId } });

describe("guest ids", () => {
  it("are random safe integers ≥ 2^32 (uniform over ~2^53 values)", () => {
    const ids = Array.from({ length: 2000 }, randomGuestId);
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(GUEST_ID_MIN);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // the top bits vary: not a counter, not clustered near the floor
    expect(ids.some((id) => id > 2 ** 52)).toBe(true);
    expect(ids.some((id) => id < 2 ** 52)).toBe(true);
  });

  it("come back exactly through the query string, the JSON body and the stored rows", async () => {
    const cart = await asGuest("/customer/cart/list", String(victim));
    expect(cart.status).toBe(200);
    expect(cart.body).toHaveLength(1);
    expect(cart.body[0].user_id).toBe(victim);
    const running = await asGuest("/customer/order/running-orders", victim, {
      limit: 10,
      offset: 1,
    });
    expect(running.body.orders.map((o: { id: number }) => o.id)).toEqual([victimOrder]);
  });

  it("refuses ids a 64-bit float cannot hold exactly instead of rounding them onto someone", async () => {
    for (const bad of ["9007199254740993", "1e300", "-5", "0", "12.5", "0x10"]) {
      const res = await asGuest("/customer/cart/list", bad);
      expect(res.status, bad).toBe(403);
      expect(res.body.errors[0].code).toBe("guest_id");
    }
  });
});

describe("a stranger guessing guest ids", () => {
  const guesses = () => [
    ...Array.from({ length: 20 }, (_, i) => i + 1),
    victim - 1,
    victim + 1,
    GUEST_ID_MIN,
  ];

  it("finds no cart and no orders under small or neighbouring ids", async () => {
    for (const guess of guesses()) {
      expect((await asGuest("/customer/cart/list", guess)).body, `cart ${guess}`).toEqual([]);
      const running = await asGuest("/customer/order/running-orders", guess, {
        limit: 10,
        offset: 1,
      });
      expect(running.body.total_size, `orders ${guess}`).toBe(0);
      expect((await asGuest("/customer/order/all-running-orders", guess)).body.data).toEqual([]);
    }
  });

  it("cannot read the order's details or track it by order id alone", async () => {
    const stranger = await newGuest(api);
    const details = await asGuest("/customer/order/details", stranger, { order_id: victimOrder });
    expect(details.status).toBe(404);
    expect(JSON.stringify(details.body)).not.toContain(
      guestContact.contact_person_number.slice(-6),
    );
    const track = await asGuest("/customer/order/track", stranger, { order_id: victimOrder });
    expect(track.status).toBe(403);
    expect(track.body.errors[0].code).toBe("contact_number");
    const wrongNumber = await asGuest("/customer/order/track", stranger, {
      order_id: victimOrder,
      contact_number: "+971509999999",
    });
    expect(wrongNumber.status).toBe(404);
    // cancel and the payment-method switch are for the owner only
    const cancel = await api.call("/customer/order/cancel", {
      method: "PUT",
      body: { order_id: victimOrder, reason: "mine now", guest_id: stranger },
    });
    expect(cancel.status).toBe(404);
  });

  it("moves nothing into an account signed in with a guessed guest id", async () => {
    for (const guess of [victim - 1, victim + 1, 1, 2, 3]) {
      const login = await api.call("/auth/login", {
        method: "POST",
        body: {
          login_type: "manual",
          email_or_phone: DEMO.phone,
          password: DEMO.password,
          guest_id: guess,
        },
      });
      expect(login.status).toBe(200);
    }
    expect((await asGuest("/customer/cart/list", victim)).body).toHaveLength(1);
  });
});

describe("migration 003 on a database that already holds small guest ids", () => {
  const dir = mkdtempSync(join(tmpdir(), "souq-guests-"));
  const databasePath = join(dir, "marketplace.sqlite");
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("re-keys every small guest id (guests, their carts and orders) and leaves users alone", () => {
    createBackend({ databasePath, orderStepSeconds: 0, now: () => NOW }).close();
    // Wind the file back to before migration 003, with the rows an older version wrote.
    const raw = new Database(databasePath);
    raw.exec(`
      DELETE FROM schema_migrations WHERE name = '003_access_hardening.sql';
      DROP TABLE payment_tokens; DROP TABLE login_failures;
      ALTER TABLE phone_verifications DROP COLUMN last_miss_at;
      ALTER TABLE email_verifications DROP COLUMN last_miss_at;
      ALTER TABLE password_resets DROP COLUMN last_miss_at;
      INSERT INTO guests (id, created_at, updated_at) VALUES (3, 'x', 'x'), (4, 'x', 'x');
      INSERT INTO carts (user_id, is_guest, module_id, item_id, item_type, price, quantity, created_at, updated_at)
        VALUES (3, 1, 2, 1, 'App\\Models\\Item', 1, 1, 'x', 'x'),
               (9, 1, 2, 1, 'App\\Models\\Item', 1, 1, 'x', 'x'),
               (3, 0, 2, 1, 'App\\Models\\Item', 1, 1, 'x', 'x');
      CREATE TEMP TABLE o AS SELECT * FROM orders WHERE id = 100001;
      UPDATE o SET id = 200001, user_id = 3, is_guest = 1;
      INSERT INTO orders SELECT * FROM o;
    `);
    raw.close();

    const backend = createBackend({ databasePath, orderStepSeconds: 0, now: () => NOW });
    const { db } = backend;
    try {
      const guests = db.prepare("SELECT id FROM guests ORDER BY id").all() as { id: number }[];
      expect(guests).toHaveLength(2);
      for (const { id } of guests) expect(id).toBeGreaterThanOrEqual(GUEST_ID_MIN);
      const guestCarts = db.prepare("SELECT user_id FROM carts WHERE is_guest = 1").all() as {
        user_id: number;
      }[];
      expect(guestCarts).toHaveLength(2);
      for (const { user_id } of guestCarts) expect(user_id).toBeGreaterThanOrEqual(GUEST_ID_MIN);
      const order = db.prepare("SELECT user_id, is_guest FROM orders WHERE id = 200001").get() as {
        user_id: number;
        is_guest: number;
      };
      expect(order.is_guest).toBe(1);
      // guest 3's cart and order moved together, to guest 3's new id
      const rekeyed = guests.map((g) => g.id);
      expect(rekeyed).toContain(order.user_id);
      expect(guestCarts.map((c) => c.user_id)).toContain(order.user_id);
      // a user's rows keep their (small, non-guest) id
      expect(
        db.prepare("SELECT COUNT(*) AS n FROM carts WHERE user_id = 3 AND is_guest = 0").get(),
      ).toEqual({ n: 1 });
      expect(db.prepare("SELECT user_id FROM orders WHERE id = 100001").get()).toEqual({
        user_id: DEMO.id,
      });
    } finally {
      backend.close();
    }
  });
});
