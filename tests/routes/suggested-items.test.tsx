import type { ReactNode } from "react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { ItemCard } from "~/features/catalogue/card-models";
import { HomeSections } from "~/features/home/home-sections";
import type { HomeSection, ItemSectionData } from "~/features/home/sections";
import { StoreRecommended } from "~/features/stores/store-recommended";
import type { Lang } from "~/i18n/config";
import { loader as homeLoader } from "~/routes/($lang).home";
import { loader as storeLoader } from "~/routes/($lang).store.$id";
import {
  demoToken,
  downtownWith,
  failing,
  homeRequest,
  isPromise,
  server,
  // Not a React hook: the kit's name for "start the fake API for this file".
  useHomeApi as startHomeApi,
  type ModuleName,
  modelSections,
} from "./home-kit";
import { GUEST_FRAME, renderInFrame } from "./frame-render";
import { apiGet, slowUpstream, storesOf, type RawStore } from "./store-kit";

/**
 * Issue 24 item 5 against the seeded backend: "Suggested for you" on a signed-in customer's
 * module home (customer/suggested-items) and "Recommended items" on a store's first page
 * (items/suggested?recommended=1) — server-rendered in English and Arabic, absent when empty or
 * when the call fails (never a failure note, never a 500), never asked for a guest's home, and
 * started in the same wave as the page's other calls.
 */
const api = startHomeApi();

const SUGGESTED = "customer/suggested-items";
const RECOMMENDED = "items/suggested";

async function home(url: string, options: Parameters<typeof homeRequest>[1] = {}) {
  const data = await homeLoader(await homeRequest(url, options));
  if ("listing" in data) throw new Error(`${url} answered with the listing, not the module home`);
  return { ...data, sections: modelSections(data.sections) };
}

async function store(path: string, options: Parameters<typeof homeRequest>[1] = {}) {
  const args = await homeRequest(path, options);
  const id = /\/store\/([^/?]+)/.exec(path)?.[1];
  return storeLoader({
    ...args,
    params: { id: id && decodeURIComponent(id), lang: path.startsWith("/ar/") ? "ar" : undefined },
  });
}

const suggestedOf = (sections: HomeSection[]) => sections.find((s) => s.id === "suggested-items");

