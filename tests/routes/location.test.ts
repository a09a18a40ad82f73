import { delay, http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { withWhatStillWorks } from "~/features/location/message";
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
      addressSource: "geocode",
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

describe("no geocoding, still a location (issue 7 item 14)", () => {
  const GEOCODE = "*/api/v1/config/geocode-api";
  const dubaiMall = PLACES["dubai-mall"];
  const point = { lat: String(dubaiMall.lat), lng: String(dubaiMall.lng) };
  const coordinatesLabel = "Location at 25.1985, 55.2796";

  /** Ways a geocoder without a working maps key (or a dead one) answers. */
  const BROKEN_GEOCODERS: Array<[string, () => Response | Promise<Response>]> = [
    ["500", () => HttpResponse.json({ message: "Server Error" }, { status: 500 })],
    [
      "200 with Google's error body (no key)",
      () =>
        HttpResponse.json({
          error_message: "You must use an API key to authenticate each request.",
          results: [],
          status: "REQUEST_DENIED",
        }),
    ],
    ["200 with an errors body", () => HttpResponse.json({ errors: [{ code: "x", message: "y" }] })],
    ["200 with empty results", () => HttpResponse.json({ results: [], status: "ZERO_RESULTS" })],
    ["200 {}", () => HttpResponse.json({})],
    ["200 null", () => HttpResponse.json(null)],
    ["a network failure", () => HttpResponse.error()],
    [
      "a timeout",
      async () => {
        await delay(4_000); // longer than the kit's 2 s API timeout
        return HttpResponse.json({ results: [{ formatted_address: "Too late" }] });
      },
    ],
  ];

  describe.each(BROKEN_GEOCODERS)("geocode-api: %s", (_label, reply) => {
    it("the resolve step still resolves the point, named by its coordinates", async () => {
      server.use(http.get(GEOCODE, reply));
      const step = await load(`/location?lat=${point.lat}&lng=${point.lng}`);
      expect(step.resolution).toEqual({
        status: "resolved",
        lat: dubaiMall.lat,
        lng: dubaiMall.lng,
        address: coordinatesLabel,
        addressSource: "coordinates",
        zoneIds: "[1]",
      });
    });

    it("Pick stores zone, point and the coordinates label, flashes and goes to /home", async () => {
      server.use(http.get(GEOCODE, reply));
      const response = await expectRedirect(() => pick(point));
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/home");
      expect(await prefsFrom(response)).toMatchObject({
        zoneIds: "[1]",
        address: coordinatesLabel,
        lat: dubaiMall.lat,
        lng: dubaiMall.lng,
      });
      expect(await toastKeysFrom(response)).toEqual(["location:toasts.newLocationSet"]);
    });
  });

  it("names the point in the page's language (Arabic label under /ar)", async () => {
    server.use(http.get(GEOCODE, () => HttpResponse.error()));
    const response = await expectRedirect(() => pick(point, { url: "/ar/location" }));
    expect(response.headers.get("Location")).toBe("/ar/home");
    expect((await prefsFrom(response))?.address).toBe("الموقع عند 25.1985, 55.2796");
  });

  it("a chosen place is named by the place search's own address", async () => {
    server.use(http.get(GEOCODE, () => HttpResponse.error()));
    const step = await load("/location?q=Dubai%20Mall&placeId=dubai-mall");
    expect(step.resolution).toMatchObject({
      status: "resolved",
      address: dubaiMall.address,
      addressSource: "place",
      zoneIds: "[1]",
    });
  });

  it("without a place address, the text the visitor searched for names the point", async () => {
    server.use(
      http.get(GEOCODE, () => HttpResponse.error()),
      http.get("*/api/v1/config/place-api-details", () =>
        HttpResponse.json({ location: { latitude: dubaiMall.lat, longitude: dubaiMall.lng } }),
      ),
    );
    const step = await load("/location?q=%20Dubai%20%20Mall%20&placeId=dubai-mall");
    expect(step.resolution).toMatchObject({
      status: "resolved",
      address: "Dubai Mall",
      addressSource: "search",
    });
  });

  it("Pick uses the name the dialog showed (addressHint) when the geocoder still has none", async () => {
    server.use(http.get(GEOCODE, () => HttpResponse.error()));
    const response = await expectRedirect(() => pick({ ...point, addressHint: "Dubai Mall" }));
    expect(await prefsFrom(response)).toMatchObject({ zoneIds: "[1]", address: "Dubai Mall" });
  });

  it("Pick cleans the hint: one line, no control characters, at most 300 characters", async () => {
    server.use(http.get(GEOCODE, () => HttpResponse.error()));
    const response = await expectRedirect(() =>
      pick({ ...point, addressHint: `  Tower\u0000 A\n\t${"x".repeat(2_000)}` }),
    );
    const address = (await prefsFrom(response))?.address ?? "";
    expect(address.startsWith("Tower A xxx")).toBe(true);
    expect(address.length).toBeLessThanOrEqual(300);
    // eslint-disable-next-line no-control-regex
    expect(address).not.toMatch(/[\u0000-\u001f]/);
  });

  it("a blank hint falls back to the coordinates", async () => {
    server.use(http.get(GEOCODE, () => HttpResponse.error()));
    const response = await expectRedirect(() => pick({ ...point, addressHint: " \t " }));
    expect((await prefsFrom(response))?.address).toBe(coordinatesLabel);
  });

  it("the hint never replaces an address the geocoder has", async () => {
    const response = await expectRedirect(() => pick({ ...point, addressHint: "Forged" }));
    expect((await prefsFrom(response))?.address).toBe(dubaiMall.address);
  });

  it("re-picking without geocoding returns to the page it came from", async () => {
    server.use(http.get(GEOCODE, () => HttpResponse.error()));
    const response = await expectRedirect(() =>
      pick(
        { ...point, redirectTo: "/store/7" },
        { prefs: { zoneIds: "[1]", moduleId: 1, moduleType: "grocery" } },
      ),
    );
    expect(response.headers.get("Location")).toBe("/store/7");
    expect(await toastKeysFrom(response)).toEqual(["location:toasts.newAddressSelected"]);
  });

  it("the zone still decides: outside every zone stays refused, named by its coordinates", async () => {
    server.use(http.get(GEOCODE, () => HttpResponse.error()));
    const { status, body } = answered(
      await pick({ lat: String(PLACES.liwa.lat), lng: String(PLACES.liwa.lng) }),
    );
    expect(status).toBe(400);
    expect(body.error).toEqual({ text: NO_ZONE_MESSAGE });
    expect(body.resolution).toMatchObject({
      status: "no-zone",
      address: "Location at 23.1350, 53.7700",
    });
  });

  it("geocoding and zone both down: nothing stored, 503", async () => {
    server.use(
      http.get(GEOCODE, () => HttpResponse.error()),
      http.get("*/api/v1/config/get-zone-id", () => HttpResponse.error()),
    );
    const result = await pick(point);
    expect(answered(result).status).toBe(503);
  });
});

describe("place search without a maps key (issue 7 item 14)", () => {
  const AUTOCOMPLETE = "*/api/v1/config/place-api-autocomplete";

  it.each([
    [
      "Places API (New) error body",
      {
        error: {
          code: 403,
          message: "Requests to this API method are blocked.",
          status: "PERMISSION_DENIED",
        },
      },
    ],
    ["legacy REQUEST_DENIED", { predictions: [], status: "REQUEST_DENIED", error_message: "x" }],
    ["legacy OVER_QUERY_LIMIT", { status: "OVER_QUERY_LIMIT" }],
  ])("a 200 with a %s is an outage with advice, not 'no places found'", async (_label, body) => {
    server.use(http.get(AUTOCOMPLETE, () => HttpResponse.json(body)));
    const step = await load("/location?q=Marina");
    expect(step.predictions).toEqual([]);
    expect(step.searchError).toEqual({ key: "location:errors.searchUnavailable" });
  });

  it("a 500 from the maps proxy (backend up) says what still works too", async () => {
    server.use(http.get(AUTOCOMPLETE, () => HttpResponse.json({ message: "x" }, { status: 500 })));
    const step = await load("/location?q=Marina");
    expect(step.searchError).toEqual({ key: "location:errors.searchUnavailable" });
  });

  it("the backend itself unreachable stays 'can't reach the location service'", async () => {
    server.use(http.get(AUTOCOMPLETE, () => HttpResponse.error()));
    const step = await load("/location?q=Marina");
    expect(step.searchError).toEqual({ key: "location:errors.unavailable" });
  });

  it("an empty answer ({} in Places API New, ZERO_RESULTS) is still 'no places found'", async () => {
    for (const body of [{}, { predictions: [], status: "ZERO_RESULTS" }]) {
      server.use(http.get(AUTOCOMPLETE, () => HttpResponse.json(body)));
      const step = await load("/location?q=Nowhere");
      expect(step.predictions).toEqual([]);
      expect(step.searchError).toBeNull();
    }
  });

  it("a place-details failure (no maps key) after choosing a suggestion says what still works", async () => {
    server.use(
      http.get("*/api/v1/config/place-api-details", () =>
        HttpResponse.json({ error: { code: 403, status: "PERMISSION_DENIED" } }),
      ),
    );
    const step = await load("/location?q=Dubai&placeId=dubai-mall");
    expect(step.resolution).toMatchObject({
      status: "failed",
      message: { key: "location:errors.searchUnavailable" },
    });
  });

  it("the advice fits the page: map and current location, current location only, or no JS", () => {
    const message = { key: "location:errors.searchUnavailable" };
    expect(withWhatStillWorks(message, { hydrated: true, hasMap: true })).toEqual(message);
    expect(withWhatStillWorks(message, { hydrated: true, hasMap: false })).toEqual({
      key: "location:errors.searchUnavailableNoMap",
    });
    // Without JavaScript: typed coordinates always work, and the saved-address and zone lists
    // when the page has them (issue 21 row 10) — never "turn on JavaScript".
    expect(withWhatStillWorks(message, { hydrated: false, hasMap: false })).toEqual({
      key: "location:errors.searchUnavailableCoordinates",
    });
    expect(
      withWhatStillWorks(message, { hydrated: false, hasMap: false, hasChoices: true }),
    ).toEqual({ key: "location:errors.searchUnavailableNoJs" });
    const other = { key: "location:errors.unavailable" };
    expect(withWhatStillWorks(other, { hydrated: false, hasMap: false })).toBe(other);
  });
});
