import { describe, expect, it } from "vitest";
import { safeLocalPath, safeRedirect } from "~/lib/safe-redirect";

const SITE = "https://shop.example";

/** Where a browser on SITE would go with `Location: value` (or a link href). */
function browserTarget(value: string): URL {
  return new URL(value, `${SITE}/current/page`);
}

describe("safeRedirect", () => {
  it.each([
    ["/home?x=1#top", "/home?x=1#top"],
    ["/ar/store/5", "/ar/store/5"],
    ["/", "/"],
    ["/home?redirectTo=%2F%2Fevil.example", "/home?redirectTo=%2F%2Fevil.example"],
    ["/ar/%D9%85%D8%AA%D8%AC%D8%B1", "/ar/%D9%85%D8%AA%D8%AC%D8%B1"],
    ["/a/./b/../c", "/a/c"],
    ["/http://evil.example", "/http:/evil.example"],
    ["/@evil.example", "/@evil.example"],
    ["/home//x", "/home/x"],
    ["/ar//evil.example", "/ar/evil.example"],
    ["/home?q=a b", "/home?q=a%20b"],
  ])("keeps same-site path %j as %j", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  /**
   * Known open-redirect shapes (OWASP, PayloadsAllTheThings, browser URL-parser quirks). Each
   * must fall back — and whatever it returns must stay on the site when a browser follows it.
   */
  const BYPASSES = [
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/..//evil.example",
    "/../..//evil.example",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    "/%2f%2fevil.example",
    "/%2F/evil.example",
    "/%5cevil.example",
    "/%5C%5Cevil.example",
    "/%252f%252fevil.example",
    "/%25252f%25252fevil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\t\\evil.example",
    " //evil.example",
    "\t//evil.example",
    "http:evil.example",
    "http:/evil.example",
    "http://evil.example",
    "https://evil.example/",
    "HTTPS://evil.example",
    "//evil.example/%2e%2e",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "/\u0000evil",
    "/\u007fevil",
    "\u2215\u2215evil.example",
    "\uff0f\uff0fevil.example",
    "\u3002evil.example",
    "home",
    "evil.example",
    "./home",
    "../home",
    "?redirectTo=x",
    "#frag",
    "",
    "/" + "a".repeat(3000),
  ];

  it.each(BYPASSES)("falls back for %j", (input) => {
    expect(safeRedirect(input, "/fallback")).toBe("/fallback");
  });

  it("has a table of at least 40 bypass shapes", () => {
    expect(BYPASSES.length).toBeGreaterThanOrEqual(40);
  });

  /** Whatever it returns — kept or fallback — resolves on this site in a browser. */
  it.each([
    ...BYPASSES,
    "/ar//evil.example",
    "/ar/..//evil.example",
    "/home/%2e%2e//evil.example",
    "/home/\u2215\u2215evil.example",
    "/\uff0f\uff0fevil.example",
    "/home#//evil.example",
    "/home?//evil.example",
  ])("never yields an off-site target for %j", (input) => {
    const out = safeRedirect(input, "/");
    expect(browserTarget(out).origin).toBe(SITE);
    expect(out.startsWith("/")).toBe(true);
    expect(out[1]).not.toBe("/");
    expect(out[1]).not.toBe("\\");
    expect(out.split(/[?#]/)[0]).not.toMatch(/\/\//);
  });

  it("returns a path whose language prefix can be stripped safely", () => {
    // The language action strips /ar; a kept `//` would then lead off-site.
    expect(safeLocalPath("/ar//evil.example")).toBe("/ar/evil.example");
    expect(safeLocalPath("/ar/.//evil.example")).toBe("/ar/evil.example");
  });

  it("falls back for non-strings", () => {
    expect(safeRedirect(null)).toBe("/home");
    expect(safeRedirect(undefined)).toBe("/home");
    expect(safeLocalPath(42)).toBeNull();
  });
});
