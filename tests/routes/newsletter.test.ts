import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import type { SubmissionResult } from "@conform-to/react";
import { createAppLoadContext } from "~/context.server";
import { slowReads } from "~/api/shared-cache.server";
import { honeypot } from "~/lib/honeypot.server";
import { takeToasts } from "~/sessions/flash.server";
import {
  BACKEND_DOWN,
  NEWSLETTER_INVALID_EMAIL,
  NEWSLETTER_REFUSED,
  newsletterEmailError,
} from "~/features/footer/newsletter-email";
import { newsletterSchema } from "~/features/footer/newsletter-schema";
import { action, loader } from "~/routes/($lang).newsletter";
import { loadShell } from "~/shell/root-loader.server";
import { API, json, mswServer } from "../client/msw";

beforeAll(() => mswServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  mswServer.resetHandlers();
  slowReads.clear();
});
afterAll(() => mswServer.close());

/** Records what the backend was asked to subscribe, answering with `answer`. */
function backend(answer: () => Response = () => json({ message: "Successfully subscribed" })) {
  const received: string[] = [];
  mswServer.use(
    http.post(`${API}/newsletter/subscribe`, async ({ request }) => {
      received.push(((await request.json()) as { email: string }).email);
      return answer();
    }),
  );
  return received;
}

interface Post {
  email?: string;
  redirectTo?: string;
  inline?: boolean;
  /** false: leave the honeypot fields out; a string: what a bot typed into the trap. */
  honeypot?: false | string;
  path?: string;
}

async function post({
  email,
  redirectTo = "/privacy-policy",
  inline,
  honeypot: trap = "",
  path = "/newsletter",
}: Post) {
  const form = new FormData();
  if (email !== undefined) form.set("email", email);
  form.set("redirectTo", redirectTo);
  if (inline) form.set("inline", "1");
  if (trap !== false) {
    const props = honeypot().getInputProps({ validFromTimestamp: Date.now() - 5_000 });
    form.set(props.nameFieldName, trap);
    if (props.validFromFieldName) form.set(props.validFromFieldName, props.encryptedValidFrom);
  }
  const request = new Request(`http://shop.test${path}`, { method: "POST", body: form });
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: API,
    apiTimeoutMs: 1000,
    forwardHost: false,
  });
  return action({ request, context, params: {} });
}

interface ActionData {
  result: SubmissionResult<string[]>;
  subscribed: boolean;
  redirectTo: string;
}

/** The action answered with data (not a redirect): its body and status. */
function answer(result: Awaited<ReturnType<typeof post>>) {
  if (result instanceof Response) throw new Error(`expected data, got a ${result.status} response`);
  const answered = result as unknown as { data: ActionData; init: ResponseInit | null };
  return { status: answered.init?.status ?? 200, body: answered.data };
}

describe("newsletter action", () => {
  it("subscribes a valid email and redirects back (303) with the success toast", async () => {
    const received = backend();
    const result = await post({
      email: "  Reader@Example.com ",
      redirectTo: "/privacy-policy?x=1",
    });
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/privacy-policy?x=1");
    expect(received).toEqual(["Reader@Example.com"]);
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0];
    const { toasts } = await takeToasts(
      new Request("http://shop.test/", { headers: { Cookie: cookie } }),
    );
    expect(toasts).toMatchObject([{ variant: "success", key: "footer:newsletter.subscribed" }]);
  });

  it("answers a fetcher (inline=1) with data and a form reset instead of a redirect", async () => {
    backend();
    const { status, body } = answer(await post({ email: "reader@example.com", inline: true }));
    expect(status).toBe(200);
    expect(body.subscribed).toBe(true);
    // Conform's reset reply: no errors, no initial value, so the form clears in place.
    expect(body.result).toEqual({ initialValue: null });
  });

  it.each(["not-an-email", "user@invalid", "a@b.c d", ""])(
    "refuses %j with 400, the field error and the value kept",
    async (email) => {
      const received = backend();
      const { status, body } = answer(await post({ email }));
      expect(status).toBe(400);
      expect(body.result.error?.email).toEqual([NEWSLETTER_INVALID_EMAIL]);
      if (email) expect(body.result.initialValue).toMatchObject({ email });
      expect(body.subscribed).toBe(false);
      expect(received).toEqual([]);
    },
  );

  it("refuses an overlong address without calling the backend", async () => {
    const received = backend();
    const { status, body } = answer(await post({ email: `${"a".repeat(250)}@example.com` }));
    expect(status).toBe(400);
    expect(body.result.error?.email).toEqual([NEWSLETTER_INVALID_EMAIL]);
    expect(received).toEqual([]);
  });

  it.each([
    ["a filled honeypot", "https://spam.example"],
    ["missing honeypot fields", false as const],
  ])("refuses %s and never calls the backend", async (_label, trap) => {
    const received = backend();
    const { status, body } = answer(await post({ email: "bot@example.com", honeypot: trap }));
    expect(status).toBe(400);
    expect(body.result.error?.[""]).toEqual([NEWSLETTER_REFUSED]);
    expect(received).toEqual([]);
  });

  it("puts the backend's refusal (already subscribed) on the email field and keeps the value", async () => {
    backend(() =>
      json({ errors: [{ code: "email", message: "The email has already been taken." }] }, 403),
    );
    const { status, body } = answer(await post({ email: "taken@example.com" }));
    expect(status).toBe(400);
    expect(body.result.error?.email).toEqual(["The email has already been taken."]);
    expect(body.result.initialValue).toMatchObject({ email: "taken@example.com" });
  });

  it("maps a refusal without a field code onto the email field too", async () => {
    backend(() => json({ message: "Too many subscriptions from this address." }, 403));
    const { body } = answer(await post({ email: "reader@example.com" }));
    expect(body.result.error?.email).toEqual(["Too many subscriptions from this address."]);
  });

  it.each([
    ["unreachable", () => HttpResponse.error()],
    ["failing with 500", () => json({ message: "Server Error" }, 500)],
  ])(
    "says the marketplace is unreachable when the backend is %s (503, never 500)",
    async (_label, reply) => {
      backend(reply);
      const { status, body } = answer(await post({ email: "reader@example.com" }));
      expect(status).toBe(503);
      expect(body.result.error?.[""]).toEqual([BACKEND_DOWN]);
      expect(body.result.initialValue).toMatchObject({ email: "reader@example.com" });
    },
  );

  // Issue 7 item 13: a 200 that is not the contract's `{message}` is a backend fault — never a
  // "Subscribed" toast for an address the backend may not have stored.
  it.each([
    ["{}", {}],
    ["[]", []],
    ["null", null],
    ["a string", "ok"],
    ["a message of the wrong type", { message: 1 }],
    ["a message of null", { message: null }],
  ])(
    "a 200 %s is a backend fault: 503 with the unreachable message, not success",
    async (_l, body) => {
      backend(() => json(body as never));
      for (const inline of [false, true]) {
        const result = await post({ email: "reader@example.com", inline });
        const { status, body: answerBody } = answer(result);
        expect(status).toBe(503);
        expect(answerBody.subscribed).toBe(false);
        expect(answerBody.result.error?.[""]).toEqual([BACKEND_DOWN]);
        expect(answerBody.result.initialValue).toMatchObject({ email: "reader@example.com" });
      }
    },
  );

  it("never redirects off-site: a foreign redirectTo falls back to the language's landing page", async () => {
    backend();
    const english = (await post({
      email: "reader@example.com",
      redirectTo: "https://evil.example/",
    })) as Response;
    expect(english.headers.get("Location")).toBe("/");
    const arabic = (await post({
      email: "reader@example.com",
      redirectTo: "//evil.example",
      path: "/ar/newsletter",
    })) as Response;
    expect(arabic.headers.get("Location")).toBe("/ar");
  });
});

