import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import { bearer, later, startCommerceApi, type Clock } from "./commerce-helpers";

/**
 * Issue 28 item 1: after a victim verifies a phone by OTP, update-info used to hand the account
 * to anyone who sent that phone with a name and their own e-mail. It now takes the verification
 * token the verify step answered (once, within 30 minutes), and keeps a typed e-mail unverified.
 */
let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.call(path, { method: "POST", body });
const verifyByOtp = async (phone: string) => {
  expect((await post("/auth/login", { login_type: "otp", phone })).status).toBe(200);
  const answer = await post("/auth/verify-phone", {
    phone,
    otp: "123456",
    verification_type: "phone",
    login_type: "otp",
  });
  expect(answer.body).toMatchObject({ token: null, is_personal_info: 0 });
  return answer.body as { verification_token?: string };
};
const userByPhone = (phone: string) =>
  api.backend.db.prepare("SELECT * FROM users WHERE phone = ?").get(phone) as
    | { id: number; f_name: string | null; email: string | null; is_email_verified: number }
    | undefined;

describe("update-info is bound to whoever verified", () => {
  const victim = "+971556100001";

  it("refuses a stranger who knows the freshly verified phone (no token, a wrong one, the phone without '+')", async () => {
    const proof = await verifyByOtp(victim);
    expect(proof.verification_token).toMatch(/^[\w-]{40,}$/);
    for (const attempt of [
      {},
      { verification_token: "x".repeat(43) },
      { verification_token: "" },
      { phone: victim.slice(1) },
    ]) {
      const res = await post("/auth/update-info", {
        login_type: "otp",
        phone: victim,
        name: "Mallory",
        email: "mallory@example.com",
        ...attempt,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: "Please verify your phone number again to complete your profile.",
      });
      expect(res.body.token).toBeUndefined();
    }
    expect(userByPhone(victim)).toMatchObject({ f_name: null, email: null });
  });

  it("completes with the verifier's token, once; the e-mail typed there stays unverified", async () => {
    later(api.clock, 61);
    const stale = await verifyByOtp(victim);
    later(api.clock, 61);
    const proof = await verifyByOtp(victim);
    // a newer verification replaces the older token
    const old = await post("/auth/update-info", {
      login_type: "otp",
      phone: victim,
      name: "Old Tab",
      verification_token: stale.verification_token,
    });
    expect(old.status).toBe(403);

    const res = await post("/auth/update-info", {
      login_type: "otp",
      phone: victim,
      name: "Victor Owner",
      email: "victor@example.com",
      verification_token: proof.verification_token,
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/.{20,}/);
    expect(userByPhone(victim)).toMatchObject({
      f_name: "Victor",
      email: "victor@example.com",
      is_email_verified: 0,
    });
    const info = await api.call("/customer/info", {
      headers: bearer(res.body.token, { "X-localization": "en" }),
    });
    expect(info.body).not.toHaveProperty("personal_info_token");

    // the unproven e-mail cannot reset the password: answered as sent, but no code works
    const forgot = await post("/auth/forgot-password", {
      verification_method: "email",
      email: "victor@example.com",
    });
    expect(forgot.status).toBe(200);
    const verify = await post("/auth/verify-token", {
      verification_method: "email",
      email: "victor@example.com",
      reset_token: "123456",
    });
    expect(verify.status).toBe(400);
    expect(verify.body).toEqual({ errors: [{ code: "invalid", message: "Invalid OTP." }] });
  });

  it("refuses the token after the 30-minute window", async () => {
    const late = "+971556100002";
    const proof = await verifyByOtp(late);
    later(api.clock, 31 * 60);
    const res = await post("/auth/update-info", {
      login_type: "otp",
      phone: late,
      name: "Late Comer",
      verification_token: proof.verification_token,
    });
    expect(res.status).toBe(403);
    expect(userByPhone(late)!.f_name).toBeNull();
  });

  it("applies to the 6ammart-3.2 profile too", async () => {
    const stock = await startCommerceApi({ compat: "6ammart-3.2" });
    try {
      const phone = "+971556100003";
      await stock.call("/auth/login", { method: "POST", body: { login_type: "otp", phone } });
      const verified = await stock.call("/auth/verify-phone", {
        method: "POST",
        body: { phone, otp: "123456", verification_type: "phone", login_type: "otp" },
      });
      const body = { login_type: "otp", phone, name: "Mallory", email: "m@example.com" };
      const stranger = await stock.call("/auth/update-info", { method: "POST", body });
      expect(stranger.status).toBe(403);
      const owner = await stock.call("/auth/update-info", {
        method: "POST",
        body: { ...body, verification_token: verified.body.verification_token },
      });
      expect(owner.status).toBe(200);
    } finally {
      await stock.close();
    }
  });
});
