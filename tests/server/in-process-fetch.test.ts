import { afterAll, describe, expect, it } from "vitest";
import express from "express";
import { createBackend } from "../../backend/app";
import { createInProcessFetch } from "../../server/in-process-fetch";
import { createApiClient } from "~/api/client.server";
import { isApiError } from "~/api/errors";

/**
 * The storefront reaches the embedded backend without a socket. It must behave like the HTTP
 * mount for everything the API client relies on: status, headers, JSON bodies both ways,
 * query strings, error bodies, timeouts.
 */
const backend = createBackend({ databasePath: ":memory:", orderStepSeconds: 0 });
const inProcess = createInProcessFetch(backend.api);
const BASE = "http://127.0.0.1:1/api/v1";
// Image links are built from the browser-facing host the storefront forwards.
const SHOP_HOST = { "X-Forwarded-Host": "shop.test", "X-Forwarded-Proto": "https" };
afterAll(() => backend.close());

describe("in-process fetch to the embedded backend", () => {
  it("answers a GET with the backend's status, headers and JSON", async () => {
    const response = await inProcess(`${BASE}/config`, { headers: { "X-localization": "en" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await response.json()) as { business_name: string };
    expect(body.business_name).toBeTruthy();
  });

  it("sends JSON bodies and query strings, and returns the contract's error bodies", async () => {
    const bad = await inProcess(`${BASE}/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        phone: "+971500000001",
        password: "wrong-password",
        login_type: "manual",
      }),
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    const errors = (await bad.json()) as { errors: Array<{ code: string; message: string }> };
    expect(errors.errors[0]?.message).toBeTruthy();

    const zone = await inProcess(`${BASE}/config/get-zone-id?lat=25.1972&lng=55.2744`);
    expect(zone.status).toBe(200);
    expect(await zone.json()).toHaveProperty("zone_id");
  });

  it("sends FormData as multipart with its boundary (prescription images)", async () => {
    const guest = (await (
      await inProcess(`${BASE}/auth/guest/request`, { method: "POST" })
    ).json()) as { guest_id: number };
    const form = new FormData();
    form.set("guest_id", String(guest.guest_id));
    form.set("order_amount", "10");
    form.set("payment_method", "cash_on_delivery");
    form.set("order_type", "take_away");
    const answer = await inProcess(`${BASE}/customer/order/place`, {
      method: "POST",
      headers: { moduleId: "1", zoneId: "[1]" },
      body: form,
    });
    const { errors } = (await answer.json()) as { errors: Array<{ code: string }> };
    // The fields arrived: only what was left out is refused.
    const codes = errors.map((e) => e.code);
    expect(codes).toContain("store_id");
    expect(codes).not.toContain("order_amount");
    expect(codes).not.toContain("payment_method");
  });

  it("404s outside the API mount, like the HTTP mount", async () => {
    const response = await inProcess("http://127.0.0.1:1/storage/anything.png");
    expect(response.status).toBe(404);
  });

  it("serves the typed API client exactly as over HTTP", async () => {
    const httpApp = express().use("/api/v1", backend.api);
    const server = httpApp.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const port = (server.address() as { port: number }).port;
    try {
      const overHttp = createApiClient({
        baseUrl: `http://127.0.0.1:${port}/api/v1`,
        timeoutMs: 5000,
        state: { lang: "ar" },
        extraHeaders: SHOP_HOST,
      });
      const inMemory = createApiClient({
        baseUrl: BASE.replace(":1/", ":2/"), // another key in the process-wide read cache
        timeoutMs: 5000,
        state: { lang: "ar" },
        extraHeaders: SHOP_HOST,
        fetchImpl: inProcess,
      });
      const [a, b] = await Promise.all([overHttp.config.modules(), inMemory.config.modules()]);
      expect(b).toEqual(a);
      expect(b.length).toBeGreaterThan(0);
      expect(b[0]?.icon_full_url).toMatch(/^https:\/\/shop\.test\/storage\//);
    } finally {
      server.close();
    }
  });

  it("rejects like fetch when the caller's signal times out", async () => {
    const slow = express.Router().get("/slow", () => {
      /* never answers */
    });
    const fetchSlow = createInProcessFetch(slow);
    const client = createApiClient({
      baseUrl: BASE,
      timeoutMs: 50,
      state: { lang: "en" },
      fetchImpl: fetchSlow,
    });
    const started = Date.now();
    const error = await client.config.page("about-us").catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(isApiError(error)).toBe(true);
  });
});
