import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import { bearer, later, startCommerceApi, type Clock } from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.call(path, { method: "POST", body, headers });

describe("POST /auth/guest/request", () => {
  it("issues integer guest ids that do not follow one another (issue 7: not guessable)", async () => {
    const first = await post("/auth/guest/request", { fcm_token: "abc" });
    const second = await post("/auth/guest/request", {});
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: expect.any(String), guest_id: expect.any(Number) });
    for (const id of [first.body.guest_id, second.body.guest_id]) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(2 ** 32);
    }
    expect(Math.abs(second.body.guest_id - first.body.guest_id)).toBeGreaterThan(1000);
  });
});

describe("POST /auth/sign-up and verify-phone", () => {
  const phone = "+971555000111";

  it("creates an unverified account and asks for the OTP instead of a token", async () => {
    const res = await post("/auth/sign-up", {
      name: "Layla Al Mansoori",
      phone,
      email: "Layla@Example.com",
      password: "secret123",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      token: null,
      is_phone_verified: 0,
      is_email_verified: 0,
      is_personal_info: 1,
      is_exist_user: null,
      login_type: "manual",
      email: "layla@example.com",
    });
    const row = api.backend.db
      .prepare("SELECT f_name, l_name, password_hash FROM users WHERE phone = ?")
      .get(phone) as {
      f_name: string;
      l_name: string;
      password_hash: string;
    };
    expect(row.f_name).toBe("Layla");
    expect(row.l_name).toBe("Al Mansoori");
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain("secret123");
  });

  it("refuses a phone or e-mail that is already taken", async () => {
    const again = await post("/auth/sign-up", { name: "Other", phone, password: "secret123" });
    expect(again.status).toBe(403);
    expect(again.body.errors[0].code).toBe("phone");
    const email = await post("/auth/sign-up", {
      name: "Other",
      phone: "+971555000999",
      email: "layla@example.com",
      password: "secret123",
    });
    expect(email.status).toBe(403);
    expect(email.body.errors[0].code).toBe("email");
  });

  it("validates with 403 and one entry per field", async () => {
    const res = await post("/auth/sign-up", {
      phone: "not a phone",
      password: "short",
      email: "nope",
    });
    expect(res.status).toBe(403);
    const codes = res.body.errors.map((e: { code: string }) => e.code);
    expect(codes).toEqual(expect.arrayContaining(["name", "phone", "password", "email"]));
    expect(res.body.errors.find((e: { code: string }) => e.code === "name").message).toBe(
      "The name field is required.",
    );
    const huge = await post("/auth/sign-up", {
      name: "x".repeat(50_000),
      phone: "+971555000222",
      password: "secret123",
    });
    expect(huge.status).toBe(403);
    expect(huge.body.errors[0].code).toBe("name");
  });

  it("refuses an unknown referral code with 405", async () => {
    const res = await post("/auth/sign-up", {
      name: "Ref",
      phone: "+971555000333",
      password: "secret123",
      ref_code: "NOPE",
    });
    expect(res.status).toBe(405);
    expect(res.body.errors[0].code).toBe("ref_code");
  });

  it("answers 404 'OTP does not match' for a wrong code, then signs in with 123456", async () => {
    const wrong = await post("/auth/verify-phone", {
      phone,
      otp: "000000",
      verification_type: "phone",
      login_type: "manual",
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ message: "OTP does not match" });
    const right = await post("/auth/verify-phone", {
      phone,
      otp: "123456",
      verification_type: "phone",
      login_type: "manual",
    });
    expect(right.status).toBe(200);
    expect(right.body.token).toEqual(expect.any(String));
    expect(right.body.token.length).toBeGreaterThanOrEqual(40);
    expect(right.body.is_phone_verified).toBe(1);
    const info = await api.call("/customer/info", {
      headers: bearer(right.body.token, { "X-localization": "en" }),
    });
    expect(info.body.phone).toBe(phone);
  });

  it("answers 200 with a message when the phone is already verified", async () => {
    const res = await post("/auth/verify-phone", {
      phone,
      otp: "123456",
      verification_type: "phone",
      login_type: "manual",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.stringMatching(/already verified/i) });
  });

  it("blocks after 5 wrong codes, refuses even the right code for 600 s, then accepts it", async () => {
    const blocked = "+971555000444";
    expect(
      (await post("/auth/sign-up", { name: "Block Me", phone: blocked, password: "secret123" }))
        .status,
    ).toBe(200);
    const verify = (otp: string) =>
      post("/auth/verify-phone", {
        phone: blocked,
        otp,
        verification_type: "phone",
        login_type: "manual",
      });
    for (let i = 0; i < 4; i++) expect((await verify("111111")).status).toBe(404);
    const fifth = await verify("111111");
    expect(fifth.status).toBe(405);
    expect(fifth.body.errors[0].code).toBe("otp_temp_blocked");
    const during = await verify("123456");
    expect(during.status).toBe(405);
    expect(during.body.errors[0]).toEqual({
      code: "otp_block_time",
      message: "please try again after 600 seconds",
    });
    later(api.clock, 601);
    const after = await verify("123456");
    expect(after.status).toBe(200);
    expect(after.body.token).toEqual(expect.any(String));
  });

  it("requires verification_type, login_type and a phone of 9–14 characters", async () => {
    const res = await post("/auth/verify-phone", { otp: "123456", phone: "12" });
    expect(res.status).toBe(403);
    expect(res.body.errors.map((e: { code: string }) => e.code)).toEqual([
      "verification_type",
      "login_type",
    ]);
    const short = await post("/auth/verify-phone", {
      otp: "123456",
      phone: "12",
      verification_type: "phone",
      login_type: "manual",
    });
    expect(short.status).toBe(403);
    expect(short.body.errors[0].code).toBe("phone");
  });
});
