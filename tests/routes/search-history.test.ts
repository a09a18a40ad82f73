import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/($lang).search-history";
import type { Prefs } from "~/sessions/prefs.server";
import { cookieFor, post, prefsAfter } from "./header-test-support";

/**
 * POST /search-history (browsing §5: recent searches with per-term delete and Clear All, kept
 * in the prefs cookie): a document POST goes back (same-site only, without fromSearch), a
 * fetcher gets the new list; garbage is refused without a 500 and without touching the list.
 */
const prefs: Prefs = {
  zoneIds: "[1]",
  moduleId: 1,
  moduleType: "grocery",
  recentSearches: ["milk", "bread", "tea"],
};

async function send(fields: Record<string, string>, url = "http://shop.test/search-history") {
  const { request, context } = await post(url, fields, await cookieFor({ prefs }));
  return action({ request, context, params: {} });
}

type DataResult = { data: { recentSearches: string[] }; init: ResponseInit | null };

describe("POST /search-history", () => {
  it("delete: that term leaves the list, the rest of prefs stays, back where it came from", async () => {
    const response = (await send({
      intent: "delete",
      term: "bread",
      redirectTo: "/home?data_type=searched&search=milk&module_id=1&fromSearch=1",
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      "/home?data_type=searched&search=milk&module_id=1",
    );
    expect(await prefsAfter(response)).toMatchObject({
      zoneIds: "[1]",
      moduleId: 1,
      recentSearches: ["milk", "tea"],
    });
  });

  it("clear: the list is emptied", async () => {
    const response = (await send({ intent: "clear", redirectTo: "/store/popular" })) as Response;
    expect(response.headers.get("Location")).toBe("/store/popular");
    expect((await prefsAfter(response)).recentSearches).toEqual([]);
  });

  it("a fetcher (enhanced=1) gets the new list as data", async () => {
    const result = (await send({
      intent: "delete",
      term: " milk ",
      enhanced: "1",
    })) as unknown as DataResult;
    expect(result.data).toEqual({ recentSearches: ["bread", "tea"] });
  });

  it.each([
    ["https://evil.example/", "/home"],
    ["//evil.example/x", "/home"],
    ["javascript:alert(1)", "/home"],
    ["", "/home"],
  ])("redirectTo %j is not followed (→ %s)", async (redirectTo, expected) => {
    const response = (await send({ intent: "clear", redirectTo })) as Response;
    expect(response.headers.get("Location")).toBe(expected);
  });

  it("falls back to the Arabic home under /ar", async () => {
    const response = (await send(
      { intent: "clear" },
      "http://shop.test/ar/search-history",
    )) as Response;
    expect(response.headers.get("Location")).toBe("/ar/home");
  });

  it("an unknown intent or a missing term changes nothing", async () => {
    for (const fields of [{ intent: "nope" }, { intent: "delete" }, {}] as Record<
      string,
      string
    >[]) {
      const response = (await send({ ...fields, redirectTo: "/home" })) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
    const result = (await send({ intent: "x", enhanced: "1" })) as unknown as DataResult;
    expect(result.init?.status).toBe(400);
  });

  it("a body that is not a form is refused (415), GET goes to the home", async () => {
    const request = new Request("http://shop.test/search-history", {
      method: "POST",
      body: JSON.stringify({ intent: "clear" }),
      headers: { "Content-Type": "application/json" },
    });
    const { context } = await post("http://shop.test/search-history", {});
    await expect(action({ request, context, params: {} })).rejects.toMatchObject({ status: 415 });
    const answer = loader({ context });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/home");
  });
});
