import type { SubmissionResult } from "@conform-to/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppLoadContext } from "~/context.server";
import { honeypot } from "~/lib/honeypot.server";
import { action, loader } from "~/routes/($lang).forgot-password";
import { commitSession, getSession, type PasswordReset } from "~/sessions/session.server";
import { later, startCommerceApi, type Clock, DEMO, SARA } from "../backend/commerce-helpers";
import type { ApiHarness } from "../backend/harness";
import { cookiePair, cookiesOf, toastKeysAfter } from "./header-test-support";

/**
 * /forgot-password (foundations §2, §5, §9; contract §6.3, §6.5) against the real reference
 * backend in demo mode (every code is 123456): phone or email → code → new password → signed
 * out on sign-in. The steps' state is the session's, so no step can be skipped or pointed at
 * another account; every refusal keeps what was typed (never a password).
 */
let api: ApiHarness & { clock: Clock };
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

type Answer =
  Response | { data: { intent: string; result: SubmissionResult<string[]> }; init?: ResponseInit };

async function contextFor(request: Request) {
  return createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: `${api.baseUrl}/api/v1`,
    apiTimeoutMs: 2000,
    forwardHost: false,
  });
}

async function post(
  fields: Record<string, string>,
  cookie = "",
  { lang = "", trap = "" as false | string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (trap !== false) {
    const props = honeypot().getInputProps({ validFromTimestamp: Date.now() - 5_000 });
    form.set(props.nameFieldName, trap);
    if (props.validFromFieldName) form.set(props.validFromFieldName, props.encryptedValidFrom);
  }
  const request = new Request(`http://shop.test${lang}/forgot-password`, {
    method: "POST",
    body: form,
    headers: cookie ? { Cookie: cookie } : {},
  });
  return (await action({ request, context: await contextFor(request), params: {} })) as Answer;
}

async function load(cookie = "", path = "/forgot-password") {
  const request = new Request(`http://shop.test${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  return loader({ request, context: await contextFor(request), params: {} });
}
type Page = Exclude<Awaited<ReturnType<typeof load>>, Response>;

const refusal = (answer: Answer) => {
  expect(answer).not.toBeInstanceOf(Response);
  const { data, init } = answer as Exclude<Answer, Response>;
  return { status: init?.status, intent: data.intent, result: data.result };
};
const moved = (answer: Answer, to: string) => {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe(to);
  return response;
};
const resetIn = async (response: Response) =>
  (await getSession(new Request("http://x/", { headers: { Cookie: cookiesOf(response) } }))).get(
    "passwordReset",
  );
async function cookieWith(values: { passwordReset?: PasswordReset; token?: string }) {
  const session = await getSession(new Request("http://x/"));
  if (values.passwordReset) session.set("passwordReset", values.passwordReset);
  if (values.token) session.set("token", values.token);
  return cookiePair(await commitSession(session));
}

describe("/forgot-password, step 1 (phone or email)", () => {
  it("starts at step 1, by phone unless the visitor chose email", async () => {
    const first = (await load()) as Page;
    expect(first).toMatchObject({ step: "request", method: "phone", target: null });
    expect(((await load("", "/forgot-password?by=email")) as Page).method).toBe("email");
    expect(((await load("", "/forgot-password?by=junk")) as Page).method).toBe("phone");
  });

  it("sends a signed-in visitor to /home", async () => {
    const cookie = await cookieWith({ token: "a-valid-looking-token-1234" });
    const page = (await load(cookie, "/ar/forgot-password")) as Response;
    expect(page.headers.get("Location")).toBe("/ar/home");
    moved(await post({ intent: "send", method: "phone", phone: SARA.phone }, cookie), "/home");
  });

  it("gives every field rule its message, keeping what was typed", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ method: "phone" }, "phone", "password:errors.phoneRequired"],
      [{ method: "phone", phone: "abc" }, "phone", "password:errors.phoneInvalid"],
      [{ method: "phone", phone: "+97150 12" }, "phone", "password:errors.phoneShort"],
      [{ method: "email" }, "email", "password:errors.emailRequired"],
      [{ method: "email", email: "not-an-email" }, "email", "password:errors.emailInvalid"],
    ];
    for (const [fields, field, key] of cases) {
      const { status, intent, result } = refusal(await post({ intent: "send", ...fields }));
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(intent).toBe("send");
      expect(result.error?.[field], JSON.stringify(fields)).toEqual([key]);
      if (fields[field]) expect(result.initialValue?.[field]).toBe(fields[field]);
    }
  });

  // The backend no longer tells who has an account (issue 28 item 10): an unknown number goes on
  // to the code step like a known one, whose text says "if an account uses it".
  it("goes on to the code step for a number no account uses", async () => {
    const cookie = cookiesOf(
      moved(
        await post({ intent: "send", method: "phone", phone: "971599990000" }),
        "/forgot-password",
      ),
    );
    expect(await load(cookie)).toMatchObject({ step: "code", target: "+971599990000" });
  });

  it("refuses a post without the form's honeypot, or with the trap filled", async () => {
    for (const trap of [false, "I am a bot"] as const) {
      const { status, result } = refusal(
        await post({ intent: "send", method: "phone", phone: SARA.phone }, "", { trap }),
      );
      expect(status).toBe(400);
      expect(result.error?.[""]).toEqual(["password:errors.refused"]);
    }
  });
});

describe("/forgot-password, the whole reset", () => {
  it("phone → code → new password → signed out on sign-in; every step refuses what it must", async () => {
    // Step 1: the phone as typed (no plus); it goes to the API with one.
    let cookie = cookiesOf(
      moved(
        await post({ intent: "send", method: "phone", phone: "971500000002" }),
        "/forgot-password",
      ),
    );
    const state = (await getSession(new Request("http://x/", { headers: { Cookie: cookie } }))).get(
      "passwordReset",
    );
    expect(state).toMatchObject({ method: "phone", phone: SARA.phone });
    expect(state?.resetToken).toBeUndefined();
    const code = (await load(cookie)) as Page;
    expect(code).toMatchObject({ step: "code", target: SARA.phone });
    expect(code.resendIn).toBeGreaterThan(55);

    // Resend at once: the server keeps the 60-second wait and says how long is left.
    const early = refusal(await post({ intent: "resend" }, cookie));
    expect(early.status).toBe(429);
    expect(early.intent).toBe("resend");
    expect(early.result.error?.[""]?.[0]).toMatch(/^Please try again after (59|60) seconds\.$/);

    // Starting again and asking at once: the backend's own throttle, as the form's message.
    const restarted = cookiesOf(
      moved(await post({ intent: "restart" }, cookie), "/forgot-password?by=phone"),
    );
    const throttled = refusal(
      await post({ intent: "send", method: "phone", phone: SARA.phone }, restarted),
    );
    expect(throttled.result.error?.[""]?.[0]).toMatch(/^please try again after \d+ seconds$/);

    // Step 2: the code's rules, then a wrong code (the backend's message, the code kept).
    for (const [otp, key] of [
      ["", "password:errors.codeEmpty"],
      ["12345", "password:errors.codeLength"],
      ["12345a", "password:errors.codeLength"],
    ]) {
      const { status, result } = refusal(await post({ intent: "verify", otp }, cookie));
      expect(status).toBe(400);
      expect(result.error?.otp, otp).toEqual([key]);
    }
    const wrong = refusal(await post({ intent: "verify", otp: "654321" }, cookie));
    expect(wrong.status).toBe(400);
    expect(wrong.result.error?.otp).toEqual(["Invalid OTP."]);
    expect(wrong.result.initialValue?.otp).toBe("654321");

    // The new password cannot come before the code.
    moved(
      await post({ intent: "reset", password: "abcdefgh", confirm_password: "abcdefgh" }, cookie),
      "/forgot-password",
    );
    expect(((await load(cookie)) as Page).step).toBe("code");

    // A field naming another account changes nothing: the session says whose code this is.
    cookie = cookiesOf(
      moved(
        await post({ intent: "verify", otp: "123456", phone: DEMO.phone }, cookie),
        "/forgot-password",
      ),
    );
    expect(((await load(cookie)) as Page).step).toBe("password");

    // Step 3: the form's rules, then the backend's 8 characters on the password field.
    const rules: Array<[Record<string, string>, Record<string, string>]> = [
      [
        {},
        {
          password: "password:errors.passwordRequired",
          confirm_password: "password:errors.confirmRequired",
        },
      ],
      [
        { password: "12345", confirm_password: "12345" },
        { password: "password:errors.passwordShort" },
      ],
      [
        { password: "abcdefgh", confirm_password: "abcdefgx" },
        { confirm_password: "password:errors.mismatch" },
      ],
    ];
    for (const [fields, errors] of rules) {
      const { status, result } = refusal(await post({ intent: "reset", ...fields }, cookie));
      expect(status).toBe(400);
      for (const [field, key] of Object.entries(errors))
        expect(result.error?.[field], JSON.stringify(fields)).toEqual([key]);
      expect(result.initialValue?.password).toBeUndefined();
      expect(result.initialValue?.confirm_password).toBeUndefined();
    }
    const backendRule = refusal(
      await post({ intent: "reset", password: "abc123", confirm_password: "abc123" }, cookie),
    );
    expect(backendRule.status).toBe(400);
    expect(backendRule.result.error?.password).toEqual([
      "The password must be at least 8 characters.",
    ]);

    // Done: signed out, the reset forgotten, on sign-in with the success message.
    const done = moved(
      await post(
        { intent: "reset", password: "new-secret-9", confirm_password: "new-secret-9" },
        cookie,
      ),
      "/auth/sign-in",
    );
    const after = await getSession(
      new Request("http://x/", { headers: { Cookie: cookiesOf(done) } }),
    );
    expect(after.get("passwordReset")).toBeUndefined();
    expect(after.get("token")).toBeUndefined();
    expect(await toastKeysAfter(done)).toEqual(["password:changed"]);
    expect(((await load(cookiesOf(done))) as Page).step).toBe("request");

    const login = await api.call("/auth/login", {
      method: "POST",
      body: {
        email_or_phone: SARA.phone,
        password: "new-secret-9",
        login_type: "manual",
        field_type: "phone",
      },
    });
    expect(login.status).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
  });

  it("by email, in Arabic: the same steps under /ar", async () => {
    later(api.clock, 120);
    const sent = moved(
      await post({ intent: "send", method: "email", email: ` ${DEMO.email} ` }, "", {
        lang: "/ar",
      }),
      "/ar/forgot-password",
    );
    expect(await resetIn(sent)).toMatchObject({ method: "email", email: DEMO.email });
    const verified = moved(
      await post({ intent: "verify", otp: "123456" }, cookiesOf(sent), { lang: "/ar" }),
      "/ar/forgot-password",
    );
    expect((await resetIn(verified))?.resetToken).toBe("123456");
    const early = refusal(await post({ intent: "resend" }, cookiesOf(sent), { lang: "/ar" }));
    expect(early.result.error?.[""]?.[0]).toMatch(/^يُرجى المحاولة مرة أخرى بعد \d+ ثانية\.$/);
    moved(
      await post(
        { intent: "reset", password: "demo1234", confirm_password: "demo1234" },
        cookiesOf(verified),
        { lang: "/ar" },
      ),
      "/ar/auth/sign-in",
    );
  });

  it("sends a new code once the minute has passed, and the countdown starts again", async () => {
    later(api.clock, 120);
    const cookie = await cookieWith({
      passwordReset: { method: "phone", phone: SARA.phone, sentAt: Date.now() - 61_000 },
    });
    expect(((await load(cookie)) as Page).resendIn).toBe(0);
    const resent = moved(await post({ intent: "resend" }, cookie), "/forgot-password");
    expect(await toastKeysAfter(resent)).toEqual(["password:code.resent"]);
    const page = (await load(cookiesOf(resent))) as Page;
    expect(page.resendIn).toBeGreaterThan(55);
  });

  it("a later step without its reset, or a stale one, goes back to step 1", async () => {
    const none = moved(await post({ intent: "verify", otp: "123456" }), "/forgot-password");
    expect(await toastKeysAfter(none)).toEqual(["password:expired"]);
    const stale = await cookieWith({
      passwordReset: {
        method: "phone",
        phone: SARA.phone,
        sentAt: Date.now() - 31 * 60_000,
        resetToken: "123456",
      },
    });
    expect(((await load(stale)) as Page).step).toBe("request");
    moved(
      await post({ intent: "reset", password: "abcdefgh", confirm_password: "abcdefgh" }, stale),
      "/forgot-password",
    );
    moved(await post({ intent: "nonsense" }), "/forgot-password");
  });
});
