import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/home?x=1#top", "/home?x=1#top"],
    ["/ar/store/5", "/ar/store/5"],
  ])("keeps same-site path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "home",
    "/\u0000home",
    "",
    "/" + "a".repeat(3000),
  ])("falls back for %j", (input) => {
    expect(safeRedirect(input, "/fallback")).toBe("/fallback");
  });

  it("falls back for non-strings", () => {
    expect(safeRedirect(null)).toBe("/home");
    expect(safeRedirect(undefined)).toBe("/home");
  });
});
