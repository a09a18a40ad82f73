import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import { DEMO, SARA, bearer, loginAs, startCommerceApi, type Clock } from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
let token: string;
let sara: string;
beforeAll(async () => {
  api = await startCommerceApi();
  token = await loginAs(api);
  sara = await loginAs(api, SARA);
});
afterAll(() => api.close());

const as = (auth: string, extra: Record<string, string> = {}) => bearer(auth, extra);

describe("GET customer/info", () => {
  it("answers the user object without secrets", async () => {
    const res = await api.call("/customer/info", {
      headers: as(token, { "X-localization": "ar" }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: DEMO.id,
      f_name: "Demo",
      l_name: "Customer",
      phone: DEMO.phone,
      email: DEMO.email,
      is_phone_verified: 1,
      // one delivered order per store module (backend/seed/demo-orders.ts)
      order_count: 4,
      current_language_key: "ar",
      image_full_url: null,
      userinfo: null,
      member_since_days: 120,
      is_valid_for_discount: false,
    });
    expect(res.body).not.toHaveProperty("password_hash");
    expect(res.body).not.toHaveProperty("password");
    expect(res.body).not.toHaveProperty("interest");
  });

  it("answers 200 with an error body without X-localization (quirk 4)", async () => {
    const res = await api.call("/customer/info", { headers: as(token) });
    expect(res.status).toBe(200);
    expect(res.body.errors[0].code).toBe("x-localization");
  });

  it("offers the first-order discount only to a new customer without orders", async () => {
    const phone = "+971557000001";
    await api.call("/auth/sign-up", {
      method: "POST",
      body: { name: "New Comer", phone, password: "secret123" },
    });
    const verified = await api.call("/auth/verify-phone", {
      method: "POST",
      body: { phone, otp: "123456", verification_type: "phone", login_type: "manual" },
    });
    const res = await api.call("/customer/info", {
      headers: as(verified.body.token, { "X-localization": "en" }),
    });
    expect(res.body).toMatchObject({
      member_since_days: 0,
      is_valid_for_discount: true,
      discount_amount: 10,
      discount_amount_type: "percentage",
      validity: "30 day",
    });
    // Sara has no orders either, but joined 120 days ago: past the 30-day validity
    const old = await api.call("/customer/info", { headers: as(sara, { "X-localization": "en" }) });
    expect(old.body).toMatchObject({ order_count: 0, is_valid_for_discount: false });
  });
});

describe("POST customer/update-profile", () => {
  it("saves name and e-mail directly, and refuses another user's e-mail", async () => {
    const res = await api.call("/customer/update-profile", {
      method: "POST",
      headers: as(sara),
      body: { name: "Sara Al Amiri", email: "sara.new@souq.test", phone: SARA.phone },
    });
    expect(res.status).toBe(200);
    const info = await api.call("/customer/info", {
      headers: as(sara, { "X-localization": "en" }),
    });
    expect(info.body).toMatchObject({
      f_name: "Sara",
      l_name: "Al Amiri",
      email: "sara.new@souq.test",
    });
    const taken = await api.call("/customer/update-profile", {
      method: "POST",
      headers: as(sara),
      body: { name: "Sara", email: DEMO.email, phone: SARA.phone },
    });
    expect(taken.status).toBe(403);
    expect(taken.body.errors[0].code).toBe("email");
  });

  it("asks for an OTP before changing the phone, then saves it verified", async () => {
    const newPhone = "+971557000123";
    const body = { name: "Sara Al Amiri", email: "sara.new@souq.test", phone: newPhone };
    const prompt = await api.call("/customer/update-profile", {
      method: "POST",
      headers: as(sara),
      body,
    });
    expect(prompt.status).toBe(200);
    expect(prompt.body).toEqual({
      verification_on: "phone",
      verification_medium: "SMS",
      otp_send: true,
      message: expect.any(String),
    });
    const user = () =>
      api.backend.db.prepare("SELECT phone, is_phone_verified FROM users WHERE id = 2").get();
    expect(user()).toEqual({ phone: SARA.phone, is_phone_verified: 1 });
    const resend = await api.call("/customer/update-profile", {
      method: "POST",
      headers: as(sara),
      body,
    });
    expect(resend.status).toBe(403);
    expect(resend.body.otp_send).toBe(false);
    const wrong = await api.call("/customer/update-profile", {
      method: "POST",
      headers: as(sara),
      body: { ...body, otp: "000000", verification_on: "phone" },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors[0].code).toBe("otp");
    const right = await api.call("/customer/update-profile", {
      method: "POST",
      headers: as(sara),
      body: { ...body, otp: "123456", verification_on: "phone", verification_medium: "SMS" },
    });
    expect(right.status).toBe(200);
    expect(user()).toEqual({ phone: newPhone, is_phone_verified: 1 });
  });

  it("changes the password (min 8) without OTP when the phone stays", async () => {
    const short = await api.call("/customer/update-profile", {
      method: "POST",
      headers: as(token),
      body: { name: "Demo Customer", email: DEMO.email, phone: DEMO.phone, password: "short" },
    });
    expect(short.status).toBe(403);
    expect(short.body.errors[0].code).toBe("password");
    const res = await api.call("/customer/update-profile", {
      method: "POST",
      headers: as(token),
      body: {
        name: "Demo Customer",
        email: DEMO.email,
        phone: DEMO.phone,
        password: "demo12345",
        current_password: DEMO.password,
        button_type: "change_password",
      },
    });
    expect(res.status).toBe(200);
    expect(
      (await loginAs(api, { phone: DEMO.phone, password: "demo12345" })).length,
    ).toBeGreaterThan(40);
  });
});
