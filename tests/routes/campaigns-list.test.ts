import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/($lang).campaigns._index";
import { downtownWith, homeRequest, MODULE_IDS, redirectOf, server, useHomeApi } from "./home-kit";

/**
 * /campaigns (issue 22 item 16; browsing §2 "Footer links": the campaigns page, which needs a
 * chosen zone): every running basic campaign of the visitor's module, linking to its page.
 * Expected values come from the API.
 */
useHomeApi();

type Page = Exclude<Awaited<ReturnType<typeof loader>>, Response>;
const load = async (url: string, options: Parameters<typeof homeRequest>[1] = {}) =>
  (await loader(await homeRequest(url, options))) as Page;

async function apiCampaigns(moduleId: number) {
  const answer = await fetch(`http://api.test/api/v1/campaigns/basic`, {
    headers: { zoneId: "[1]", moduleId: String(moduleId) },
  });
  return (await answer.json()) as Array<{ id: number; title: string }>;
}

describe("/campaigns", () => {
  it("lists every running campaign of the visitor's module with a link to its page", async () => {
    const expected = await apiCampaigns(MODULE_IDS.grocery);
    expect(expected.length).toBeGreaterThan(0);
    const page = await load("/campaigns", { prefs: downtownWith("grocery") });
    expect(page.campaigns.basic.map((c) => c.title)).toEqual(expected.map((c) => c.title));
    for (const campaign of page.campaigns.basic)
      expect(campaign.href).toMatch(new RegExp(`^/campaigns/[^?]+\\?id=${campaign.id}&`));
    expect(page.meta.title).toBe("Campaigns");
  });

  it("in a module without campaigns: an empty list, not an error", async () => {
    server.use(http.get("*/api/v1/campaigns/basic", () => HttpResponse.json([])));
    const page = await load("/campaigns", { prefs: downtownWith("food") });
    expect(page.campaigns.basic).toEqual([]);
  });

  it("a visitor without a zone is asked for a location first", async () => {
    const location = await redirectOf(() => load("/campaigns"));
    expect(location).toMatch(/^\/location\?redirectTo=%2Fcampaigns/);
  });

  it("the backend unreachable: 503, not 500", async () => {
    server.use(http.get("*/api/v1/campaigns/basic", () => HttpResponse.error()));
    const thrown = await load("/campaigns", { prefs: downtownWith("grocery") }).catch(
      (e: unknown) => e,
    );
    expect((thrown as Response).status).toBe(503);
  });
});
