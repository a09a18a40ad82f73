import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/($lang).home";
import {
  downtownWith,
  GOOGLEBOT,
  homeRequest,
  moduleLeavesZone,
  redirectOf,
  server,
  useHomeApi,
  type ModuleName,
} from "./home-kit";

/**
 * The /home loader's gate (issue 9 item 7) against the seeded backend: `?module_id=N` is module
 * N's own URL for anyone (default location without cookies), garbage in it is ignored, a saved
 * module that stopped serving the zone goes to the chooser.
 */
const api = useHomeApi();

/** The module home's answer (a URL with data_type would be the listing: a test mistake). */
const load = async (url: string, options: Parameters<typeof homeRequest>[1] = {}) => {
  const data = await loader(await homeRequest(url, options));
  if ("listing" in data) throw new Error(`${url} answered with the listing, not the module home`);
  return data;
};

/** Calls made for the page's sections (not the gate's config/zone/module lookups). */
const sectionCalls = () =>
  api.calls().filter((c) => !["config", "config/get-zone-id", "module"].includes(c.path));

const firstSection: Record<ModuleName, string> = {
  grocery: "categories",
  food: "module-banners",
  pharmacy: "basic-medicine",
  ecommerce: "module-banners",
  parcel: "parcel-categories",
};

describe("/home?module_id=N without cookies", () => {
  it.each([
    ["grocery", 1],
    ["food", 2],
    ["pharmacy", 3],
    ["ecommerce", 4],
    ["parcel", 5],
  ] as const)("renders the %s module (%i) on the default location", async (type, id) => {
    const page = await load(`/home?module_id=${id}`);
    expect(page).not.toBeInstanceOf(Response);
    expect(page.module).toMatchObject({ id, type });
    expect(page.module.name).toBeTruthy();
    expect(page.onDefaultLocation).toBe(true);
    expect(page.sections[0].id).toBe(firstSection[type]);
    // the sections are asked for in the default location's zone, for module N
    expect(sectionCalls().length).toBeGreaterThan(0);
    for (const call of sectionCalls()) {
      expect(call, call.path).toMatchObject({ zoneId: "[1]", moduleId: String(id) });
    }
  });

  it("renders for a crawler too, in Arabic, with its search title and description", async () => {
    const page = await load("/ar/home?module_id=2", { userAgent: GOOGLEBOT });
    expect(page.module).toMatchObject({ id: 2, type: "food", name: "طعام" });
    expect(page.onDefaultLocation).toBe(true);
    expect(page.meta.title).toBe("طعام");
    expect(page.meta.description).toMatch(/^[\u0600-\u06FF]/);
    expect(page.origin).toBe("http://shop.test");
  });

  it("stores nothing: the answer is data, not a Response with cookies", async () => {
    const page = await load("/home?module_id=4");
    expect(page).not.toBeInstanceOf(Response);
    expect(page).toMatchObject({ signedIn: false, cashbackOffers: [], reviewPrompt: null });
  });
});

describe("a module_id that is not a module", () => {
  const garbage = ["abc", "0", "1e3", "-1", "99999999999", "%00", "", "0x4", " 4", "4.0", "999"];

  it.each(garbage)(
    "?module_id=%j: a visitor without a location is sent to Pick Location",
    async (raw) => {
      const location = await redirectOf(() => load(`/home?module_id=${raw}`));
      expect(location).toMatch(/^\/location\?redirectTo=/);
      const back = new URL(location, "http://shop.test").searchParams.get("redirectTo");
      expect(back).toMatch(/^\/home(\?|$)/);
    },
  );

  it.each(garbage)(
    "?module_id=%j: a crawler is sent to the default zone's first module's own URL",
    async (raw) => {
      const location = await redirectOf(() =>
        load(`/home?module_id=${raw}`, { userAgent: GOOGLEBOT }),
      );
      expect(location).toBe("/home?module_id=1");
    },
  );

  it.each(garbage)("?module_id=%j: a visitor with a module keeps their own", async (raw) => {
    const page = await load(`/home?module_id=${raw}`, { prefs: downtownWith("food") });
    expect(page.module).toMatchObject({ id: 2, type: "food" });
    expect(page.onDefaultLocation).toBe(false);
  });
});

describe("a visitor with a location and a module", () => {
  it("sees their own module at /home", async () => {
    const page = await load("/home", { prefs: downtownWith("grocery") });
    expect(page.module).toMatchObject({ id: 1, type: "grocery", name: "Grocery" });
    expect(page.onDefaultLocation).toBe(false);
    expect(page.sections[0].id).toBe("categories");
  });

  it("?module_id= of another module serving their zone: that module's sections", async () => {
    const page = await load("/home?module_id=4", { prefs: downtownWith("grocery") });
    expect(page.module).toMatchObject({ id: 4, type: "ecommerce" });
    expect(page.onDefaultLocation).toBe(false);
    expect(page.sections.map((s) => s.id)).toContain("brands");
    for (const call of sectionCalls()) {
      expect(call, call.path).toMatchObject({ zoneId: "[1]", moduleId: "4" });
    }
  });

  it("in their own zone, not the default one", async () => {
    const marina = { ...downtownWith("grocery"), zoneIds: "[2]", lat: 25.08, lng: 55.14 };
    const page = await load("/home?module_id=2", { prefs: marina });
    expect(page.module).toMatchObject({ id: 2, type: "food" });
    expect(page.onDefaultLocation).toBe(false);
    expect(sectionCalls().every((c) => c.zoneId === "[2]")).toBe(true);
  });

  it("?module_id= of a module not serving their zone: their own module", async () => {
    moduleLeavesZone(3, 1);
    const page = await load("/home?module_id=3", { prefs: downtownWith("grocery") });
    expect(page.module).toMatchObject({ id: 1, type: "grocery" });
    expect(page.sections.map((s) => s.id)).not.toContain("common-conditions");
  });

  it("a saved module no longer serving the zone: the module chooser, back to this page", async () => {
    moduleLeavesZone(3, 1);
    expect(await redirectOf(() => load("/home", { prefs: downtownWith("pharmacy") }))).toBe(
      "/modules?redirectTo=%2Fhome",
    );
    expect(
      await redirectOf(() => load("/ar/home?grocery-tab=7", { prefs: downtownWith("pharmacy") })),
    ).toBe("/ar/modules?redirectTo=%2Far%2Fhome%3Fgrocery-tab%3D7");
  });

  it("…unless ?module_id= names one that serves it", async () => {
    moduleLeavesZone(3, 1);
    const page = await load("/home?module_id=2", { prefs: downtownWith("pharmacy") });
    expect(page.module).toMatchObject({ id: 2, type: "food" });
  });

  it("the module list unreachable: the saved module renders (no redirect, no 500)", async () => {
    server.use(http.get("*/api/v1/module", () => HttpResponse.error()));
    const page = await load("/home", { prefs: downtownWith("pharmacy") });
    expect(page.module).toMatchObject({ id: 3, type: "pharmacy" });
    expect(page.sections[0].id).toBe("basic-medicine");
  });

  it("a location but no module: the module chooser", async () => {
    const { moduleId: _id, moduleType: _type, ...noModule } = downtownWith("grocery");
    expect(await redirectOf(() => load("/home", { prefs: noModule }))).toBe(
      "/modules?redirectTo=%2Fhome",
    );
  });
});
