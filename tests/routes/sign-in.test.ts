import type { SubmissionResult } from "@conform-to/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { honeypot } from "~/lib/honeypot.server";
import { action, loader } from "~/routes/($lang).auth.sign-in";
import { getSession, REMEMBER_ME_SECONDS } from "~/sessions/session.server";
import { serializePrefs } from "~/sessions/prefs.server";
import { startApi, type ApiHarness } from "../backend/harness";
import { cookiePair, toastKeysAfter } from "./header-test-support";

/**
 * POST /auth/sign-in, the manual layout (foundations §4 "Sign-in", §5 "Login"), against the
 * real reference backend: the token goes into the httpOnly session only, remember me keeps it 30
 * days with the identifier, refusals keep what was typed (never the password), the guest's cart
 * follows the customer, and nothing sends the customer off the site.
 */
let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const DEMO = { phone: "+971500000001", password: "demo1234" };

type Answer = Response | { data: { result: SubmissionResult<string[]> }; init?: ResponseInit };

async function post(fields: Record<string, string>, cookie = "", trap: false | string = "") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (trap !== false) {
    const props = honeypot().getInputProps({ validFromTimestamp: Date.now() - 5_000 });
    form.set(props.nameFieldName, trap);
    if (props.validFromFieldName) form.set(props.validFromFieldName, props.encryptedValidFrom);
  }
  const request = new Request("http://shop.test/auth/sign-in", {
    method: "POST",
    body: form,
    headers: cookie ? { Cookie: cookie } : {},
  });
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: `${api.baseUrl}/api/v1`,
    apiTimeoutMs: 2000,
    forwardHost: false,
  });
  return (await action({ request, context, params: {} })) as Answer;
}

const sessionOf = (response: Response) =>
  getSession(
    new Request("http://x/", {
      headers: { Cookie: response.headers.getSetCookie().map(cookiePair).join("; ") },
    }),
  );
const refusal = (answer: Answer) => {
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as Exclude<Answer, Response>;
  return { status: init?.status, result: data.result };
};

