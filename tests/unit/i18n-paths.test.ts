import { describe, expect, it } from "vitest";
import { dirOf, langFromPath, localizePath, stripLangPrefix } from "~/i18n/config";

describe("language in the URL", () => {
  it("reads the language from the first segment, English otherwise", () => {
    expect(langFromPath("/ar/home")).toBe("ar");
    expect(langFromPath("/ar")).toBe("ar");
    expect(langFromPath("/ar.data")).toBe("ar");
    expect(langFromPath("/home")).toBe("en");
    expect(langFromPath("/arabic")).toBe("en");
    expect(langFromPath("/")).toBe("en");
  });

  it("builds and strips prefixed paths", () => {
    expect(localizePath("/home", "ar")).toBe("/ar/home");
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/home", "en")).toBe("/home");
    expect(stripLangPrefix("/ar/home?x=1")).toBe("/home?x=1");
    expect(stripLangPrefix("/ar")).toBe("/");
    expect(stripLangPrefix("/arabic")).toBe("/arabic");
  });

  it("knows the right-to-left languages of the spec", () => {
    for (const code of ["ar", "fa", "he", "ur", "ps", "ku"]) expect(dirOf(code)).toBe("rtl");
    expect(dirOf("en")).toBe("ltr");
  });
});
