import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { shouldRevalidate as root } from "~/root";
import { shouldRevalidate as lang } from "~/routes/($lang)";
import { shouldRevalidate as home } from "~/routes/($lang).home";
import { shouldRevalidate as product } from "~/routes/($lang).product.$id";
import { shouldRevalidate as store } from "~/routes/($lang).store.$id";
import { shouldRevalidate as category } from "~/routes/($lang).category.$id";
import { shouldRevalidate as checkout } from "~/routes/($lang).checkout";
import { shouldRevalidate as signInPage } from "~/routes/($lang).auth.sign-in";
import { shouldRevalidate as storeRegistration } from "~/routes/($lang).store-registration";
import { shouldRevalidate as trackOrder } from "~/routes/($lang).track-order";
import { shouldRevalidate as sharedStore } from "~/routes/($lang).store.$id_.z.$zones";
import { shouldRevalidate as sharedItem } from "~/routes/($lang).product.$id_.z.$zones";
import { shouldRevalidate as sharedCategories } from "~/routes/($lang).categories_.z.$zones.m.$module";
import { shouldRevalidate as sharedCategory } from "~/routes/($lang).category.$id_.z.$zones.m.$module";
import { shouldRevalidate as sharedFlashSale } from "~/routes/($lang).flash-sales_.z.$zones.m.$module";
import { shouldRevalidate as sharedCampaigns } from "~/routes/($lang).campaigns_.z.$zones.m.$module";
import { shouldRevalidate as sharedBrands } from "~/routes/($lang).all-brands_.z.$zones.m.$module";

/**
 * Which loaders run again after an action (issue 27 item 5), asked as Remix asks: after a
 * fetcher's action answered with data it calls every route's shouldRevalidate with the form's
 * method and action, the answer and its status, the same URL before and after, and — single
 * fetch — `defaultShouldRevalidate: true` whatever the status (a route without a
 * shouldRevalidate always runs). After an action that redirected it asks again for the new URL,
 * with the form but without an answer.
 */
const at = (path: string) => new URL(path, "http://shop.test");

