import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import {
  assignNonce,
  NON_PAGE_POLICY,
  refuseCrossSiteMutations,
  securityHeaders,
} from "../../server/security";
import { rateLimits } from "../../server/rate-limits";
import { parseEnv } from "../../server/env";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(assignNonce);
  app.use(
    securityHeaders({
      production: true,
      extraImageOrigins: ["https://api.example.com"],
      extraConnectOrigins: [],
      extraFormOrigins: [],
    }),
  );
  app.use(
    rateLimits(
      parseEnv({ RATE_LIMIT_GENERAL: "1000", RATE_LIMIT_MUTATIONS: "1000", RATE_LIMIT_AUTH: "3" }),
    ),
  );
  app.use(refuseCrossSiteMutations(() => ["https://shop.example.com"]));
  app.get("/data.json", (_req, res) => res.json({ ok: true }));
  app.get("/picture.svg", (_req, res) => {
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.type("image/svg+xml").send("<svg xmlns='http://www.w3.org/2000/svg'/>");
  });
  app.get("/own-page", (_req, res) => {
    res.setHeader("Content-Security-Policy", "default-src 'none'");
    res.send("<p>a page with its own policy</p>");
  });
  app.get("/worker.js", (_req, res) => res.type("text/javascript").send("self.onpush = null;"));
  app.all("*", (_req, res) => res.send(`ok ${res.locals.nonce}`));
  server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("security headers", () => {
  it("sends a CSP whose nonce is new on every response", async () => {
    const a = await fetch(`${base}/`);
    const b = await fetch(`${base}/`);
    const nonceOf = (r: Response) =>
      /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(await a.text()).toBe(`ok ${nonceOf(a)}`);
    const csp = a.headers.get("content-security-policy")!;
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "'strict-dynamic'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).toContain("https://api.example.com");
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect(a.headers.get("x-frame-options")).toBe("DENY");
    expect(a.headers.get("permissions-policy")).toContain("camera=()");
  });
});

describe("security headers for a browser known to run no scripts (js=0, ADR 039)", () => {
  const policyOf = async (cookie?: string) =>
    (await fetch(`${base}/`, { headers: cookie ? { cookie } : {} })).headers.get(
      "content-security-policy",
    )!;

  it("its pages get a policy without what only scripts use, the nonce and the rest kept", async () => {
    const full = await policyOf();
    const scriptless = await policyOf("a=1; js=0");
    for (const gone of ["connect-src", "frame-src", "worker-src", "accounts.google.com"]) {
      expect(full).toContain(gone);
      expect(scriptless).not.toContain(gone);
    }
    for (const kept of [
      "default-src 'self'",
      "'strict-dynamic'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://api.example.com",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ])
      expect(scriptless).toContain(kept);
    expect(scriptless).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(scriptless.length).toBeLessThan(full.length - 300);
  });

  it("js=1 wins, and a bad or missing hint gets the whole policy", async () => {
    const full = await policyOf();
    for (const cookie of ["js=0; js=1", "js=1", "js=0x", "xjs=0"])
      expect((await policyOf(cookie)).length, cookie).toBe(full.length);
  });
});

describe("security headers on what is not a page", () => {
  const PAGE_ONLY = [
    "x-frame-options",
    "cross-origin-opener-policy",
    "permissions-policy",
    "strict-transport-security",
  ];

  it("a data answer gets a short deny-all policy, not the page's ~1.2 KB of policies", async () => {
    const res = await fetch(`${base}/data.json`);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("content-security-policy")).toBe(NON_PAGE_POLICY);
    for (const name of PAGE_ONLY) expect(res.headers.get(name), name).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("keeps a handler's own policy, on a picture and on a page", async () => {
    const svg = await fetch(`${base}/picture.svg`);
    expect(svg.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const page = await fetch(`${base}/own-page`);
    expect(page.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
  });

  it("a script outside the build (a worker takes its policy from it) gets the page's", async () => {
    const res = await fetch(`${base}/worker.js`);
    expect(res.headers.get("content-security-policy")).toContain("'strict-dynamic'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("cross-site mutation check", () => {
  const post = (headers: Record<string, string>, path = "/newsletter") =>
    fetch(`${base}${path}`, { method: "POST", headers, body: "email=a@b.co" });

  it("refuses a POST from a foreign Origin with 403", async () => {
    const res = await post({ Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/Cross-site form submissions are not accepted/);
  });

  it("refuses Sec-Fetch-Site: cross-site even without Origin", async () => {
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("accepts same-origin posts and our public origin", async () => {
    expect((await post({ Origin: base })).status).toBe(200);
    expect((await post({ Origin: "https://shop.example.com" })).status).toBe(200);
    expect((await post({ "Sec-Fetch-Site": "same-origin", Origin: base })).status).toBe(200);
  });

  it("checks Origin even when Sec-Fetch-Site claims same-origin or same-site", async () => {
    for (const fetchSite of ["same-origin", "same-site", "none"]) {
      const res = await post({ "Sec-Fetch-Site": fetchSite, Origin: "https://evil.example" });
      expect(res.status, fetchSite).toBe(403);
    }
  });

  it.each([
    "null",
    "garbage",
    "https://",
    "https://evil.example/path",
    "https://user@shop.example.com",
    "javascript:alert(1)",
    `${"x".repeat(5000)}`,
  ])("refuses an Origin that is null or not an origin: %j", async (origin) => {
    expect((await post({ Origin: origin.slice(0, 4000) })).status).toBe(403);
  });

  it("refuses Sec-Fetch-Site: same-site without an Origin (a sibling subdomain)", async () => {
    expect((await post({ "Sec-Fetch-Site": "same-site" })).status).toBe(403);
  });

  it("accepts our origin however a browser spells it (case, default port)", async () => {
    expect((await post({ Origin: "HTTPS://SHOP.EXAMPLE.COM" })).status).toBe(200);
    expect((await post({ Origin: "https://shop.example.com:443" })).status).toBe(200);
  });

  it("never blocks GET", async () => {
    expect(
      (
        await fetch(`${base}/home`, {
          headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        })
      ).status,
    ).toBe(200);
  });
});

describe("rate limits", () => {
  it("throttles sign-in posts with 429 after the strict limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await fetch(`${base}/auth/sign-in`, {
            method: "POST",
            headers: { Origin: base },
            body: "x=1",
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
