import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import { issueToken } from "../../backend/services/tokens";
import type { ApiHarness } from "./harness";
import { bearer, later, startCommerceApi, type Clock } from "./commerce-helpers";

/**
 * Issue 28 item 3: squatting a phone before its owner signs up. A sign-up with someone else's
 * number (never verified) used to sign in by password at once; when the owner later verified
 * by OTP and answered "Is it you? → yes", they joined the squatter's account, whose password and
 * tokens kept working.
 */
let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.call(path, { method: "POST", body });
const manual = (email_or_phone: string, password: string) =>
  post("/auth/login", { login_type: "manual", email_or_phone, password });
const info = (token: string) =>
  api.call("/customer/info", { headers: bearer(token, { "X-localization": "en" }) });

describe("a phone nobody verified", () => {
  const owner = "+971556200001";
  const squatter = { name: "Mallory Squat", email: "squat@example.com", password: "squat-pass-1" };

  it("does not sign in by password while phone verification is on (phone, phone without '+', e-mail)", async () => {
    const signUp = await post("/auth/sign-up", { ...squatter, phone: owner });
    expect(signUp.body).toMatchObject({ token: null, is_phone_verified: 0 });
    for (const identifier of [owner, owner.slice(1), squatter.email]) {
      const res = await manual(identifier, squatter.password);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ token: null, is_phone_verified: 0, login_type: "manual" });
    }
    // a wrong password still answers as a wrong password, and sends nothing
    expect((await manual(owner, "wrong-pass-1")).status).toBe(401);
  });

  it("signs in once the phone's code is entered (the sign-up's own verification)", async () => {
    const other = "+971556200002";
    await post("/auth/sign-up", { name: "Real Person", phone: other, password: "real-pass-1" });
    later(api.clock, 61);
    expect((await manual(other, "real-pass-1")).body.token).toBeNull();
    const verified = await post("/auth/verify-phone", {
      phone: other,
      otp: "123456",
      verification_type: "phone",
      login_type: "manual",
    });
    expect(verified.body.token).toMatch(/.{20,}/);
    expect((await manual(other, "real-pass-1")).body.token).toMatch(/.{20,}/);
  });

  it("the owner's OTP claim ('Is it you?' → yes) revokes the sign-up's password, tokens and e-mail", async () => {
    const id = (
      api.backend.db.prepare("SELECT id FROM users WHERE phone = ?").get(owner) as { id: number }
    ).id;
    // a token the squatter's account holds (issued before this fix, or on another device)
    const squatterToken = issueToken(api.backend.db, id, api.clock.now);
    expect((await info(squatterToken)).status).toBe(200);

    later(api.clock, 61);
    expect((await post("/auth/login", { login_type: "otp", phone: owner })).status).toBe(200);
    const prompt = await post("/auth/verify-phone", {
      phone: owner,
      otp: "123456",
      verification_type: "phone",
      login_type: "otp",
    });
    expect(prompt.body.is_exist_user).toMatchObject({ name: "Mallory Squat" });
    const yes = await post("/auth/login", {
      login_type: "otp",
      phone: owner,
      otp: "123456",
      verified: "yes",
    });
    expect(yes.status).toBe(200);
    expect(yes.body.token).toMatch(/.{20,}/);

    expect((await info(squatterToken)).status).toBe(401);
    expect((await manual(owner, squatter.password)).status).toBe(401);
    expect((await manual(squatter.email, squatter.password)).status).toBe(401);
    // the squatter's e-mail (a way back in through social sign-in or a reset) is gone too
    const claimed = await info(yes.body.token);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ phone: owner, email: null, social_id: null });
  });

  it("with Firebase phone auth, sign-up withholds the token until the phone is verified", async () => {
    writeSettings(api.backend.db, { firebase_otp_verification: 1 });
    try {
      const phone = "+971556200003";
      const signUp = await post("/auth/sign-up", { ...squatter, email: undefined, phone });
      expect(signUp.status).toBe(200);
      expect(signUp.body).toMatchObject({ token: null, is_phone_verified: 0 });
      expect((await manual(phone, squatter.password)).body.token).toBeNull();
    } finally {
      writeSettings(api.backend.db, { firebase_otp_verification: 0 });
    }
  });
});
