import { describe, expect, it } from "vitest";
import { action } from "~/routes/($lang).preferences.theme";
import { cookieFor, cookiePair, post, prefsAfter } from "./header-test-support";
import { getPrefs } from "~/sessions/prefs.server";

async function switchTheme(url: string, fields: Record<string, string>, cookie = "") {
  const { request, context } = await post(url, fields, cookie);
  return action({ request, context, params: {} });
}

describe("theme action (browsing spec §4)", () => {
  it("without JavaScript: remembers dark and goes back to the page (PRG)", async () => {
    const response = (await switchTheme("http://shop.test/preferences/theme", {
      theme: "dark",
      redirectTo: "/home?dialog=menu",
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/home?dialog=menu");
    expect((await prefsAfter(response)).theme).toBe("dark");
  });

  it("with JavaScript (enhanced): answers data and sets the cookie, no redirect", async () => {
    const cookie = await cookieFor({ prefs: { zoneIds: "[1]", theme: "dark" } });
    const result = (await switchTheme(
      "http://shop.test/ar/preferences/theme",
      { theme: "light", redirectTo: "/ar/home", enhanced: "1" },
      cookie,
    )) as unknown as { data: { theme: string }; init: ResponseInit | null };
    expect(result).not.toBeInstanceOf(Response);
    expect(result.data).toEqual({ theme: "light" });
    const setCookie = new Headers(result.init?.headers).get("Set-Cookie") ?? "";
    const prefs = await getPrefs(
      new Request("http://shop.test/", { headers: { Cookie: cookiePair(setCookie) } }),
    );
    expect(prefs).toEqual({ zoneIds: "[1]", theme: "light" });
  });

  it.each([["purple"], [""], ["DARK"], ["system"], ["dark; light"]])(
    "a garbage theme %j changes nothing",
    async (theme) => {
      const response = (await switchTheme("http://shop.test/preferences/theme", {
        theme,
        redirectTo: "/home",
      })) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/home");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    },
  );

  it.each([["https://evil.example"], ["//evil.example"], ["/\\evil"], [""]])(
    "a tampered return target %j falls back to /home in the page's language",
    async (redirectTo) => {
      const response = (await switchTheme("http://shop.test/ar/preferences/theme", {
        theme: "dark",
        redirectTo,
      })) as Response;
      expect(response.headers.get("Location")).toBe("/ar/home");
      expect((await prefsAfter(response)).theme).toBe("dark");
    },
  );
});
