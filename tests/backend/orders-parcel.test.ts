import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceOrderLifecycle } from "../../backend/services/order-lifecycle";
import { distanceMeters } from "../../backend/services/geo";
import type { ApiHarness } from "./harness";
import {
  DOWNTOWN,
  OUTSIDE,
  bearer,
  loginAs,
  newGuest,
  orderRow,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

/**
 * Parcel orders (contract §7.7): order/place and order/quote with order_type=parcel — no store,
 * no lines, a category, the sender's point (address/latitude/longitude) and the receiver's
 * (receiver_details), who pays; delivery = max(distance × per-km, minimum) by the category or
 * the platform's parcel rates.
 */

const PARCEL = 5;
/** Documents: 2.5 per km, minimum 10. Small Package has no rates of its own (platform: 3, 12). */
const DOCUMENTS = 1;
const SMALL_PACKAGE = 2;
/** Dubai Marina Walk: zone 2, about 19.5 km from DOWNTOWN. */
const MARINA = { latitude: 25.077, longitude: 55.139 };
/** A few hundred metres from DOWNTOWN. */
const NEARBY = { latitude: 25.2, longitude: 55.276 };
const ADDITIONAL_CHARGE = 3;

let api: ApiHarness & { clock: Clock };
let token: string;
beforeAll(async () => {
  api = await startCommerceApi();
  token = await loginAs(api);
});
afterAll(() => api.close());

const receiver = (point = MARINA, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    contact_person_name: "Rania Receiver",
    contact_person_number: "+971502223344",
    address: "Marina Walk, Dubai Marina",
    floor: "3",
    zone_id: 99,
    latitude: point.latitude,
    longitude: point.longitude,
    ...extra,
  });

const parcelBody = (extra: Record<string, unknown> = {}) => ({
  order_amount: 1,
  payment_method: "cash_on_delivery",
  order_type: "parcel",
  parcel_category_id: DOCUMENTS,
  charge_payer: "sender",
  address: "Burj Khalifa, Downtown Dubai",
  ...DOWNTOWN,
  receiver_details: receiver(),
  ...extra,
});

const call = (
  path: "place" | "quote",
  body: Record<string, unknown>,
  auth: string | null = token,
  moduleId = PARCEL,
) =>
  api.call(`/customer/order/${path}`, {
    method: "POST",
    headers: { moduleId: String(moduleId), zoneId: "[1]", ...(auth ? bearer(auth) : {}) },
    body,
  });

const straightKm = (a: typeof DOWNTOWN, b: typeof DOWNTOWN) =>
  distanceMeters({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude }) /
  1000;

describe("parcel categories", () => {
  it("give each category's per-km and minimum charge (null: the platform's rates apply)", async () => {
    const res = await api.call("/parcel-category", { headers: { moduleId: String(PARCEL) } });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(DOCUMENTS)).toMatchObject({
      parcel_per_km_shipping_charge: 2.5,
      parcel_minimum_shipping_charge: 10,
    });
    expect(byId.get(SMALL_PACKAGE)).toMatchObject({
      parcel_per_km_shipping_charge: null,
      parcel_minimum_shipping_charge: null,
    });
    const config = (await api.call("/config")).body;
    expect(config.parcel_per_km_shipping_charge).toBe(3);
    expect(config.parcel_minimum_shipping_charge).toBe(12);
  });
});

