import { http, type HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/($lang).wishlist";
import { takeToasts } from "~/sessions/flash.server";
import { API, json, mswServer } from "../client/msw";
import { cookieFor, cookiesOf, post, toastKeysAfter } from "./header-test-support";

/**
 * POST /wishlist (browsing §2, §4, §5, §8; foundations §4 "Wishlist heart"): the hearts and the
 * drawer's remove buttons. A guest is refused before any call; add and remove reach the API with
 * the customer's token; a replay (409 on add, 404 on remove) is a success; other refusals show
 * the server's message; bad ids and forged redirects never reach the API nor leave the site.
 */
beforeAll(() => mswServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => mswServer.resetHandlers());
afterAll(() => mswServer.close());

const TOKEN = "w".repeat(40);
const PREFS = { zoneIds: "[1]", moduleId: 1, moduleType: "grocery" as const };

type Call = {
  method: string;
  query: Record<string, string>;
  body: unknown;
  auth: string | null;
  moduleId: string | null;
};
type Answer = () => HttpResponse<never> | Response;

/** Records every wishlist add/remove call, answering with `add` / `remove`. */
function watchWishlist({
  add = () => json({ message: "Successfully added!" }),
  remove = () => json({ message: "Successfully removed!" }),
}: { add?: Answer; remove?: Answer } = {}) {
  const calls: Call[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      query: Object.fromEntries(url.searchParams),
      body: request.method === "POST" ? await request.json() : undefined,
      auth: request.headers.get("Authorization"),
      moduleId: request.headers.get("moduleId"),
    });
  };
  mswServer.use(
    http.post(`${API}/customer/wish-list/add`, async ({ request }) => {
      await record(request);
      return add();
    }),
    http.delete(`${API}/customer/wish-list/remove`, async ({ request }) => {
      await record(request);
      return remove();
    }),
  );
  return calls;
}

type DataResult = {
  data: { ok: boolean; toast: { variant: string; key?: string; text?: string } };
  init: ResponseInit | null;
};

async function send(
  fields: Record<string, string>,
  { signedIn = true, url = "http://shop.test/wishlist" } = {},
) {
  const cookie = await cookieFor({ token: signedIn ? TOKEN : undefined, prefs: PREFS });
  const { request, context } = await post(url, fields, cookie);
  return action({ request, context, params: {} });
}
const document = async (fields: Record<string, string>, options?: Parameters<typeof send>[1]) =>
  (await send(fields, options)) as Response;
const enhanced = async (fields: Record<string, string>, options?: Parameters<typeof send>[1]) =>
  (await send({ ...fields, enhanced: "1" }, options)) as unknown as DataResult;

async function toastsAfter(response: Response) {
  const { toasts } = await takeToasts(
    new Request("http://shop.test/", { headers: { Cookie: cookiesOf(response) } }),
  );
  return toasts.map(({ variant, key, text }) => ({ variant, key, text }));
}

const addItem = { intent: "add", item_id: "7", redirectTo: "/store/green-grocer?module_id=1" };

describe("POST /wishlist: a guest", () => {
  it("is sent to the sign-in dialog over the page with the login-required message; nothing is called", async () => {
    const calls = watchWishlist();
    const response = await document(addItem, { signedIn: false });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/store/green-grocer?module_id=1&dialog=sign-in");
    expect(await toastsAfter(response)).toEqual([
      { variant: "error", key: "toasts.loginRequired", text: undefined },
    ]);
    expect(calls).toEqual([]);
  });

  it("with JavaScript gets { ok: false } and the message as data (401), nothing called", async () => {
    const calls = watchWishlist();
    const result = await enhanced({ intent: "add", store_id: "3" }, { signedIn: false });
    expect(result).not.toBeInstanceOf(Response);
    expect(result.init?.status).toBe(401);
    expect(result.data).toMatchObject({
      ok: false,
      toast: { variant: "error", key: "toasts.loginRequired" },
    });
    expect(calls).toEqual([]);
  });

  it("a dialog already open and the heart's fragment give way to the sign-in dialog", async () => {
    watchWishlist();
    const response = await document(
      { ...addItem, redirectTo: "/ar/home?module_id=1&dialog=cart#:R1:" },
      { signedIn: false, url: "http://shop.test/ar/wishlist" },
    );
    expect(response.headers.get("Location")).toBe("/ar/home?module_id=1&dialog=sign-in");
  });
});

