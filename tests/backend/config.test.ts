import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type ApiHarness } from "./harness";
import { DEFAULT_LOCATION, fixedClock } from "./catalogue-fixtures";

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi({ now: fixedClock, demo: true });
});
afterAll(() => api.close());

describe("GET /config", () => {
  it("describes the Souq Express marketplace", async () => {
    const { status, body } = await api.call("/config");
    expect(status).toBe(200);
    expect(body.business_name).toBe("Souq Express");
    expect(body.default_location).toEqual({ lat: "25.2048", lng: "55.2708" });
    expect(body.currency_symbol).toBe("AED");
    expect(body.digit_after_decimal_point).toBe(2);
    expect(body.demo).toBe(true);
    expect(body.centralize_login).toMatchObject({
      manual_login_status: 1,
      otp_login_status: 1,
      social_login_status: 0,
      phone_verification_status: 1,
      email_verification_status: 0,
    });
    expect(body.firebase_otp_verification).toBe(0);
    expect(body.guest_checkout_status).toBe(1);
    expect(body.admin_free_delivery).toEqual({
      status: true,
      type: "free_delivery_by_order_amount",
      free_delivery_over: 150,
    });
    expect(body).not.toHaveProperty("free_delivery_over");
    expect([body.refund_policy, body.cancelation_policy, body.shipping_policy]).toEqual([1, 1, 1]);
    expect(body.social_media.map((s: { name: string }) => s.name)).toEqual([
      "facebook",
      "instagram",
      "twitter",
      "linkedin",
      "pinterest",
    ]);
    expect(body.sys_language).toContainEqual({
      key: "ar",
      value: "العربية",
      direction: "rtl",
      default: false,
    });
    expect(body.active_payment_method_list).toHaveLength(1);
    expect(body.module_config.module_type).toEqual([
      "grocery",
      "food",
      "pharmacy",
      "ecommerce",
      "parcel",
    ]);
    expect(body.module_config.ecommerce.all_zone_service).toBe(true);
    expect(body.logo_full_url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/storage\/app\/public\/business\//,
    );
  });

  it("localises texts with X-localization and reports demo from the options", async () => {
    const { body } = await api.call("/config", { headers: { "X-localization": "ar" } });
    expect(body.business_name).toBe("سوق إكسبرس");
    const other = await startApi({ now: fixedClock, demo: false });
    try {
      expect((await other.call("/config")).body.demo).toBe(false);
    } finally {
      await other.close();
    }
  });
});

describe("zones", () => {
  it("get-zone-id returns the zone string and zone data with module charges", async () => {
    const { status, body } = await api.call("/config/get-zone-id", { query: DEFAULT_LOCATION });
    expect(status).toBe(200);
    expect(body.zone_id).toBe("[1]");
    expect(body.zone_data[0]).toMatchObject({
      id: 1,
      name: "Downtown Dubai",
      cash_on_delivery: true,
      digital_payment: true,
    });
    expect(body.zone_data[0].coordinates.type).toBe("Polygon");
    const food = body.zone_data[0].modules.find((m: { id: number }) => m.id === 2);
    expect(food.pivot).toEqual({
      zone_id: 1,
      module_id: 2,
      per_km_shipping_charge: 1.5,
      minimum_shipping_charge: 5,
      maximum_shipping_charge: 25,
      maximum_cod_order_amount: 500,
    });
  });

  it("lists overlapping zones smallest first as a JSON array string", async () => {
    const { body } = await api.call("/config/get-zone-id", { query: { lat: 25.247, lng: 55.304 } });
    expect(body.zone_id).toBe("[3,1]");
    expect(body.zone_data[0].cash_on_delivery).toBe(false);
  });

  it("answers 404 coordinates outside every zone and 403 on missing or garbage coordinates", async () => {
    const outside = await api.call("/config/get-zone-id", { query: { lat: 23.135, lng: 53.77 } });
    expect(outside.status).toBe(404);
    expect(outside.body).toEqual({
      errors: [{ code: "coordinates", message: "Service not available in this area" }],
    });
    const missing = await api.call("/config/get-zone-id", { query: { lat: 25.2 } });
    expect(missing.status).toBe(403);
    expect(missing.body.errors[0].code).toBe("lng");
    const garbage = await api.call("/config/get-zone-id", { query: { lat: "north", lng: "55" } });
    expect(garbage.status).toBe(403);
    expect(garbage.body.errors[0]).toEqual({ code: "lat", message: "The lat must be a number." });
  });

  it("answers 403 coordinates when the only zone holding the point is switched off", async () => {
    api.backend.db.prepare("UPDATE zones SET status = 0 WHERE id = 1").run();
    try {
      const res = await api.call("/config/get-zone-id", { query: DEFAULT_LOCATION });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe("coordinates");
    } finally {
      api.backend.db.prepare("UPDATE zones SET status = 1 WHERE id = 1").run();
    }
  });

  it("zone/list carries formated_coordinates and zone/check answers a boolean", async () => {
    const list = await api.call("/zone/list");
    expect(list.body.map((z: { id: number }) => z.id)).toEqual([1, 2, 3]);
    expect(list.body[0].formated_coordinates[0]).toEqual({ lat: 25.15, lng: 55.22 });
    expect(
      (await api.call("/zone/check", { query: { ...DEFAULT_LOCATION, zone_id: 1 } })).body,
    ).toBe(true);
    expect(
      (await api.call("/zone/check", { query: { ...DEFAULT_LOCATION, zone_id: 2 } })).body,
    ).toBe(false);
    expect((await api.call("/zone/check", { query: { lat: 1 } })).status).toBe(403);
  });
});

