import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AvailableZones } from "~/features/landing/available-zones";
import { Hero } from "~/features/landing/hero";
import { Testimonials } from "~/features/landing/testimonials";
import { i18nFor } from "~/i18n/i18next.server";
import { http, HttpResponse } from "msw";
import { createAppLoadContext } from "~/context.server";
import { slowReads } from "~/api/shared-cache.server";
import { loader, meta } from "~/routes/($lang)._index";
import { API, fixtures, json, mswServer } from "../client/msw";

beforeAll(() => mswServer.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  mswServer.resetHandlers();
  slowReads.clear();
});
afterAll(() => mswServer.close());

const landing = {
  ...fixtures.landing,
  header_sub_title: "Groceries and meals in minutes",
  header_tag_line: "Dubai's marketplace",
  header_banner_full_url: "http://api.test/storage/app/public/landing/banner.svg",
  available_zone_status: 1,
  available_zone_title: "Where we deliver",
  download_user_app_title: "Get the Souq app",
  available_zone_list: [
    {
      id: 1,
      name: "downtown",
      display_name: "Downtown Dubai",
      modules: ["Grocery", "Food", "Food"],
    },
    { id: 2, name: "Marina", modules: [] },
    { name: "broken entry without id" },
  ],
};

/** A text without highlights, as the loader hands it to the page. */
const plain = (text: string) => [{ text, highlight: false }];

async function loadLanding(path: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://shop.test${path}`, { headers });
  const context = await createAppLoadContext(request, {
    nonce: "n",
    apiBaseUrl: API,
    apiTimeoutMs: 1000,
    forwardHost: false,
  });
  return loader({ request, context, params: { lang: path.startsWith("/ar") ? "ar" : undefined } });
}

describe("landing page loader", () => {
  it("builds the hero and the zones with their modules, with no location chosen (no zoneId sent)", async () => {
    const zoneHeaders: Array<string | null> = [];
    mswServer.use(
      http.get(`${API}/react-landing-page`, ({ request }) => {
        zoneHeaders.push(request.headers.get("zoneId"));
        return json(landing);
      }),
    );
    const data = await loadLanding("/");
    expect(zoneHeaders).toEqual([null]);
    expect(data.hero).toEqual({
      title: plain("Everything you need, delivered"),
      subtitle: plain("Groceries and meals in minutes"),
      tagLine: plain("Dubai's marketplace"),
      banner: "http://api.test/storage/app/public/landing/banner.svg",
    });
    expect(data.zones.title).toEqual(plain("Where we deliver"));
    expect(data.zones.list).toEqual([
      { id: 1, name: "Downtown Dubai", modules: ["Grocery", "Food"] },
      { id: 2, name: "Marina", modules: [] },
    ]);
    expect(data.apps).toEqual({
      title: plain("Get the Souq app"),
      description: plain("Order on the go and follow your deliveries from your phone."),
    });
  });

  it("hides the zones when the landing data switches them off", async () => {
    mswServer.use(
      http.get(`${API}/react-landing-page`, () => json({ ...landing, available_zone_status: 0 })),
    );
    expect((await loadLanding("/")).zones.list).toEqual([]);
  });

  it("falls back to translated texts when the backend is down", async () => {
    mswServer.use(http.all(`${API}/*`, () => HttpResponse.error()));
    const data = await loadLanding("/ar");
    expect(data.hero.title).toEqual(plain("كل ما تحتاجه يصلك إلى باب منزلك"));
    expect(data.zones.list).toEqual([]);
  });

  it("gives crawlers a title, description, canonical and hreflang alternates", async () => {
    mswServer.use(http.get(`${API}/react-landing-page`, () => json(landing)));
    const data = await loadLanding("/ar");
    const tags = meta({
      data,
      matches: [{ id: "root", data: { config: { businessName: "Souq Express" } } }],
    } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: "Everything you need, delivered | Souq Express" });
    expect(tags).toContainEqual({ name: "description", content: "Groceries and meals in minutes" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "http://shop.test/ar" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: "http://shop.test/",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "ar",
      href: "http://shop.test/ar",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "http://shop.test/",
    });
  });
});

