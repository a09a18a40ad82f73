import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authStepView } from "~/features/auth/auth-step-view.server";
import * as signInRoute from "~/routes/($lang).auth.sign-in";
import * as signUpRoute from "~/routes/($lang).auth.sign-up";
import * as verifyRoute from "~/routes/($lang).auth.verify";
import { startApi, type ApiHarness } from "../backend/harness";
import { startFirebasePhoneApi, type IdentityToolkitStub } from "../backend/identity-toolkit-stub";
import { authBrowser, redirected, type Refusal } from "./auth-browser";
import { sessionAfter, toastKeysAfter } from "./header-test-support";

/**
 * Firebase phone auth's server half (foundations §4 "Sign-in", contract §6.2): with config
 * firebase_otp_verification 1 and a Firebase app, 'Get OTP' sends no SMS and the OTP step is a
 * Firebase one; its Verify carries Firebase's session, which the real reference backend redeems
 * at a stand-in Identity Toolkit (firebase-verify-token).
 */
let toolkit: IdentityToolkitStub;
let api: ApiHarness;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ api, toolkit, close } = await startFirebasePhoneApi((options) => startApi(options)));
});
afterAll(() => close());

const FIREBASE_APP = { apiKey: "browser-key", projectId: "demo-test" };

const browser = (firebaseApp: typeof FIREBASE_APP | null = FIREBASE_APP) =>
  authBrowser({
    apiBaseUrl: () => `${api.baseUrl}/api/v1`,
    honeypot: true,
    // The storefront's FIREBASE_* variables (publicEnv.firebase), or none.
    adjust: (context) => {
      context.publicEnv = { ...context.publicEnv, firebase: firebaseApp };
    },
  });

const uniquePhone = () => `55${String(Date.now()).slice(-7)}`;
const codesSentTo = (phone: string) =>
  api.backend.db
    .prepare("SELECT COUNT(*) AS n FROM phone_verifications WHERE phone = ?")
    .get(phone);

describe("OTP login with Firebase phone auth", () => {
  it("'Get OTP' sends no SMS; Verify needs Firebase's session; the code signs up the phone", async () => {
    const b = browser();
    const phone = uniquePhone();
    const full = `+971${phone}`;
    const asked = redirected(
      await b.post("/auth/sign-in", signInRoute.action, {
        intent: "otp",
        phone_country: "AE",
        phone,
        redirectTo: "/categories",
        surface: "dialog",
      }),
    );
    expect(asked.headers.get("Location")).toBe("/categories?dialog=otp");
    const session = await sessionAfter(asked);
    expect(session.get("authFlow")).toMatchObject({ step: "otp", phone: full, via: "firebase" });
    expect(authStepView(session, "otp")).toMatchObject({ firebase: true, canResend: false });
    expect(codesSentTo(full)).toEqual({ n: 0 });

    // No session (the send failed, or no JavaScript): refused on the form, nothing verified.
    const unsent = (await b.post("/auth/verify", verifyRoute.action, {
      otp: "246810",
      surface: "dialog",
    })) as Refusal;
    expect(unsent.init?.status).toBe(400);
    expect(unsent.data.result.error?.[""]).toEqual(["auth:firebase.notSent"]);

    const sent = toolkit.send(full);
    const wrong = redirected(
      await b.post("/auth/verify", verifyRoute.action, {
        otp: "111111",
        session_info: sent.session_info,
        surface: "dialog",
      }),
    );
    // Firebase's text as the failure toast (foundations §8), on the same step.
    expect(wrong.headers.get("Location")).toBe("/categories?dialog=otp");
    expect(await toastKeysAfter(wrong)).toEqual(["INVALID_CODE"]);

    const verified = redirected(
      await b.post("/auth/verify", verifyRoute.action, {
        otp: sent.otp,
        session_info: sent.session_info,
        surface: "dialog",
      }),
    );
    expect(verified.headers.get("Location")).toBe("/categories?dialog=user-info");
  });

  it("without a Firebase app (no FIREBASE_* variables) the backend sends the code as before", async () => {
    const b = browser(null);
    const phone = uniquePhone();
    const asked = redirected(
      await b.post("/auth/sign-in", signInRoute.action, {
        intent: "otp",
        phone_country: "AE",
        phone,
        redirectTo: "/",
        surface: "page",
      }),
    );
    const session = await sessionAfter(asked);
    expect(session.get("authFlow")?.via).toBeUndefined();
    expect(codesSentTo(`+971${phone}`)).toEqual({ n: 1 });
  });
});

describe("sign-up with Firebase phone verification", () => {
  it("the phone is verified through Firebase, then 'Signup successfully.'", async () => {
    const b = browser();
    const phone = uniquePhone();
    const sent = redirected(
      await b.post("/auth/sign-up", signUpRoute.action, {
        name: "Faris Firebase",
        email: `faris${phone}@example.com`,
        phone_country: "AE",
        phone,
        password: "secret123",
        confirm_password: "secret123",
        terms: "on",
        redirectTo: "/home",
        surface: "page",
      }),
    );
    expect(sent.headers.get("Location")).toBe("/auth/verify?from=%2Fhome");
    const session = await sessionAfter(sent);
    expect(session.get("token")).toBeUndefined();
    expect(session.get("authFlow")).toMatchObject({ login_type: "manual", via: "firebase" });

    const code = toolkit.send(`+971${phone}`);
    const done = redirected(
      await b.post("/auth/verify", verifyRoute.action, {
        otp: code.otp,
        session_info: code.session_info,
        surface: "page",
      }),
    );
    expect(done.headers.get("Location")).toBe("/home");
    expect((await sessionAfter(done)).get("token")).toMatch(/.{20,}/);
    expect(await toastKeysAfter(done)).toEqual(["auth:signedUp"]);
  });
});