describe("places", () => {
  it("autocompletes case-insensitively in both languages, at most 5 results", async () => {
    const liwa = await api.call("/config/place-api-autocomplete", {
      query: { search_text: "LIWA" },
    });
    expect(liwa.status).toBe(200);
    expect(liwa.body.suggestions).toHaveLength(1);
    expect(liwa.body.suggestions[0].placePrediction.structuredFormat.mainText.text).toBe(
      "Liwa Oasis",
    );
    const dubai = await api.call("/config/place-api-autocomplete", {
      query: { search_text: "dubai" },
    });
    expect(dubai.body.suggestions).toHaveLength(5);
    const arabic = await api.call("/config/place-api-autocomplete", {
      query: { search_text: "marina" },
      headers: { "X-localization": "ar" },
    });
    expect(arabic.body.suggestions[0].placePrediction.structuredFormat.mainText.text).toMatch(
      /[\u0600-\u06FF]/,
    );
    expect((await api.call("/config/place-api-autocomplete")).status).toBe(403);
  });

  it("details a suggested place and 404s an unknown one", async () => {
    const { body } = await api.call("/config/place-api-autocomplete", {
      query: { search_text: "Burj Khalifa" },
    });
    const placeId = body.suggestions[0].placePrediction.placeId;
    const details = await api.call("/config/place-api-details", { query: { placeid: placeId } });
    expect(details.body).toMatchObject({
      id: placeId,
      displayName: { text: "Burj Khalifa" },
      location: { latitude: 25.1972, longitude: 55.2744 },
    });
    expect(details.body.formattedAddress).toContain("Dubai");
    expect(
      (await api.call("/config/place-api-details", { query: { placeid: "nowhere" } })).status,
    ).toBe(404);
  });

  it("reverse-geocodes to the nearest landmark or a 'near' address", async () => {
    const exact = await api.call("/config/geocode-api", { query: { lat: 25.1972, lng: 55.2744 } });
    expect(exact.body.status).toBe("OK");
    expect(exact.body.results[0].formatted_address).toBe(
      "Burj Khalifa, Downtown Dubai, Dubai, United Arab Emirates",
    );
    const near = await api.call("/config/geocode-api", {
      query: DEFAULT_LOCATION,
      headers: { "X-localization": "ar" },
    });
    expect(near.body.results[0].formatted_address).toMatch(/^بالقرب من /);
    expect(near.body.results[0].geometry.location).toEqual({ lat: 25.2048, lng: 55.2708 });
  });

  it("estimates distance (WALK by default) and directions (DRIVE by default)", async () => {
    const query = {
      origin_lat: 25.1972,
      origin_lng: 55.2744,
      destination_lat: 25.077,
      destination_lng: 55.139,
    };
    const walk = await api.call("/config/distance-api", { query });
    const drive = await api.call("/config/distance-api", { query: { ...query, mode: "DRIVE" } });
    expect(walk.body.distanceMeters).toBeGreaterThan(19_000);
    expect(Number(walk.body.duration.replace("s", ""))).toBeGreaterThan(
      Number(drive.body.duration.replace("s", "")),
    );
    const directions = await api.call("/config/direction-api", { query });
    expect(directions.body.routes[0].polyline.encodedPolyline).toMatch(/^[\x3f-\x7e]+$/);
    expect((await api.call("/config/distance-api", { query: { origin_lat: 1 } })).status).toBe(403);
  });
});

