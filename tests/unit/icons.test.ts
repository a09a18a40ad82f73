import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * The icon sprite (issue 27): app/components/ui/icons.svg is made by
 * scripts/build-icon-sprite.mjs; icons.tsx names what it holds. An icon named in one and not the
 * other draws nothing on the page, so they must agree.
 */
const sprite = readFileSync("app/components/ui/icons.svg", "utf8");
const kit = readFileSync("app/components/ui/icons.tsx", "utf8");
const script = readFileSync("scripts/build-icon-sprite.mjs", "utf8");

const spriteIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]).sort();
const union = /export type IconName =([^;]+);/.exec(kit)?.[1] ?? "";
const names = [...union.matchAll(/"([^"]+)"/g)].map((m) => m[1]).sort();
const used = [...kit.matchAll(/= named\("([^"]+)"\)/g)].map((m) => m[1]);
const listed = [
  ...(/export const ICONS = \[([^\]]+)\]/.exec(script)?.[1] ?? "").matchAll(/"([^"]+)"/g),
]
  .map((m) => m[1])
  .sort();
/** The sprite's drawings that are not lucide icons (the footer's social marks). */
const marks = [
  ...(/export const MARKS = \{([\s\S]+?)\n\};/.exec(script)?.[1] ?? "").matchAll(
    /^ {2}"([^"]+)":/gm,
  ),
].map((m) => m[1]);

describe("the icon sprite", () => {
  it("holds a drawing for every icon the kit names, and nothing else", () => {
    expect(names.length).toBeGreaterThan(0);
    expect(marks.length).toBeGreaterThan(0);
    expect(spriteIds).toEqual([...names, ...marks].sort());
    expect(listed).toEqual(names);
    for (const name of used) expect(names).toContain(name);
  });

  it("draws each icon as lucide does: a 24 × 24 view box, paths without inline style", () => {
    for (const symbol of sprite.matchAll(/<symbol ([^>]*)>([\s\S]*?)<\/symbol>/g)) {
      expect(symbol[1]).toContain('viewBox="0 0 24 24"');
      expect(symbol[2]).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse) /);
      // Stroke and fill come from the page (.icon, text-*/fill-* utilities), never the sprite.
      expect(symbol[2]).not.toMatch(/fill=|stroke=|style=/);
    }
  });
});
