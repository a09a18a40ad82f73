import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/($lang).location";
import {
  appRequest,
  expectRedirect,
  NO_ZONE_MESSAGE,
  PLACES,
  prefsFrom,
  server,
  setCookies,
  setModules,
  toastKeysFrom,
  useFakeApi,
} from "./location-kit";

const api = useFakeApi();

async function load(url: string, prefs = {}) {
  return loader(await appRequest(url, { prefs }));
}

async function pick(form: Record<string, string>, options: { url?: string; prefs?: object } = {}) {
  return action(
    await appRequest(options.url ?? "/location", { method: "POST", form, prefs: options.prefs }),
  );
}

/** The body and status of an action that answered with data (single fetch `data()`). */
function answered(result: unknown) {
  const value = result as { type?: string; data: unknown; init: { status?: number } | null };
  expect(value.type, "a data() answer, not a redirect").toBe("DataWithResponseInit");
  return {
    status: value.init?.status,
    body: value.data as { error: unknown; resolution: { status: string } | null },
  };
}

describe("GET /location — search step", () => {
  it("lists predictions for the search text", async () => {
    const step = await load("/location?q=Dubai%20Mall");
    expect(step.predictions?.map((p) => p.placeId)).toEqual(["dubai-mall"]);
    expect(step.predictions?.[0].mainText).toBe("The Dubai Mall");
    expect(step.resolution).toBeNull();
  });

  it("does not call the place search for empty or blank text", async () => {
    const step = await load("/location?q=%20%20%20");
    expect(step.predictions).toBeNull();
    expect(api.paths()).not.toContain("config/place-api-autocomplete");
  });

  it("refuses huge search text with a message instead of calling the backend", async () => {
    const step = await load(`/location?q=${"a".repeat(5000)}`);
    expect(step.qError).toBe("location:errors.searchTooLong");
    expect(step.q.length).toBeLessThanOrEqual(120);
    expect(api.paths()).not.toContain("config/place-api-autocomplete");
  });

  it("reports an outage of the place search as a message, not a 500", async () => {
    server.use(http.get("*/api/v1/config/place-api-autocomplete", () => HttpResponse.error()));
    const step = await load("/location?q=Marina");
    expect(step.predictions).toEqual([]);
    expect(step.searchError).toEqual({ key: "location:errors.unavailable" });
  });
});

describe("GET /location — resolve step", () => {
  it("resolves a chosen prediction to coordinates, formatted address and zone", async () => {
    const step = await load("/location?q=Dubai%20Mall&placeId=dubai-mall");
    expect(step.resolution).toEqual({
      status: "resolved",
      lat: PLACES["dubai-mall"].lat,
      lng: PLACES["dubai-mall"].lng,
      address: PLACES["dubai-mall"].address,
      zoneIds: "[1]",
    });
    // The list has done its job once a place is chosen: no second search.
    expect(step.predictions).toBeNull();
    expect(api.paths()).toEqual(
      expect.arrayContaining([
        "config/place-api-details",
        "config/geocode-api",
        "config/get-zone-id",
      ]),
    );
  });

  it("shows the server's first zone error for a point outside every zone", async () => {
    const step = await load("/location?placeId=liwa");
    expect(step.resolution).toMatchObject({
      status: "no-zone",
      address: PLACES.liwa.address,
      message: { text: NO_ZONE_MESSAGE },
    });
  });

  it("answers garbage place ids with a message and never calls the backend with them", async () => {
    for (const placeId of ["<script>alert(1)</script>", "a b", "x".repeat(301), ""]) {
      const step = await load(`/location?placeId=${encodeURIComponent(placeId)}`);
      expect(step.resolution, placeId).toMatchObject({
        status: "failed",
        message: { key: "location:errors.invalidPlace" },
      });
    }
    expect(api.paths()).not.toContain("config/place-api-details");
  });

  it("answers an unknown (well-formed) place id with 'could not be found'", async () => {
    const step = await load("/location?placeId=ChIJ_unknown_place");
    expect(step.resolution).toMatchObject({
      status: "failed",
      message: { key: "location:errors.invalidPlace" },
    });
  });

  it("resolves a point given as lat/lng (current location, map drag)", async () => {
    const step = await load(`/location?lat=${PLACES.marina.lat}&lng=${PLACES.marina.lng}`);
    expect(step.resolution).toMatchObject({
      status: "resolved",
      zoneIds: "[2]",
      address: PLACES.marina.address,
    });
  });

  it.each([
    ["lat=200&lng=55", "latitude out of range"],
    ["lat=25&lng=-181", "longitude out of range"],
    ["lat=abc&lng=55", "not a number"],
    ["lat=25", "half a point"],
    ["lat=&lng=", "blank"],
    ["lat=1e400&lng=1", "infinite"],
  ])("refuses %s (%s) with a message", async (query) => {
    const step = await load(`/location?${query}`);
    expect(step.resolution).toMatchObject({
      status: "failed",
      message: { key: "location:errors.invalidCoordinates" },
    });
    expect(api.paths()).not.toContain("config/get-zone-id");
  });

  it("keeps only safe, local redirectTo values that are not the dialogs themselves", async () => {
    expect((await load("/location?redirectTo=%2Fstore%2F3%3Fx%3D1")).redirectTo).toBe(
      "/store/3?x=1",
    );
    expect((await load("/location?redirectTo=https%3A%2F%2Fevil.example")).redirectTo).toBeNull();
    expect((await load("/location?redirectTo=%2F%2Fevil.example")).redirectTo).toBeNull();
    expect((await load("/location?redirectTo=%2Far%2Fmodules")).redirectTo).toBeNull();
  });

  it("sends the page language to the backend (X-localization)", async () => {
    await load("/ar/location?placeId=dubai-mall");
    expect(api.calls.every((c) => c.headers.get("X-localization") === "ar")).toBe(true);
  });
});

