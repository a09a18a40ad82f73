import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { applyDocumentCachePolicy, URL_ONLY_PAGE } from "~/lib/http-cache.server";
import {
  handle,
  headers as sharedHomeHeaders,
  loader as sharedHomeLoader,
} from "~/routes/($lang).home_.z.$zones.m.$module";
import { failing, homeRequest, MODULE_IDS, useHomeApi } from "./home-kit";

/**
 * ADR 033: the shared located home is kept by a cache only when it is whole. A section whose
 * call failed shows its one-line note to the visitor who asked, but that answer is private: a
 * CDN would otherwise hand the note to everyone for up to ten minutes.
 */
useHomeApi();

type Loaded = { init?: { headers?: HeadersInit } | null };
const loaderHeadersOf = (result: unknown) => new Headers((result as Loaded).init?.headers);
const sharedArgs = async () => ({
  ...(await homeRequest(`/home/z/1/m/${MODULE_IDS.grocery}`)),
  params: { zones: "1", module: String(MODULE_IDS.grocery) },
});

/** The document's Cache-Control for a cookie-less GET of this route, as entry.server sets it. */
function documentCacheControl(loaderHeaders: Headers) {
  const routeHeaders = new Headers(
    sharedHomeHeaders({
      loaderHeaders,
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    }),
  );
  const remixContext = {
    staticHandlerContext: { matches: [{ route: { id: "shared-home" } }] },
    routeModules: { "shared-home": { handle } },
  } as unknown as EntryContext;
  const session = { get: () => undefined };
  applyDocumentCachePolicy(
    new Request("http://shop.test/home/z/1/m/1"),
    200,
    routeHeaders,
    remixContext,
    { session } as never,
  );
  return routeHeaders.get("Cache-Control");
}

describe("the shared home with a section that failed", () => {
  it("is answered whole and shareable when every section came", async () => {
    const result = await sharedHomeLoader(await sharedArgs());
    expect(loaderHeadersOf(result).get("Cache-Control")).toBeNull();
    expect(documentCacheControl(loaderHeadersOf(result))).toBe(URL_ONLY_PAGE);
  });

  it("shows the note to this visitor but is private, never kept by a shared cache", async () => {
    failing("items/popular");
    const result = await sharedHomeLoader(await sharedArgs());
    const page = (result as { data: { sections: Array<{ id: string; data: unknown }> } }).data;
    expect(page.sections.find((s) => s.id === "popular-items")?.data).toEqual({ failed: true });
    expect(loaderHeadersOf(result).get("Cache-Control")).toBe("private, no-store");
    expect(documentCacheControl(loaderHeadersOf(result))).toBe("private, no-store");
  });
});
