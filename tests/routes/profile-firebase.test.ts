import type { SubmissionResult } from "@conform-to/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/($lang).profile";
import { commitSession, getSession } from "~/sessions/session.server";
import { issueToken } from "../../backend/services/tokens";
import { startCommerceApi } from "../backend/commerce-helpers";
import type { ApiHarness } from "../backend/harness";
import { startFirebasePhoneApi, type IdentityToolkitStub } from "../backend/identity-toolkit-stub";
import { cookiePair, toastKeysAfter } from "./header-test-support";
import { answerOf, routeArgs } from "./order-kit";

/**
 * /profile's phone change with Firebase phone auth (config firebase_otp_verification; contract
 * §7.4; ADR 023): the backend asks for medium "firebase", the dialog's URL says so, and Verify
 * sends the code with the verificationId the browser got from Firebase (a stand-in Identity
 * Toolkit here). The bearer token stays in the session cookie.
 */
let toolkit: IdentityToolkitStub;
let api: ApiHarness;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ api, toolkit, close } = await startFirebasePhoneApi((options) =>
    startCommerceApi({ callbackOrigins: ["http://shop.test"], ...options }),
  ));
});
afterAll(() => close());

async function args(path: string, token: string, body?: FormData | Record<string, string>) {
  const session = await getSession(new Request("http://shop.test/"));
  session.set("token", token);
  const request = new Request(`http://shop.test${path}`, {
    method: body ? "POST" : "GET",
    body: body instanceof FormData ? body : body ? new URLSearchParams(body) : undefined,
    headers: { Cookie: cookiePair(await commitSession(session)) },
  });
  return routeArgs(api, request);
}
const open = async (path: string, token: string) =>
  answerOf(async () => loader(await args(path, token)));
const submit = async (path: string, token: string, body: FormData | Record<string, string>) =>
  answerOf(async () => action(await args(path, token, body)));

type Refusal = { data: { form: string; result: SubmissionResult<string[]> }; init: ResponseInit };
function refusal(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as Refusal;
  return { status: init?.status, form: data.form, errors: data.result.error ?? {} };
}

const userIdOf = (phone: string) =>
  (api.backend.db.prepare("SELECT id FROM users WHERE phone = ?").get(phone) as { id: number }).id;

const infoOf = async (token: string) =>
  (
    await api.call("/customer/info", {
      headers: { Authorization: `Bearer ${token}`, "X-localization": "en" },
    })
  ).body;

describe("/profile: a new phone confirmed through Firebase", () => {
  it("opens the Firebase dialog, refuses a missing send and a wrong code, saves with the right one", async () => {
    const phone = "+971557410001";
    const email = "lina.firebase@example.com";
    const signUp = await api.call("/auth/sign-up", {
      method: "POST",
      body: { name: "Lina Nasser", phone, email, password: "secret123" },
    });
    // Sign-up answers no token until Firebase verifies the phone (issue 28 item 3). A token held
    // while the phone is unverified — an account from before the operator turned phone
    // verification on — is what this profile change starts from.
    expect(signUp.body).toMatchObject({ token: null, is_phone_verified: 0 });
    const token = issueToken(api.backend.db, userIdOf(phone), new Date());
    expect(token).toMatch(/.{20,}/);
    const fresh = "+971557410099";

    const form = new FormData();
    for (const [k, v] of Object.entries({
      intent: "update",
      name: "Lina Haddad",
      email,
      phone: fresh,
    }))
      form.set(k, v);
    const prompt = (await submit("/profile?page=profile-settings", token, form)) as Response;
    expect(prompt.status).toBe(303);
    const target = new URL(prompt.headers.get("Location")!, "http://shop.test");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      page: "profile-settings",
      dialog: "profile-otp",
      on: "phone",
      email,
      phone: fresh,
      medium: "firebase",
    });
    // The name is saved at once (ADR 023); the phone waits for Firebase's code.
    expect(await infoOf(token)).toMatchObject({ f_name: "Lina", l_name: "Haddad", phone });
    const path = target.pathname + target.search;
    const dialog = (await open(path, token)) as Awaited<ReturnType<typeof loader>>;
    expect(dialog.otp).toEqual({ on: "phone", email, phone: fresh, firebase: true });

    const fields = { intent: "verify", on: "phone", email, phone: fresh, medium: "firebase" };
    const unsent = refusal(await submit(path, token, { ...fields, otp: "482913" }));
    expect(unsent).toMatchObject({
      status: 400,
      form: "otp",
      errors: { "": ["account:errors.firebaseNotSent"] },
    });

    const sent = toolkit.send(fresh, "482913");
    const wrong = refusal(
      await submit(path, token, { ...fields, otp: "000000", session_info: sent.session_info }),
    );
    expect(wrong).toMatchObject({ form: "otp", errors: { otp: ["OTP does not match"] } });
    expect(await infoOf(token)).toMatchObject({ phone, is_phone_verified: 0 });

    const right = (await submit(path, token, {
      ...fields,
      otp: "482913",
      session_info: sent.session_info,
    })) as Response;
    expect(right.headers.get("Location")).toBe("/profile");
    expect(await toastKeysAfter(right)).toEqual(["account:profile.updated"]);
    expect(await infoOf(token)).toMatchObject({ phone: fresh, is_phone_verified: 1 });
  });
});
