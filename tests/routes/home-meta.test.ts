import { readFileSync } from "node:fs";
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "~/api/client.server";
import { homeMeta } from "~/features/home/home-meta.server";
import { moduleHome } from "~/features/home/home-page.server";
import type { HomeSection } from "~/features/home/sections";
import { meta, shouldRevalidate } from "~/routes/($lang).home";
import { MODULE_TYPES, type ModuleType } from "~/sessions/prefs.server";

/** /home without the backend: shouldRevalidate, meta, and the section headings' i18n keys. */

describe("shouldRevalidate", () => {
  const at = (path: string) => new URL(path, "http://shop.test");
  const revalidate = (
    current: string,
    next: string,
    extra: Partial<ShouldRevalidateFunctionArgs> = {},
    defaultShouldRevalidate = true,
  ) =>
    shouldRevalidate({
      currentUrl: at(current),
      nextUrl: at(next),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate,
      ...extra,
    } as ShouldRevalidateFunctionArgs);

  it.each([
    ["/home", "/home?popular-items-tab=3"],
    ["/home?module_id=1&best-reviewed-tab=2", "/home?module_id=1&best-reviewed-tab=5"],
    ["/ar/home?new-arrivals-tab=1", "/ar/home"],
    ["/home?condition=4&basic-medicine-tab=9", "/home?basic-medicine-tab=2&condition=4"],
  ])("a category tab only (%s → %s): no loader run", (current, next) => {
    expect(revalidate(current, next)).toBe(false);
  });

  it.each([
    ["/home?condition=4", "/home?condition=5"],
    ["/home?module_id=1", "/home?module_id=2"],
    ["/home?module_id=1&grocery-tab=1", "/home?module_id=2&grocery-tab=1"],
    ["/home", "/ar/home"],
    // a parameter no frame dialog owns may be the page's
    ["/home?dialog=cart", "/home?data=1"],
  ])("anything else (%s → %s): Remix's default", (current, next) => {
    expect(revalidate(current, next, {}, true)).toBe(true);
    expect(revalidate(current, next, {}, false)).toBe(false);
  });

  it.each([
    ["/home", "/home?dialog=cashback"],
    ["/home?dialog=cart", "/home"],
    [
      "/home?module_id=5",
      "/home?module_id=5&dialog=track-order&order_id=100001&contact_number=%2B1",
    ],
    ["/home?dialog=track-order&order_id=100001", "/home"],
    ["/home?dialog=wishlist", "/home?dialog=wishlist&wishlist-tab=store"],
    ["/home?grocery-tab=1", "/home?dialog=language&to=ar&grocery-tab=2"],
    // the listing on /home: the same rule
    ["/home?data_type=searched&search=milk", "/home?data_type=searched&search=milk&dialog=cart"],
    [
      "/home?data_type=searched&search=milk&view=list",
      "/home?data_type=searched&search=milk&dialog=track-order&order_id=100001",
    ],
  ])("a frame dialog opened or closed (%s → %s): no loader run", (current, next) => {
    expect(revalidate(current, next)).toBe(false);
  });

  it("a dialog opened together with a change of what the page shows: Remix's default", () => {
    expect(revalidate("/home?module_id=1", "/home?module_id=2&dialog=cart")).toBe(true);
    expect(
      revalidate(
        "/home?data_type=searched&search=milk",
        "/home?data_type=searched&search=tea&dialog=cart",
      ),
    ).toBe(true);
  });

  it.each(["/review-prompt", "/ar/review-prompt", "/welcome", "/ar/welcome"])(
    "closing a home modal (POST %s): no loader run",
    (formAction) => {
      expect(revalidate("/home", "/home", { formMethod: "POST", formAction })).toBe(false);
    },
  );

  it("any other form action: Remix's default", () => {
    const post = { formMethod: "POST", formAction: "/modules" } as const;
    expect(revalidate("/home", "/home", post, true)).toBe(true);
    expect(revalidate("/home", "/home", post, false)).toBe(false);
    // a GET form (the header search) is a navigation: the tab rule applies
    const search = { formMethod: "GET", formAction: "/home" } as const;
    expect(revalidate("/home", "/home?grocery-tab=1", search)).toBe(false);
  });
});

type Tags = NonNullable<ReturnType<typeof meta>>;