describe("a slow backend costs a newsletter post one timeout, not two (issue 7 item 12)", () => {
  it("the page's reads after a timed-out subscribe fail at once instead of waiting again", async () => {
    mswServer.use(
      http.all(`${API}/*`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        return json({ message: "late" });
      }),
    );
    const form = new FormData();
    form.set("email", "slow@example.com");
    form.set("redirectTo", "/");
    const props = honeypot().getInputProps({ validFromTimestamp: Date.now() - 5_000 });
    form.set(props.nameFieldName, "");
    if (props.validFromFieldName) form.set(props.validFromFieldName, props.encryptedValidFrom);
    const request = new Request("http://shop.test/newsletter", { method: "POST", body: form });
    const context = await createAppLoadContext(request, {
      nonce: "n",
      apiBaseUrl: API,
      apiTimeoutMs: 1000,
      forwardHost: false,
    });
    const started = Date.now();
    // A document POST that answers with the page: Remix runs the action, then the loaders, with
    // the same load context (the same API transport).
    const result = answer(await action({ request, context, params: {} }));
    const { shell } = await loadShell(new Request("http://shop.test/newsletter"), context);
    const elapsed = Date.now() - started;
    expect(result.status).toBe(503);
    expect(result.body.result.error?.[""]).toEqual([BACKEND_DOWN]);
    expect(shell.backendDown).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(1600);
  });
});

describe("newsletter page loader", () => {
  it("keeps a safe return path and titles the page in the URL's language", async () => {
    const request = new Request("http://shop.test/ar/newsletter?redirectTo=%2Far%2Fabout-us");
    const context = await createAppLoadContext(request, {
      nonce: "n",
      apiBaseUrl: API,
      apiTimeoutMs: 1000,
      forwardHost: false,
    });
    const result = await loader({ request, context, params: { lang: "ar" } });
    expect(result).toEqual({ redirectTo: "/ar/about-us", title: "النشرة الإخبارية" });
  });
});

describe("the newsletter email rule (browser and action)", () => {
  const cases: Array<[string, boolean]> = [
    ["reader@example.com", true],
    ["  first.last+deals@mail.example.ae ", true],
    ["o'neil@example.co.uk", true],
    ["user@invalid", false],
    ["user@@example.com", false],
    [".dot@example.com", false],
    ["two..dots@example.com", false],
    ["user@example.c", false],
    ["user example@example.com", false],
    ["", false],
    [`${"a".repeat(244)}@example.com`, false],
  ];

  it.each(cases)("%j → valid: %s, the same answer on both sides", (email, valid) => {
    expect(newsletterEmailError(email)).toBe(valid ? null : NEWSLETTER_INVALID_EMAIL);
    const parsed = newsletterSchema.safeParse({ email });
    expect(parsed.success).toBe(valid);
    if (!parsed.success) expect(parsed.error.issues[0].message).toBe(NEWSLETTER_INVALID_EMAIL);
  });
});
