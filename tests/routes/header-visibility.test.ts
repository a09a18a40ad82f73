import { describe, expect, it } from "vitest";
import { accountEntries, headerItems, type HeaderState } from "~/features/header/header-visibility";

const guest: HeaderState = {
  onLanding: false,
  signedIn: false,
  hasZone: true,
  moduleType: "grocery",
};
const shown = (state: HeaderState) =>
  Object.entries(headerItems(state))
    .filter(([, value]) => value === true)
    .map(([key]) => key)
    .sort();

describe("header visibility (browsing spec §2)", () => {
  it("a guest with a zone and a grocery module sees search, track order and cart, and Sign In", () => {
    expect(shown(guest)).toEqual([
      "cart",
      "homeLink",
      "moduleLinks",
      "search",
      "signIn",
      "trackOrder",
    ]);
    expect(headerItems(guest).searchPlaceholder).toBe("other");
  });

  it("a signed-in customer gets chat, wishlist and the account menu instead of track order and Sign In", () => {
    expect(shown({ ...guest, signedIn: true })).toEqual([
      "accountMenu",
      "cart",
      "chat",
      "homeLink",
      "moduleLinks",
      "search",
      "wishlist",
    ]);
  });

  it("the wishlist needs a zone; the search box too", () => {
    const items = headerItems({ ...guest, signedIn: true, hasZone: false });
    expect(items.wishlist).toBe(false);
    expect(items.search).toBe(false);
    expect(items.chat).toBe(true);
  });

  it("parcel hides search, cart, wishlist, chat, track order and the module links", () => {
    // no catalogue to search (issue 22 item 7): the parcel home has a tracking form instead
    expect(shown({ ...guest, moduleType: "parcel" })).toEqual(["homeLink", "signIn"]);
    expect(shown({ ...guest, signedIn: true, moduleType: "parcel" })).toEqual([
      "accountMenu",
      "homeLink",
    ]);
  });

  it("module links need a chosen module", () => {
    expect(headerItems({ ...guest, moduleType: null }).moduleLinks).toBe(false);
  });

  it("food gets its own search placeholder", () => {
    expect(headerItems({ ...guest, moduleType: "food" }).searchPlaceholder).toBe("food");
    expect(headerItems({ ...guest, moduleType: "pharmacy" }).searchPlaceholder).toBe("other");
    expect(headerItems({ ...guest, moduleType: "ecommerce" }).searchPlaceholder).toBe("other");
  });

  it("the landing page hides search and the module items but keeps Sign In / the account menu", () => {
    expect(shown({ ...guest, onLanding: true })).toEqual(["signIn"]);
    expect(shown({ ...guest, onLanding: true, signedIn: true })).toEqual(["accountMenu"]);
  });

  it("logo: / with a saved location → /home; / without one stays; elsewhere → /home", () => {
    expect(headerItems({ ...guest, onLanding: true, hasZone: true }).logoPath).toBe("/home");
    expect(headerItems({ ...guest, onLanding: true, hasZone: false }).logoPath).toBe("/");
    expect(headerItems({ ...guest, onLanding: false, hasZone: false }).logoPath).toBe("/home");
  });
});

describe("account menu entries", () => {
  const all = { walletEnabled: true, loyaltyEnabled: true, referralEnabled: true };

  it("lists the spec's pages in order when every flag is on", () => {
    expect(accountEntries(all).map((e) => e.path)).toEqual([
      "/profile",
      "/my-orders",
      // the address book (issue 22 item 13)
      "/addresses",
      "/wallet",
      "/coupons",
      "/loyalty-points",
      "/referral-code",
      "/settings",
      "/track-order",
    ]);
  });

  it.each([
    ["walletEnabled", "/wallet"],
    ["loyaltyEnabled", "/loyalty-points"],
    ["referralEnabled", "/referral-code"],
  ] as const)("hides the entry whose flag %s is 0", (flag, path) => {
    const paths = accountEntries({ ...all, [flag]: false }).map((e) => e.path);
    expect(paths).not.toContain(path);
    expect(paths).toHaveLength(8);
  });
});