describe("meta", () => {
  const origin = "http://shop.test";
  const root = { id: "root", data: { config: { businessName: "Souq Express" } } };
  // the data as the loader gives it: meta texts in the request's language (home-meta.server)
  const run = (lang: "ar" | undefined, module: { id: number; type: ModuleType; name: string }) =>
    meta({
      data: { module, origin, meta: homeMeta(lang ?? "en", module) },
      params: lang ? { lang } : {},
      matches: [root],
      location: { pathname: "/home" },
    } as unknown as Parameters<typeof meta>[0]) ?? [];
  const tag = (tags: Tags, key: string, value: string) =>
    tags.find((t) => (t as Record<string, unknown>)[key] === value) as
      Record<string, string> | undefined;

  it("titles the page with the module's name and the business", () => {
    const tags = run(undefined, { id: 4, type: "ecommerce", name: "Shop" });
    expect(tags[0]).toEqual({ title: "Shop | Souq Express" });
    expect(run("ar", { id: 2, type: "food", name: "طعام" })[0]).toEqual({
      title: "طعام | Souq Express",
    });
  });

  it("falls back to the module type's title when the module has no name", () => {
    expect(run(undefined, { id: 1, type: "grocery", name: "" })[0]).toEqual({
      title: "Grocery delivery | Souq Express",
    });
    expect(run("ar", { id: 1, type: "grocery", name: "" })[0]).toEqual({
      title: "توصيل البقالة | Souq Express",
    });
  });

  it("describes each module type, in English and in Arabic", () => {
    const described = (lang: "ar" | undefined) =>
      MODULE_TYPES.map((type) => tag(run(lang, { id: 1, type, name: "X" }), "name", "description"));
    const en = described(undefined).map((d) => d?.content ?? "");
    const ar = described("ar").map((d) => d?.content ?? "");
    expect(new Set(en).size).toBe(MODULE_TYPES.length);
    expect(new Set(ar).size).toBe(MODULE_TYPES.length);
    for (const text of en) expect(text).toMatch(/^[A-Z][^\u0600-\u06FF]{40,160}$/);
    for (const text of ar) expect(text).toMatch(/^[\u0600-\u06FF][^a-zA-Z]{30,160}$/);
    const byType = Object.fromEntries(MODULE_TYPES.map((t, i) => [t, en[i]]));
    expect(byType.food).toMatch(/restaurant/i);
    expect(byType.pharmacy).toMatch(/pharmac|medicine/i);
    expect(byType.parcel).toMatch(/parcel/i);
  });

  it.each([
    [undefined, "http://shop.test/home?module_id=4"],
    ["ar" as const, "http://shop.test/ar/home?module_id=4"],
  ])(
    "lang %s: canonical is the module's own URL, with both languages as alternates",
    (lang, canonical) => {
      const tags = run(lang, { id: 4, type: "ecommerce", name: "Shop" });
      expect(tag(tags, "rel", "canonical")?.href).toBe(canonical);
      const alternates = tags.filter((t) => (t as Record<string, unknown>).rel === "alternate");
      expect(alternates).toEqual([
        { tagName: "link", rel: "alternate", hrefLang: "en", href: `${origin}/home?module_id=4` },
        {
          tagName: "link",
          rel: "alternate",
          hrefLang: "ar",
          href: `${origin}/ar/home?module_id=4`,
        },
        {
          tagName: "link",
          rel: "alternate",
          hrefLang: "x-default",
          href: `${origin}/home?module_id=4`,
        },
      ]);
    },
  );

  it("an error page (no data) is titled Home, no canonical", () => {
    const tags = meta({
      data: undefined,
      params: {},
      matches: [root],
      location: { pathname: "/home" },
    } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toEqual([{ title: "Home | Souq Express" }]);
  });
});

describe("section headings", () => {
  /** Every call fails: only the plans' shape matters here. */
  const stubApi = (signedIn: boolean) =>
    ({
      home: new Proxy({}, { get: () => () => Promise.reject(new Error("stub")) }),
      state: { lang: "en", token: signedIn ? "token" : undefined },
    }) as unknown as ApiClient;

  async function plans(): Promise<Array<[string, HomeSection[]]>> {
    const pages: Array<[string, HomeSection[]]> = [];
    for (const type of MODULE_TYPES) {
      for (const signedIn of [false, true]) {
        const ctx = { money: { decimals: 2, symbol: "$", direction: "left" as const } };
        const sections = await moduleHome(type, {
          api: stubApi(signedIn),
          ctx: { ...ctx, decimals: 2, moduleId: 1, moduleType: type },
          signedIn,
          stream: true,
          conditionId: null,
        });
        pages.push([`${type}${signedIn ? " signed in" : ""}`, sections]);
      }
    }
    return pages;
  }

  const locale = (lang: string) =>
    JSON.parse(readFileSync(`public/locales/${lang}/home.json`, "utf8")) as Record<string, unknown>;
  const lookup = (bundle: Record<string, unknown>, key: string) =>
    key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);

  it("every title key exists in English and Arabic; ids are unique per page", async () => {
    const en = locale("en");
    const ar = locale("ar");
    const pages = await plans();
    const keys = new Set(pages.flatMap(([, sections]) => sections.map((s) => s.title)));
    expect(keys.size).toBeGreaterThan(25);
    for (const key of keys) {
      expect(key, key).toMatch(/^home:sections\.\w+$/);
      const path = key.slice("home:".length);
      expect(lookup(en, path), `en ${key}`).toMatch(/^[^\u0600-\u06FF]+$/);
      expect(lookup(ar, path), `ar ${key}`).toMatch(/[\u0600-\u06FF]/);
    }
    for (const [page, sections] of pages) {
      const ids = sections.map((s) => s.id);
      expect(new Set(ids).size, page).toBe(ids.length);
    }
  });
});
