import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import { SARA, bearer, later, loginAs, startCommerceApi, type Clock } from "./commerce-helpers";

/**
 * Issue 28 item 7: customer/update-profile changed the password with no current password, and
 * the account's other devices stayed signed in. A new password now needs the current one, and
 * signs out every other token (as reset-password signs out all of them).
 */
let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

const profile = (token: string, extra: Record<string, unknown>) =>
  api.call("/customer/update-profile", {
    method: "POST",
    headers: bearer(token),
    body: { name: "Sara Ahmed", email: SARA.email, phone: SARA.phone, ...extra },
  });
const info = (token: string) =>
  api.call("/customer/info", { headers: bearer(token, { "X-localization": "en" }) });
const login = (password: string) =>
  api.call("/auth/login", {
    method: "POST",
    body: { login_type: "manual", email_or_phone: SARA.phone, password },
  });

describe("changing the password in the profile", () => {
  it("refuses without the current password, or with a wrong one, and changes nothing", async () => {
    const token = await loginAs(api, SARA);
    for (const [extra, message] of [
      [{}, "The current password field is required."],
      [{ current_password: "" }, "The current password field is required."],
      [{ current_password: "not-my-password" }, "The current password is incorrect."],
    ] as const) {
      const res = await profile(token, { password: "taken-over-1", ...extra });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [{ code: "current_password", message }] });
    }
    expect((await login("taken-over-1")).status).toBe(401);
    expect((await login(SARA.password)).body.token).toMatch(/.{20,}/);
  });

  it("with the current password: changed, this device stays in, every other device is out", async () => {
    const here = await loginAs(api, SARA);
    const elsewhere = await loginAs(api, SARA);
    const res = await profile(here, {
      password: "brand-new-pass",
      current_password: SARA.password,
    });
    expect(res.status).toBe(200);
    expect((await info(here)).status).toBe(200);
    expect((await info(elsewhere)).status).toBe(401);
    expect((await login(SARA.password)).status).toBe(401);
    expect((await login("brand-new-pass")).body.token).toMatch(/.{20,}/);
  });

  it("a profile change without a new password needs no current password", async () => {
    const token = await loginAs(api, { phone: SARA.phone, password: "brand-new-pass" });
    expect((await profile(token, { name: "Sara A" })).status).toBe(200);
  });

  it("guessing the current password stops after 5 misses (429), like sign-in", async () => {
    const token = await loginAs(api, { phone: SARA.phone, password: "brand-new-pass" });
    for (let i = 0; i < 5; i++)
      expect(
        (await profile(token, { password: "guess-pass-1", current_password: `guess${i}` })).status,
      ).toBe(403);
    const blocked = await profile(token, {
      password: "guess-pass-1",
      current_password: "brand-new-pass",
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors[0].code).toBe("current_password");
    later(api.clock, 16 * 60);
  });

  it("an account without a password (made by OTP) sets its first one through forgot-password", async () => {
    const phone = "+971556300001";
    await api.call("/auth/login", { method: "POST", body: { login_type: "otp", phone } });
    const verified = await api.call("/auth/verify-phone", {
      method: "POST",
      body: { phone, otp: "123456", verification_type: "phone", login_type: "otp" },
    });
    const named = await api.call("/auth/update-info", {
      method: "POST",
      body: {
        login_type: "otp",
        phone,
        name: "Otp Only",
        verification_token: verified.body.verification_token,
      },
    });
    const res = await api.call("/customer/update-profile", {
      method: "POST",
      headers: bearer(named.body.token),
      body: { name: "Otp Only", email: "otp.only@example.com", phone, password: "first-pass-1" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [
        {
          code: "current_password",
          message: "This account has no password yet. Use Forgot password to set one.",
        },
      ],
    });
  });
});
