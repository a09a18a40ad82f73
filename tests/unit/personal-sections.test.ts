import { describe, expect, it } from "vitest";
import { withPersonalSections } from "~/features/home/module-home";
import type { HomeSection } from "~/features/home/sections";

const section = (id: string): HomeSection =>
  ({ id, kind: "categories", title: id, viewAll: null, data: [] }) as HomeSection;

describe("the shared home's signed-in sections (ADR 033)", () => {
  const page = [section("categories"), section("ads"), section("popular-items")];

  it("go after the section they follow in /home's plan, keeping the page's own sections as they were", () => {
    const mine = [section("visit-again"), section("suggested-items")];
    const shown = withPersonalSections(page, { after: "categories", list: mine });
    expect(shown.map((s) => s.id)).toEqual([
      "categories",
      "visit-again",
      "suggested-items",
      "ads",
      "popular-items",
    ]);
    // The same objects: a memoised section that is still hydrating is not rendered again.
    expect(shown[0]).toBe(page[0]);
    expect(shown[3]).toBe(page[1]);
  });

  it("leave the page alone without any, and go first when the section they follow is missing", () => {
    expect(withPersonalSections(page, undefined)).toBe(page);
    expect(withPersonalSections(page, { after: "categories", list: [] })).toBe(page);
    const first = withPersonalSections(page, { after: "module-banners", list: [section("x")] });
    expect(first.map((s) => s.id)).toEqual(["x", "categories", "ads", "popular-items"]);
  });
});