describe("POST /auth/sign-in (manual)", () => {
  it("signs in by phone, keeps the token in the session and goes back without the dialog", async () => {
    const answer = (await post({
      email_or_phone: DEMO.phone,
      password: DEMO.password,
      redirectTo: "/store/x?module_id=1&dialog=sign-in&redirectTo=%2Fcheckout",
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/store/x?module_id=1");
    const session = await sessionOf(answer);
    expect(session.get("token")).toMatch(/.{20,}/);
    expect(session.get("rememberedIdentifier")).toBeUndefined();
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Max-Age/i);
    expect(await toastKeysAfter(answer)).toEqual(["auth:signedIn"]);
  });

  it("remember me keeps the session 30 days and the identifier, never the password", async () => {
    const answer = (await post({
      email_or_phone: "971500000001",
      password: DEMO.password,
      remember: "on",
      redirectTo: "/home",
    })) as Response;
    expect(answer.status).toBe(303);
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toContain(`Max-Age=${REMEMBER_ME_SECONDS}`);
    const session = await sessionOf(answer);
    expect(session.get("rememberedIdentifier")).toBe("971500000001");
    expect(JSON.stringify(session.data)).not.toContain(DEMO.password);
  });

  it("refuses wrong credentials with the backend's message, keeping the identifier only", async () => {
    const { status, result } = refusal(
      await post({ email_or_phone: DEMO.phone, password: "wrong-password", redirectTo: "/home" }),
    );
    expect(status).toBe(400);
    expect(result.error?.[""]?.[0]).toMatch(/\w/);
    expect(result.initialValue?.email_or_phone).toBe(DEMO.phone);
    expect(result.initialValue?.password).toBeUndefined();
  });

  it("gives every field rule its message (foundations §5)", async () => {
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [
        {},
        {
          email_or_phone: "auth:errors.identifierRequired",
          password: "auth:errors.passwordRequired",
        },
      ],
      [
        { email_or_phone: "not an email", password: "12345" },
        { email_or_phone: "auth:errors.identifierInvalid", password: "auth:errors.passwordShort" },
      ],
      [
        { email_or_phone: "+0123", password: "123456" },
        { email_or_phone: "auth:errors.identifierInvalid" },
      ],
      [
        { email_or_phone: "+1234567890123456", password: "123456" },
        { email_or_phone: "auth:errors.identifierInvalid" },
      ],
    ];
    for (const [fields, errors] of cases) {
      const { status, result } = refusal(await post(fields));
      expect(status).toBe(400);
      for (const [field, key] of Object.entries(errors))
        expect(result.error?.[field], JSON.stringify(fields)).toEqual([key]);
    }
  });

  it("refuses a post without the form's honeypot, or with the trap filled", async () => {
    for (const trap of [false, "I am a bot"] as const) {
      const { status, result } = refusal(
        await post({ email_or_phone: DEMO.phone, password: DEMO.password }, "", trap),
      );
      expect(status).toBe(400);
      expect(result.error?.[""]).toEqual(["auth:errors.refused"]);
    }
  });

  it("never sends the customer off the site", async () => {
    for (const evil of ["https://evil.example", "//evil.example/x", "/\\evil.example"]) {
      const answer = (await post({
        email_or_phone: DEMO.phone,
        password: DEMO.password,
        redirectTo: evil,
      })) as Response;
      expect(answer.headers.get("Location"), evil).toBe("/home");
    }
  });

  it("brings the guest's cart along (the guest id goes with the login)", async () => {
    const guestId = (await api.call("/auth/guest/request", { method: "POST", body: {} })).body
      .guest_id as number;
    const item = api.backend.db
      .prepare(
        "SELECT id, price FROM items WHERE module_id = 1 AND status = 1 AND (variations IS NULL OR variations IN ('', '[]')) ORDER BY id LIMIT 1",
      )
      .get() as { id: number; price: number };
    await api.call("/customer/cart/add", {
      method: "POST",
      headers: { moduleId: "1" },
      body: { item_id: item.id, model: "Item", price: item.price, quantity: 2, guest_id: guestId },
    });
    const guest = await getSession(new Request("http://x/"));
    guest.set("guestId", String(guestId));
    const { commitSession } = await import("~/sessions/session.server");
    const cookie = [
      cookiePair(await commitSession(guest)),
      cookiePair(await serializePrefs({ zoneIds: "[1]", moduleId: 1, moduleType: "grocery" })),
    ].join("; ");
    const answer = (await post(
      { email_or_phone: DEMO.phone, password: DEMO.password, redirectTo: "/home" },
      cookie,
    )) as Response;
    const session = await sessionOf(answer);
    expect(session.get("guestId")).toBeUndefined();
    const cart = await api.call("/customer/cart/list", {
      headers: { moduleId: "1", Authorization: `Bearer ${session.get("token")}` },
    });
    expect(cart.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ item_id: item.id, quantity: 2 })]),
    );
  });

  it("sends a signed-in visitor on to `from`", async () => {
    const signedIn = (await post({
      email_or_phone: DEMO.phone,
      password: DEMO.password,
      redirectTo: "/home",
    })) as Response;
    const cookie = signedIn.headers.getSetCookie().map(cookiePair).join("; ");
    const request = new Request("http://shop.test/auth/sign-in?from=%2Fcategories", {
      headers: { Cookie: cookie },
    });
    const context = await createAppLoadContext(request, {
      nonce: "n",
      apiBaseUrl: `${api.baseUrl}/api/v1`,
      apiTimeoutMs: 2000,
      forwardHost: false,
    });
    const response = (await loader({ request, context, params: {} })) as Response;
    expect(response.headers.get("Location")).toBe("/categories");
  });
});
