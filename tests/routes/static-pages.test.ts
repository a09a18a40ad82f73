import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createAppLoadContext } from "~/context.server";
import { slowReads } from "~/api/shared-cache.server";
import { companyLinks, policyLinks } from "~/features/footer/footer-links";
import type { HelpPageData, StaticPageData } from "~/features/static-pages/static-page-data";
import * as terms from "~/routes/($lang).terms-and-conditions";
import * as privacy from "~/routes/($lang).privacy-policy";
import * as refund from "~/routes/($lang).refund-policy";
import * as cancellation from "~/routes/($lang).cancellation-policy";
import * as shipping from "~/routes/($lang).shipping-policy";
import * as about from "~/routes/($lang).about-us";
import * as help from "~/routes/($lang).help-and-support";
import { API, fixtures, json, mswServer } from "../client/msw";

beforeAll(() => mswServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  mswServer.resetHandlers();
  slowReads.clear();
});
afterAll(() => mswServer.close());

/** Backend page paths (the contract spells cancellation "/cancelation"). */
const PAGES = {
  "terms-and-conditions": { route: terms, api: "terms-and-conditions" },
  "privacy-policy": { route: privacy, api: "privacy-policy" },
  "refund-policy": { route: refund, api: "refund-policy" },
  "cancellation-policy": { route: cancellation, api: "cancelation" },
  "shipping-policy": { route: shipping, api: "shipping-policy" },
  "about-us": { route: about, api: "about-us" },
} as const;
type Slug = keyof typeof PAGES;

/** Every policy enabled unless a test says otherwise. */
function serve(
  pages: Partial<Record<string, () => Response>> = {},
  config: Record<string, unknown> = {},
) {
  const languages: string[] = [];
  mswServer.use(
    http.get(`${API}/config`, () =>
      json({
        ...fixtures.config,
        refund_policy: 1,
        cancelation_policy: 1,
        shipping_policy: 1,
        ...config,
      }),
    ),
    ...Object.values(PAGES).map(({ api }) =>
      http.get(`${API}/${api}`, ({ request }) => {
        languages.push(request.headers.get("X-localization") ?? "");
        return (
          pages[api]?.() ??
          json(`<h1>${api}</h1><p onclick="steal()">Text of ${api}.</p><script>alert(1)</script>`)
        );
      }),
    ),
  );
  return languages;
}

async function load(
  route: { loader: (args: LoaderFunctionArgs) => Promise<unknown> },
  path: string,
) {
  const request = new Request(`http://shop.test${path}`);
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: API,
    apiTimeoutMs: 1000,
    forwardHost: false,
  });
  const lang = path.startsWith("/ar") ? "ar" : undefined;
  try {
    const result = (await route.loader({ request, context, params: { lang } })) as {
      data: unknown;
      init?: ResponseInit | null;
    };
    return {
      status: result.init?.status ?? 200,
      retryAfter: new Headers(result.init?.headers ?? undefined).get("Retry-After"),
      data: result.data,
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, retryAfter: null, data: null };
    throw thrown;
  }
}

