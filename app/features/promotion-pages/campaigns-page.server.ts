import type { AppLoadContext } from "@remix-run/node";
import type { CampaignView, ItemCard } from "~/features/catalogue/card-models";
import { cardContext } from "~/features/catalogue/card-context.server";
import { campaigns } from "~/features/home/section-data.server";
import { moduleHomeHref } from "~/features/catalogue/urls";
import { isUnreachable, settle } from "~/api/settle.server";
import { startPromotionPage, type SharedPromotion } from "./promotion-gate.server";
import type { PromotionMeta } from "./views";

export type CampaignsPageView = { basic: CampaignView[]; items: ItemCard[] };

/**
 * /campaigns (browsing §2 "Footer links": the campaigns page, which needs a chosen zone; issue
 * 22 item 16): every running basic campaign of the zone's module with its countdown, then the
 * item campaigns. The promotion pages' gate: the location wall for a visitor without a zone.
 * The campaigns failing (not unreachable) show "none running" (`failed` says so). `shared`: the
 * place and guest client of the shared page (shared-promotions.server.ts).
 */
export async function campaignsPage(
  request: Request,
  context: AppLoadContext,
  shared?: SharedPromotion,
) {
  const url = new URL(request.url);
  const start = startPromotionPage(request, context, shared);
  const gate = await start.gate;
  const [config, t] = await start.basics;
  const ctx = cardContext(config.ok ? config.value : null, gate.module);
  const found = await settle(campaigns(start.base.with(gate.apiState), ctx));
  if (!found.ok && isUnreachable(found)) throw new Response(null, { status: 503 });
  const view: CampaignsPageView = found.ok ? found.value : { basic: [], items: [] };
  const title = t("promotionPages.campaigns.title");
  const path = `/campaigns?module_id=${gate.module.id}`;
  const meta: PromotionMeta = {
    title,
    description: t("promotionPages.campaigns.metaDescription", { count: view.basic.length }),
    path,
    breadcrumb: [
      { name: gate.module.name || t("promotionPages.home"), path: moduleHomeHref(gate.module.id) },
      { name: title, path },
    ],
    list: {
      name: title,
      entries: view.basic.map((c) => ({ name: c.title, path: c.href })),
      startPosition: 1,
    },
  };
  return {
    campaigns: view,
    failed: !found.ok,
    module: gate.module,
    onDefaultLocation: gate.onDefaultLocation,
    origin: url.origin,
    meta,
  };
}
