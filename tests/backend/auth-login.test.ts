import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiHarness } from "./harness";
import {
  DEMO,
  FOOD,
  addToCart,
  bearer,
  loginAs,
  newGuest,
  plainBurgerItem,
  startCommerceApi,
  type Clock,
} from "./commerce-helpers";

let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.call(path, { method: "POST", body, headers });

describe("POST /auth/login (manual)", () => {
  it("returns a token and both verification flags for the demo customer, by phone or e-mail", async () => {
    const byPhone = await post("/auth/login", {
      login_type: "manual",
      email_or_phone: DEMO.phone,
      password: DEMO.password,
    });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body).toMatchObject({
      is_phone_verified: 1,
      is_email_verified: 1,
      is_personal_info: 1,
      login_type: "manual",
      email: DEMO.email,
    });
    const byEmail = await post("/auth/login", {
      login_type: "manual",
      email_or_phone: "DEMO@souq.test",
      password: DEMO.password,
      field_type: "email",
    });
    expect(byEmail.body.token).toEqual(expect.any(String));
    expect(byEmail.body.token).not.toBe(byPhone.body.token);
  });

  it("stores only the SHA-256 of a token", async () => {
    const token = await loginAs(api);
    const hash = createHash("sha256").update(token).digest("hex");
    const row = api.backend.db
      .prepare("SELECT user_id FROM auth_tokens WHERE token_hash = ?")
      .get(hash) as { user_id: number } | undefined;
    expect(row?.user_id).toBe(DEMO.id);
    expect(
      api.backend.db.prepare("SELECT 1 FROM auth_tokens WHERE token_hash = ?").get(token),
    ).toBeUndefined();
  });

  it("answers 401 auth-001 for a wrong password or an unknown account", async () => {
    const wrong = await post("/auth/login", {
      login_type: "manual",
      email_or_phone: DEMO.phone,
      password: "wrong-password",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      errors: [{ code: "auth-001", message: "Email or password does not match" }],
    });
    const unknown = await post("/auth/login", {
      login_type: "manual",
      email_or_phone: "+971599999999",
      password: "whatever1",
    });
    expect(unknown.status).toBe(401);
  });

  it("answers 403 auth-003 for a blocked account", async () => {
    api.backend.db.prepare("UPDATE users SET status = 0 WHERE id = 2").run();
    const res = await post("/auth/login", {
      login_type: "manual",
      email_or_phone: "+971500000002",
      password: "demo1234",
    });
    api.backend.db.prepare("UPDATE users SET status = 1 WHERE id = 2").run();
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe("auth-003");
  });

  it("validates login_type and the manual fields", async () => {
    const type = await post("/auth/login", { login_type: "magic" });
    expect(type.status).toBe(403);
    expect(type.body.errors[0].code).toBe("login_type");
    const fields = await post("/auth/login", { login_type: "manual", password: "123" });
    expect(fields.status).toBe(403);
    expect(fields.body.errors.map((e: { code: string }) => e.code)).toEqual([
      "email_or_phone",
      "password",
    ]);
  });

  it("moves a guest cart to the user when guest_id comes along", async () => {
    const guestId = await newGuest(api);
    const item = plainBurgerItem(api);
    expect(
      (
        await addToCart(api, { guestId }, FOOD, {
          item_id: item.id,
          price: item.price,
          quantity: 2,
        })
      ).status,
    ).toBe(200);
    const login = await post("/auth/login", {
      login_type: "manual",
      email_or_phone: DEMO.phone,
      password: DEMO.password,
      guest_id: guestId,
    });
    const cart = await api.call("/customer/cart/list", {
      headers: bearer(login.body.token, { moduleId: String(FOOD) }),
    });
    expect(
      cart.body.map((line: { item_id: number; quantity: number }) => [line.item_id, line.quantity]),
    ).toEqual([[item.id, 2]]);
    const guestCart = await api.call("/customer/cart/list", {
      headers: { moduleId: String(FOOD) },
      query: { guest_id: guestId },
    });
    expect(guestCart.body).toEqual([]);
  });
});

describe("unsupported sign-in methods", () => {
  it("answers a clear 403 for social login while it is off (the seed) and Firebase verification", async () => {
    const social = await post("/auth/login", {
      login_type: "social",
      token: "t",
      unique_id: "u",
      medium: "google",
    });
    expect(social.status).toBe(403);
    expect(social.body.errors[0]).toEqual({
      code: "social_login",
      message: "Google login is not active.",
    });
    expect((await post("/auth/social-login", {})).status).toBe(403);
    const firebase = await post("/auth/firebase-verify-token", {
      session_info: "s",
      phone: "+971555000555",
      otp: "123456",
    });
    expect(firebase.status).toBe(403);
    expect(firebase.body.errors[0].message).toMatch(/Firebase/);
    const missing = await post("/auth/firebase-verify-token", {});
    expect(missing.status).toBe(403);
    expect(missing.body.errors.map((e: { code: string }) => e.code)).toEqual([
      "session_info",
      "phone",
      "otp",
    ]);
  });
});

describe("unauthenticated calls to token routes", () => {
  it("answers {message} to JSON clients and the auth-001 body to others", async () => {
    const json = await api.call("/customer/info", { headers: { "X-localization": "en" } });
    expect(json.status).toBe(401);
    expect(json.body).toEqual({ message: "Unauthenticated." });
    const html = await api.call("/customer/info", {
      headers: { Accept: "text/html", Authorization: "Bearer not-a-token" },
    });
    expect(html.status).toBe(401);
    expect(html.body).toEqual({ errors: [{ code: "auth-001", message: "Unauthenticated." }] });
  });

  it("never answers 500 to a malformed JSON body", async () => {
    const res = await api.call("/auth/login", { method: "POST", body: "{not json" });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].code).toBe("data");
  });
});
