import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { action, loader } from "~/routes/($lang).preferences.cookies";
import { slowReads } from "~/api/shared-cache.server";
import { serializePrefs } from "~/sessions/prefs.server";
import { startApi, type ApiHarness } from "../backend/harness";
import { answerOf, routeArgs } from "./order-kit";

/** The cookie notice (issue 24 item 8): config cookies_text, dismissed by a form post. */

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
afterEach(() => slowReads.clear());

/** The shell's notice text for a page, with the visitor's cookies. */
async function noticeAt(path: string, cookie = "") {
  const request = new Request(`http://shop.test${path}`, { headers: { Cookie: cookie } });
  const answer = (await rootLoader(await routeArgs(api, request))) as unknown as {
    data: { cookieNotice: string | null };
  };
  return answer.data.cookieNotice;
}

async function dismiss(from: string, redirectTo: string, cookie = "") {
  const request = new Request(`http://shop.test${from}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    body: new URLSearchParams({ redirectTo }),
  });
  return (await answerOf(async () => action(await routeArgs(api, request)))) as Response;
}

const cookieOf = (response: Response) => response.headers.get("Set-Cookie")!.split(";")[0];

describe("the cookie notice", () => {
  it("shows the operator's text in the page's language until dismissed, then never again", async () => {
    expect(await noticeAt("/home")).toBe(
      "We use cookies to keep you signed in and remember your location.",
    );
    expect(await noticeAt("/ar/home")).toBe(
      "نستخدم ملفات تعريف الارتباط لإبقائك مسجلاً وتذكر موقعك.",
    );

    const answer = await dismiss("/preferences/cookies", "/store/popular?page=2");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/store/popular?page=2");
    const cookie = cookieOf(answer);
    expect(cookie).toMatch(/^prefs=/);
    expect(await noticeAt("/home", cookie)).toBeNull();
    expect(await noticeAt("/ar/cart", cookie)).toBeNull();
  });

  it("keeps the visitor's other preferences and stays on site", async () => {
    const dark = (await serializePrefs({ theme: "dark", lang: "ar" })).split(";")[0];
    const kept = cookieOf(await dismiss("/preferences/cookies", "/home", dark));
    const request = new Request("http://shop.test/home", { headers: { Cookie: kept } });
    const { data } = (await rootLoader(await routeArgs(api, request))) as unknown as {
      data: { theme: string | null; cookieNotice: string | null };
    };
    expect(data).toMatchObject({ theme: "dark", cookieNotice: null });

    const evil = await dismiss("/ar/preferences/cookies", "https://evil.example/phish");
    expect(evil.status).toBe(303);
    expect(evil.headers.get("Location")).toBe("/ar/home");
    const protocolRelative = await dismiss("/preferences/cookies", "//evil.example");
    expect(protocolRelative.headers.get("Location")).toBe("/home");
  });

  it("is not shown when the operator set no cookie text", async () => {
    // cookies_text has an Arabic value of its own: writeSettings refuses it, so the row directly.
    const db = api.backend.db;
    const row = db.prepare("SELECT value, value_ar FROM business_settings WHERE key = ?");
    const saved = row.get("cookies_text") as { value: string; value_ar: string | null };
    const update = db.prepare("UPDATE business_settings SET value = ?, value_ar = ? WHERE key = ?");
    update.run(JSON.stringify(""), JSON.stringify(""), "cookies_text");
    try {
      expect(await noticeAt("/home")).toBeNull();
      expect(await noticeAt("/ar/home")).toBeNull();
    } finally {
      update.run(saved.value, saved.value_ar, "cookies_text");
    }
  });

  it("a GET of the action's URL goes home, never a 404 or 405", async () => {
    const request = new Request("http://shop.test/ar/preferences/cookies");
    const answer = (await answerOf(async () => loader(await routeArgs(api, request)))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/ar/home");
  });
});
