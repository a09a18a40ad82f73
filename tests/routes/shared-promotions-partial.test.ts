import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { loader as brandsLoader } from "~/routes/($lang).all-brands";
import { loader as sharedBrandsLoader } from "~/routes/($lang).all-brands_.z.$zones.m.$module";
import { loader as campaignsLoader } from "~/routes/($lang).campaigns._index";
import { loader as sharedCampaignsLoader } from "~/routes/($lang).campaigns_.z.$zones.m.$module";
import { homeRequest, MODULE_IDS, server, useHomeApi } from "./home-kit";

/**
 * ADR 033 point 3, the promotion listings: a shared copy is whole or not made. When the list
 * is refused (a 4xx), the private page shows "none" — the shared page answers 503 with
 * Retry-After instead, which no cache keeps; unreachable, both are 503s, the shared one with
 * Retry-After too.
 */
useHomeApi();

const SHOP = MODULE_IDS.ecommerce;
const refused = () =>
  HttpResponse.json({ errors: [{ code: "x", message: "no" }] }, { status: 403 });

async function sharedAnswer(
  loader: typeof sharedBrandsLoader | typeof sharedCampaignsLoader,
  path: string,
) {
  const args = await homeRequest(`${path}/z/1/m/${SHOP}`);
  return (
    loader({ ...args, params: { zones: "1", module: String(SHOP) } }) as Promise<unknown>
  ).then(
    () => null,
    (thrown: unknown) => thrown as Response,
  );
}

function expectUnavailable(error: Response | null) {
  expect(error).toBeInstanceOf(Response);
  expect(error?.status).toBe(503);
  expect(Number(error?.headers.get("Retry-After"))).toBeGreaterThan(0);
}

describe("a shared promotion listing whose list fails", () => {
  it("brands refused: the private page lists none, the shared one is a 503", async () => {
    expect(await sharedAnswer(sharedBrandsLoader, "/all-brands")).toBeNull();
    server.use(http.get("*/api/v1/brand", refused));
    const own = await brandsLoader(await homeRequest(`/all-brands?module_id=${SHOP}`));
    expect(own.view.brands).toEqual([]);
    expectUnavailable(await sharedAnswer(sharedBrandsLoader, "/all-brands"));
    server.use(http.get("*/api/v1/brand", () => HttpResponse.error()));
    expectUnavailable(await sharedAnswer(sharedBrandsLoader, "/all-brands"));
  });

  it("campaigns refused: the private page lists none, the shared one is a 503", async () => {
    expect(await sharedAnswer(sharedCampaignsLoader, "/campaigns")).toBeNull();
    server.use(http.get("*/api/v1/campaigns/item", refused));
    const own = await campaignsLoader(await homeRequest(`/campaigns?module_id=${SHOP}`));
    expect(own.campaigns).toEqual({ basic: [], items: [] });
    expectUnavailable(await sharedAnswer(sharedCampaignsLoader, "/campaigns"));
  });
});