/** The page as a browser without JavaScript gets it, with an empty cart and wishlist. */
const render = (ui: ReactNode, lang: Lang, url = "/home") =>
  renderInFrame(ui, { url, lang, frame: { ...GUEST_FRAME, signedIn: true } });

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe("suggested items on the module home", () => {
  const modules: ModuleName[] = ["grocery", "food", "pharmacy", "ecommerce"];

  it.each(modules)(
    "%s, signed in: a 'Suggested for you' shelf of the backend's items, in the first HTML",
    async (module) => {
      const token = await demoToken();
      const page = await home("/home", { prefs: downtownWith(module), token });
      const section = suggestedOf(page.sections);
      expect(section, "the suggested-items section").toBeDefined();
      expect(isPromise(section!.data)).toBe(false);
      const data = section!.data as ItemSectionData;
      const raw = await apiGet<Array<{ id: number; name: string }>>(SUGGESTED, module, {
        Authorization: `Bearer ${token}`,
      });
      expect(raw.length).toBeGreaterThan(0);
      expect(data.items.map((i) => i.id)).toEqual(raw.map((i) => i.id));
      expect(data.items.every((i) => i.href.startsWith("/product/"))).toBe(true);
    },
  );

  it("sits after Visit again and streams to a JavaScript browser, asked for with the rest", async () => {
    const token = await demoToken();
    const timed = slowUpstream(50);
    const page = await home("/home", { prefs: downtownWith("grocery"), token, js: true });
    const ids = page.sections.map((s) => s.id);
    expect(ids.indexOf("suggested-items")).toBe(ids.indexOf("visit-again") + 1);
    const section = suggestedOf(page.sections)!;
    expect(isPromise(section.data)).toBe(true);
    expect(((await section.data) as ItemSectionData).items.length).toBeGreaterThan(0);
    // Started in the sections' wave: before the first section call (items/popular) answered.
    const path = (c: { url: URL }) => c.url.pathname.replace(/^.*\/api\/v1\//, "");
    const suggested = timed.find((c) => path(c) === SUGGESTED)!;
    const popular = timed.find((c) => path(c) === "items/popular")!;
    expect(suggested.start).toBeLessThan(popular.end);
  });

  it.each(["/home", "/home?module_id=4"])(
    "a guest (%s) gets no such section, and the backend is not asked",
    async (url) => {
      const page = await home(url, { prefs: downtownWith("grocery"), js: true });
      expect(suggestedOf(page.sections)).toBeUndefined();
      expect(api.paths()).not.toContain(SUGGESTED);
    },
  );

  it("parcel has no catalogue: no section, no call", async () => {
    const token = await demoToken();
    const page = await home("/home", { prefs: downtownWith("parcel"), token });
    expect(suggestedOf(page.sections)).toBeUndefined();
    expect(api.paths()).not.toContain(SUGGESTED);
  });

  it.each(["500", "network"] as const)(
    "a failing call (%s) hides the section (no failure note); the page renders",
    async (how) => {
      failing(SUGGESTED, how);
      const token = await demoToken();
      for (const js of [false, true]) {
        const page = await home("/home", { prefs: downtownWith("food"), token, js });
        const data = (await suggestedOf(page.sections)!.data) as ItemSectionData;
        expect(data).toMatchObject({ items: [] });
        const html = await render(
          <HomeSections sections={await valuesOf(page.sections)} moduleType="food" />,
          "en",
        );
        expect(html).not.toContain("Suggested for you");
        expect(html).toContain("Visited stores");
      }
      expect(api.paths()).toContain(SUGGESTED);
    },
  );

  it("an empty answer hides it too", async () => {
    server.use(http.get(`*/api/v1/${SUGGESTED}`, () => HttpResponse.json([])));
    const token = await demoToken();
    const page = await home("/home", { prefs: downtownWith("food"), token });
    const html = await render(<HomeSections sections={page.sections} moduleType="food" />, "en");
    expect(html).not.toContain("Suggested for you");
    expect(html).toContain("Visited stores");
  });

  it("renders its heading and cards, in English and in Arabic", async () => {
    const token = await demoToken();
    const page = await home("/home", { prefs: downtownWith("grocery"), token });
    const items = (suggestedOf(page.sections)!.data as ItemSectionData).items;
    const only = page.sections.filter((s) => s.id === "suggested-items");
    const en = decode(await render(<HomeSections sections={only} moduleType="grocery" />, "en"));
    expect(en).toContain(">Suggested for you</h2>");
    for (const item of items) {
      expect(en).toContain(item.name);
      expect(en).toContain(`href="${item.href}"`);
    }
    const ar = await render(
      <HomeSections sections={only} moduleType="grocery" />,
      "ar",
      "/ar/home",
    );
    expect(ar).toContain(">مقترحات لك</h2>");
  });
});

/** Every section's data as a value (what a browser without JavaScript gets). */
async function valuesOf(sections: HomeSection[]): Promise<HomeSection[]> {
  return Promise.all(sections.map(async (s) => ({ ...s, data: await s.data }) as HomeSection));
}

describe("recommended items on a store's page", () => {
  const url = (s: RawStore, module: ModuleName, extra = "") =>
    `/store/${s.slug}?module_id=${s.module_id}&module_type=${module}&store_zone_id=${s.zone_id}${extra}`;

  /** A store of the default zone by how many items it recommends (seed, not guessed). */
  async function storeRecommending(module: ModuleName, some: boolean) {
    for (const s of await storesOf(module)) {
      const page = await apiGet<{ total_size: number }>(
        `${RECOMMENDED}?store_id=${s.id}&recommended=1&limit=10&offset=1`,
        module,
      );
      if (some ? page.total_size > 0 : page.total_size === 0)
        return { store: s, total: page.total_size };
    }
    throw new Error(`no ${module} store that recommends ${some ? "some" : "no"} items`);
  }

  it.each(["grocery", "food"] as const)(
    "%s: the store's recommended items, as cards, on its first page — cookie-less (a crawler) too",
    async (module) => {
      const { store: s, total } = await storeRecommending(module, true);
      for (const options of [{}, { prefs: downtownWith(module) }]) {
        const page = await store(url(s, module), options);
        expect(page.recommended.length).toBe(Math.min(10, total));
        expect(page.recommended.every((i: ItemCard) => i.href.startsWith("/product/"))).toBe(true);
      }
      const ask = api.calls().find((c) => c.path === RECOMMENDED);
      expect(ask?.moduleId).toBe(String(s.module_id));
    },
  );

  it("one wave: asked for with the details, items and reviews, before any answer arrives", async () => {
    const { store: s } = await storeRecommending("grocery", true);
    const timed = slowUpstream(100);
    const page = await store(url(s, "grocery"), { prefs: downtownWith("grocery") });
    expect(page.recommended.length).toBeGreaterThan(0);
    const firstEnd = Math.min(...timed.map((c) => c.end));
    const call = timed.find((c) => c.url.pathname.endsWith(`/${RECOMMENDED}`));
    expect(call?.url.searchParams.get("recommended")).toBe("1");
    expect(call!.start).toBeLessThan(firstEnd);
  });

  it("a store that recommends nothing has no shelf", async () => {
    const { store: s } = await storeRecommending("food", false);
    const page = await store(url(s, "food"));
    expect(page.recommended).toEqual([]);
    const html = await render(
      <StoreRecommended store={page.store} items={page.recommended} />,
      "en",
    );
    expect(html).toBe("");
  });

  it("not on a later page, in a search or a category: no shelf and no call", async () => {
    const { store: s } = await storeRecommending("grocery", true);
    const before = api.paths().length;
    for (const extra of ["&page=2", "&search=milk", "&category_id=1"]) {
      const page = await store(url(s, "grocery", extra));
      expect(page.recommended, extra).toEqual([]);
    }
    expect(api.paths().slice(before)).toContain("items/latest");
    expect(api.paths().slice(before)).not.toContain(RECOMMENDED);
  });

  it.each(["500", "network"] as const)(
    "a failing call (%s): no shelf, the store's own items still show",
    async (how) => {
      const { store: s } = await storeRecommending("grocery", true);
      failing(RECOMMENDED, how);
      const page = await store(url(s, "grocery"));
      expect(page.recommended).toEqual([]);
      expect(page.groups.length).toBeGreaterThan(0);
      expect(page.itemsFailed).toBe(false);
    },
  );

  it("renders a titled row of the cards, in English and in Arabic", async () => {
    const { store: s } = await storeRecommending("grocery", true);
    const page = await store(url(s, "grocery"));
    const ui = <StoreRecommended store={page.store} items={page.recommended} />;
    const en = decode(await render(ui, "en", "/store/x"));
    expect(en).toContain(">Recommended items</h2>");
    for (const item of page.recommended) expect(en).toContain(item.name);
    const ar = await render(ui, "ar", "/ar/store/x");
    expect(ar).toContain(">أصناف موصى بها</h2>");
  });
});
