import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/($lang).preferences.language";
import type { Prefs } from "~/sessions/prefs.server";
import { cookieFor, post, prefsAfter, toastKeysAfter } from "./header-test-support";
import { routeArgs, shopSuite } from "./order-kit";

async function changeLanguage(url: string, fields: Record<string, string>, cookie = "") {
  const { request, context } = await post(url, fields, cookie);
  return (await action({ request, context, params: {} })) as Response;
}

describe("language action (browsing spec §4)", () => {
  it("reloads the same page in Arabic, remembers the choice and says so", async () => {
    const response = await changeLanguage("http://shop.test/preferences/language", {
      lang: "ar",
      redirectTo: "/home?search=milk&data_type=searched",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/ar/home?search=milk&data_type=searched");
    // A full document load, also when a script submitted the form.
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect((await prefsAfter(response)).lang).toBe("ar");
    expect(await toastKeysAfter(response)).toEqual(["chrome:language.changed"]);
  });

  it("swaps the prefix back to English and keeps the other prefs", async () => {
    const cookie = await cookieFor({
      prefs: { zoneIds: "[1]", moduleId: 2, moduleType: "food", theme: "dark", lang: "ar" },
    });
    const response = await changeLanguage(
      "http://shop.test/ar/preferences/language",
      { lang: "en", redirectTo: "/ar/category/4?page=2" },
      cookie,
    );
    expect(response.headers.get("Location")).toBe("/category/4?page=2");
    expect(await prefsAfter(response)).toEqual({
      zoneIds: "[1]",
      moduleId: 2,
      moduleType: "food",
      theme: "dark",
      lang: "en",
    });
  });

  it("maps the landing page to the landing page", async () => {
    const toArabic = await changeLanguage("http://shop.test/preferences/language", {
      lang: "ar",
      redirectTo: "/",
    });
    expect(toArabic.headers.get("Location")).toBe("/ar");
    const toEnglish = await changeLanguage("http://shop.test/ar/preferences/language", {
      lang: "en",
      redirectTo: "/ar",
    });
    expect(toEnglish.headers.get("Location")).toBe("/");
  });

  it("drops the dialog's own params from the page it returns to", async () => {
    const response = await changeLanguage("http://shop.test/preferences/language", {
      lang: "ar",
      redirectTo: "/home?dialog=language&to=ar&page=3",
    });
    expect(response.headers.get("Location")).toBe("/ar/home?page=3");
  });

  it.each([["fr"], ["AR"], [""], ["<script>"], ["en,ar"]])(
    "an unknown language %j changes nothing and goes back in the current language",
    async (lang) => {
      const response = await changeLanguage("http://shop.test/ar/preferences/language", {
        lang,
        redirectTo: "/ar/home",
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/ar/home");
      expect(response.headers.get("Set-Cookie")).toBeNull();
    },
  );

  it.each([
    ["https://evil.example/phish"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["javascript:alert(1)"],
    ["home"],
    ["/ar/home\u0000"],
    [`/${"x".repeat(3000)}`],
  ])("a tampered return target #%# falls back to /home in the new language", async (redirectTo) => {
    const response = await changeLanguage("http://shop.test/preferences/language", {
      lang: "ar",
      redirectTo,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/ar/home");
  });

  it("a body that is not a form at all is refused with 415, not a 500", async () => {
    const request = new Request("http://shop.test/preferences/language", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    const { context } = await post("http://shop.test/preferences/language", {});
    const refusal = await action({ request, context, params: {} }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(415);
  });

  it("a stray GET goes home", async () => {
    const { request, context } = await post("http://shop.test/ar/preferences/language", {});
    const response = loader({ request, context, params: {} });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ar/home");
  });
});

describe("the saved location's address after a language change (issue 22 item 15)", () => {
  const shop = shopSuite();
  // The Dubai Mall: the reference backend's geocoder names it in either language.
  const MALL = { lat: 25.1985, lng: 55.2796 };

  async function switchTo(lang: "en" | "ar", prefs: Prefs) {
    const from = lang === "en" ? "/ar" : "";
    const request = new Request(`http://shop.test${from}/preferences/language`, {
      method: "POST",
      body: new URLSearchParams({ lang, redirectTo: `${from}/home` }),
      headers: { Cookie: await cookieFor({ prefs }) },
    });
    const args = await routeArgs(shop.api, request);
    return prefsAfter((await action(args)) as Response);
  }

  const geocoded = async (lang: "en" | "ar") => {
    const res = await shop.api.call(`/config/geocode-api?lat=${MALL.lat}&lng=${MALL.lng}`, {
      headers: { "X-localization": lang },
    });
    return res.body.results[0].formatted_address as string;
  };

  it("names the point again in the new language when its script does not fit", async () => {
    const [english, arabic] = [await geocoded("en"), await geocoded("ar")];
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    const base = { zoneIds: "[1]", ...MALL };
    expect((await switchTo("en", { ...base, lang: "ar", address: arabic })).address).toBe(english);
    expect((await switchTo("ar", { ...base, lang: "en", address: english })).address).toBe(arabic);
  });

  it("keeps an address already in the new language's script, and one without a point", async () => {
    const typed = "Villa 12, Jumeirah 1";
    expect(
      (await switchTo("en", { zoneIds: "[1]", ...MALL, lang: "ar", address: typed })).address,
    ).toBe(typed);
    expect((await switchTo("en", { zoneIds: "[1]", lang: "ar", address: "دبي" })).address).toBe(
      "دبي",
    );
  });
});
