import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import { bearer, later, startCommerceApi, type Clock } from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.call(path, { method: "POST", body });
const sendCode = (phone: string) => post("/auth/login", { login_type: "otp", phone });
const verifyOtpLogin = (phone: string, otp = "123456", extra: Record<string, unknown> = {}) =>
  post("/auth/verify-phone", {
    phone,
    otp,
    verification_type: "phone",
    login_type: "otp",
    ...extra,
  });
const userByPhone = (phone: string) =>
  api.backend.db.prepare("SELECT * FROM users WHERE phone = ?").get(phone) as
    | { id: number; f_name: string | null; password_hash: string | null; is_phone_verified: number }
    | undefined;

describe("OTP login for a new phone", () => {
  const phone = "+971556000001";

  it("sends a code (no token yet) and throttles a resend within 60 s", async () => {
    const first = await sendCode(phone);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      token: null,
      is_phone_verified: 0,
      login_type: "otp",
      is_exist_user: null,
    });
    later(api.clock, 20);
    const again = await sendCode(phone);
    expect(again.status).toBe(405);
    expect(again.body).toEqual({
      errors: [{ code: "otp", message: "please try again after 40 seconds" }],
    });
    later(api.clock, 41);
    expect((await sendCode(phone)).status).toBe(200);
  });

  let verificationToken: string;
  it("creates an account without a usable password and asks for personal info", async () => {
    const wrong = await verifyOtpLogin(phone, "654321");
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: "OTP does not match" });
    const res = await verifyOtpLogin(phone);
    verificationToken = res.body.verification_token;
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token: null, is_personal_info: 0, login_type: "otp" });
    const user = userByPhone(phone)!;
    expect(user.password_hash).toBeNull();
    expect(user.is_phone_verified).toBe(1);
    // quirk 16 is not reproduced: the phone number is not a password
    const manual = await post("/auth/login", {
      login_type: "manual",
      email_or_phone: phone,
      password: phone,
    });
    expect(manual.status).toBe(401);
  });

  it("completes the profile through update-info once, then refuses", async () => {
    const res = await post("/auth/update-info", {
      name: "Noor Haddad",
      login_type: "otp",
      phone,
      email: "noor@example.com",
      // the proof the verification answered (issue 28 item 1: the phone alone is not enough)
      verification_token: verificationToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_personal_info: 1,
      login_type: "otp",
      email: "noor@example.com",
    });
    const info = await api.call("/customer/info", {
      headers: bearer(res.body.token, { "X-localization": "en" }),
    });
    expect(info.body).toMatchObject({ f_name: "Noor", l_name: "Haddad", phone });
    const again = await post("/auth/update-info", {
      name: "Someone Else",
      login_type: "otp",
      phone,
    });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ message: "Personal info already exists" });
  });

  it("refuses update-info for a phone nobody verified recently", async () => {
    const stranger = "+971556000002";
    expect((await sendCode(stranger)).status).toBe(200);
    const verified = await verifyOtpLogin(stranger);
    expect(verified.body.is_personal_info).toBe(0);
    later(api.clock, 31 * 60);
    const res = await post("/auth/update-info", {
      name: "Late Comer",
      login_type: "otp",
      phone: stranger,
      verification_token: verified.body.verification_token,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/verify your phone number again/i);
    expect(userByPhone(stranger)!.f_name).toBeNull();
    const unknown = await post("/auth/update-info", {
      name: "Ghost",
      login_type: "otp",
      phone: "+971556000099",
    });
    expect(unknown.status).toBe(404);
  });

  it("validates update-info", async () => {
    const res = await post("/auth/update-info", { login_type: "sms", phone: "1" });
    expect(res.status).toBe(403);
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual([
      "name",
      "login_type",
      "phone",
    ]);
  });
});

describe("OTP login for an existing, unverified account", () => {
  const phone = "+971556000010";

  it("asks 'is it you?' and signs in when the answer is yes", async () => {
    expect(
      (await post("/auth/sign-up", { name: "Karim Saleh", phone, password: "secret123" })).status,
    ).toBe(200);
    later(api.clock, 61);
    expect((await sendCode(phone)).status).toBe(200);
    const prompt = await verifyOtpLogin(phone);
    expect(prompt.status).toBe(200);
    expect(prompt.body.token).toBeNull();
    expect(prompt.body.is_exist_user).toEqual({
      id: userByPhone(phone)!.id,
      name: "Karim Saleh",
      image: null,
    });
    const yes = await post("/auth/login", {
      login_type: "otp",
      phone,
      otp: "123456",
      verified: "yes",
    });
    expect(yes.status).toBe(200);
    expect(yes.body.token).toEqual(expect.any(String));
    expect(userByPhone(phone)!.is_phone_verified).toBe(1);
  });

  it("starts a fresh account when the answer is no", async () => {
    const other = "+971556000011";
    expect(
      (await post("/auth/sign-up", { name: "Old Owner", phone: other, password: "secret123" }))
        .status,
    ).toBe(200);
    const oldId = userByPhone(other)!.id;
    later(api.clock, 61);
    expect((await sendCode(other)).status).toBe(200);
    expect((await verifyOtpLogin(other)).body.is_exist_user).not.toBeNull();
    const no = await post("/auth/login", {
      login_type: "otp",
      phone: other,
      otp: "123456",
      verified: "no",
    });
    expect(no.status).toBe(200);
    expect(no.body).toMatchObject({ token: null, is_personal_info: 0 });
    expect(userByPhone(other)!.id).not.toBe(oldId);
    const old = api.backend.db.prepare("SELECT phone FROM users WHERE id = ?").get(oldId) as {
      phone: string | null;
    };
    expect(old.phone).toBeNull();
  });

  it("refuses `verified` for a phone without an account, and a wrong code", async () => {
    const none = await post("/auth/login", {
      login_type: "otp",
      phone: "+971556000077",
      otp: "123456",
      verified: "yes",
    });
    expect(none.status).toBe(404);
    const phoneX = "+971556000012";
    expect(
      (await post("/auth/sign-up", { name: "Wrong Code", phone: phoneX, password: "secret123" }))
        .status,
    ).toBe(200);
    const wrong = await post("/auth/login", {
      login_type: "otp",
      phone: phoneX,
      otp: "000000",
      verified: "yes",
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: "OTP does not match" });
  });
});
