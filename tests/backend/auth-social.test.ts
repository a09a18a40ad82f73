import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeSettings } from "../../backend/services/settings";
import {
  googleCredential,
  SOCIAL_IDS,
  SOCIAL_ON,
  standInCredential,
  startSocialApi,
  type SocialHarness,
} from "./social-kit";

/**
 * A phone no other test of this run has used: "+9715" and 8 digits, the run's clock and a
 * sequence. (Date.now() plus a per-test offset collided when one test started a few
 * milliseconds after another: the second sign-up was refused as a taken phone.)
 */
const runStamp = Date.now() % 1_000_000;
let phoneSequence = 0;
const newPhone = () => `+9715${String(runStamp * 100 + (phoneSequence++ % 100)).padStart(8, "0")}`;

/**
 * Social sign-in (contract §2.2, §6.1; foundations §3, §4 "Social sign-in"): social-login and
 * social-register over HTTP, credentials checked by the providers' stand-ins.
 */
let api: SocialHarness;
beforeAll(async () => {
  api = await startSocialApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.call(path, { method: "POST", body });
const userByEmail = (email: string) =>
  api.backend.db.prepare("SELECT * FROM users WHERE email = ?").get(email) as
    Record<string, unknown> | undefined;

describe("POST /auth/social-login", () => {
  it("a new Google email creates the account and asks for a phone (no token yet)", async () => {
    const google = googleCredential();
    const answer = await post("/auth/social-login", { ...google, login_type: "social" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      token: null,
      is_personal_info: 1,
      is_exist_user: null,
      is_phone_verified: 0,
      login_type: "social",
      email: google.email,
      phone: null,
    });
    expect(userByEmail(google.email)).toMatchObject({
      f_name: "Layla",
      l_name: "Haddad",
      login_medium: "google",
      social_id: google.unique_id,
      is_email_verified: 1,
    });
  });

  it("the phone completion (social-register) signs the account in; the phone is kept", async () => {
    const google = googleCredential();
    await post("/auth/social-login", google);
    const phone = newPhone();
    const answer = await post("/auth/social-register", { ...google, phone, id_token: true });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toMatch(/.{20,}/);
    expect(answer.body).toMatchObject({ is_phone_verified: 1, is_personal_info: 1 });
    expect(userByEmail(google.email)).toMatchObject({ phone });
    // Next time the same Google account signs straight in.
    const again = await post(
      "/auth/social-login",
      googleCredential({
        sub: google.unique_id,
        email: google.email,
      }),
    );
    expect(again.body.token).toMatch(/.{20,}/);
  });

  it("a phone already used by another account is refused on its field", async () => {
    const google = googleCredential();
    await post("/auth/social-login", google);
    const answer = await post("/auth/social-register", { ...google, phone: "+971500000001" });
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([
      { code: "phone", message: "The phone has already been taken." },
    ]);
  });

  it("without a name from the provider, user_info comes first (is_personal_info 0), then update-info", async () => {
    const google = googleCredential({ name: undefined });
    const answer = await post("/auth/social-login", google);
    expect(answer.body).toMatchObject({ token: null, is_personal_info: 0 });
    const phone = newPhone();
    const info = await post("/auth/update-info", {
      name: "Omar Said",
      login_type: "social",
      phone,
      email: google.email,
      verification_token: answer.body.verification_token,
    });
    expect(info.status).toBe(200);
    expect(info.body.token).toMatch(/.{20,}/);
    expect(userByEmail(google.email)).toMatchObject({ f_name: "Omar", phone });
  });

  it("an existing account with an unverified email asks 'Is it you?'; yes signs it in", async () => {
    const email = `manual${Date.now()}@example.com`;
    const phone = newPhone();
    const signUp = await post("/auth/sign-up", {
      name: "Sara Ali",
      email,
      phone,
      password: "secret123",
    });
    expect(signUp.status).toBe(200);
    const google = googleCredential({ email });
    const first = await post("/auth/social-login", google);
    expect(first.body).toMatchObject({ token: null, is_exist_user: { name: "Sara Ali" } });
    const yes = await post("/auth/social-login", { ...google, verified: "yes" });
    expect(yes.body.token).toMatch(/.{20,}/);
    expect(userByEmail(email)).toMatchObject({ phone, is_email_verified: 1 });
  });

  it("'no' leaves the old account its phone and makes a new one for the email", async () => {
    const email = `manualno${Date.now()}@example.com`;
    const phone = newPhone();
    await post("/auth/sign-up", { name: "Sara Ali", email, phone, password: "secret123" });
    const google = googleCredential({ email, name: "Mona Ali" });
    await post("/auth/social-login", google);
    const no = await post("/auth/social-login", { ...google, verified: "no" });
    expect(no.body).toMatchObject({ token: null, is_personal_info: 1, phone: null });
    expect(userByEmail(email)).toMatchObject({ f_name: "Mona", phone: null });
    const old = api.backend.db.prepare("SELECT email FROM users WHERE phone = ?").get(phone);
    expect(old).toEqual({ email: null });
  });

  it("refuses credentials the provider rejects, or issued to another client, or for someone else", async () => {
    const rejected = await post("/auth/social-login", googleCredential({ reject: true }));
    expect(rejected.status).toBe(403);
    expect(rejected.body.errors).toEqual([{ code: "social_login", message: "wrong credential." }]);
    const otherClient = await post("/auth/social-login", googleCredential({ aud: "someone-else" }));
    expect(otherClient.body.errors[0].code).toBe("social_login");
    const google = googleCredential();
    const otherId = await post("/auth/social-login", { ...google, unique_id: "not-the-sub" });
    expect(otherId.status).toBe(403);
    const garbage = await post("/auth/social-login", { ...google, token: "not-a-token" });
    expect(garbage.status).toBe(403);
  });

  it("no email from the provider is the 403 `email` error (the client asks for a phone)", async () => {
    const token = standInCredential("facebook", {
      id: "fb-1",
      name: "Rami K",
      app: SOCIAL_IDS.facebook,
    });
    const answer = await post("/auth/social-login", {
      token,
      unique_id: "fb-1",
      medium: "facebook",
    });
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([
      { code: "email", message: "The email field is required." },
    ]);
    // With the phone asked for, Facebook's account is made by phone and signed in.
    const phone = newPhone();
    const withPhone = await post("/auth/social-login", {
      token,
      unique_id: "fb-1",
      medium: "facebook",
      phone,
    });
    expect(withPhone.status).toBe(200);
    expect(withPhone.body.token).toMatch(/.{20,}/);
  });

  it("checks a Facebook token's app and an Apple code at the token endpoint", async () => {
    const email = `fb${Date.now()}@example.com`;
    const wrongApp = standInCredential("facebook", { id: "fb-2", email, name: "A B", app: "1" });
    expect(
      (await post("/auth/social-login", { token: wrongApp, medium: "facebook", email })).status,
    ).toBe(403);
    const fb = standInCredential("facebook", {
      id: "fb-2",
      email,
      name: "A B",
      app: SOCIAL_IDS.facebook,
    });
    const ok = await post("/auth/social-login", {
      token: fb,
      unique_id: "fb-2",
      medium: "facebook",
      email,
    });
    expect(ok.body).toMatchObject({ token: null, is_personal_info: 1, email });

    const appleEmail = `apple${Date.now()}@example.com`;
    const code = standInCredential("apple", {
      sub: "apple-1",
      email: appleEmail,
      aud: SOCIAL_IDS.apple,
    });
    const apple = await post("/auth/social-login", { token: code, medium: "apple" });
    expect(apple.status).toBe(200);
    // Apple gives no name here: user_info asks for it.
    expect(apple.body).toMatchObject({ token: null, is_personal_info: 0, email: appleEmail });
  });

  it("is refused while the provider or social sign-in is off (status and centralized status)", async () => {
    try {
      writeSettings(api.backend.db, {
        social_login: [{ login_medium: "google", status: 0, client_id: SOCIAL_IDS.google }],
      });
      const off = await post("/auth/social-login", googleCredential());
      expect(off.status).toBe(403);
      expect(off.body.errors).toEqual([
        { code: "social_login", message: "Google login is not active." },
      ]);
      writeSettings(api.backend.db, {
        ...SOCIAL_ON,
        centralize_login: { ...SOCIAL_ON.centralize_login, social_login_status: 0 },
      });
      expect(
        (await post("/auth/login", { ...googleCredential(), login_type: "social" })).status,
      ).toBe(403);
    } finally {
      writeSettings(api.backend.db, SOCIAL_ON);
    }
  });

  it("/config lists the providers' statuses and public ids, never Apple's secret", async () => {
    const config = await api.call("/config");
    expect(config.body.social_login).toEqual([
      { login_medium: "google", status: true, client_id: SOCIAL_IDS.google },
      { login_medium: "facebook", status: true, client_id: SOCIAL_IDS.facebook },
    ]);
    expect(config.body.apple_login[0]).toMatchObject({
      login_medium: "apple",
      status: true,
      client_id: SOCIAL_IDS.apple,
      redirect_url_react: "https://shop.example/auth/sign-in",
    });
    expect(JSON.stringify(config.body)).not.toContain("apple-secret-jwt");
  });
});

describe("POST /auth/social-register with phone verification (not demo)", () => {
  let live: SocialHarness;
  beforeAll(async () => {
    live = await startSocialApi({ demo: false });
  });
  afterAll(() => live.close());

  it("sends a code to the phone; verify-phone (manual) then signs in", async () => {
    const google = googleCredential();
    await live.call("/auth/social-login", { method: "POST", body: google });
    const phone = newPhone();
    // The code is stored hashed; the backend without an SMS gateway prints it.
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const answer = await live.call("/auth/social-register", {
      method: "POST",
      body: { ...google, phone, id_token: true },
    });
    const printed = log.mock.calls.map((call) => call.join(" ")).join("\n");
    log.mockRestore();
    expect(answer.body).toMatchObject({ token: null, is_phone_verified: 0 });
    const code = new RegExp(`code for \\${phone}: (\\d{6})`).exec(printed)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await live.call("/auth/verify-phone", {
      method: "POST",
      body: { otp: code, verification_type: "phone", phone, login_type: "manual" },
    });
    expect(verified.body.token).toMatch(/.{20,}/);
  });
});
