import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { flagWelcome, readWelcome } from "~/features/home-extras/welcome.server";
import {
  action as reviewPromptAction,
  loader as reviewPromptLoader,
} from "~/routes/($lang).review-prompt";
import { action as welcomeAction, loader as welcomeLoader } from "~/routes/($lang).welcome";
import { commitSession, getSession } from "~/sessions/session.server";
import { API, json, mswServer } from "../client/msw";
import { cookieFor, cookiePair, post, sessionAfter, toastKeysAfter } from "./header-test-support";

beforeAll(() => mswServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => mswServer.resetHandlers());
afterAll(() => mswServer.close());

const TOKEN = "t".repeat(40);
type DataResult = { data: { ok: boolean }; init: ResponseInit | null };

/** Records every review-reminder-cancel call (order_id and Authorization), answering `answer`. */
function watchCancels(answer: () => Response = () => json("success")) {
  const seen: Array<{ orderId: string | null; auth: string | null }> = [];
  mswServer.use(
    http.get(`${API}/customer/review-reminder-cancel`, ({ request }) => {
      seen.push({
        orderId: new URL(request.url).searchParams.get("order_id"),
        auth: request.headers.get("Authorization"),
      });
      return answer();
    }),
  );
  return seen;
}

async function reviewPrompt(url: string, fields: Record<string, string>, signedIn = true) {
  const cookie = signedIn ? await cookieFor({ token: TOKEN }) : "";
  const { request, context } = await post(url, fields, cookie);
  return reviewPromptAction({ request, context, params: {} });
}

const cancel = (extra: Record<string, string> = {}) => ({
  intent: "cancel",
  order_id: "100001",
  redirectTo: "/home?module_id=2",
  ...extra,
});

