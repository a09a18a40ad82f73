import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { SuggestionsData } from "~/features/header/search/search-fields";
import { loader } from "~/routes/($lang).search-suggestions";
import { downtownWith, homeRequest, server, useHomeApi } from "./home-kit";

/**
 * GET /search-suggestions?name= (browsing §4, §7: items and stores with a name, only for a
 * non-empty term) against the seeded backend: grouped Items and Stores with their page URLs,
 * the position the endpoint requires, and empty lists — never an error — when there is nothing
 * to ask or the backend fails.
 */
const api = useHomeApi();

async function suggest(url: string, options: Parameters<typeof homeRequest>[1] = {}) {
  const response = (await loader(await homeRequest(url, options))) as Response;
  expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
  return (await response.json()) as SuggestionsData;
}

/** A word from an item name of module 1, read from the API (the seed grows). */
async function someWord(): Promise<string> {
  const answer = await fetch("http://words.test/api/v1/items/popular?limit=1&offset=1", {
    headers: { zoneId: "[1]", moduleId: "1", Accept: "application/json" },
  });
  const { products } = (await answer.json()) as { products: Array<{ name: string }> };
  return products[0].name.split(" ")[0];
}

describe("GET /search-suggestions", () => {
  it("answers items (and stores) whose names match, with their page URLs", async () => {
    const word = await someWord();
    const data = await suggest(`/search-suggestions?name=${encodeURIComponent(word)}`, {
      prefs: downtownWith("grocery"),
    });
    expect(data.term).toBe(word);
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.length).toBeLessThanOrEqual(10);
    for (const item of data.items) {
      expect(item.name.toLowerCase()).toContain(word.toLowerCase());
      expect(item.href).toMatch(/^\/product\/[^?]+\?module_id=1$/);
    }
    const call = api.calls().find((c) => c.path === "items/item-or-store-search");
    expect(call).toMatchObject({ zoneId: "[1]", moduleId: "1" });
  });

  it("without a location, on the default one (the endpoint needs a position)", async () => {
    let position: (string | null)[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.url.includes("item-or-store-search"))
        position = [request.headers.get("latitude"), request.headers.get("longitude")];
    });
    const word = await someWord();
    const data = await suggest(`/search-suggestions?name=${encodeURIComponent(word)}&module_id=1`);
    expect(data.items.length).toBeGreaterThan(0);
    expect(position.every((v) => v !== null && Number.isFinite(Number(v)))).toBe(true);
  });

  it.each(["", "%20%20", "name="])("no term (%j): empty lists, no API call", async (query) => {
    const data = await suggest(`/search-suggestions?${query}`, { prefs: downtownWith("grocery") });
    expect(data).toEqual({ term: "", items: [], stores: [] });
    expect(api.paths()).not.toContain("items/item-or-store-search");
  });

  it("a 10 KB term is cut to 100 characters", async () => {
    const data = await suggest(`/search-suggestions?name=${"x".repeat(10_240)}`, {
      prefs: downtownWith("grocery"),
    });
    expect(data.term).toHaveLength(100);
    expect(data.items).toEqual([]);
  });

  it("a failing backend answers empty lists", async () => {
    server.use(
      http.get("*/api/v1/items/item-or-store-search", () =>
        HttpResponse.json({ errors: [] }, { status: 500 }),
      ),
    );
    const data = await suggest("/search-suggestions?name=milk", { prefs: downtownWith("grocery") });
    expect(data).toEqual({ term: "milk", items: [], stores: [] });
  });

  it("a visitor without a location and without module_id gets empty lists, not a redirect", async () => {
    const data = await suggest("/search-suggestions?name=milk");
    expect(data.items).toEqual([]);
  });
});
