import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { createAppLoadContext } from "~/context.server";
import { loadShell } from "~/shell/root-loader.server";
import { slowReads } from "~/api/shared-cache.server";
import { API, json, mswServer } from "../client/msw";
import { cookieFor } from "./header-test-support";

beforeAll(() => mswServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  mswServer.resetHandlers();
  slowReads.clear();
});
afterAll(() => mswServer.close());

const stores = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${prefix} ${i + 1}`,
    slug: i % 2 ? `${prefix.toLowerCase()}-${i + 1}` : null,
  }));

const seen: URL[] = [];
function catalogueHandlers() {
  seen.length = 0;
  const record = (request: Request) => seen.push(new URL(request.url));
  return [
    http.get(`${API}/categories`, ({ request }) => {
      record(request);
      return json(
        Array.from({ length: 14 }, (_, i) => ({ id: 100 + i, name: `Category ${i}`, childes: [] })),
      );
    }),
    http.get(
      `${API}/stores/latest`,
      ({ request }) => (
        record(request),
        json({ total_size: 12, limit: "12", offset: "1", stores: stores("Latest", 12) })
      ),
    ),
    http.get(
      `${API}/stores/popular`,
      ({ request }) => (
        record(request),
        json({ total_size: 3, limit: "12", offset: "1", stores: stores("Popular", 3) })
      ),
    ),
  ];
}

async function shellFor(
  url: string,
  prefs = { zoneIds: "[1]", moduleId: 2, moduleType: "food" as const },
) {
  const cookie = await cookieFor({ prefs });
  const request = new Request(url, { headers: { Cookie: cookie, "User-Agent": "Googlebot/2.1" } });
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: API,
    apiTimeoutMs: 1000,
    forwardHost: false,
  });
  return (await loadShell(request, context)).shell;
}

describe("compact header drawer lists (browsing spec §2, §7, §9)", () => {
  it("are not fetched unless the drawer is open", async () => {
    mswServer.use(...catalogueHandlers());
    const shell = await shellFor("http://shop.test/home");
    expect(shell.drawer).toBeNull();
    expect(seen).toEqual([]);
  });

  it("load categories, latest and popular stores, at most 10 each, with page links", async () => {
    mswServer.use(...catalogueHandlers());
    const shell = await shellFor("http://shop.test/ar/home?dialog=menu");
    expect(shell.drawer?.categories).toHaveLength(10);
    expect(shell.drawer?.categories?.[0]).toEqual({
      id: 100,
      name: "Category 0",
      path: "/category/100",
    });
    expect(shell.drawer?.latestStores).toHaveLength(10);
    // Store pages by slug when there is one, else by id.
    expect(shell.drawer?.latestStores?.slice(0, 2).map((s) => s.path)).toEqual([
      "/store/1",
      "/store/latest-2",
    ]);
    expect(shell.drawer?.popularStores?.map((s) => s.name)).toEqual([
      "Popular 1",
      "Popular 2",
      "Popular 3",
    ]);

    const popular = seen.find((u) => u.pathname.endsWith("/stores/popular"))!;
    expect(Object.fromEntries(popular.searchParams)).toEqual({
      type: "all",
      offset: "1",
      limit: "12",
    });
    const latest = seen.find((u) => u.pathname.endsWith("/stores/latest"))!;
    expect(Object.fromEntries(latest.searchParams)).toEqual({ offset: "1", limit: "12" });
  });

  it("sends the zone and module headers the catalogue needs", async () => {
    let headers: Headers | undefined;
    // Earlier handlers win in MSW: the override goes first.
    mswServer.use(
      http.get(`${API}/categories`, ({ request }) => ((headers = request.headers), json([]))),
      ...catalogueHandlers(),
    );
    await shellFor("http://shop.test/home?dialog=menu");
    expect(headers?.get("zoneId")).toBe("[1]");
    expect(headers?.get("moduleId")).toBe("2");
  });

  it("one failing list is marked failed; the others still show", async () => {
    mswServer.use(
      http.get(`${API}/stores/latest`, () => HttpResponse.error()),
      ...catalogueHandlers(),
    );
    const shell = await shellFor("http://shop.test/home?dialog=menu");
    expect(shell.drawer?.latestStores).toBeNull();
    expect(shell.drawer?.categories).toHaveLength(10);
    expect(shell.drawer?.popularStores).toHaveLength(3);
  });

  it("are not fetched for parcel or without a zone", async () => {
    mswServer.use(...catalogueHandlers());
    expect(
      (
        await shellFor("http://shop.test/home?dialog=menu", {
          zoneIds: "[1]",
          moduleId: 5,
          moduleType: "parcel" as never,
        })
      ).drawer,
    ).toBeNull();
    const noZone = await cookieFor({ prefs: { moduleId: 2, moduleType: "food" } });
    const request = new Request("http://shop.test/home?dialog=menu", {
      headers: { Cookie: noZone, "User-Agent": "Googlebot/2.1" },
    });
    const context = await createAppLoadContext(request, {
      nonce: "n",
      apiBaseUrl: API,
      apiTimeoutMs: 1000,
      forwardHost: false,
    });
    expect((await loadShell(request, context)).shell.drawer).toBeNull();
    expect(seen).toEqual([]);
  });
});