describe("POST customer/order/quote, parcel", () => {
  it("charges distance × the category's per-km rate when above its minimum", async () => {
    const res = await call("quote", parcelBody());
    expect(res.status).toBe(200);
    const km = Math.round(straightKm(DOWNTOWN, MARINA) * 100) / 100;
    expect(res.body).toMatchObject({
      order_type: "parcel",
      store_id: null,
      parcel_category_id: DOCUMENTS,
      charge_payer: "sender",
      per_km_shipping_charge: 2.5,
      minimum_shipping_charge: 10,
      distance_km: km,
      delivery_charge: Math.round(km * 2.5 * 100) / 100,
      additional_charge: ADDITIONAL_CHARGE,
      sender_missing: false,
      receiver_missing: false,
    });
    expect(res.body.order_amount).toBe(
      Math.round((res.body.delivery_charge + ADDITIONAL_CHARGE) * 100) / 100,
    );
    expect(res.body.payment_methods).toMatchObject({
      cash_on_delivery: true,
      digital_payment: true,
      wallet: true,
      offline_payment: false,
    });
  });

  it("charges the minimum over a short distance, and the platform's rates without the category's", async () => {
    const short = await call("quote", parcelBody({ receiver_details: receiver(NEARBY) }));
    expect(short.body.delivery_charge).toBe(10);
    const platform = await call(
      "quote",
      parcelBody({ parcel_category_id: SMALL_PACKAGE, receiver_details: receiver(NEARBY) }),
    );
    expect(platform.body).toMatchObject({
      per_km_shipping_charge: 3,
      minimum_shipping_charge: 12,
      delivery_charge: 12,
    });
    const far = await call("quote", parcelBody({ parcel_category_id: SMALL_PACKAGE }));
    const km = Math.round(straightKm(DOWNTOWN, MARINA) * 100) / 100;
    expect(far.body.delivery_charge).toBe(Math.round(km * 3 * 100) / 100);
  });

  it("quotes the minimum before the receiver is known, and only cash when the receiver pays", async () => {
    const noReceiver = await call("quote", {
      order_type: "parcel",
      parcel_category_id: DOCUMENTS,
      ...DOWNTOWN,
    });
    expect(noReceiver.status).toBe(200);
    expect(noReceiver.body).toMatchObject({
      delivery_charge: 10,
      distance_km: 0,
      receiver_missing: true,
      charge_payer: "sender",
    });
    const receiverPays = await call("quote", parcelBody({ charge_payer: "receiver" }));
    expect(receiverPays.body.payment_methods).toMatchObject({
      cash_on_delivery: true,
      digital_payment: false,
      wallet: false,
    });
  });

  it("refuses what place refuses, with the same answers", async () => {
    for (const path of ["quote", "place"] as const) {
      const outsideSender = await call(path, parcelBody({ ...OUTSIDE }));
      expect(outsideSender.status).toBe(403);
      expect(outsideSender.body.errors[0]).toEqual({
        code: "coordinates",
        message: "Out of coverage!",
      });
      const outsideReceiver = await call(path, parcelBody({ receiver_details: receiver(OUTSIDE) }));
      expect(outsideReceiver.status).toBe(403);
      expect(outsideReceiver.body.errors[0].code).toBe("coordinates");
      const unknownCategory = await call(path, parcelBody({ parcel_category_id: 999 }));
      expect(unknownCategory.status).toBe(404);
      expect(unknownCategory.body.errors[0].code).toBe("parcel_category_id");
      const otherModule = await call(path, parcelBody(), token, 2);
      expect(otherModule.status).toBe(403);
      expect(otherModule.body.errors[0].code).toBe("order_type");
      const badJson = await call(path, parcelBody({ receiver_details: "{not json" }));
      expect(badJson.status).toBe(403);
      expect(badJson.body.errors[0].code).toBe("receiver_details");
      const receiverDigital = await call(
        path,
        parcelBody({ charge_payer: "receiver", payment_method: "digital_payment" }),
      );
      expect(receiverDigital.status).toBe(403);
      expect(receiverDigital.body.errors[0].code).toBe("payment_method");
      const offline = await call(path, parcelBody({ payment_method: "offline_payment" }));
      expect(offline.status).toBe(403);
    }
    // who receives it is place's business; a quote needs the point only
    const pointOnly = JSON.stringify({ latitude: MARINA.latitude, longitude: MARINA.longitude });
    expect((await call("quote", parcelBody({ receiver_details: pointOnly }))).status).toBe(200);
    const noPhone = await call("place", parcelBody({ receiver_details: pointOnly }));
    expect(noPhone.status).toBe(403);
    expect(noPhone.body.errors.map((e: { code: string }) => e.code)).toEqual([
      "receiver_details.contact_person_name",
      "receiver_details.contact_person_number",
      "receiver_details.address",
    ]);
    const noPayer = await call("place", parcelBody({ charge_payer: undefined }));
    expect(noPayer.status).toBe(403);
    expect(noPayer.body.errors[0].code).toBe("charge_payer");
    const noReceiver = await call("place", parcelBody({ receiver_details: undefined }));
    expect(noReceiver.status).toBe(403);
    expect(noReceiver.body.errors[0].code).toBe("receiver_details");
  });

  it("still requires the store of every other order", async () => {
    const res = await call("quote", { order_type: "delivery", ...DOWNTOWN }, token, 2);
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toEqual({
      code: "store_id",
      message: "The store id field is required.",
    });
  });
});

