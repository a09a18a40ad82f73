import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as isItYouRoute from "~/routes/($lang).auth.is-it-you";
import * as signInRoute from "~/routes/($lang).auth.sign-in";
import * as signUpRoute from "~/routes/($lang).auth.sign-up";
import * as userInfoRoute from "~/routes/($lang).auth.user-info";
import * as verifyRoute from "~/routes/($lang).auth.verify";
import { createAppLoadContext } from "~/context.server";
import { authStepView } from "~/features/auth/auth-step-view.server";
import { serializePrefs } from "~/sessions/prefs.server";
import { UNVERIFIED_CUSTOMERS } from "../../backend/seed/commerce";
import { startApi, type ApiHarness } from "../backend/harness";
import { authBrowser, redirected, type Refusal } from "./auth-browser";
import { cookiePair, sessionAfter, toastKeysAfter } from "./header-test-support";

/**
 * The sign-in and sign-up flows after the login answer (foundations §4), each step's action
 * called as the browser would — cookies carried from answer to answer — against the real
 * reference backend in demo mode (every code is 123456).
 */
let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const browser = (cookies: Record<string, string> = {}) =>
  authBrowser({ apiBaseUrl: () => `${api.baseUrl}/api/v1`, cookies, honeypot: true });

const uniquePhone = (lead: string) => `${lead}${String(Date.now()).slice(-7)}`;
const located = async () => {
  const [name, value] = cookiePair(
    await serializePrefs({ zoneIds: "[1]", moduleId: 1, moduleType: "grocery" }),
  ).split(/=(.*)/s);
  return { [name]: value };
};

describe("OTP login → OTP → user info", () => {
  it("a new phone gets a code, then the name and email, then is signed in where it started", async () => {
    const b = browser();
    const phone = uniquePhone("55");
    const asked = redirected(
      await b.post("/auth/sign-in", signInRoute.action, {
        intent: "otp",
        phone_country: "AE",
        phone,
        redirectTo: "/categories?dialog=sign-in",
        surface: "dialog",
      }),
    );
    expect(asked.headers.get("Location")).toBe("/categories?dialog=otp");
    expect((await sessionAfter(asked)).get("authFlow")).toMatchObject({
      step: "otp",
      phone: `+971${phone}`,
      login_type: "otp",
    });

    // Too early for another code: refused with the seconds left (the no-JavaScript Resend).
    const early = (await b.post("/auth/verify", verifyRoute.action, {
      intent: "resend",
      surface: "dialog",
    })) as Refusal;
    expect(early.init?.status).toBe(429);
    expect(early.data.form).toBe("resend");
    expect(early.data.wait).toBeGreaterThan(50);
    expect(early.data.result.error?.[""]).toEqual(["auth:otp.wait"]);

    const empty = (await b.post("/auth/verify", verifyRoute.action, {
      otp: "",
      surface: "dialog",
    })) as Refusal;
    expect(empty.data.result.error?.otp).toEqual(["auth:errors.codeEmpty"]);

    const wrong = redirected(
      await b.post("/auth/verify", verifyRoute.action, { otp: "654321", surface: "dialog" }),
    );
    // The failure toast carries the backend's message; the same step stays open.
    expect(wrong.headers.get("Location")).toBe("/categories?dialog=otp");
    expect(await toastKeysAfter(wrong)).toEqual(["OTP does not match"]);

    const verified = redirected(
      await b.post("/auth/verify", verifyRoute.action, { otp: "123456", surface: "dialog" }),
    );
    expect(verified.headers.get("Location")).toBe("/categories?dialog=user-info");
    // The backend's proof for update-info waits in the httpOnly session, never in the page.
    const waiting = await sessionAfter(verified);
    const proof = waiting.get("authFlow")?.verificationToken;
    expect(proof).toMatch(/^[\w-]{40,}$/);
    expect(JSON.stringify(authStepView(waiting, "user-info"))).not.toContain(proof);

    const missing = (await b.post("/auth/user-info", userInfoRoute.action, {
      name: "",
      email: "not-an-email",
      surface: "dialog",
    })) as Refusal;
    expect(missing.data.result.error).toMatchObject({
      name: ["auth:errors.nameRequired"],
      email: ["auth:errors.emailInvalid"],
    });
    expect(missing.data.result.initialValue?.email).toBe("not-an-email");

    const done = redirected(
      await b.post("/auth/user-info", userInfoRoute.action, {
        name: "Nadia Otp",
        email: `nadia${phone}@example.com`,
        surface: "dialog",
      }),
    );
    expect(done.headers.get("Location")).toBe("/categories");
    const session = await sessionAfter(done);
    expect(session.get("token")).toMatch(/.{20,}/);
    expect(session.get("authFlow")).toBeUndefined();
    expect(await toastKeysAfter(done)).toEqual(["auth:signedIn"]);
  });

  it("a step posted with no flow waiting starts again at sign-in", async () => {
    const answer = redirected(
      await browser().post("/auth/verify", verifyRoute.action, { otp: "123456" }),
    );
    expect(answer.headers.get("Location")).toBe("/auth/sign-in");
    expect(await toastKeysAfter(answer)).toEqual(["auth:flow.lost"]);
  });
});

