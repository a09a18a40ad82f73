import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNVERIFIED_CUSTOMERS } from "../../backend/seed/commerce";
import { writeSettings } from "../../backend/services/settings";
import { startApi, type ApiHarness } from "./harness";
import { startFirebasePhoneApi, type IdentityToolkitStub } from "./identity-toolkit-stub";

/**
 * Firebase phone auth on the backend (contract §2.2 firebase-verify-token, §6.2): the session
 * Firebase started in the browser is redeemed at Identity Toolkit's signInWithPhoneNumber — here
 * a stand-in that knows which code it "sent" to which phone for each session.
 */
let toolkit: IdentityToolkitStub;
let api: ApiHarness;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ api, toolkit, close } = await startFirebasePhoneApi((options) =>
    startApi({ demo: true, ...options }),
  ));
});
afterAll(() => close());

const post = (path: string, body: unknown) => api.call(path, { method: "POST", body });
const firebaseSends = (phone: string, code?: string) => toolkit.send(phone, code);
const userByPhone = (phone: string) =>
  api.backend.db.prepare("SELECT * FROM users WHERE phone = ?").get(phone) as
    Record<string, unknown> | undefined;
const codesFor = (phone: string) =>
  api.backend.db
    .prepare("SELECT COUNT(*) AS n FROM phone_verifications WHERE phone = ?")
    .get(phone);

describe("sign-up with Firebase phone verification", () => {
  const phone = "+971557100001";

  // §6.2 answers a token here; that signed an unproven number in (issue 28 item 3)
  it("sign-up sends no code and answers is_phone_verified 0 without a token until Firebase verifies", async () => {
    const answer = await post("/auth/sign-up", {
      name: "Huda Saleh",
      phone,
      email: "huda.firebase@example.com",
      password: "secret123",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ is_phone_verified: 0, login_type: "manual" });
    expect(answer.body.token).toBeNull();
    expect(codesFor(phone)).toEqual({ n: 0 });
  });

  it("a wrong code is refused with Firebase's text as 403 code 403; the right one verifies", async () => {
    const sent = firebaseSends(phone);
    const wrong = await post("/auth/firebase-verify-token", {
      ...sent,
      otp: "000000",
      login_type: "manual",
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ errors: [{ code: "403", message: "INVALID_CODE" }] });
    expect(userByPhone(phone)).toMatchObject({ is_phone_verified: 0 });

    const right = await post("/auth/firebase-verify-token", { ...sent, login_type: "manual" });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ is_phone_verified: 1, login_type: "manual" });
    expect(right.body.token).toMatch(/.{20,}/);
    expect(userByPhone(phone)).toMatchObject({ is_phone_verified: 1 });
    expect(toolkit.keysSeen.at(-1)).toBe(toolkit.apiKey);
  });

  it("a code Firebase sent to another number does not verify this one", async () => {
    const other = firebaseSends("+971557199999");
    const answer = await post("/auth/firebase-verify-token", {
      ...other,
      phone: "+971557100002",
      login_type: "manual",
    });
    expect(answer.status).toBe(403);
    expect(answer.body.errors[0]).toEqual({
      code: "403",
      message: "The verified phone number does not match.",
    });
  });

  it("an unknown session is Firebase's refusal too", async () => {
    const answer = await post("/auth/firebase-verify-token", {
      session_info: "forged",
      phone,
      otp: "246810",
    });
    expect(answer.status).toBe(403);
    expect(answer.body.errors[0]).toEqual({ code: "403", message: "INVALID_SESSION_INFO" });
  });
});

describe("OTP login with Firebase", () => {
  it("a new phone gets an account and is asked for personal info", async () => {
    const phone = "+971557200001";
    const answer = await post("/auth/firebase-verify-token", {
      ...firebaseSends(phone),
      login_type: "otp",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token: null, is_personal_info: 0, login_type: "otp" });
    expect(userByPhone(phone)).toMatchObject({ is_phone_verified: 1, login_medium: "otp" });
  });

  it("an unverified account asks 'Is it you?'; Yes with the same code signs it in", async () => {
    const { phone } = UNVERIFIED_CUSTOMERS[3]!;
    const sent = firebaseSends(phone, "135790");
    const answer = await post("/auth/firebase-verify-token", { ...sent, login_type: "otp" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token: null, is_exist_user: { name: "Omar Haddad" } });

    const wrong = await post("/auth/login", {
      login_type: "otp",
      phone,
      otp: "999999",
      verified: "yes",
    });
    expect(wrong.status).not.toBe(200);
    const yes = await post("/auth/login", {
      login_type: "otp",
      phone,
      otp: "135790",
      verified: "yes",
    });
    expect(yes.status).toBe(200);
    expect(yes.body.token).toMatch(/.{20,}/);
    expect(userByPhone(phone)).toMatchObject({ is_phone_verified: 1 });
  });
});

describe("when Firebase verification cannot run", () => {
  it("is refused while firebase_otp_verification is off, and without a web API key", async () => {
    const sent = firebaseSends("+971557300001");
    writeSettings(api.backend.db, { firebase_otp_verification: 0 });
    const off = await post("/auth/firebase-verify-token", sent);
    expect(off.status).toBe(403);
    expect(off.body.errors[0]).toEqual({
      code: "403",
      message: "Firebase phone verification is not active.",
    });
    const envKey = process.env.FIREBASE_API_KEY;
    delete process.env.FIREBASE_API_KEY;
    writeSettings(api.backend.db, { firebase_otp_verification: 1, firebase_web_api_key: null });
    try {
      const unkeyed = await post("/auth/firebase-verify-token", sent);
      expect(unkeyed.status).toBe(403);
      expect(unkeyed.body.errors[0].message).toBe(
        "Firebase phone verification is not configured on this server.",
      );
    } finally {
      if (envKey !== undefined) process.env.FIREBASE_API_KEY = envKey;
      writeSettings(api.backend.db, { firebase_web_api_key: toolkit.apiKey });
    }
  });
});