describe("POST customer/order/place, parcel", () => {
  it("creates the order the quote announced: no lines, no store, the category, receiver and payer", async () => {
    const body = parcelBody({ charge_payer: "receiver" });
    const quoted = (await call("quote", body)).body;
    const res = await call("place", body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Order placed successfully!",
      total_ammount: quoted.order_amount,
      status: "pending",
    });
    const row = orderRow(api, res.body.order_id);
    expect(row).toMatchObject({
      order_type: "parcel",
      store_id: null,
      zone_id: 1,
      module_id: PARCEL,
      parcel_category_id: DOCUMENTS,
      charge_payer: "receiver",
      payment_method: "cash_on_delivery",
      delivery_charge: quoted.delivery_charge,
      order_amount: quoted.order_amount,
    });
    expect(JSON.parse(row.receiver_details)).toMatchObject({
      contact_person_name: "Rania Receiver",
      contact_person_number: "+971502223344",
      address: "Marina Walk, Dubai Marina",
      floor: "3",
      // found from the point, not the sent 99
      zone_id: 2,
      latitude: String(MARINA.latitude),
    });
    expect(JSON.parse(row.delivery_address)).toMatchObject({
      address: "Burj Khalifa, Downtown Dubai",
      contact_person_number: "+971500000001",
    });
    const lines = api.backend.db
      .prepare("SELECT COUNT(*) AS n FROM order_details WHERE order_id = ?")
      .get(res.body.order_id) as { n: number };
    expect(lines.n).toBe(0);

    const tracked = await api.call("/customer/order/track", {
      headers: bearer(token),
      query: { order_id: res.body.order_id },
    });
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({
      order_type: "parcel",
      store: null,
      charge_payer: "receiver",
      parcel_category: { id: DOCUMENTS, name: "Documents" },
      receiver_details: { contact_person_name: "Rania Receiver" },
    });
    const details = await api.call("/customer/order/details", {
      headers: bearer(token),
      query: { order_id: res.body.order_id },
    });
    expect(details.body).toMatchObject({ id: res.body.order_id, order_type: "parcel" });
  });

  it("moves through the lifecycle: a delivery man carries it from the sender to the receiver", async () => {
    const res = await call("place", parcelBody());
    const id = res.body.order_id as number;
    const status = () => orderRow(api, id).order_status as string;
    const seen: string[] = [];
    for (let i = 0; i < 10 && status() !== "delivered"; i++) {
      advanceOrderLifecycle(api.backend.db, api.clock.now);
      if (seen.at(-1) !== status()) seen.push(status());
    }
    expect(seen).toEqual(["confirmed", "picked_up", "delivered"]);
    expect(orderRow(api, id).delivery_man_id).not.toBeNull();
    expect(orderRow(api, id).payment_status).toBe("paid");
  });

  it("pays digitally (a payment token) or from the wallet (paid, confirmed, debited)", async () => {
    const digital = await call("place", parcelBody({ payment_method: "digital_payment" }));
    expect(digital.status).toBe(200);
    expect(digital.body.payment_token).toEqual(expect.any(String));
    expect(orderRow(api, digital.body.order_id).payment_status).toBe("unpaid");

    const balance = () =>
      (
        api.backend.db.prepare("SELECT wallet_balance AS b FROM users WHERE id = 1").get() as {
          b: number;
        }
      ).b;
    const before = balance();
    const wallet = await call("place", parcelBody({ payment_method: "wallet" }));
    expect(wallet.status).toBe(200);
    expect(orderRow(api, wallet.body.order_id)).toMatchObject({
      order_status: "confirmed",
      payment_status: "paid",
    });
    expect(balance()).toBeCloseTo(before - wallet.body.total_ammount, 2);
  });

  it("takes a guest's order with the sender's name and phone, not without them", async () => {
    const guestId = await newGuest(api);
    const bare = await call("place", parcelBody({ guest_id: guestId }), null);
    expect(bare.status).toBe(403);
    expect(bare.body.errors.map((e: { code: string }) => e.code)).toContain("contact_person_name");
    const res = await call(
      "place",
      parcelBody({
        guest_id: guestId,
        contact_person_name: "Sami Sender",
        contact_person_number: "+971503334455",
      }),
      null,
    );
    expect(res.status).toBe(200);
    expect(orderRow(api, res.body.order_id)).toMatchObject({ is_guest: 1, user_id: guestId });
    const wallet = await call(
      "place",
      parcelBody({
        guest_id: guestId,
        payment_method: "wallet",
        contact_person_name: "Sami Sender",
        contact_person_number: "+971503334455",
      }),
      null,
    );
    expect(wallet.status).toBe(403);
  });
});
