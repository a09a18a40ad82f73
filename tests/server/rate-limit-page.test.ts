import { describe, expect, it } from "vitest";
import express from "express";
import inject from "light-my-request";
import type { RequestListener } from "node:http";
import { rateLimits } from "../../server/rate-limits";
import { parseEnv } from "../../server/env";

/**
 * What a throttled client reads: a browser gets a small page in its language with a way back,
 * anything else the plain sentence; both keep the Retry-After and RateLimit headers.
 */
function app() {
  const env = parseEnv({ RATE_LIMIT_AUTH: "1" });
  const server = express();
  server.use(rateLimits(env));
  server.all("*", (_req, res) => res.status(400).send("form again"));
  return server as unknown as RequestListener;
}

async function secondPost(url: string, headers: Record<string, string>) {
  const server = app();
  const post = () =>
    inject(server, {
      method: "POST",
      url,
      remoteAddress: "203.0.113.9",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      payload: "email_or_phone=a%40b.co&password=wrong-1",
    });
  expect((await post()).statusCode).toBe(400);
  return post();
}

const NAVIGATE = { "sec-fetch-mode": "navigate", accept: "text/html,*/*;q=0.8" };

describe("the rate limit's answer", () => {
  it("is a readable English page for a browser posting the sign-in form", async () => {
    const res = await secondPost("/auth/sign-in", NAVIGATE);
    expect(res.statusCode).toBe(429);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    // One RateLimit header per tier; the sign-in tier is spent.
    expect(String(res.headers["ratelimit"])).toMatch(/r=0/);
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    expect(res.body).toContain(
      '<p role="alert">Too many sign-in attempts. Please wait a minute and try again.</p>',
    );
    expect(res.body).toContain('<a href="/home">Back to the home page</a>');
  });

  it("is in Arabic, right to left, under /ar/", async () => {
    const res = await secondPost("/ar/auth/sign-in?from=%2Far%2Fcart", NAVIGATE);
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain("محاولات تسجيل دخول كثيرة جدًا.");
    expect(res.body).toContain('<a href="/ar/home">العودة إلى الصفحة الرئيسية</a>');
  });

  it("is the plain sentence for the API and for Remix's data requests", async () => {
    for (const url of ["/api/v1/auth/login", "/auth/sign-in.data"]) {
      const res = await secondPost(url, { accept: "*/*", "sec-fetch-mode": "cors" });
      expect(res.statusCode, url).toBe(429);
      expect(res.headers["content-type"], url).toMatch(/^text\/plain/);
      expect(res.body, url).toBe("Too many sign-in attempts. Please wait a minute and try again.");
      expect(Number(res.headers["retry-after"]), url).toBeGreaterThan(0);
    }
  });

  it("is a page for a browser without Sec-Fetch headers that asks for HTML", async () => {
    const res = await secondPost("/auth/sign-in", { accept: "text/html" });
    expect(res.statusCode).toBe(429);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
  });
});
