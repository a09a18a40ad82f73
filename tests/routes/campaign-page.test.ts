import { http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import { loader, meta } from "~/routes/($lang).campaigns.$id";
import {
  downtownWith,
  GOOGLEBOT,
  homeRequest,
  redirectOf,
  server,
  useHomeApi,
  MODULE_IDS,
} from "./home-kit";

/**
 * /campaigns/{id}?id=&module_id= (issue 10 item 5) against the seeded backend: every running
 * campaign of the default zone renders cookie-less with its stores and countdown; garbage and
 * unknown ids are 404s, never 500s. Expected values come from the API, not from the seed.
 */
useHomeApi();

type ApiCampaign = { id: number; slug: string; title: string; module_id: number };
type ApiStore = { id: number; name: string };

/** A GET to the seeded API (through MSW) with the default zone (Downtown, zone 1). */
async function api<T>(path: string, moduleId: number, lang = "en"): Promise<T> {
  const answer = await fetch(`http://api.test/api/v1/${path}`, {
    headers: { zoneId: "[1]", moduleId: String(moduleId), "X-localization": lang },
  });
  return (await answer.json()) as T;
}

type Page = Exclude<Awaited<ReturnType<typeof loader>>, Response>;

const load = async (
  url: string,
  id: string,
  options: Parameters<typeof homeRequest>[1] = {},
): Promise<Page> => {
  const args = await homeRequest(url, options);
  return (await loader({ ...args, params: { ...args.params, id } })) as Page;
};

/** The status of the Response a loader throws (or null when it returns). */
async function thrownStatus(run: () => Promise<unknown>): Promise<number | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

const campaigns: Array<ApiCampaign & { moduleId: number }> = [];

beforeAll(async () => {
  for (const moduleId of [MODULE_IDS.grocery, MODULE_IDS.food, MODULE_IDS.pharmacy, 4]) {
    const list = await api<ApiCampaign[]>("campaigns/basic", moduleId);
    campaigns.push(...list.map((c) => ({ ...c, moduleId })));
  }
});

describe("a running campaign, cookie-less, with module_id", () => {
  it("the default zone has campaigns to show", () => {
    expect(campaigns.length).toBeGreaterThan(0);
  });

  it("renders every running campaign with its stores, countdown and meta", async () => {
    for (const campaign of campaigns) {
      const details = await api<{ stores: ApiStore[] }>(
        `campaigns/basic-campaign-details?basic_campaign_id=${campaign.id}`,
        campaign.moduleId,
      );
      const page = await load(
        `/campaigns/${campaign.slug}?id=${campaign.id}&module_id=${campaign.moduleId}`,
        campaign.slug,
      );
      expect(page.campaign.title).toBe(campaign.title);
      expect(page.module.id).toBe(campaign.moduleId);
      expect(page.onDefaultLocation).toBe(true);
      expect(page.campaign.stores.map((s) => s.name)).toEqual(details.stores.map((s) => s.name));
      for (const store of page.campaign.stores) expect(store.href).toMatch(/^\/store\//);
      // ends in the future: the countdown shows DD:HH:MM:SS, not 'This campaign is over.'
      expect(Date.parse(page.campaign.endsAt!)).toBeGreaterThan(Date.parse("2025-03-12T10:00Z"));
      expect(page.meta.path).toBe(
        `/campaigns/${campaign.slug}?id=${campaign.id}&module_id=${campaign.moduleId}`,
      );
      expect(page.meta.list?.entries.length).toBe(
        page.campaign.stores.length + page.campaign.items.length,
      );
    }
  });

  it("meta: title, description, self-canonical, alternates and JSON-LD", async () => {
    const campaign = campaigns[0];
    const page = await load(
      `/ar/campaigns/${campaign.slug}?id=${campaign.id}&module_id=${campaign.moduleId}`,
      campaign.slug,
    );
    const tags = meta({ data: page, params: { lang: "ar" }, matches: [] } as never) as Array<
      Record<string, unknown>
    >;
    const canonical = `http://shop.test/ar/campaigns/${campaign.slug}?id=${campaign.id}&module_id=${campaign.moduleId}`;
    expect(tags).toContainEqual({ title: page.campaign.title });
    expect(tags.find((t) => t.name === "description")?.content).toBeTruthy();
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: canonical });
    expect(tags).toContainEqual(
      expect.objectContaining({
        rel: "alternate",
        hrefLang: "en",
        href: canonical.replace("/ar", ""),
      }),
    );
    expect(tags).toContainEqual(expect.objectContaining({ hrefLang: "x-default" }));
    const ld = tags.find((t) => "script:ld+json" in t)?.["script:ld+json"] as {
      "@graph": Array<{ "@type": string; itemListElement: Array<{ url?: string; item?: string }> }>;
    };
    const types = ld["@graph"].map((d) => d["@type"]);
    expect(types).toEqual(["BreadcrumbList", "ItemList"]);
    const list = ld["@graph"][1].itemListElement;
    expect(list.length).toBe(page.campaign.stores.length + page.campaign.items.length);
    for (const entry of list) expect(entry.url).toMatch(/^http:\/\/shop\.test\/ar\//);
  });

  it("in Arabic, the campaign's Arabic title", async () => {
    const campaign = campaigns[0];
    const [arabic] = (await api<ApiCampaign[]>("campaigns/basic", campaign.moduleId, "ar")).filter(
      (c) => c.id === campaign.id,
    );
    const page = await load(
      `/ar/campaigns/${campaign.slug}?id=${campaign.id}&module_id=${campaign.moduleId}`,
      campaign.slug,
    );
    expect(page.campaign.title).toBe(arabic.title);
    expect(page.campaign.title).toMatch(/[\u0600-\u06FF]/);
  });

  it("the slug alone (no ?id=) names the campaign by its trailing id", async () => {
    const campaign = campaigns[0];
    const page = await load(
      `/campaigns/${campaign.slug}?module_id=${campaign.moduleId}`,
      campaign.slug,
    );
    expect(page.campaign.id).toBe(campaign.id);
  });

  it("a crawler without module_id gets the default module's campaign", async () => {
    const grocery = campaigns.find((c) => c.moduleId === MODULE_IDS.grocery)!;
    const page = await load(`/campaigns/${grocery.id}?id=${grocery.id}`, String(grocery.id), {
      userAgent: GOOGLEBOT,
    });
    expect(page.campaign.id).toBe(grocery.id);
  });

  it("a visitor with a location sees it in their zone (not the default location)", async () => {
    const campaign = campaigns[0];
    const page = await load(
      `/campaigns/${campaign.id}?id=${campaign.id}&module_id=${campaign.moduleId}`,
      String(campaign.id),
      { prefs: downtownWith("grocery") },
    );
    expect(page.onDefaultLocation).toBe(false);
    expect(page.campaign.id).toBe(campaign.id);
  });
});

describe("bad input: a 404 or a clear page, never a 500", () => {
  const moduleId = MODULE_IDS.food;

  it.each(["abc", "0", "-1", "1e3", "0x4", " 4", "4.0", "99999999999", "x".repeat(10_000)])(
    "?id=%j is a 404",
    async (raw) => {
      const url = `/campaigns/x?id=${encodeURIComponent(raw)}&module_id=${moduleId}`;
      expect(await thrownStatus(() => load(url, "x"))).toBe(404);
    },
  );

  it.each(["abc", "not-a-campaign", "999999999", "%00"])(
    "path %j without ?id= is a 404",
    async (raw) => {
      expect(await thrownStatus(() => load(`/campaigns/${raw}?module_id=${moduleId}`, raw))).toBe(
        404,
      );
    },
  );

  it("an id that is not a running campaign is a 404", async () => {
    expect(
      await thrownStatus(() => load(`/campaigns/x?id=999999&module_id=${moduleId}`, "x")),
    ).toBe(404);
  });

  it("another module's campaign under this module_id is a 404", async () => {
    const grocery = campaigns.find((c) => c.moduleId === MODULE_IDS.grocery)!;
    const url = `/campaigns/${grocery.slug}?id=${grocery.id}&module_id=${MODULE_IDS.food}`;
    expect(await thrownStatus(() => load(url, grocery.slug))).toBe(404);
  });

  it("a person without a location and without module_id is asked for one", async () => {
    const campaign = campaigns[0];
    const location = await redirectOf(() =>
      load(`/campaigns/${campaign.id}?id=${campaign.id}`, String(campaign.id)),
    );
    expect(location).toMatch(/^\/location\?redirectTo=/);
  });

  it("the backend unreachable: 503, not 500", async () => {
    server.use(http.get("*/api/v1/campaigns/basic-campaign-details", () => HttpResponse.error()));
    const campaign = campaigns[0];
    const url = `/campaigns/${campaign.id}?id=${campaign.id}&module_id=${campaign.moduleId}`;
    expect(await thrownStatus(() => load(url, String(campaign.id)))).toBe(503);
  });
});
