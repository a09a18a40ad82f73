import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse, delay } from "msw";
import { createApiClient } from "~/api/client.server";
import { ApiError } from "~/api/errors";
import { slowReads, switchReads } from "~/api/shared-cache.server";
import { API, fixtures, json, mswServer } from "./msw";

beforeAll(() => mswServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  mswServer.resetHandlers();
  slowReads.clear();
  switchReads.clear();
});
afterAll(() => mswServer.close());

const client = (
  state: Partial<Parameters<typeof createApiClient>[0]["state"]> = {},
  timeoutMs = 2000,
) => createApiClient({ baseUrl: API, timeoutMs, state: { lang: "en", ...state } });

describe("API client", () => {
  it("sends the contract's headers from the visitor's state", async () => {
    let seen: Headers | undefined;
    mswServer.use(
      http.get(`${API}/customer/cart/list`, ({ request }) => {
        seen = request.headers;
        return json([{ id: 1, quantity: 2, price: 5, item: { id: 7, name: "Milk", price: 5 } }]);
      }),
    );
    const lines = await client({
      zoneIds: "[3,1]",
      moduleId: 2,
      lat: 25.2,
      lng: 55.27,
      lang: "ar",
      guestId: "9",
    }).cart.list();
    expect(lines).toHaveLength(1);
    expect(seen?.get("zoneId")).toBe("[3,1]");
    expect(seen?.get("moduleId")).toBe("2");
    expect(seen?.get("latitude")).toBe("25.2");
    expect(seen?.get("longitude")).toBe("55.27");
    expect(seen?.get("X-localization")).toBe("ar");
    expect(seen?.get("Accept")).toBe("application/json");
    expect(seen?.get("X-software-id")).toBeTruthy();
    expect(seen?.get("Authorization")).toBeNull();
  });

  it("adds guest_id to guest cart calls and a bearer token when signed in", async () => {
    const urls: string[] = [];
    const auths: (string | null)[] = [];
    mswServer.use(
      http.get(`${API}/customer/cart/list`, ({ request }) => {
        urls.push(request.url);
        auths.push(request.headers.get("Authorization"));
        return json([]);
      }),
    );
    await client({ guestId: "9", moduleId: 1 }).cart.list();
    await client({ token: "t".repeat(40), guestId: "9", moduleId: 1 }).cart.list();
    expect(new URL(urls[0]).searchParams.get("guest_id")).toBe("9");
    expect(new URL(urls[1]).searchParams.get("guest_id")).toBeNull();
    expect(auths).toEqual([null, `Bearer ${"t".repeat(40)}`]);
  });

  it("parses tolerant shapes: numbers as strings, flags as strings", async () => {
    const config = await client().config.get();
    expect(config.default_location).toEqual({ lat: 25.2048, lng: 55.2708 });
    expect(config.refund_policy).toBe(true);
    expect(config.shipping_policy).toBe(false);
    const landing = await client().config.landing();
    expect(landing.download_user_app_links?.playstore_url_status).toBe(true);
    expect(landing.download_user_app_links?.apple_store_url_status).toBe(false);
  });

  it("normalises validation errors into field errors", async () => {
    mswServer.use(
      http.post(`${API}/newsletter/subscribe`, () =>
        json({ errors: [{ code: "email", message: "The email has already been taken." }] }, 403),
      ),
    );
    const error = await client()
      .config.subscribeNewsletter("a@b.co")
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.fieldErrors.email).toBe("The email has already been taken.");
  });

  it("treats a 200 answer that carries only errors as a refusal (quirk 4)", async () => {
    mswServer.use(
      http.get(`${API}/customer/info`, () =>
        json({ errors: [{ code: "localization", message: "Missing" }] }),
      ),
    );
    await expect(client({ token: "t".repeat(40) }).customer.info()).rejects.toMatchObject({
      kind: "http",
      messages: ["Missing"],
    });
  });

  it("times out slow calls", async () => {
    mswServer.use(
      http.get(`${API}/config/geocode-api`, async () => {
        await delay(500);
        return json({ results: [] });
      }),
    );
    await expect(client({}, 100).geo.geocode(1, 2)).rejects.toMatchObject({
      kind: "timeout",
      isUnavailable: true,
    });
  });

  it("reports an unreachable backend as a network failure", async () => {
    mswServer.use(http.get(`${API}/config/geocode-api`, () => HttpResponse.error()));
    await expect(client().geo.geocode(1, 2)).rejects.toMatchObject({ kind: "network" });
  });

  it("rejects responses that do not match the schema instead of passing garbage on", async () => {
    mswServer.use(http.get(`${API}/config/get-zone-id`, () => json({ nothing: true })));
    await expect(client().geo.zoneFor(25, 55)).rejects.toMatchObject({ kind: "invalid-response" });
  });

  it("caches config and keeps serving it when the backend goes down", async () => {
    expect((await client().config.get()).business_name).toBe(fixtures.config.business_name);
    mswServer.use(http.get(`${API}/config`, () => HttpResponse.error()));
    expect((await client().config.get()).business_name).toBe(fixtures.config.business_name);
  });

  it("calls onUnauthorized on a 401 while a token is stored", async () => {
    mswServer.use(
      http.get(`${API}/customer/info`, () => json({ message: "Unauthenticated." }, 401)),
    );
    const api = createApiClient({
      baseUrl: API,
      timeoutMs: 1000,
      state: { lang: "en", token: "t".repeat(40) },
      onUnauthorized: async () => {
        throw new Response(null, { status: 302, headers: { Location: "/home" } });
      },
    });
    const thrown = await api.customer.info().catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get("Location")).toBe("/home");
  });

  it("takes the cart's 403 guest_id to a token as a refused token, and nothing else", async () => {
    mswServer.use(
      http.get(`${API}/customer/cart/list`, () =>
        json({ errors: [{ code: "guest_id", message: "The guest id field is required." }] }, 403),
      ),
      http.get(`${API}/customer/info`, () =>
        json({ errors: [{ code: "email", message: "The email has already been taken." }] }, 403),
      ),
    );
    let refused = 0;
    const api = createApiClient({
      baseUrl: API,
      timeoutMs: 1000,
      state: { lang: "en", token: "t".repeat(40) },
      onUnauthorized: async () => {
        refused += 1;
        throw new Response(null, { status: 302, headers: { Location: "/home" } });
      },
    });
    expect(await api.cart.list().catch((e) => e)).toBeInstanceOf(Response);
    expect(refused).toBe(1);
    expect(await api.customer.info().catch((e) => e)).not.toBeInstanceOf(Response);
    expect(refused).toBe(1);
  });

  it("reads both Places API shapes", async () => {
    mswServer.use(
      http.get(`${API}/config/place-api-autocomplete`, () =>
        json({ predictions: [{ place_id: "p1", description: "Dubai Mall, Downtown Dubai" }] }),
      ),
      http.get(`${API}/config/place-api-details`, () =>
        json({
          result: {
            geometry: { location: { lat: "25.19", lng: 55.27 } },
            formatted_address: "Dubai Mall",
          },
        }),
      ),
    );
    expect(await client().geo.autocomplete("dub")).toEqual([
      {
        placeId: "p1",
        description: "Dubai Mall, Downtown Dubai",
        mainText: "Dubai Mall",
        secondaryText: "Downtown Dubai",
      },
    ]);
    expect(await client().geo.placeDetails("p1")).toEqual({
      lat: 25.19,
      lng: 55.27,
      formattedAddress: "Dubai Mall",
    });
  });
});