describe("GET /module", () => {
  it("lists the five modules with counts and zones", async () => {
    const { body } = await api.call("/module", { headers: { zoneId: "[1]" } });
    expect(body.map((m: { id: number }) => m.id)).toEqual([1, 2, 3, 4, 5]);
    const food = body.find((m: { id: number }) => m.id === 2);
    expect(food).toMatchObject({ module_type: "food", status: "1", all_zone_service: 0 });
    // the default zone has 32 stores per module (backend/README.md, "Demo marketplace size")
    expect(food.stores_count).toBe(32);
    expect(food.items_count).toBeGreaterThan(150);
    expect(food.zones.map((z: { id: number }) => z.id)).toEqual([1]);
    expect(food.icon_full_url).toMatch(/\/storage\/app\/public\/module\/.+\.svg$/);
    const ecommerce = body.find((m: { id: number }) => m.id === 4);
    // all-zone service: every zone's shops, 3 + 3 in zones 2 and 3 with the default zone's 32
    expect(ecommerce.stores_count).toBe(38);
  });

  it("drops parcel with the zone_id query, accepts a bare zone number in the header, localises names", async () => {
    const byQuery = await api.call("/module", { query: { zone_id: 2 } });
    expect(byQuery.body.map((m: { module_type: string }) => m.module_type)).not.toContain("parcel");
    const bare = await api.call("/module", { headers: { zoneId: "2", "X-localization": "ar" } });
    expect(bare.body[0].module_name).toBe("بقالة");
    expect(bare.body[0].zones.map((z: { id: number }) => z.id)).toEqual([2]);
  });
});

describe("content", () => {
  it("serves policy pages as localised JSON strings of HTML", async () => {
    const en = await api.call("/privacy-policy");
    expect(typeof en.body).toBe("string");
    expect(en.body).toContain("<h2>Privacy Policy</h2>");
    const ar = await api.call("/cancelation", { headers: { "X-localization": "ar" } });
    expect(ar.body).toContain("سياسة الإلغاء");
    for (const path of [
      "/terms-and-conditions",
      "/about-us",
      "/refund-policy",
      "/shipping-policy",
    ]) {
      const res = await api.call(path);
      expect(res.status, path).toBe(200);
      expect(res.body.length, path).toBeGreaterThan(50);
    }
  });

  it("react-landing-page holds the header, zones with module names, app links and newsletter texts", async () => {
    const { body } = await api.call("/react-landing-page");
    expect(body.header_title).toBe("Everything you need, delivered");
    expect(body.available_zone_list).toHaveLength(3);
    expect(body.available_zone_list[0].modules).toEqual([
      "Grocery",
      "Food",
      "Pharmacy",
      "Shop",
      "Parcel",
    ]);
    expect(body.download_user_app_links).toMatchObject({
      playstore_url_status: "1",
      apple_store_url_status: "1",
    });
    expect(body.fixed_newsletter_title).toBeTruthy();
    expect(body.fixed_footer_description).toBeTruthy();
    const ar = await api.call("/react-landing-page", { headers: { "X-localization": "ar" } });
    expect(ar.body.available_zone_list[1].name).toBe("دبي مارينا");
  });

  it("subscribes a newsletter e-mail once; invalid or duplicate → 403 validation", async () => {
    const ok = await api.call("/newsletter/subscribe", {
      method: "POST",
      body: { email: "reader@example.com" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBeTruthy();
    const dup = await api.call("/newsletter/subscribe", {
      method: "POST",
      body: { email: "READER@example.com" },
    });
    expect(dup.status).toBe(403);
    expect(dup.body.errors[0].code).toBe("email");
    const bad = await api.call("/newsletter/subscribe", {
      method: "POST",
      body: { email: "not-an-email" },
    });
    expect(bad.status).toBe(403);
    const missing = await api.call("/newsletter/subscribe", { method: "POST", body: {} });
    expect(missing.body).toEqual({
      errors: [{ code: "email", message: "The email field is required." }],
    });
  });

  it("answers testimonials, most-tips and the item name lists", async () => {
    expect((await api.call("/testimonial")).body.length).toBeGreaterThan(0);
    expect((await api.call("/most-tips")).body).toHaveProperty("most_tips_amount");
    expect((await api.call("/item/get-generic-name-list")).body).toContain("Paracetamol");
    expect((await api.call("/item/get-allergy-name-list")).body).toContain("Gluten");
    expect((await api.call("/item/get-nutrition-name-list")).body).toContain("Protein");
    expect((await api.call("/landing-page")).body).toHaveProperty("landing_page_links");
    expect((await api.call("/flutter-landing-page")).body.available_zone_list).toHaveLength(3);
  });
});