describe("static page routes", () => {
  it.each(Object.keys(PAGES) as Slug[])(
    "/%s renders the backend's content, sanitised",
    async (slug) => {
      serve();
      const { status, data } = await load(PAGES[slug].route, `/${slug}`);
      expect(status).toBe(200);
      const page = data as StaticPageData;
      expect(page.state).toBe("ok");
      expect(page.html).toBe(`<h2>${PAGES[slug].api}</h2><p>Text of ${PAGES[slug].api}.</p>`);
      // The meta description is the page's own text (search results show it).
      expect(page.description).toBe(`${PAGES[slug].api} Text of ${PAGES[slug].api}.`);
    },
  );

  it("cuts a long text to a description of at most 155 characters at a word boundary", async () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    serve({ "privacy-policy": () => json(`<p>Fish &amp; chips:&nbsp;${words}</p>`) });
    const { data } = await load(privacy, "/privacy-policy");
    const { description } = data as StaticPageData;
    expect(description.startsWith("Fish & chips: word0 word1")).toBe(true);
    expect(description.endsWith("…")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(156);
    expect(description.slice(0, -1)).toMatch(/word\d+$/);
  });

  it("ships no JavaScript and may be kept by a shared cache: every static route says so", () => {
    for (const route of [...Object.values(PAGES).map((p) => p.route), help]) {
      expect(route.handle).toEqual({ hydrate: false, sharedCache: true });
    }
  });

  it.each([
    ["refund-policy", { refund_policy: 0 }],
    ["cancellation-policy", { cancelation_policy: "0" }],
    ["shipping-policy", { shipping_policy: 0 }],
    ["shipping-policy", { shipping_policy: undefined }],
  ] as const)("answers 404 for /%s when its flag is off (%j)", async (slug, flags) => {
    serve({}, flags);
    expect((await load(PAGES[slug].route, `/${slug}`)).status).toBe(404);
  });

  it("keeps the other policies when one flag is off", async () => {
    serve({}, { refund_policy: 0 });
    expect((await load(cancellation, "/cancellation-policy")).status).toBe(200);
    expect((await load(terms, "/terms-and-conditions")).status).toBe(200);
  });

  it("asks the backend in Arabic and titles the page in Arabic under /ar", async () => {
    const languages = serve();
    const { data } = await load(privacy, "/ar/privacy-policy");
    expect((data as StaticPageData).title).toBe("سياسة الخصوصية");
    expect((data as StaticPageData).lang).toBe("ar");
    expect(languages).toEqual(["ar"]);
  });

  it("still renders with a clear message and HTTP 503 when the backend is down", async () => {
    mswServer.use(http.all(`${API}/*`, () => HttpResponse.error()));
    for (const route of [privacy, refund]) {
      const { status, data } = await load(route, "/privacy-policy");
      expect(status).toBe(503);
      expect((data as StaticPageData).state).toBe("unavailable");
    }
  });

  it("treats a 500 from the backend as unavailable (503), not as a crash", async () => {
    serve({ "about-us": () => json({ message: "Server Error" }, 500) });
    expect((await load(about, "/about-us")).status).toBe(503);
  });

  it("answers 404 when the backend says the page does not exist", async () => {
    serve({ "about-us": () => json({ message: "Not found" }, 404) });
    expect((await load(about, "/about-us")).status).toBe(404);
  });

  it("says so when the backend has no text for a page yet", async () => {
    serve({ "terms-and-conditions": () => json(null) });
    const { status, data } = await load(terms, "/terms-and-conditions");
    expect(status).toBe(200);
    expect((data as StaticPageData).state).toBe("empty");
  });

  it("offers canonical and hreflang links for crawlers", () => {
    const tags = terms.meta({
      data: {
        slug: "terms-and-conditions",
        title: "Terms and Conditions",
        origin: "http://shop.test",
        lang: "ar",
        state: "ok",
        html: "",
        description: "نص الشروط",
      },
      matches: [{ id: "root", data: { config: { businessName: "Souq Express" } } }],
    } as unknown as Parameters<typeof terms.meta>[0]);
    expect(tags).toContainEqual({ title: "Terms and Conditions | Souq Express" });
    expect(tags).toContainEqual({ name: "description", content: "نص الشروط" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://shop.test/ar/terms-and-conditions",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: "http://shop.test/terms-and-conditions",
    });
  });
});

