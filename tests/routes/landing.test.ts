import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
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
      title: "Everything you need, delivered",
      subtitle: "Groceries and meals in minutes",
      tagLine: "Dubai's marketplace",
      banner: "http://api.test/storage/app/public/landing/banner.svg",
    });
    expect(data.zones.title).toBe("Where we deliver");
    expect(data.zones.list).toEqual([
      { id: 1, name: "Downtown Dubai", modules: ["Grocery", "Food"] },
      { id: 2, name: "Marina", modules: [] },
    ]);
    expect(data.apps).toEqual({
      title: "Get the Souq app",
      description: "Order on the go and follow your deliveries from your phone.",
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
    expect(data.hero.title).toBe("كل ما تحتاجه يصلك إلى باب منزلك");
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
