import { useTranslation } from "react-i18next";
import { ItemCard } from "~/features/cards/item-card";
import { CampaignCard } from "~/features/promotions/campaign-cards";
import type { CampaignsPageView } from "./campaigns-page.server";
import { CardGrid, PageFrame } from "./page-frame";

/** /campaigns: the running campaigns as cards (image, title, countdown), then item campaigns. */
export function CampaignsPage({
  campaigns,
  moduleType,
  onDefaultLocation,
}: {
  campaigns: CampaignsPageView;
  moduleType: string;
  onDefaultLocation: boolean;
}) {
  const { t } = useTranslation("catalogue");
  return (
    <PageFrame title={t("promotionPages.campaigns.title")} onDefaultLocation={onDefaultLocation}>
      <CardGrid
        id="campaigns-list"
        title={t("promotionPages.campaigns.running")}
        count={campaigns.basic.length}
        empty={t("promotionPages.campaigns.none")}
        wide
      >
        {campaigns.basic.map((campaign, index) => (
          <li key={campaign.id}>
            <CampaignCard campaign={campaign} priority={index < 2} className="h-full w-full" />
          </li>
        ))}
      </CardGrid>
      {campaigns.items.length > 0 ? (
        <CardGrid
          id="campaign-items"
          title={t("promotionPages.campaign.items")}
          count={campaigns.items.length}
          empty=""
        >
          {campaigns.items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} layout="vertical" moduleType={moduleType} className="w-full" />
            </li>
          ))}
        </CardGrid>
      ) : null}
    </PageFrame>
  );
}
