import type { ApiClient } from "~/api/client.server";
import type { CampaignDetails } from "~/api/schemas/promotions";
import { toItemCard, toStoreCard, type CardContext } from "~/features/catalogue/card-models.server";
import { campaignHref, moduleHomeHref } from "~/features/catalogue/urls";
import { marketTimeToIso, shortText } from "~/features/catalogue/view-text.server";
import { isUnreachable, settle } from "~/api/settle.server";
import type { CampaignPageView, PromotionMeta } from "./views";

type T = (key: string, options?: Record<string, unknown>) => string;

/** Longest description we render: admin text, shown as plain paragraphs. */
const DESCRIPTION_LIMIT = 2_000;

/**
 * /campaigns/{id}: the basic campaign with its stores (GET campaigns/basic-campaign-details,
 * `[]` when unknown, finished or outside the zone → null, a 404) and the item campaigns of those
 * stores (GET campaigns/item), asked for at once.
 */
export async function campaignPage(
  api: ApiClient,
  campaignId: number,
  ctx: CardContext,
): Promise<{ view: CampaignPageView; campaign: CampaignDetails } | null> {
  const [details, itemCampaigns] = await Promise.all([
    settle(api.promotions.campaignDetails(campaignId)),
    settle(api.promotions.itemCampaigns()),
  ]);
  if (!details.ok) {
    if (isUnreachable(details)) throw new Response(null, { status: 503 });
    return null;
  }
  const campaign = details.value;
  if (!campaign) return null;
  const storeIds = new Set(campaign.stores.map((s) => s.id));
  const items = itemCampaigns.ok
    ? itemCampaigns.value.filter((item) => item.store_id != null && storeIds.has(item.store_id))
    : [];
  const ends = campaign.available_date_ends
    ? `${campaign.available_date_ends} ${campaign.end_time ?? "23:59:59"}`
    : null;
  return {
    campaign,
    view: {
      id: campaign.id,
      title: campaign.title,
      image: campaign.image_full_url ?? null,
      description: shortText(campaign.description, DESCRIPTION_LIMIT),
      endsAt: marketTimeToIso(ends, ctx.timeZone),
      stores: campaign.stores.map((store) => toStoreCard(store, ctx)),
      items: items.map((item) => toItemCard(item, ctx)),
    },
  };
}

export function campaignMeta(
  t: T,
  view: CampaignPageView,
  campaign: CampaignDetails,
  module: { id: number; name: string },
): PromotionMeta {
  const path = campaignHref(campaign, module.id);
  const description =
    shortText(view.description, 160) ??
    t("promotionPages.campaign.metaDescription", {
      title: view.title,
      count: view.stores.length,
    });
  return {
    title: view.title,
    description,
    path,
    breadcrumb: [
      { name: module.name || t("promotionPages.home"), path: moduleHomeHref(module.id) },
      { name: view.title, path },
    ],
    list: {
      name: view.title,
      entries: [
        ...view.stores.map((s) => ({ name: s.name, path: s.href })),
        ...view.items.map((i) => ({ name: i.name, path: i.href })),
      ],
      startPosition: 1,
    },
  };
}
