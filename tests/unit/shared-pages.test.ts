import { describe, expect, it } from "vitest";
import { zoneIdsParam } from "~/lib/params";
import {
  isUrlOnlyPath,
  privatePathOf,
  returnPathOf,
  sharedHomeOf,
  sharedListingOf,
  sharedPageOf,
  sharedPlaceOf,
} from "~/lib/shared-pages";
import {
  personalPartsHref,
  sharedHomeHref,
  sharedItemHref,
  sharedListingHref,
  sharedModulePageHref,
  sharedStoreHref,
} from "~/features/catalogue/urls";
import { returnTarget } from "~/features/location/location-link";

describe("zone ids in a URL (ADR 033)", () => {
  it("reads a short sorted list of positive ids", () => {
    expect(zoneIdsParam("1")).toEqual([1]);
    expect(zoneIdsParam("1-2")).toEqual([1, 2]);
    expect(zoneIdsParam("3-17-250")).toEqual([3, 17, 250]);
    expect(zoneIdsParam("1-2-3-4-5")).toEqual([1, 2, 3, 4, 5]);
  });

  it("refuses anything else, one place having one URL", () => {
    for (const raw of [
      "",
      "0",
      "01",
      "-1",
      "1-",
      "-",
      "2-1",
      "1-1",
      "1--2",
      "1e3",
      "0x10",
      " 1",
      "1,2",
      "1-2-3-4-5-6",
      "9".repeat(10),
      "1-".repeat(40) + "2",
      null,
      undefined,
      7,
    ]) {
      expect(zoneIdsParam(raw), String(raw)).toBeNull();
    }
  });

  it("builds what it reads: the href sorts and drops repeats", () => {
    expect(sharedHomeHref([2, 1, 2], 4)).toBe("/home/z/1-2/m/4");
    expect(sharedHomeOf(sharedHomeHref([2, 1], 4))).toEqual({
      lang: "",
      zoneIds: [1, 2],
      moduleId: 4,
    });
  });
});

describe("the shared home's paths", () => {
  it("knows them in both languages and as data requests", () => {
    expect(isUrlOnlyPath("/home/z/1/m/1")).toBe(true);
    expect(isUrlOnlyPath("/ar/home/z/1-2/m/3")).toBe(true);
    expect(isUrlOnlyPath("/home/z/1/m/1.data")).toBe(true);
    expect(isUrlOnlyPath("/home")).toBe(false);
    expect(isUrlOnlyPath("/home/personal")).toBe(false);
    expect(isUrlOnlyPath("/home/z/1/m/1/more")).toBe(false);
    expect(isUrlOnlyPath("/store/z/1/m/1")).toBe(false);
  });

  it("sends a form without JavaScript back to the private home of the same module, in the page's language", () => {
    expect(returnPathOf({ pathname: "/home/z/1-2/m/4", search: "?popular-items-tab=3" })).toBe(
      "/home?module_id=4",
    );
    expect(returnPathOf({ pathname: "/ar/home/z/1/m/2", search: "" })).toBe("/ar/home?module_id=2");
    expect(returnPathOf({ pathname: "/categories", search: "?page=2" })).toBe("/categories?page=2");
  });

  it("sends a new location or module choice made on a shared home to /home", () => {
    expect(returnTarget("/home/z/1/m/1", "en")).toBe("/home");
    expect(returnTarget("/ar/home/z/1/m/1", "ar")).toBe("/ar/home");
    expect(returnTarget("/categories", "en")).toBe("/categories");
  });
});

describe("a store's and an item's shared pages (ADR 033 point 3)", () => {
  it("knows them in both languages and as data requests, and nothing around them", () => {
    for (const path of [
      "/store/81/z/1",
      "/store/oasis-valley-spices-dates/z/1-2",
      "/ar/store/81/z/1",
      "/store/81/z/1.data",
      "/product/886/z/1",
      "/ar/product/bulgur-1-kg-886/z/1-3.data",
    ])
      expect(isUrlOnlyPath(path), path).toBe(true);
    for (const path of [
      "/store/81",
      "/store/81/z",
      "/store/81/z/",
      "/store/81/z/1/x",
      "/store/latest",
      "/product/886",
      "/product/886/z/1/m/1",
      "/stores/81/z/1",
    ])
      expect(isUrlOnlyPath(path), path).toBe(false);
  });

  it("reads what they show and their zones; bad zones are no place", () => {
    expect(sharedPageOf("/ar/store/oasis/z/1-2")).toEqual({
      lang: "/ar",
      kind: "store",
      id: "oasis",
      zoneIds: [1, 2],
    });
    expect(sharedPageOf("/product/886/z/3.data")).toEqual({
      lang: "",
      kind: "product",
      id: "886",
      zoneIds: [3],
    });
    expect(sharedPageOf("/store/81/z/2-1")).toBeNull();
    expect(sharedPageOf("/store/81/z/0")).toBeNull();
    // The frame's place: a home names its module, a store or an item does not.
    expect(sharedPlaceOf("/home/z/1-2/m/4")).toEqual({ zoneIds: [1, 2], moduleId: 4 });
    expect(sharedPlaceOf("/store/81/z/1")).toEqual({ zoneIds: [1], moduleId: null });
    expect(sharedPlaceOf("/store/81")).toBeNull();
  });

  it("builds what it reads: zones sorted, repeats dropped, the slug when there is one", () => {
    expect(sharedStoreHref({ id: 81 }, [2, 1, 2])).toBe("/store/81/z/1-2");
    expect(sharedStoreHref({ id: 81, slug: "oasis" }, [1])).toBe("/store/oasis/z/1");
    expect(sharedItemHref({ id: 886 }, [3, 1])).toBe("/product/886/z/1-3");
    expect(sharedPageOf(sharedItemHref({ id: 886 }, [3, 1]))?.zoneIds).toEqual([1, 3]);
    expect(personalPartsHref([1, 2], 4)).toBe("/home/personal?zones=1-2&module_id=4&sections=none");
  });

  it("sends a form without JavaScript back to the store's or item's own page, query kept", () => {
    expect(returnPathOf({ pathname: "/store/81/z/1-2", search: "?category_id=3&page=2" })).toBe(
      "/store/81?category_id=3&page=2",
    );
    expect(returnPathOf({ pathname: "/ar/product/bulgur/z/1", search: "?quantity=2" })).toBe(
      "/ar/product/bulgur?quantity=2",
    );
    expect(privatePathOf({ pathname: "/store/81", search: "" })).toBeNull();
  });

  it("sends a new location chosen on one back to the store's or item's own page", () => {
    expect(returnTarget("/store/81/z/1", "en")).toBe("/store/81");
    expect(returnTarget("/ar/product/886/z/1?quantity=2", "ar")).toBe("/ar/product/886?quantity=2");
  });
});

