import { describe, expect, it } from "vitest";
import express from "express";
import inject from "light-my-request";
import type { RequestListener } from "node:http";
import { rateLimits } from "../../server/rate-limits";
import { canonicalRequest } from "../../server/request-guards";
import { parseEnv } from "../../server/env";

/**
 * Issue 28 item 4: the sign-in tier must catch every spelling the routers accept. Remix matches
 * routes case-insensitively on the decoded path (any first segment is the optional language),
 * Express's router case-insensitively with or without a trailing slash; the server collapses
 * `//` first (canonicalRequest). A spelling that reaches a sign-in action must count against the
 * 20-a-minute tier, not the general 120.
 */
function app() {
  const env = parseEnv({ RATE_LIMIT_AUTH: "1" });
  const server = express();
  server.use(canonicalRequest(env));
  server.use(rateLimits(env));
  server.all("*", (_req, res) => res.status(400).send("form again"));
  return server as unknown as RequestListener;
}

async function twoPosts(url: string) {
  const server = app();
  const post = () =>
    inject(server, {
      method: "POST",
      url,
      remoteAddress: "203.0.113.9",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email_or_phone=a%40b.co&password=wrong-1",
    });
  return [(await post()).statusCode, (await post()).statusCode];
}

describe("the sign-in tier, whatever the spelling", () => {
  it.each([
    "/auth/sign-in",
    "/AUTH/sign-in",
    "/ar/AUTH/sign-in",
    "/AR/Auth/Sign-In",
    "/xx/auth/sign-in",
    "/auth/sign-in/",
    "/auth//sign-in",
    "//auth/sign-in",
    "/auth/./sign-in",
    "/%61uth/sign-in",
    "/auth/sign%2Din",
    "/%41UTH/SIGN-IN",
    "/auth/SIGN-IN.data",
    "/Auth/Sign-In.DATA",
    "/ar/Forgot-Password",
    "/auth/OTP",
    "/STORE-REGISTRATION",
    "/ar/deliveryman-registration/",
    "/api/v1/auth/login",
    "/api/v1/Auth/Login",
    "/API/V1/AUTH/LOGIN",
    "/api/v1/auth/login/",
    "/api//v1//auth/login",
    "/api/v1/%61uth/login",
    "/Api/v1/Auth/Vendor/Register",
    "/home?dialog=sign-in",
    "/home?dialog=SIGN-IN",
    "/home?dialog=sign%2Din",
    "/home?DIALOG=otp",
    "/home?x=1&dialog=Sign-Up",
  ])("POST %s: the second post in a minute is refused", async (url) => {
    expect(await twoPosts(url)).toEqual([400, 429]);
  });

  it.each(["/home", "/newsletter", "/authors", "/api/v1/customer/info", "/home?dialog=menu"])(
    "POST %s is not a sign-in post",
    async (url) => {
      expect(await twoPosts(url)).toEqual([400, 400]);
    },
  );
});

/**
 * Issue 28 item 5: 60 store applications with two 2 MB pictures each went through in 4.4 s.
 * Accepted applications are limited per client and hour, the form page and the API together,
 * in any spelling; a refused form (nothing stored) does not count.
 */
describe("the applications tier", () => {
  function applicationsApp(accept: (req: express.Request) => boolean) {
    const env = parseEnv({ RATE_LIMIT_APPLICATIONS: "2" });
    const server = express();
    server.use(canonicalRequest(env));
    server.use(rateLimits(env));
    server.all("*", (req, res) => res.status(accept(req) ? 200 : 403).send("answer"));
    return server as unknown as RequestListener;
  }
  const post = (server: RequestListener, url: string) =>
    inject(server, {
      method: "POST",
      url,
      remoteAddress: "203.0.113.7",
      headers: { "content-type": "multipart/form-data; boundary=x", accept: "text/html" },
      payload: "--x--",
    });

  it("refuses a third accepted application within the hour, whichever way it came", async () => {
    const server = applicationsApp(() => true);
    expect((await post(server, "/store-registration")).statusCode).toBe(200);
    expect((await post(server, "/API/V1/Auth/Vendor/Register")).statusCode).toBe(200);
    for (const url of [
      "/ar/DELIVERYMAN-REGISTRATION",
      "/api/v1/auth/delivery-man/store",
      "/store-registration.data",
    ]) {
      const third = await post(server, url);
      expect(third.statusCode, url).toBe(429);
      expect(Number(third.headers["retry-after"])).toBeGreaterThan(60);
    }
    const arabic = await post(server, "/ar/store-registration");
    expect(arabic.body).toContain("طلبات انضمام كثيرة جدًا من هذا الاتصال.");
    const english = await post(server, "/api/v1/auth/vendor/register");
    expect(english.body).toBe(
      "Too many applications from this connection. Please try again in an hour.",
    );
  });

  it("does not count refused forms, nor other posts", async () => {
    let accept = false;
    const server = applicationsApp(() => accept);
    for (let i = 0; i < 5; i++)
      expect((await post(server, "/store-registration")).statusCode).toBe(403);
    for (let i = 0; i < 5; i++) expect((await post(server, "/newsletter")).statusCode).toBe(403);
    accept = true;
    expect((await post(server, "/store-registration")).statusCode).toBe(200);
    expect((await post(server, "/store-registration/submitted")).statusCode).toBe(200);
    expect((await post(server, "/api/v1/auth/vendor/register")).statusCode).toBe(200);
    expect((await post(server, "/api/v1/auth/vendor/register")).statusCode).toBe(429);
  });
});
