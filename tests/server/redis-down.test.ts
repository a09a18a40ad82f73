import express from "express";
import inject from "light-my-request";
import type { RequestListener } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { createServerApp } from "../../server/app";
import { parseEnv } from "../../server/env";
import { rateLimits } from "../../server/rate-limits";
import { connectRedis } from "../../server/redis";

/**
 * REDIS_URL set and Redis not answering (nothing listens on port 1): the storefront keeps
 * serving. Reads and form posts are limited by this process alone, as without Redis; sign-in
 * (and every post of its tier) fails closed with "try again" in the page's language; /healthz
 * says degraded, and 503 only to monitoring that asks for Redis. The same with a real Redis
 * stopped and restarted under load: tests/scale/replicas.test.ts.
 */
const down = connectRedis("redis://127.0.0.1:1", () => {});
afterAll(() => down.close());

function app(vars: Record<string, string> = {}) {
  const env = parseEnv({ RATE_LIMIT_AUTH: "20", ...vars });
  const server = express();
  server.use(rateLimits(env, down));
  server.all("*", (_req, res) => res.status(200).send("handled"));
  return server as unknown as RequestListener;
}

const NAVIGATE = { "sec-fetch-mode": "navigate", accept: "text/html,*/*;q=0.8" };
const post = (server: RequestListener, url: string, headers: Record<string, string> = {}) =>
  inject(server, {
    method: "POST",
    url,
    remoteAddress: "203.0.113.7",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: "email_or_phone=%2B971500000001&password=demo1234",
  });

describe("Redis down", () => {
  it("refuses a sign-in post with a page saying try again, never a 500", async () => {
    const res = await post(app(), "/auth/sign-in", NAVIGATE);
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain(
      '<p role="alert">This form cannot be sent for a moment. Nothing was sent; please try again in a minute.</p>',
    );
  });

  it("says it in Arabic under /ar/, and as a plain sentence to the API", async () => {
    const server = app();
    const arabic = await post(server, "/ar/auth/sign-in", NAVIGATE);
    expect(arabic.statusCode).toBe(503);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain("لا يمكن إرسال هذا النموذج للحظات.");
    const api = await post(server, "/api/v1/auth/login", { accept: "application/json" });
    expect(api.statusCode).toBe(503);
    expect(api.headers["content-type"]).toMatch(/^text\/plain/);
    expect(api.body).toContain("try again");
  });

  it("lets pages and other form posts through, limited by this process alone", async () => {
    const server = app({ RATE_LIMIT_GENERAL: "3" });
    const get = () => inject(server, { method: "GET", url: "/", remoteAddress: "203.0.113.7" });
    expect((await get()).body).toBe("handled");
    expect((await post(server, "/cart", NAVIGATE)).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    // The fourth request of the minute: the general limit, counted in memory meanwhile.
    expect((await get()).statusCode).toBe(429);
  });

  it("reports degraded on /healthz with 200, and 503 to ?require=redis", async () => {
    const server = createServerApp({
      env: parseEnv({}),
      getBuild: () => Promise.reject(new Error("no build in this test")),
      apiBaseUrl: () => "http://127.0.0.1:9/api/v1",
      redis: down,
    }) as unknown as RequestListener;
    const health = await inject(server, { method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
    expect(health.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(health.body)).toEqual({ status: "degraded", redis: "down" });
    const strict = await inject(server, { method: "GET", url: "/healthz?require=redis" });
    expect(strict.statusCode).toBe(503);
    expect(JSON.parse(strict.body)).toEqual({ status: "degraded", redis: "down" });
  });

  it("keeps /healthz as it was without REDIS_URL", async () => {
    const server = createServerApp({
      env: parseEnv({}),
      getBuild: () => Promise.reject(new Error("no build in this test")),
      apiBaseUrl: () => "http://127.0.0.1:9/api/v1",
    }) as unknown as RequestListener;
    const health = await inject(server, { method: "GET", url: "/healthz?require=redis" });
    expect(health.statusCode).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok" });
  });
});