describe("the category pages' shared URLs", () => {
  it("knows them in both languages and as data requests, and nothing around them", () => {
    for (const path of [
      "/categories/z/1/m/1",
      "/ar/categories/z/1-2/m/3.data",
      "/category/18/z/1/m/1",
      "/ar/category/18/z/1/m/1.data",
    ])
      expect(isUrlOnlyPath(path), path).toBe(true);
    for (const path of [
      "/categories",
      "/categories/z/1",
      "/category/18",
      "/category/18/z/1",
      "/category/18/z/1/m/1/x",
      "/category/z/1/m/1/x",
    ])
      expect(isUrlOnlyPath(path), path).toBe(false);
  });

  it("reads their place and builds what it reads", () => {
    expect(sharedListingOf("/ar/category/18/z/1-2/m/3")).toEqual({
      lang: "/ar",
      page: "/category/18",
      zoneIds: [1, 2],
      moduleId: 3,
    });
    expect(sharedListingOf("/categories/z/2-1/m/3")).toBeNull();
    expect(sharedPlaceOf("/categories/z/1/m/3")).toEqual({ zoneIds: [1], moduleId: 3 });
    expect(sharedModulePageHref("/category/18", [2, 1], 3)).toBe("/category/18/z/1-2/m/3");
    expect(sharedListingOf(sharedModulePageHref("/categories", [3, 1], 2))?.zoneIds).toEqual([
      1, 3,
    ]);
  });

  it("sends a form without JavaScript back to the private page of the module, its page kept", () => {
    expect(returnPathOf({ pathname: "/category/18/z/1/m/3", search: "?page=2" })).toBe(
      "/category/18?page=2&module_id=3",
    );
    expect(returnPathOf({ pathname: "/ar/categories/z/1/m/3", search: "" })).toBe(
      "/ar/categories?module_id=3",
    );
  });
});

describe("the promotion listings' shared URLs", () => {
  it("knows the flash sale, campaigns and brands listings, not a campaign's own page", () => {
    for (const path of [
      "/flash-sales/z/1/m/1",
      "/ar/flash-sales/z/1-2/m/1.data",
      "/campaigns/z/1/m/2",
      "/all-brands/z/1-3/m/4",
      "/ar/all-brands/z/1/m/4/",
    ])
      expect(isUrlOnlyPath(path), path).toBe(true);
    for (const path of [
      "/flash-sales",
      "/flash-sales/z/1",
      "/campaigns",
      "/campaigns/5",
      // A campaign's page shows its stores' distances from the customer: never URL-only.
      "/campaigns/5/z/1/m/1",
      "/campaigns/weekend-feast-5/z/1/m/1",
      "/all-brands/z/1/m/4/x",
      "/brands/z/1/m/4",
    ])
      expect(isUrlOnlyPath(path), path).toBe(false);
    expect(sharedPlaceOf("/ar/flash-sales/z/1-2/m/1")).toEqual({ zoneIds: [1, 2], moduleId: 1 });
  });

  it("keeps a pager's page or a sort on the shared page, the module in the path", () => {
    expect(sharedListingHref("/flash-sales?id=1&module_id=1&page=2", [2, 1], 1)).toBe(
      "/flash-sales/z/1-2/m/1?id=1&page=2",
    );
    expect(sharedListingHref("/all-brands?module_id=4&sort=z-a", [1], 4)).toBe(
      "/all-brands/z/1/m/4?sort=z-a",
    );
    expect(sharedListingHref("/all-brands?module_id=4", [1], 4)).toBe("/all-brands/z/1/m/4");
    // Built from the private link and read back as the same private page.
    const shared = sharedListingHref("/flash-sales?id=1&module_id=1&page=2", [1], 1);
    const [pathname, search] = shared.split("?");
    expect(privatePathOf({ pathname, search: `?${search}` })).toBe(
      "/flash-sales?id=1&page=2&module_id=1",
    );
  });

  it("sends a form without JavaScript back to the private listing of the module, its query kept", () => {
    expect(returnPathOf({ pathname: "/ar/campaigns/z/1/m/2", search: "" })).toBe(
      "/ar/campaigns?module_id=2",
    );
    expect(returnPathOf({ pathname: "/all-brands/z/1/m/4", search: "?sort=a-z" })).toBe(
      "/all-brands?sort=a-z&module_id=4",
    );
    expect(returnTarget("/flash-sales/z/1/m/1?id=1", "en")).toBe("/flash-sales?id=1&module_id=1");
  });
});
