import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import {
  DEMO,
  DOWNTOWN,
  OUTSIDE,
  SARA,
  bearer,
  later,
  loginAs,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
let token: string;
let sara: string;
beforeAll(async () => {
  api = await startCommerceApi();
  token = await loginAs(api);
  sara = await loginAs(api, SARA);
});
afterAll(() => api.close());

const as = (auth: string, extra: Record<string, string> = {}) => bearer(auth, extra);

describe("customer/address/*", () => {
  const address = {
    contact_person_name: "Demo Customer",
    contact_person_number: DEMO.phone,
    address_type: "home",
    address: "Dubai Opera",
    ...DOWNTOWN,
    floor: "3",
  };

  it("lists the seeded addresses with zone_ids", async () => {
    const res = await api.call("/customer/address/list", { headers: as(token) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_size: 2, limit: null, offset: null });
    expect(res.body.addresses[0]).toMatchObject({ user_id: DEMO.id, zone_ids: [1] });
  });

  it("adds an address inside a zone and refuses one outside every zone", async () => {
    const res = await api.call("/customer/address/add", {
      method: "POST",
      headers: as(token),
      body: address,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String), zone_ids: [1] });
    const outside = await api.call("/customer/address/add", {
      method: "POST",
      headers: as(token),
      body: { ...address, ...OUTSIDE },
    });
    expect(outside.status).toBe(403);
    expect(outside.body.errors[0].code).toBe("coordinates");
    const invalid = await api.call("/customer/address/add", {
      method: "POST",
      headers: as(token),
      body: { latitude: "north" },
    });
    expect(invalid.status).toBe(403);
    expect(invalid.body.errors.map((e: { code: string }) => e.code)).toEqual(
      expect.arrayContaining([
        "contact_person_name",
        "contact_person_number",
        "address_type",
        "address",
        "latitude",
        "longitude",
      ]),
    );
  });

  it("updates and deletes only the caller's own addresses", async () => {
    const mine = (await api.call("/customer/address/list", { headers: as(token) })).body
      .addresses[0].id as number;
    const stolen = await api.call(`/customer/address/update/${mine}`, {
      method: "PUT",
      headers: as(sara),
      body: address,
    });
    expect(stolen.status).toBe(404);
    const owner = api.backend.db
      .prepare("SELECT user_id FROM addresses WHERE id = ?")
      .get(mine) as { user_id: number };
    expect(owner.user_id).toBe(DEMO.id);
    const updated = await api.call(`/customer/address/update/${mine}`, {
      method: "PUT",
      headers: as(token),
      body: { ...address, address: "Safa Park", latitude: 25.1838, longitude: 55.2432 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.zone_id).toBe(1);
    const outside = await api.call(`/customer/address/update/${mine}`, {
      method: "PUT",
      headers: as(token),
      body: { ...address, ...OUTSIDE },
    });
    expect(outside.status).toBe(403);
    const badId = await api.call("/customer/address/update/abc", {
      method: "PUT",
      headers: as(token),
      body: address,
    });
    expect(badId.status).toBe(403);

    const foreignDelete = await api.call("/customer/address/delete", {
      method: "DELETE",
      headers: as(sara),
      query: { address_id: mine },
    });
    expect(foreignDelete.status).toBe(404);
    expect(foreignDelete.body).toEqual({ message: expect.any(String) });
    const deleted = await api.call("/customer/address/delete", {
      method: "DELETE",
      headers: as(token),
      query: { address_id: mine },
    });
    expect(deleted.status).toBe(200);
    expect(
      (
        await api.call("/customer/address/delete", {
          method: "DELETE",
          headers: as(token),
          query: { address_id: mine },
        })
      ).status,
    ).toBe(404);
  });
});

describe("account odds and ends", () => {
  it("stores the FCM token, interests and zone", async () => {
    expect(
      (
        await api.call("/customer/cm-firebase-token", {
          method: "PUT",
          headers: as(token),
          body: { cm_firebase_token: "fcm-abc" },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.call("/customer/update-interest", {
          method: "POST",
          headers: as(token),
          body: { interest: [1, 2] },
        })
      ).status,
    ).toBe(200);
    expect(
      (await api.call("/customer/update-zone", { headers: as(token, { zoneId: "[2]" }) })).body,
    ).toEqual([]);
    const row = api.backend.db
      .prepare("SELECT cm_firebase_token, interest, zone_id FROM users WHERE id = 1")
      .get();
    expect(row).toEqual({ cm_firebase_token: "fcm-abc", interest: "[1,2]", zone_id: 2 });
    const bad = await api.call("/customer/update-interest", {
      method: "POST",
      headers: as(token),
      body: { interest: "soup" },
    });
    expect(bad.status).toBe(403);
    expect(
      (await api.call("/customer/notifications", { headers: as(token, { zoneId: "[1]" }) })).body,
    ).toEqual([]);
  });

  it("refuses to remove an account with running orders (203), then removes it", async () => {
    const phone = "+971557000999";
    await api.call("/auth/sign-up", {
      method: "POST",
      body: { name: "Short Lived", phone, password: "secret123" },
    });
    const verified = await api.call("/auth/verify-phone", {
      method: "POST",
      body: { phone, otp: "123456", verification_type: "phone", login_type: "manual" },
    });
    const temp = verified.body.token as string;
    const userId = (
      api.backend.db.prepare("SELECT id FROM users WHERE phone = ?").get(phone) as { id: number }
    ).id;
    const at = api.clock.now.toISOString();
    const order = api.backend.db
      .prepare(
        "INSERT INTO orders (user_id, order_amount, payment_method, order_type, order_status, created_at, updated_at) VALUES (?, 10, 'cash_on_delivery', 'delivery', 'pending', ?, ?)",
      )
      .run(userId, at, at);
    const refused = await api.call("/customer/remove-account", {
      method: "DELETE",
      headers: as(temp),
    });
    expect(refused.status).toBe(203);
    expect(refused.body.errors[0].code).toBe("on-going");
    api.backend.db
      .prepare("UPDATE orders SET order_status = 'delivered' WHERE id = ?")
      .run(order.lastInsertRowid);
    const removed = await api.call("/customer/remove-account", {
      method: "DELETE",
      headers: as(temp),
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual([]);
    expect(
      (await api.call("/customer/info", { headers: as(temp, { "X-localization": "en" }) })).status,
    ).toBe(401);
    later(api.clock, 61);
    // the phone is free again
    expect(
      (
        await api.call("/auth/sign-up", {
          method: "POST",
          body: { name: "Second Life", phone, password: "secret123" },
        })
      ).status,
    ).toBe(200);
  });
});