describe("POST /wishlist: a signed-in customer", () => {
  it("add: posts the item with the token, then back to the heart (fragment kept) with the server's message", async () => {
    const calls = watchWishlist();
    const response = await document({ ...addItem, redirectTo: `${addItem.redirectTo}#:R5:` });
    expect(calls).toEqual([
      { method: "POST", query: {}, body: { item_id: 7 }, auth: `Bearer ${TOKEN}`, moduleId: "1" },
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/store/green-grocer?module_id=1#:R5:");
    expect(await toastsAfter(response)).toEqual([
      { variant: "success", key: undefined, text: "Successfully added!" },
    ]);
  });

  it("remove a store: DELETE ?store_id=, and a fetcher gets { ok: true, toast } with no redirect", async () => {
    const calls = watchWishlist();
    const result = await enhanced({ intent: "remove", store_id: "3", redirectTo: "/home" });
    expect(calls).toEqual([
      {
        method: "DELETE",
        query: { store_id: "3" },
        body: undefined,
        auth: `Bearer ${TOKEN}`,
        moduleId: "1",
      },
    ]);
    expect(result.data).toEqual({
      ok: true,
      toast: expect.objectContaining({ variant: "success", text: "Successfully removed!" }),
    });
    expect(result.init?.status ?? 200).toBe(200);
  });

  it("without a message from the server, our own words", async () => {
    watchWishlist({ add: () => json({}), remove: () => json({}) });
    const added = await document(addItem);
    expect(await toastKeysAfter(added)).toEqual(["wishlist:toasts.added"]);
    const removed = await enhanced({ intent: "remove", item_id: "7" });
    expect(removed.data.toast.key).toBe("wishlist:toasts.removed");
  });

  it("a replayed add (409) and a replayed remove (404) are successes, not errors", async () => {
    const calls = watchWishlist({
      add: () => json({ message: "Already in your wishlist" }, 409),
      remove: () => json({ message: "Not found in your wishlist" }, 404),
    });
    const add = await document(addItem);
    expect(add.status).toBe(303);
    expect(add.headers.get("Location")).toBe(addItem.redirectTo);
    expect(await toastsAfter(add)).toEqual([
      { variant: "success", key: "wishlist:toasts.added", text: undefined },
    ]);
    const remove = await enhanced({ intent: "remove", item_id: "7" });
    expect(remove.data).toMatchObject({
      ok: true,
      toast: { variant: "success", key: "wishlist:toasts.removed" },
    });
    expect(calls.map((c) => c.method)).toEqual(["POST", "DELETE"]);
  });

  it("any other refusal shows the server's message (browsing §8), and says so to a fetcher", async () => {
    watchWishlist({
      add: () => json({ errors: [{ code: "item_id", message: "Item not found." }] }, 404),
      remove: () => json({ errors: [{ code: "data", message: "Send either item_id." }] }, 403),
    });
    const add = await document(addItem);
    expect(add.headers.get("Location")).toBe(addItem.redirectTo);
    expect(await toastsAfter(add)).toEqual([
      { variant: "error", key: undefined, text: "Item not found." },
    ]);
    const remove = await enhanced({ intent: "remove", store_id: "9" });
    expect(remove.init?.status).toBe(400);
    expect(remove.data).toMatchObject({
      ok: false,
      toast: { variant: "error", text: "Send either item_id." },
    });
  });

  it("a backend that fails (5xx) is our own message, 503 to a fetcher", async () => {
    watchWishlist({ add: () => json({ message: "boom" }, 500) });
    const result = await enhanced(addItem);
    expect(result.init?.status).toBe(503);
    expect(result.data).toMatchObject({
      ok: false,
      toast: { variant: "error", key: "wishlist:toasts.unavailable" },
    });
  });
});

describe("POST /wishlist: bad input", () => {
  it.each([
    ["no intent", { item_id: "7" }],
    ["an unknown intent", { intent: "toggle", item_id: "7" }],
    ["no target", { intent: "add" }],
    ["both targets", { intent: "add", item_id: "7", store_id: "3" }],
    ["letters", { intent: "add", item_id: "abc" }],
    ["zero", { intent: "add", item_id: "0" }],
    ["negative", { intent: "remove", store_id: "-3" }],
    ["a fraction", { intent: "add", item_id: "1.5" }],
    ["an exponent", { intent: "add", item_id: "1e3" }],
    ["padding", { intent: "add", item_id: " 7" }],
    ["a huge id", { intent: "add", item_id: "9".repeat(20) }],
  ])("%s: back with a clear message, nothing called", async (_name, fields) => {
    const calls = watchWishlist();
    const response = await document({ ...fields, redirectTo: "/home?module_id=1" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home?module_id=1");
    expect(await toastKeysAfter(response)).toEqual(["wishlist:toasts.badRequest"]);
    expect(calls).toEqual([]);
  });

  it("a fetcher gets 400 with the message", async () => {
    const calls = watchWishlist();
    const result = await enhanced({ intent: "add", item_id: "x" });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      toast: { variant: "error", key: "wishlist:toasts.badRequest" },
    });
    expect(calls).toEqual([]);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/home",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "javascript:alert(1)",
    "",
  ])("a forged redirectTo %j stays on this site (the home page)", async (redirectTo) => {
    watchWishlist();
    const en = await document({ ...addItem, redirectTo });
    expect(en.headers.get("Location")).toBe("/home");
    const ar = await document({ ...addItem, redirectTo }, { url: "http://shop.test/ar/wishlist" });
    expect(ar.headers.get("Location")).toBe("/ar/home");
    const guest = await document({ ...addItem, redirectTo }, { signedIn: false });
    expect(guest.headers.get("Location")).toBe("/home?dialog=sign-in");
  });

  it("a body that is not a form is refused without a 500", async () => {
    const calls = watchWishlist();
    const cookie = await cookieFor({ token: TOKEN, prefs: PREFS });
    const request = new Request("http://shop.test/wishlist", {
      method: "POST",
      body: JSON.stringify(addItem),
      headers: { Cookie: cookie, "Content-Type": "application/json" },
    });
    const { context } = await post("http://shop.test/wishlist", {}, cookie);
    const thrown = await action({ request, context, params: {} }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(415);
    expect(calls).toEqual([]);
  });

  // Was a 405; the incumbent client's /wishlist page is bookmarked, so a GET now opens ours
  // (issue 24 item 10) — still without changing anything.
  it("GET goes to the Wishlist drawer (301: the incumbent's page was here)", async () => {
    const { context } = await post("http://shop.test/ar/wishlist", {}, "");
    const response = loader({
      request: new Request("http://shop.test/ar/wishlist"),
      context: { ...context, lang: "ar" },
      params: { lang: "ar" },
    });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/ar/home?dialog=wishlist");
  });
});
