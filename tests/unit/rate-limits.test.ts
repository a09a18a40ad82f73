import { describe, expect, it } from "vitest";
import express from "express";
import inject from "light-my-request";
import type { RequestListener } from "node:http";
import { rateLimits } from "../../server/rate-limits";
import { parseEnv } from "../../server/env";

/**
 * The limits key on the real client: the socket address, or with TRUST_PROXY hops the address
 * those proxies report — never on an X-Forwarded-For a client wrote itself, and with no
 * exemption for loopback (a reverse proxy on the same host would otherwise make every client
 * unlimited). Requests are injected in memory with a chosen socket address (light-my-request).
 */
function appWith(trustProxy: number) {
  const env = parseEnv({
    RATE_LIMIT_GENERAL: "1000",
    RATE_LIMIT_MUTATIONS: "1000",
    RATE_LIMIT_AUTH: "20",
    TRUST_PROXY: String(trustProxy),
  });
  const app = express();
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(rateLimits(env));
  app.all("*", (_req, res) => res.status(401).json({ errors: [{ code: "auth-001" }] }));
  return app as unknown as RequestListener;
}

async function logins(
  app: RequestListener,
  count: number,
  from: (i: number) => { remoteAddress: string; forwardedFor?: string },
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const { remoteAddress, forwardedFor } = from(i);
    const res = await inject(app, {
      method: "POST",
      url: "/api/v1/auth/login",
      remoteAddress,
      headers: {
        "content-type": "application/json",
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      },
      payload: JSON.stringify({ phone: "+971500000001", password: `guess-${i}` }),
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe("rate limits key on the real client", () => {
  it("TRUST_PROXY=0: 25 sign-ins from loopback with 25 different X-Forwarded-For are one client", async () => {
    const statuses = await logins(appWith(0), 25, (i) => ({
      remoteAddress: "127.0.0.1",
      forwardedFor: `198.51.100.${i + 1}`,
    }));
    expect(count(statuses, 401)).toBe(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it("TRUST_PROXY=0: the same from a remote address with spoofed X-Forwarded-For", async () => {
    const statuses = await logins(appWith(0), 25, (i) => ({
      remoteAddress: "203.0.113.7",
      forwardedFor: `10.0.0.${i + 1}, 198.51.100.${i + 1}`,
    }));
    expect(count(statuses, 429)).toBe(5);
  });

  it("loopback is not exempt (IPv4, IPv6 and mapped), also for storefront sign-in paths", async () => {
    for (const remoteAddress of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const statuses = await logins(appWith(0), 21, () => ({ remoteAddress }));
      expect(statuses.at(-1), remoteAddress).toBe(429);
    }
    const app = appWith(0);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await inject(app, {
        method: "POST",
        url: "/sign-in",
        remoteAddress: "127.0.0.1",
        payload: "a=1",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("password-reset posts count too, also as Remix data requests (/ar/forgot-password.data)", async () => {
    for (const url of ["/forgot-password", "/ar/forgot-password.data?_routes=x"]) {
      const app = appWith(0);
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await inject(app, {
          method: "POST",
          url,
          remoteAddress: "127.0.0.1",
          payload: "intent=send",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1), url).toBe(429);
    }
  });

  it("TRUST_PROXY=1: each client behind the proxy has its own budget", async () => {
    const app = appWith(1);
    const spread = await logins(app, 25, (i) => ({
      remoteAddress: "127.0.0.1",
      forwardedFor: `198.51.100.${i + 1}`,
    }));
    expect(count(spread, 429)).toBe(0);
    // One client spoofing extra hops to the left is still keyed on what our proxy appended.
    const one = await logins(app, 25, (i) => ({
      remoteAddress: "127.0.0.1",
      forwardedFor: `10.9.9.${i + 1}, 192.0.2.50`,
    }));
    expect(count(one, 429)).toBe(5);
  });

  it("only sign-in posts count against the strict tier", async () => {
    const app = appWith(0);
    for (let i = 0; i < 30; i++) {
      const res = await inject(app, {
        method: "GET",
        url: "/api/v1/config",
        remoteAddress: "127.0.0.1",
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