function afterAction(
  page: string,
  formAction: string,
  actionStatus: number | undefined,
  actionResult: unknown,
  nextPage = page,
): ShouldRevalidateFunctionArgs {
  return {
    currentUrl: at(page),
    nextUrl: at(nextPage),
    currentParams: {},
    nextParams: {},
    formMethod: "POST",
    formAction,
    formEncType: "application/x-www-form-urlencoded",
    formData: new FormData(),
    actionStatus,
    actionResult,
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs;
}

/** Conform's reply to a refused submission, as the sign-in action answers it. */
const refusedSignIn = {
  form: "manual",
  result: {
    status: "error",
    initialValue: { email_or_phone: "+971500000001" },
    error: { "": ["Credentials do not match."] },
  },
};
/** Conform's reply to a field check (a validate intent the server answered). */
const fieldCheck = {
  form: "otp",
  result: {
    intent: { type: "validate", payload: { name: "phone" } },
    initialValue: { phone: "" },
    error: { phone: ["Phone is required"] },
  },
};

const PAGES = {
  home: "/home",
  listing: "/home?data_type=searched&search=milk",
  store: "/store/fresh-market-81",
  category: "/category/4",
};
const pageRoutes = { home, listing: home, store, category };

describe("after a quick add or a heart answered in place", () => {
  it.each(Object.keys(PAGES) as (keyof typeof PAGES)[])(
    "the %s page keeps its data; the frame (root) runs again for the steppers and counts",
    (page) => {
      for (const action of ["/cart", "/ar/cart", "/wishlist", "/ar/wishlist"]) {
        const args = afterAction(PAGES[page], action, 200, { ok: true });
        expect(pageRoutes[page](args)).toBe(false);
        expect(root(args)).toBe(true);
      }
      // A cart refusal (422, not enough stock) queued its toast for the root loader to show.
      const refused = afterAction(PAGES[page], "/cart", 422, { ok: false });
      expect(pageRoutes[page](refused)).toBe(false);
      expect(root(refused)).toBe(true);
    },
  );

  it("the item page runs again: its loader reads the item's cart lines and heart", () => {
    expect(product(afterAction("/product/milk-1", "/cart", 200, { ok: true }))).toBe(true);
    expect(product(afterAction("/product/milk-1", "/wishlist", 200, { ok: true }))).toBe(true);
  });

  it("an add that redirected (another module's cart, the clear-cart question) reloads the page", () => {
    // Remix's second call, for the redirect's URL: the form, no answer.
    const moved = afterAction("/home", "/cart", undefined, undefined, "/home?dialog=cart");
    expect(home(moved)).toBe(true);
    expect(store(afterAction(PAGES.store, "/cart", undefined, undefined, "/home"))).toBe(true);
    expect(root(moved)).toBe(true);
  });

  it("another action answered in place still reloads the page", () => {
    expect(home(afterAction("/home", "/modules", 200, { ok: true }))).toBe(true);
    expect(store(afterAction(PAGES.store, "/auth/sign-in", 200, { ok: true }))).toBe(true);
  });
});

describe("after the home's review prompt was dismissed", () => {
  it("done: nothing runs again (the prompt hides itself; only the home's loader reads it)", () => {
    for (const action of ["/review-prompt", "/ar/review-prompt"]) {
      const args = afterAction("/home", action, 200, { ok: true });
      expect(root(args)).toBe(false);
      expect(lang(args)).toBe(false);
      expect(home(args)).toBe(false);
    }
  });

  it("refused or failed: the frame runs again for its toast (or the signed-out header)", () => {
    for (const [status, answer] of [
      [401, { ok: false }],
      [400, { ok: false }],
      [502, { ok: false }],
    ] as const) {
      const args = afterAction("/home", "/review-prompt", status, answer);
      expect(root(args)).toBe(true);
      expect(lang(args)).toBe(true);
    }
  });
});

describe("after a form answered with field errors (4xx)", () => {
  it.each([
    ["a refused sign-in", refusedSignIn, 400],
    ["a field check", fieldCheck, 400],
    ["too many attempts", refusedSignIn, 429],
  ])("%s: no loader runs, the root's and the layout's included", (_, answer, status) => {
    for (const page of [...Object.values(PAGES), "/product/milk-1"]) {
      const args = afterAction(
        `${page}${page.includes("?") ? "&" : "?"}dialog=sign-in`,
        "/auth/sign-in",
        status,
        answer,
      );
      expect(root(args)).toBe(false);
      expect(lang(args)).toBe(false);
    }
    const over = (page: string) =>
      afterAction(`${page}?dialog=sign-in`, "/ar/auth/sign-in", status, answer);
    expect(home(over("/home"))).toBe(false);
    expect(store(over(PAGES.store))).toBe(false);
    expect(category(over(PAGES.category))).toBe(false);
    expect(product(over("/product/milk-1"))).toBe(false);
  });

  it("pages whose loaders read what other actions change skip it too", () => {
    expect(
      checkout(
        afterAction("/checkout?page=cart&dialog=sign-in", "/auth/sign-in", 400, refusedSignIn),
      ),
    ).toBe(false);
    expect(signInPage(afterAction("/auth/sign-in", "/auth/sign-in", 400, refusedSignIn))).toBe(
      false,
    );
    expect(trackOrder(afterAction("/track-order", "/auth/sign-in", 400, fieldCheck))).toBe(false);
    const refusedApplication = { result: { status: "error", error: { store_name: ["Required"] } } };
    expect(
      storeRegistration(
        afterAction("/store-registration", "/store-registration", 400, refusedApplication),
      ),
    ).toBe(false);
    // …and run as before after anything else.
    expect(
      checkout(afterAction("/checkout?page=cart", "/checkout?page=cart", 400, refusedSignIn)),
    ).toBe(true);
    expect(checkout(afterAction("/checkout?page=cart", "/cart", 200, { ok: true }))).toBe(true);
    expect(signInPage(afterAction("/auth/sign-in", "/auth/sign-in", 503, refusedSignIn))).toBe(
      true,
    );
  });

  it.each(["/checkout?page=cart", "/ar/checkout?page=cart", "/parcel-delivery-info", "/profile"])(
    "%s saves before it refuses (the draft, a removed line): everything runs again",
    (formAction) => {
      const args = afterAction("/checkout?page=cart", formAction, 400, refusedSignIn);
      expect(root(args)).toBe(true);
      expect(lang(args)).toBe(true);
    },
  );

  it("a 4xx without a form reply (a toast in the flash cookie) and a 5xx run everything", () => {
    for (const args of [
      afterAction("/home", "/review-prompt", 400, { ok: false }),
      afterAction("/home", "/location", 400, { error: { key: "location:errors.x" } }),
      afterAction("/home", "/auth/sign-in", 503, refusedSignIn),
    ]) {
      expect(root(args)).toBe(true);
      expect(lang(args)).toBe(true);
    }
  });

  it("a successful answer and a navigation keep Remix's default", () => {
    const signedIn = afterAction("/home", "/auth/sign-in", 200, { ok: true });
    expect(root(signedIn)).toBe(true);
    expect(lang(signedIn)).toBe(true);
    const link = {
      currentUrl: at("/home"),
      nextUrl: at("/store/a"),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: true,
    } as ShouldRevalidateFunctionArgs;
    expect(root(link)).toBe(true);
    expect(lang(link)).toBe(true);
  });
});

describe("a URL-only shared page (ADR 033)", () => {
  const shared = "/store/fresh-market-81/z/1";
  const navigation = (from: string, to: string) =>
    ({
      currentUrl: at(from),
      nextUrl: at(to),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: true,
    }) as ShouldRevalidateFunctionArgs;

  it.each([
    ["store", sharedStore],
    ["item", sharedItem],
    ["categories", sharedCategories],
    ["category", sharedCategory],
    ["flash sale", sharedFlashSale],
    ["campaigns", sharedCampaigns],
    ["brands", sharedBrands],
  ])(
    "the shared %s page loads nothing again after an action, even one that redirected",
    (_, rule) => {
      expect(rule(afterAction(shared, "/cart", 200, { ok: true }))).toBe(false);
      expect(rule(afterAction(shared, "/wishlist", undefined, undefined))).toBe(false);
      // …but a frame dialog keeps its data and a new page query loads it, as on any page.
      expect(rule(navigation(shared, `${shared}?dialog=cart`))).toBe(false);
      expect(rule(navigation(shared, `${shared}?page=2`))).toBe(true);
    },
  );
});
