import { describe, expect, it } from "vitest";
import { commitSession, getSession } from "~/sessions/session.server";
import { getPrefs, sanitizePrefs, serializePrefs } from "~/sessions/prefs.server";
import { flashToasts, takeToasts } from "~/sessions/flash.server";
import { makeToast } from "~/lib/toast";

const withCookie = (cookie: string) =>
  new Request("http://shop.test/", { headers: { Cookie: cookie } });
const cookiePair = (setCookie: string) => setCookie.split(";")[0];

describe("cookie state", () => {
  it("round-trips the session and marks it HttpOnly, SameSite=Lax", async () => {
    const session = await getSession(new Request("http://shop.test/"));
    session.set("token", "a".repeat(40));
    session.set("guestId", "17");
    const setCookie = await commitSession(session);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const again = await getSession(withCookie(cookiePair(setCookie)));
    expect(again.get("token")).toBe("a".repeat(40));
    expect(again.get("guestId")).toBe("17");
  });

  it.each([
    "__session=garbage",
    "__session=eyJ0b2tlbiI6InN0b2xlbiJ9.forged-signature",
    "__session=%E0%A4%A",
    "__session=" + "x".repeat(5000),
    "prefs=%7B%22zoneIds%22",
  ])("treats a tampered or garbage cookie as absent: %s", async (cookie) => {
    const session = await getSession(withCookie(cookie));
    expect(session.get("token")).toBeUndefined();
    expect(await getPrefs(withCookie(cookie))).toEqual({});
  });

  it("drops invalid fields of a validly signed prefs cookie and keeps the rest", async () => {
    expect(
      sanitizePrefs({
        zoneIds: "[1,2]",
        moduleId: -4,
        moduleType: "weapons",
        lat: 25.2,
        address: "Dubai Mall",
        theme: "purple",
        recentSearches: ["milk"],
      }),
    ).toEqual({ zoneIds: "[1,2]", address: "Dubai Mall", recentSearches: ["milk"] }); // lat without lng is dropped
    expect(sanitizePrefs({ zoneIds: "1; DROP TABLE" })).toEqual({});
    expect(sanitizePrefs("not an object")).toEqual({});
  });

  it("round-trips prefs through the signed cookie", async () => {
    const setCookie = await serializePrefs({
      zoneIds: "[3,1]",
      moduleId: 2,
      moduleType: "food",
      lat: 25.2,
      lng: 55.27,
      theme: "dark",
    });
    expect(await getPrefs(withCookie(cookiePair(setCookie)))).toEqual({
      zoneIds: "[3,1]",
      moduleId: 2,
      moduleType: "food",
      lat: 25.2,
      lng: 55.27,
      theme: "dark",
    });
  });

  it("reads a visitor's prefs cookie once: the same frozen prefs for the same cookies", async () => {
    const setCookie = await serializePrefs({ zoneIds: "[4]", recentSearches: ["tea"] });
    const header = `${cookiePair(setCookie)}; js=1`;
    const first = await getPrefs(withCookie(header));
    expect(first).toEqual({ zoneIds: "[4]", recentSearches: ["tea"] });
    expect(await getPrefs(withCookie(header))).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.recentSearches)).toBe(true);
    // Other cookies, other prefs: a forged copy of the value is still refused.
    const forged = header.replace(/\.[^.;]+;/, ".forged;");
    expect(await getPrefs(withCookie(forged))).toEqual({});
  });

  it("carries flash toasts across one redirect, then forgets them", async () => {
    const setCookie = await flashToasts(
      new Request("http://shop.test/"),
      makeToast("success", { key: "location:newLocationSet" }),
    );
    const first = await takeToasts(withCookie(cookiePair(setCookie)));
    expect(first.toasts.map((t) => t.key)).toEqual(["location:newLocationSet"]);
    const second = await takeToasts(withCookie(cookiePair(first.setCookie!)));
    expect(second.toasts).toEqual([]);
  });
});