describe("testimonials (issue 24 item 9)", () => {
  const entries = [
    {
      id: 1,
      name: "Aisha Rahman",
      designation: "Marina resident",
      review: "Groceries in 25 minutes.",
      reviewer_image_full_url: "http://api.test/storage/app/public/reviewer_image/a.svg",
      status: 1,
    },
    { id: 2, name: "Hidden", designation: "", review: "Switched off", status: 0 },
    { id: 3, name: "", review: "" },
    "garbage",
  ];

  it("shows the admin's testimonials that are on, in the page's language", async () => {
    const languages: Array<string | null> = [];
    mswServer.use(
      http.get(`${API}/testimonial`, ({ request }) => {
        languages.push(request.headers.get("X-localization"));
        return json(entries);
      }),
    );
    const data = await loadLanding("/ar");
    expect(languages).toEqual(["ar"]);
    expect(data.testimonials).toEqual([
      {
        name: "Aisha Rahman",
        designation: "Marina resident",
        review: "Groceries in 25 minutes.",
        image: "http://api.test/storage/app/public/reviewer_image/a.svg",
      },
    ]);
    const html = renderToString(
      createElement(
        I18nextProvider,
        { i18n: i18nFor("ar") },
        createElement(Testimonials, { list: data.testimonials }),
      ),
    );
    expect(html).toContain("ماذا يقول عملاؤنا");
    expect(html).toContain("Groceries in 25 minutes.");
    expect(html).not.toContain("Switched off");
    // the reviewer's photo sized for its 40-pixel circle by /img, not the upload itself
    expect(html).toContain(
      'src="/img?src=http://api.test/storage/app/public/reviewer_image/a.svg&amp;w=96"',
    );
  });

  it("shows no section when there are none, or the call fails", async () => {
    expect((await loadLanding("/")).testimonials).toEqual([]);
    mswServer.use(http.get(`${API}/testimonial`, () => HttpResponse.error()));
    slowReads.clear();
    expect((await loadLanding("/")).testimonials).toEqual([]);
    const html = renderToString(
      createElement(
        I18nextProvider,
        { i18n: i18nFor("en") },
        createElement(Testimonials, { list: [] }),
      ),
    );
    expect(html).toBe("");
  });
});

describe("stock's $…$ highlights (issue 21 row 7)", () => {
  const stock = {
    ...landing,
    header_title: "$Your e-Commerce!$",
    header_sub_title: "Shop everything with $6amMart$ today",
    available_zone_title: "Delivering $across the city$",
  };

  async function render(path: string) {
    const data = await loadLanding(path);
    const lang = path.startsWith("/ar") ? "ar" : "en";
    const html = renderToString(
      createElement(
        I18nextProvider,
        { i18n: i18nFor(lang) },
        createElement(Hero, { ...data.hero }),
        createElement(AvailableZones, { ...data.zones, zones: data.zones.list }),
      ),
    );
    return { data, html };
  }

  it("shows the marked words highlighted, without the dollar signs, in the heading", async () => {
    mswServer.use(http.get(`${API}/react-landing-page`, () => json(stock)));
    const { data, html } = await render("/");
    expect(data.hero.title).toEqual([{ text: "Your e-Commerce!", highlight: true }]);
    expect(data.hero.subtitle).toEqual([
      { text: "Shop everything with ", highlight: false },
      { text: "6amMart", highlight: true },
      { text: " today", highlight: false },
    ]);
    expect(html).not.toContain("$");
    expect(html).toMatch(
      /<h1 id="landing-title"[^>]*><span class="text-primary">Your e-Commerce!<\/span><\/h1>/,
    );
    expect(html).toContain('Shop everything with <span class="text-primary">6amMart</span> today');
    expect(html).toContain('Delivering <span class="text-primary">across the city</span>');
  });

  it("gives crawlers the words without the signs", async () => {
    mswServer.use(http.get(`${API}/react-landing-page`, () => json(stock)));
    const data = await loadLanding("/");
    const tags = meta({
      data,
      matches: [{ id: "root", data: { config: { businessName: "Souq Express" } } }],
    } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: "Your e-Commerce! | Souq Express" });
    expect(tags).toContainEqual({
      name: "description",
      content: "Shop everything with 6amMart today",
    });
  });

  it("highlights Arabic texts the same way", async () => {
    mswServer.use(
      http.get(`${API}/react-landing-page`, () =>
        json({ ...stock, header_title: "كل احتياجاتك مع $6amMart$ في مكان واحد" }),
      ),
    );
    const { html } = await render("/ar");
    expect(html).not.toContain("$");
    expect(html).toContain(
      'كل احتياجاتك مع <span class="text-primary">6amMart</span> في مكان واحد',
    );
  });

  it("leaves texts without markers (and a lone $) as they are", async () => {
    mswServer.use(
      http.get(`${API}/react-landing-page`, () =>
        json({ ...landing, header_sub_title: "Deliveries from $5 a trip" }),
      ),
    );
    const { data, html } = await render("/");
    expect(data.hero.title).toEqual(plain("Everything you need, delivered"));
    expect(data.hero.subtitle).toEqual(plain("Deliveries from $5 a trip"));
    expect(html).not.toContain('<span class="text-primary">');
  });
});
