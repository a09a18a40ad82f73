import { useTranslation } from "react-i18next";
import { CampaignCard } from "~/features/promotions/campaign-cards";
import type { CampaignsPageView } from "./campaigns-page.server";
import { CampaignItemsGrid } from "./campaign-view";
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
      <CampaignItemsGrid items={campaigns.items} moduleType={moduleType} />
    </PageFrame>
  );
}