describe("manual sign-in of a phone nobody verified (issue 28 item 3)", () => {
  it("goes to the phone's code — signed in by phone or by e-mail — and signs in after it", async () => {
    const phone = `+97155${String(Date.now()).slice(-7)}`;
    const email = `unverified${phone.slice(-7)}@example.com`;
    const signUp = await api.call("/auth/sign-up", {
      method: "POST",
      body: { name: "Rami Unverified", phone, email, password: "secret-pass-1" },
    });
    expect(signUp.body.token).toBeNull();
    for (const identifier of [phone, email]) {
      const b = browser();
      const asked = redirected(
        await b.post("/auth/sign-in", signInRoute.action, {
          email_or_phone: identifier,
          password: "secret-pass-1",
          redirectTo: "/",
          surface: "page",
        }),
      );
      expect(asked.headers.get("Location")).toBe("/auth/verify?from=%2F");
      const session = await sessionAfter(asked);
      expect(session.get("token")).toBeUndefined();
      expect(session.get("authFlow")).toMatchObject({
        step: "otp",
        verification_type: "phone",
        phone,
      });
      if (identifier !== email) continue;
      const signedIn = redirected(
        await b.post("/auth/verify", verifyRoute.action, { otp: "123456", surface: "page" }),
      );
      expect(signedIn.headers.get("Location")).toBe("/");
      expect((await sessionAfter(signedIn)).get("token")).toMatch(/.{20,}/);
    }
  });
});

describe("Is It You?", () => {
  it("an unverified account's phone asks, and Yes signs that account in", async () => {
    const b = browser();
    const customer = UNVERIFIED_CUSTOMERS[0];
    redirected(
      await b.post("/auth/sign-in", signInRoute.action, {
        intent: "otp",
        phone: customer.phone,
        redirectTo: "/",
        surface: "page",
      }),
    );
    const asked = redirected(
      await b.post("/auth/verify", verifyRoute.action, { otp: "123456", surface: "page" }),
    );
    expect(asked.headers.get("Location")).toBe("/auth/is-it-you?from=%2F");
    expect((await sessionAfter(asked)).get("authFlow")?.existUser).toEqual({
      name: customer.name,
      image: null,
    });
    const yes = redirected(
      await b.post("/auth/is-it-you", isItYouRoute.action, { verified: "yes", surface: "page" }),
    );
    expect(yes.headers.get("Location")).toBe("/");
    expect((await sessionAfter(yes)).get("token")).toMatch(/.{20,}/);
  });

  it("No starts a new account on the phone, which then asks for the name", async () => {
    const b = browser();
    const customer = UNVERIFIED_CUSTOMERS[1];
    redirected(
      await b.post("/ar/auth/sign-in", signInRoute.action, {
        intent: "otp",
        phone: customer.phone,
        redirectTo: "/ar/categories",
        surface: "dialog",
      }),
    );
    redirected(
      await b.post("/ar/auth/verify", verifyRoute.action, { otp: "123456", surface: "dialog" }),
    );
    const no = redirected(
      await b.post("/ar/auth/is-it-you", isItYouRoute.action, {
        verified: "no",
        surface: "dialog",
      }),
    );
    expect(no.headers.get("Location")).toBe("/ar/categories?dialog=user-info");
    expect((await sessionAfter(no)).get("token")).toBeUndefined();
  });
});

describe("Sign-up", () => {
  it("starts with a share link's refer code, and only with one that looks like a code", async () => {
    const load = async (query: string) => {
      const request = new Request(`http://shop.test/auth/sign-up${query}`);
      const context = await createAppLoadContext(request, {
        nonce: "n",
        apiBaseUrl: `${api.baseUrl}/api/v1`,
        apiTimeoutMs: 3000,
        forwardHost: false,
      });
      return (await signUpRoute.loader({ request, context, params: {} })) as { refCode: string };
    };
    expect((await load("?ref_code=FRIEND-42")).refCode).toBe("FRIEND-42");
    expect((await load("?ref_code=%3Cscript%3E")).refCode).toBe("");
    expect((await load("")).refCode).toBe("");
  });

  it("refuses an unticked form with every message at once and keeps what was typed", async () => {
    const refused = (await browser().post("/auth/sign-up", signUpRoute.action, {
      name: "",
      email: "bad",
      phone_country: "AE",
      phone: "12",
      password: "123",
      confirm_password: "124",
    })) as Refusal;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result.error).toMatchObject({
      name: ["auth:errors.nameRequired"],
      email: ["auth:errors.emailInvalid"],
      phone: ["auth:errors.phoneShort"],
      password: ["auth:errors.passwordShort"],
      terms: ["auth:errors.termsRequired"],
    });
    expect(refused.data.result.initialValue).toMatchObject({ email: "bad", phone: "12" });
    expect(refused.data.result.initialValue?.password).toBeUndefined();
  });

  it("signs up, verifies the phone and lands on /interest with the welcome flag", async () => {
    const b = browser(await located());
    const phone = uniquePhone("56");
    const sent = redirected(
      await b.post("/ar/auth/sign-up", signUpRoute.action, {
        name: "Rana Signup",
        email: `rana${phone}@example.com`,
        phone_country: "AE",
        phone,
        password: "secret123",
        confirm_password: "secret123",
        terms: "on",
        redirectTo: "/ar/home",
        surface: "page",
      }),
    );
    expect(sent.headers.get("Location")).toBe("/ar/auth/verify?from=%2Far%2Fhome");
    const done = redirected(
      await b.post("/ar/auth/verify", verifyRoute.action, { otp: "123456", surface: "page" }),
    );
    expect(done.headers.get("Location")).toBe("/ar/interest");
    const session = await sessionAfter(done);
    expect(session.get("welcome")).toBe(true);
    expect(await toastKeysAfter(done)).toEqual(["auth:signedUp"]);
  });

  it("puts the backend's refusal of a taken phone under the phone field", async () => {
    const refused = (await browser().post("/auth/sign-up", signUpRoute.action, {
      name: "Copy Cat",
      email: `copy${Date.now()}@example.com`,
      phone: "+971500000001",
      password: "secret123",
      confirm_password: "secret123",
      terms: "on",
    })) as Refusal;
    expect(refused.data.result.error?.phone?.[0]).toMatch(/phone/i);
  });
});
