import { describe, expect, it } from "vitest";
import { twMerge } from "tailwind-merge";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { mergeClasses } from "~/lib/cn";

/** Every string literal in app/ that looks like a Tailwind class list. */
function classListsInApp(): string[] {
  const lists = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(tsx?|ts)$/.test(name)) {
        const source = readFileSync(path, "utf8");
        for (const match of source.matchAll(/"([a-z0-9!:[\]&_\-./% ()#>*=,]+)"/g)) {
          const value = match[1];
          if (value.includes(" ") && /\b(p|m|h|w|text|bg|rounded|flex|gap|border)-/.test(value))
            lists.add(value);
        }
      }
    }
  };
  walk(join(__dirname, "../../app"));
  return [...lists];
}

describe("cn's class merging", () => {
  it.each([
    ["px-4 py-2 h-10", "px-2", "py-2 h-10 px-2"],
    ["p-4", "px-2", "p-4 px-2"],
    ["px-2", "p-4", "p-4"],
    ["text-sm text-muted-foreground", "text-lg", "text-muted-foreground text-lg"],
    ["text-sm text-muted-foreground", "text-primary", "text-sm text-primary"],
    ["bg-primary hover:bg-primary/90", "bg-destructive", "hover:bg-primary/90 bg-destructive"],
    [
      "rounded-md border border-input",
      "rounded-full border-2",
      "border-input rounded-full border-2",
    ],
    ["inline-flex h-9", "hidden", "h-9 hidden"],
    ["size-4", "h-5", "size-4 h-5"],
    ["h-5 w-5", "size-4", "size-4"],
    ["absolute end-4 top-4", "-end-0.5 -top-0.5", "absolute -end-0.5 -top-0.5"],
    ["[&_svg]:size-4 gap-2", "[&_svg]:size-5", "gap-2 [&_svg]:size-5"],
    ["shadow-sm", "shadow-lg", "shadow-lg"],
    ["font-medium", "font-semibold", "font-semibold"],
    ["ring-2 ring-ring", "ring-offset-2", "ring-2 ring-ring ring-offset-2"],
  ])("%s + %s", (base, override, expected) => {
    expect(mergeClasses(`${base} ${override}`)).toBe(expected);
    expect(mergeClasses(`${base} ${override}`)).toBe(twMerge(base, override));
  });

  it("agrees with tailwind-merge on the app's own class lists combined with common overrides", () => {
    const lists = classListsInApp();
    expect(lists.length).toBeGreaterThan(50);
    const overrides = [
      "",
      "h-9 px-2",
      "p-0",
      "text-sm",
      "text-start",
      "rounded-full",
      "w-full",
      "hidden",
      "gap-1.5",
      "bg-background",
      "border-0",
      "shadow-none",
      "mx-auto ps-2",
      "leading-none font-bold",
      "border-b ring-0",
      "ms-auto size-5",
      "justify-start items-start flex-col",
      "min-w-0 max-w-none overflow-hidden opacity-50",
      "text-primary-foreground bg-primary",
      "absolute inset-0",
    ];
    const disagreements: string[] = [];
    for (const list of lists) {
      for (const override of overrides) {
        const input = `${list} ${override}`.trim();
        const ours = mergeClasses(input).split(" ").sort().join(" ");
        const theirs = twMerge(input).split(" ").sort().join(" ");
        if (ours !== theirs)
          disagreements.push(
            `${input}\n  ours:   ${mergeClasses(input)}\n  theirs: ${twMerge(input)}`,
          );
      }
    }
    expect(disagreements.slice(0, 10).join("\n")).toBe("");
  });
});