describe("POST /location — Pick", () => {
  const dubaiMall = {
    lat: String(PLACES["dubai-mall"].lat),
    lng: String(PLACES["dubai-mall"].lng),
  };

  it("stores zone ids, address and coordinates, flashes 'New location has been set.' and goes to /home", async () => {
    const response = await expectRedirect(() => pick(dubaiMall));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home");
    expect(await prefsFrom(response)).toMatchObject({
      zoneIds: "[1]",
      address: PLACES["dubai-mall"].address,
      lat: PLACES["dubai-mall"].lat,
      lng: PLACES["dubai-mall"].lng,
    });
    expect(await toastKeysFrom(response)).toEqual(["location:toasts.newLocationSet"]);
  });

  it("goes to the localised /home in Arabic", async () => {
    const response = await expectRedirect(() => pick(dubaiMall, { url: "/ar/location" }));
    expect(response.headers.get("Location")).toBe("/ar/home");
  });

  it("re-picking says 'New delivery address selected.' and returns to the page it came from", async () => {
    const response = await expectRedirect(() =>
      pick(
        { ...dubaiMall, redirectTo: "/store/7?module_id=1" },
        { prefs: { zoneIds: "[2]", moduleId: 1, moduleType: "grocery" } },
      ),
    );
    expect(response.headers.get("Location")).toBe("/store/7?module_id=1");
    expect(await toastKeysFrom(response)).toEqual(["location:toasts.newAddressSelected"]);
    // Grocery serves zone 1 too: the module choice survives the move.
    expect(await prefsFrom(response)).toMatchObject({
      zoneIds: "[1]",
      moduleId: 1,
      moduleType: "grocery",
    });
  });

  it("drops a module that does not serve the new zone and sends the visitor to /home to choose", async () => {
    const marina = {
      lat: String(PLACES.marina.lat),
      lng: String(PLACES.marina.lng),
      redirectTo: "/store/7",
    };
    const response = await expectRedirect(() =>
      pick(marina, { prefs: { zoneIds: "[1]", moduleId: 2, moduleType: "food" } }),
    );
    expect(response.headers.get("Location")).toBe("/home");
    const prefs = await prefsFrom(response);
    expect(prefs?.zoneIds).toBe("[2]");
    expect(prefs?.moduleId).toBeUndefined();
    expect(prefs?.moduleType).toBeUndefined();
  });

  it("chooses the module automatically when exactly one serves the zone", async () => {
    setModules([{ id: 4, module_name: "Shop", module_type: "ecommerce", zones: [1] }]);
    const response = await expectRedirect(() => pick(dubaiMall));
    expect(await prefsFrom(response)).toMatchObject({ moduleId: 4, moduleType: "ecommerce" });
  });

  it("stores nothing for a point outside every zone and answers with the server's message", async () => {
    const result = await pick({ lat: String(PLACES.liwa.lat), lng: String(PLACES.liwa.lng) });
    const { status, body } = answered(result);
    expect(status).toBe(400);
    expect(body.error).toEqual({ text: NO_ZONE_MESSAGE });
    expect(body.resolution?.status).toBe("no-zone");
  });

  it.each<[Record<string, string>, string]>([
    [{ lat: "abc", lng: "55" }, "non-numeric latitude"],
    [{ lat: "95", lng: "55" }, "latitude out of range"],
    [{ lat: "25", lng: "500" }, "longitude out of range"],
    [{ lat: "25" }, "missing longitude"],
    [{}, "no fields at all"],
    [{ lat: "25".repeat(5000), lng: "55" }, "huge value"],
  ])("refuses tampered fields %j (%s) with a clear message and stores nothing", async (form) => {
    const result = await pick(form);
    const { status, body } = answered(result);
    expect(status).toBe(400);
    expect(body.error).toEqual({ key: "location:errors.invalidCoordinates" });
    expect(api.paths()).not.toContain("config/get-zone-id");
  });

  it("ignores tampered zone and address fields: both are looked up again from the point", async () => {
    const response = await expectRedirect(() =>
      pick({ ...dubaiMall, zoneIds: "[3]", address: "Forged" } as Record<string, string>),
    );
    expect(await prefsFrom(response)).toMatchObject({
      zoneIds: "[1]",
      address: PLACES["dubai-mall"].address,
    });
  });

  it("never follows an off-site redirectTo", async () => {
    const response = await expectRedirect(() =>
      pick(
        { ...dubaiMall, redirectTo: "https://evil.example/x" },
        { prefs: { zoneIds: "[1]", moduleId: 1, moduleType: "grocery" } },
      ),
    );
    expect(response.headers.get("Location")).toBe("/home");
  });

  it("answers a backend outage with 503 and stores nothing", async () => {
    server.use(http.get("*/api/v1/config/get-zone-id", () => HttpResponse.error()));
    const result = await pick(dubaiMall);
    const { status, body } = answered(result);
    expect(status).toBe(503);
    expect(body.error).toEqual({ key: "location:errors.unavailable" });
    expect(result).not.toBeInstanceOf(Response);
  });

  it("sets no cookie when it refuses", async () => {
    const result = await pick({ lat: "x", lng: "y" });
    expect(result instanceof Response ? setCookies(result) : []).toEqual([]);
  });
});
