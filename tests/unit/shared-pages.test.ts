import { describe, expect, it } from "vitest";
import { zoneIdsParam } from "~/lib/params";
import { isUrlOnlyPath, returnPathOf, sharedHomeOf } from "~/lib/shared-pages";
import { sharedHomeHref } from "~/features/catalogue/urls";
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