describe("POST /review-prompt (browsing §4 review prompt)", () => {
  it("close: calls review-cancel for the order with the customer's token, then goes back", async () => {
    const cancels = watchCancels();
    const response = (await reviewPrompt("http://shop.test/review-prompt", cancel())) as Response;
    expect(cancels).toEqual([{ orderId: "100001", auth: `Bearer ${TOKEN}` }]);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home?module_id=2");
    expect(await toastKeysAfter(response)).toEqual([]);
  });

  it("close goes back with any URL dialog closed, in Arabic too", async () => {
    watchCancels();
    const response = (await reviewPrompt(
      "http://shop.test/ar/review-prompt",
      cancel({ redirectTo: "/ar/home?dialog=cashback&module_id=1" }),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/ar/home?module_id=1");
  });

  it("with JavaScript (enhanced): the same call, answered with { ok: true } and no redirect", async () => {
    const cancels = watchCancels();
    const result = (await reviewPrompt(
      "http://shop.test/review-prompt",
      cancel({ enhanced: "1" }),
    )) as unknown as DataResult;
    expect(result).not.toBeInstanceOf(Response);
    expect(result.data).toEqual({ ok: true });
    expect(cancels).toHaveLength(1);
  });

  it("give: goes to /rate-and-review/{orderId} (localized), without dismissing anything", async () => {
    const cancels = watchCancels();
    const give = { intent: "give", order_id: "100001", redirectTo: "/home" };
    const en = (await reviewPrompt("http://shop.test/review-prompt", give)) as Response;
    expect(en.status).toBe(303);
    expect(en.headers.get("Location")).toBe("/rate-and-review/100001");
    const ar = (await reviewPrompt("http://shop.test/ar/review-prompt", give)) as Response;
    expect(ar.headers.get("Location")).toBe("/ar/rate-and-review/100001");
    expect(cancels).toEqual([]);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["letters", "abc"],
    ["zero", "0"],
    ["negative", "-1"],
    ["exponent", "1e3"],
    ["padded", " 7"],
    ["too long", "1".repeat(20)],
  ])("a %s order_id goes back with a message, no call, no 500", async (_name, orderId) => {
    const cancels = watchCancels();
    const fields: Record<string, string> = { intent: "cancel", redirectTo: "/home" };
    if (orderId !== undefined) fields.order_id = orderId;
    const response = (await reviewPrompt("http://shop.test/review-prompt", fields)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home");
    expect(await toastKeysAfter(response)).toEqual(["homeDialogs:reviewPrompt.badOrder"]);
    expect(cancels).toEqual([]);
  });

  it("an unknown intent is refused the same way; with JavaScript as a 400", async () => {
    watchCancels();
    const document = (await reviewPrompt(
      "http://shop.test/review-prompt",
      cancel({ intent: "delete" }),
    )) as Response;
    expect(document.status).toBe(303);
    expect(await toastKeysAfter(document)).toEqual(["homeDialogs:reviewPrompt.badOrder"]);
    const enhanced = (await reviewPrompt(
      "http://shop.test/review-prompt",
      cancel({ order_id: "x", enhanced: "1" }),
    )) as unknown as DataResult;
    expect(enhanced.data).toEqual({ ok: false });
    expect(enhanced.init?.status).toBe(400);
  });

  it.each([
    ["a backend error", () => json({ errors: [{ code: "x", message: "boom" }] }, 500)],
    ["a validation refusal", () => json({ errors: [{ code: "order_id", message: "bad" }] }, 403)],
    ["an unreachable backend", () => HttpResponse.error()],
  ])("after %s: back with 'could not be dismissed', never a 500", async (_name, answer) => {
    watchCancels(answer);
    const response = (await reviewPrompt("http://shop.test/review-prompt", cancel())) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home?module_id=2");
    expect(await toastKeysAfter(response)).toEqual(["homeDialogs:reviewPrompt.cancelFailed"]);
  });

  it("a dead token: the session-expired redirect, not an error page", async () => {
    watchCancels(() => json({ message: "Unauthenticated." }, 401));
    const outcome = await reviewPrompt("http://shop.test/review-prompt", cancel()).catch(
      (thrown: unknown) => thrown,
    );
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(302);
    expect((outcome as Response).headers.get("Location")).toBe("/home");
  });

  it("signed out: nothing to dismiss, straight back", async () => {
    const cancels = watchCancels();
    const response = (await reviewPrompt(
      "http://shop.test/review-prompt",
      cancel(),
      false,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home?module_id=2");
    expect(cancels).toEqual([]);
  });

  it.each([["https://evil.example/"], ["//evil.example/"], ["/\\evil"], [""]])(
    "a foreign redirectTo %j goes to /home instead",
    async (redirectTo) => {
      watchCancels();
      const response = (await reviewPrompt(
        "http://shop.test/review-prompt",
        cancel({ redirectTo }),
      )) as Response;
      expect(response.headers.get("Location")).toBe("/home");
    },
  );

  it("a body that is not a form is a 415, not a 500", async () => {
    const request = new Request("http://shop.test/review-prompt", {
      method: "POST",
      body: JSON.stringify(cancel()),
      headers: { "Content-Type": "application/json" },
    });
    const { context } = await post("http://shop.test/review-prompt", {});
    const thrown = await reviewPromptAction({ request, context, params: {} }).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(415);
  });

  it("GET (a typed URL, a link or prefetch) dismisses nothing and goes to the home", async () => {
    const cancels = watchCancels();
    const { context } = await post("http://shop.test/ar/review-prompt", {});
    const response = reviewPromptLoader({ context });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ar/home");
    expect(cancels).toEqual([]);
  });
});

/** A signed-in session cookie with the welcome flag (as sign-up leaves it). */
async function welcomeCookie(): Promise<string> {
  const session = await getSession(new Request("http://shop.test/"));
  session.set("token", TOKEN);
  session.set("guestId", "12");
  flagWelcome(session);
  return cookiePair(await commitSession(session));
}

async function closeWelcome(url: string, fields: Record<string, string>, cookie: string) {
  const { request, context } = await post(url, fields, cookie);
  return welcomeAction({ request, context, params: {} });
}

describe("POST /welcome (browsing §4 welcome modal)", () => {
  it("clears the flag, keeps the customer signed in and goes back", async () => {
    const cookie = await welcomeCookie();
    expect(
      readWelcome(await getSession(new Request("http://x/", { headers: { Cookie: cookie } }))),
    ).toBe(true);
    const response = (await closeWelcome(
      "http://shop.test/welcome",
      { redirectTo: "/home?module_id=1" },
      cookie,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home?module_id=1");
    const session = await sessionAfter(response);
    expect(readWelcome(session)).toBe(false);
    expect(session.get("token")).toBe(TOKEN);
    expect(session.get("guestId")).toBe("12");
  });

  it("with JavaScript (enhanced): { ok: true } and the cleared cookie, no redirect", async () => {
    const result = (await closeWelcome(
      "http://shop.test/ar/welcome",
      { redirectTo: "/ar/home", enhanced: "1" },
      await welcomeCookie(),
    )) as unknown as DataResult;
    expect(result.data).toEqual({ ok: true });
    const setCookie = new Headers(result.init?.headers).get("Set-Cookie") ?? "";
    const session = await getSession(
      new Request("http://shop.test/", { headers: { Cookie: cookiePair(setCookie) } }),
    );
    expect(readWelcome(session)).toBe(false);
    expect(session.get("token")).toBe(TOKEN);
  });

  it("without a flag (closed twice, another tab) it just goes back, cookie untouched", async () => {
    const response = (await closeWelcome(
      "http://shop.test/ar/welcome",
      { redirectTo: "https://evil.example/" },
      await cookieFor({ token: TOKEN }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/ar/home");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("GET (a typed URL) goes to the home and clears nothing", async () => {
    const { context } = await post("http://shop.test/welcome", {}, await welcomeCookie());
    const response = welcomeLoader({ context });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/home");
    expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});