describe("one storefront request's GETs", () => {
  it("share one upstream answer, but each schema parses it its own way", async () => {
    let calls = 0;
    mswServer.use(
      http.get(`${API}/config`, () => {
        calls++;
        // As stock 6amMart sends them: coordinates as strings.
        return json({
          ...fixtures.config,
          maintenance_mode: false,
          default_location: { lat: "25.2048", lng: "55.2708" },
        });
      }),
    );
    const api = client();
    // The maintenance check reads config with its own small schema first (the root loader).
    expect(await api.config.maintenance()).toBe(false);
    const config = await api.config.get();
    // Not the maintenance schema's passthrough object: numbers, as configSchema makes them
    // (the footer's map called toFixed on a string: a 500).
    expect(config.default_location).toEqual({ lat: 25.2048, lng: 55.2708 });
    expect(await api.config.get()).toBe(config);
    // One upstream call for both: the two caches of one page refreshing together (replicas'
    // scale test counts the backend's /config calls per refresh).
    expect(calls).toBe(1);
  });
});

describe("an item's details, read on every view", () => {
  it("are parsed once per answer text: the same frozen value until the answer changes", async () => {
    let price = 10;
    mswServer.use(
      http.get(`${API}/items/details/:id`, () =>
        json({ id: 77, name: "Reused Tea", price, variations: [{ type: "Large", price: 12 }] }),
      ),
    );
    const first = await client({ moduleId: 1 }).items.details("77");
    const second = await client({ moduleId: 1 }).items.details("77");
    expect(first).toMatchObject({ id: 77, name: "Reused Tea", price: 10 });
    // Another request, the same answer: zod's reading of it is handed again, frozen to the core.
    expect(second).toBe(first);
    expect(Object.isFrozen(second)).toBe(true);
    expect(Object.isFrozen(second?.variations?.[0])).toBe(true);
    price = 11;
    const changed = await client({ moduleId: 1 }).items.details("77");
    expect(changed).not.toBe(first);
    expect(changed).toMatchObject({ id: 77, price: 11 });
  });
});
