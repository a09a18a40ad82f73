import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppLoadContext } from "~/context.server";
import * as isItYouRoute from "~/routes/($lang).auth.is-it-you";
import * as phoneRoute from "~/routes/($lang).auth.phone";
import * as socialRoute from "~/routes/($lang).auth.social";
import * as userInfoRoute from "~/routes/($lang).auth.user-info";
import { writeSettings } from "../../backend/services/settings";
import {
  googleCredential,
  SOCIAL_IDS,
  SOCIAL_ON,
  standInCredential,
  startSocialApi,
  type SocialHarness,
} from "../backend/social-kit";
import { authBrowser, redirected, type Refusal } from "./auth-browser";
import { sessionAfter, toastKeysAfter } from "./header-test-support";

/**
 * Social sign-in's server half (foundations §4 "Social sign-in", §8): /auth/social, the phone
 * step and "Is it you?" after a social sign-in, called as the browser's fetcher would, against
 * the real reference backend whose providers are stand-ins (server/social-stand-in.ts).
 */
let api: SocialHarness;
beforeAll(async () => {
  api = await startSocialApi();
});
afterAll(() => api.close());

const contextFor = (request: Request) =>
  createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: `${api.baseUrl}/api/v1`,
    apiTimeoutMs: 3000,
    forwardHost: false,
  });

const browser = () => authBrowser({ apiBaseUrl: () => `${api.baseUrl}/api/v1` });

const FROM = {
  redirectTo: "/store/3?module_id=1",
  back: "/store/3?module_id=1&dialog=sign-in",
  surface: "dialog",
};
const uniquePhone = () => `55${String(Date.now()).slice(-7)}`;