describe("half answers are backend faults, not 'page off' (issue 7 item 13)", () => {
  /** Status, Retry-After and state of a loader answer (the 404 throws carry no data). */
  async function loadFull(
    route: { loader: (args: LoaderFunctionArgs) => Promise<unknown> },
    path: string,
  ) {
    const { status, retryAfter, data } = await load(route, path);
    return {
      status,
      retryAfter,
      state: (data as StaticPageData | HelpPageData | null)?.state ?? null,
    };
  }

  const HALF_ANSWERS: Array<[string, unknown]> = [
    ["{}", {}],
    ["[]", []],
    ["null", null],
    ["a number", 42],
    ["business_name of the wrong type", { business_name: ["Souq"], refund_policy: 1 }],
    ["only the flags", { refund_policy: 1, cancelation_policy: 1, shipping_policy: 1 }],
  ];

  describe.each(["refund-policy", "cancellation-policy", "shipping-policy"] as const)(
    "/%s when config answers 200 with a half answer",
    (slug) => {
      it.each(HALF_ANSWERS)("config %s → 503 with Retry-After, not 404", async (_label, body) => {
        serve();
        mswServer.use(http.get(`${API}/config`, () => json(body as never)));
        expect(await loadFull(PAGES[slug].route, `/${slug}`)).toEqual({
          status: 503,
          retryAfter: "60",
          state: "unavailable",
        });
      });
    },
  );

  const BAD_PAGES: Array<[string, unknown]> = [
    ["a number", 7],
    ["true", true],
    ["an object holding the HTML", { content: "<p>Refunds</p>" }],
  ];

  describe.each(Object.keys(PAGES) as Slug[])("/%s when the page answers 200 with", (slug) => {
    it.each(BAD_PAGES)("%s → 503 with Retry-After", async (_label, body) => {
      serve({ [PAGES[slug].api]: () => json(body as never) });
      expect(await loadFull(PAGES[slug].route, `/${slug}`)).toEqual({
        status: 503,
        retryAfter: "60",
        state: "unavailable",
      });
    });
  });

  it("200 null for a page is still 'no text yet' (the contract's empty page), not a fault", async () => {
    serve({ "refund-policy": () => json(null) });
    expect(await loadFull(refund, "/refund-policy")).toMatchObject({ status: 200, state: "empty" });
  });

  // Stock 6amMart serialises an unset policy (a NULL setting) as `{}`; about-us may answer "".
  const EMPTY_PAGES: Array<[string, unknown]> = [
    ["{}", {}],
    ["[]", []],
    ['""', ""],
  ];
  describe.each(Object.keys(PAGES) as Slug[])("/%s when the page answers 200 with", (slug) => {
    it.each(EMPTY_PAGES)("%s → the empty page, 200 (stock's unset page)", async (_label, body) => {
      serve({ [PAGES[slug].api]: () => json(body as never) });
      expect(await loadFull(PAGES[slug].route, `/${slug}`)).toEqual({
        status: 200,
        retryAfter: null,
        state: "empty",
      });
    });
  });

  it.each(HALF_ANSWERS)("/help-and-support with config %s → 503", async (_label, body) => {
    mswServer.use(http.get(`${API}/config`, () => json(body as never)));
    expect(await loadFull(help, "/help-and-support")).toEqual({
      status: 503,
      retryAfter: "60",
      state: "unavailable",
    });
  });
});

describe("/help-and-support", () => {
  it("shows the contact details from config", async () => {
    serve();
    const { status, data } = await load(help, "/help-and-support");
    expect(status).toBe(200);
    expect((data as HelpPageData).contact).toEqual({
      address: "Downtown Dubai",
      phone: "+971 4 000 0000",
      email: "hello@souq.test",
      businessName: "Souq Express",
    });
  });

  it("answers 503 with the message when config cannot be read", async () => {
    mswServer.use(http.all(`${API}/*`, () => HttpResponse.error()));
    const { status, data } = await load(help, "/help-and-support");
    expect(status).toBe(503);
    expect((data as HelpPageData).contact).toBeNull();
  });
});

describe("footer policy links", () => {
  const paths = (flags: Parameters<typeof policyLinks>[0]) => policyLinks(flags).map((l) => l.path);

  it("always links terms and privacy; refund, cancellation and shipping only when enabled", () => {
    expect(paths({ refund: true, cancellation: false, shipping: true })).toEqual([
      "/terms-and-conditions",
      "/privacy-policy",
      "/refund-policy",
      "/shipping-policy",
    ]);
    expect(paths(null)).toEqual(["/terms-and-conditions", "/privacy-policy"]);
  });
});

describe("footer company links", () => {
  const paths = (flags: Parameters<typeof companyLinks>[0]) =>
    companyLinks(flags).map((l) => l.path);

  it("link the campaigns page, and the wallet and loyalty points pages when they are on", () => {
    expect(paths({ walletEnabled: true, loyaltyEnabled: true })).toEqual(
      expect.arrayContaining(["/campaigns", "/wallet", "/loyalty-points"]),
    );
    const off = paths({ walletEnabled: false, loyaltyEnabled: false });
    expect(off).toContain("/campaigns");
    expect(off).not.toContain("/wallet");
    expect(off).not.toContain("/loyalty-points");
  });
});