describe("POST /auth/social", () => {
  it("a new Google account: the phone step (refused under 10 digits), then signed in where it started", async () => {
    const b = browser();
    const google = googleCredential();
    const asked = redirected(
      await b.post("/auth/social", socialRoute.action, {
        medium: "google",
        token: google.token,
        ...FROM,
      }),
    );
    expect(asked.headers.get("Location")).toBe("/store/3?module_id=1&dialog=phone");
    const flow = (await sessionAfter(asked)).get("authFlow");
    expect(flow).toMatchObject({
      step: "phone",
      login_type: "social",
      email: google.email,
      social: { medium: "google", token: google.token, unique_id: google.unique_id },
    });

    const short = (await b.post("/auth/phone", phoneRoute.action, {
      phone_country: "AE",
      phone: "5012",
      surface: "dialog",
    })) as Refusal;
    expect(short.init?.status).toBe(400);
    expect(short.data.result.error?.phone).toEqual(["auth:errors.phoneShort"]);
    expect(short.data.result.initialValue).toMatchObject({ phone: "5012" });
    const empty = (await b.post("/auth/phone", phoneRoute.action, { phone: "" })) as Refusal;
    expect(empty.data.result.error?.phone).toEqual(["auth:errors.phoneRequired"]);

    const phone = uniquePhone();
    const done = redirected(
      await b.post("/auth/phone", phoneRoute.action, {
        phone_country: "AE",
        phone,
        surface: "dialog",
      }),
    );
    expect(done.headers.get("Location")).toBe("/store/3?module_id=1");
    const session = await sessionAfter(done);
    expect(session.get("token")).toMatch(/.{20,}/);
    expect(session.get("authFlow")).toBeUndefined();
    expect(await toastKeysAfter(done)).toEqual(["auth:signedIn"]);
    const row = api.backend.db.prepare("SELECT phone FROM users WHERE email = ?").get(google.email);
    expect(row).toEqual({ phone: `+971${phone}` });
  });

  it("an account with a phone signs straight in", async () => {
    const google = googleCredential();
    await api.call("/auth/social-login", { method: "POST", body: google });
    await api.call("/auth/social-register", {
      method: "POST",
      body: { ...google, phone: `+971${uniquePhone()}` },
    });
    const signedIn = redirected(
      await browser().post("/auth/social", socialRoute.action, {
        medium: "google",
        token: googleCredential({ sub: google.unique_id, email: google.email }).token,
        ...FROM,
      }),
    );
    expect(signedIn.headers.get("Location")).toBe("/store/3?module_id=1");
    expect((await sessionAfter(signedIn)).get("token")).toMatch(/.{20,}/);
  });

  it("no name from the provider: user_info asks the name and the phone", async () => {
    const b = browser();
    const google = googleCredential({ name: undefined });
    const asked = redirected(
      await b.post("/auth/social", socialRoute.action, {
        medium: "google",
        token: google.token,
        ...FROM,
      }),
    );
    expect(asked.headers.get("Location")).toBe("/store/3?module_id=1&dialog=user-info");
    const done = redirected(
      await b.post("/auth/user-info", userInfoRoute.action, {
        name: "Nour Salem",
        phone_country: "AE",
        phone: uniquePhone(),
        surface: "dialog",
      }),
    );
    expect((await sessionAfter(done)).get("token")).toMatch(/.{20,}/);
  });

  it("an existing account with that email: 'Is it you?' → Yes signs in with the same credential", async () => {
    const b = browser();
    const email = `social-exist${Date.now()}@example.com`;
    await api.call("/auth/sign-up", {
      method: "POST",
      body: { name: "Huda Karim", email, phone: `+971${uniquePhone()}`, password: "secret123" },
    });
    const google = googleCredential({ email });
    const asked = redirected(
      await b.post("/auth/social", socialRoute.action, {
        medium: "google",
        token: google.token,
        ...FROM,
      }),
    );
    expect(asked.headers.get("Location")).toBe("/store/3?module_id=1&dialog=is-it-you");
    expect((await sessionAfter(asked)).get("authFlow")).toMatchObject({
      existUser: { name: "Huda Karim" },
    });
    const yes = redirected(
      await b.post("/auth/is-it-you", isItYouRoute.action, { verified: "yes", surface: "dialog" }),
    );
    expect(yes.headers.get("Location")).toBe("/store/3?module_id=1");
    expect((await sessionAfter(yes)).get("token")).toMatch(/.{20,}/);
  });

  it("an error goes back to the page as a toast with the backend's message; no flow starts", async () => {
    const answer = redirected(
      await browser().post("/auth/social", socialRoute.action, {
        medium: "google",
        token: googleCredential({ reject: true }).token,
        ...FROM,
      }),
    );
    expect(answer.headers.get("Location")).toBe(FROM.back);
    expect(await toastKeysAfter(answer)).toEqual(["wrong credential."]);
    expect((await sessionAfter(answer)).get("authFlow")).toBeUndefined();
  });

  it("code email (Facebook gave no email) opens the phone step; the phone goes with the social login", async () => {
    const b = browser();
    const id = `fb-${Date.now()}`;
    const token = standInCredential("facebook", {
      id,
      name: "Ziad Noor",
      app: SOCIAL_IDS.facebook,
    });
    const asked = redirected(
      await b.post("/auth/social", socialRoute.action, {
        medium: "facebook",
        token,
        user_id: id,
        ...FROM,
      }),
    );
    expect(asked.headers.get("Location")).toBe("/store/3?module_id=1&dialog=phone");
    expect(await toastKeysAfter(asked)).toEqual([]);
    const done = redirected(
      await b.post("/auth/phone", phoneRoute.action, {
        phone_country: "AE",
        phone: uniquePhone(),
        surface: "dialog",
      }),
    );
    expect((await sessionAfter(done)).get("token")).toMatch(/.{20,}/);
  });

  it("a provider switched off, a page that could not start the SDK, a forged post: error toasts", async () => {
    try {
      writeSettings(api.backend.db, {
        apple_login: [{ login_medium: "apple", status: 0, client_id: SOCIAL_IDS.apple }],
      });
      const off = redirected(
        await browser().post("/auth/social", socialRoute.action, {
          medium: "apple",
          token: standInCredential("apple", {
            sub: "a",
            email: "a@example.com",
            aud: SOCIAL_IDS.apple,
          }),
          ...FROM,
        }),
      );
      expect(await toastKeysAfter(off)).toEqual(["Apple login is not active."]);
    } finally {
      writeSettings(api.backend.db, SOCIAL_ON);
    }
    const failed = redirected(
      await browser().post("/auth/social", socialRoute.action, {
        intent: "failed",
        back: FROM.back,
      }),
    );
    expect(failed.headers.get("Location")).toBe(FROM.back);
    expect(await toastKeysAfter(failed)).toEqual(["auth:social.failed"]);
    const offSite = redirected(
      await browser().post("/auth/social", socialRoute.action, {
        medium: "myspace",
        back: "//evil.example",
      }),
    );
    expect(offSite.headers.get("Location")).toBe("/auth/sign-in");
  });

  it("the phone step without a social flow starts again at sign-in", async () => {
    const lost = redirected(
      await browser().post("/auth/phone", phoneRoute.action, { phone: "501234567" }),
    );
    expect(lost.headers.get("Location")).toBe("/auth/sign-in");
    expect(await toastKeysAfter(lost)).toEqual(["auth:flow.lost"]);
  });
});

describe("GET /auth/social?medium=…", () => {
  const load = async (query: string) => {
    const request = new Request(`http://shop.test/auth/social${query}`);
    return (await socialRoute.loader({
      request,
      context: await contextFor(request),
      params: {},
    })) as Response;
  };
  it("answers an enabled provider's public setup, 404 for others, and sends browsers to sign-in", async () => {
    const google = await load("?medium=google");
    expect(await google.json()).toEqual({
      medium: "google",
      clientId: SOCIAL_IDS.google,
      redirectUrl: null,
    });
    const apple = await load("?medium=apple");
    expect(await apple.json()).toEqual({
      medium: "apple",
      clientId: SOCIAL_IDS.apple,
      redirectUrl: "https://shop.example/auth/sign-in",
    });
    expect((await load("?medium=twitter")).status).toBe(404);
    const bare = await load("");
    expect(bare.status).toBe(303);
    expect(bare.headers.get("Location")).toBe("/auth/sign-in");
  });
});
