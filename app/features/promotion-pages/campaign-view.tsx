import { useTranslation } from "react-i18next";
import { ItemCard } from "~/features/cards/item-card";
import { StoreCard } from "~/features/cards/store-card";
import { BANNER_SIZE } from "~/features/promotions/promo-banner";
import { imagePriority } from "~/features/promotions/promo-link";
import { CardGrid, EndsIn, PageFrame } from "./page-frame";
import type { CampaignPageView } from "./views";
import { responsiveImage } from "~/lib/image-url";

/**
 * /campaigns/{id} (browsing §2): the campaign's banner (the page's LCP image), title,
 * description and DD:HH:MM:SS countdown, then its stores and the item campaigns of those stores.
 */
export function CampaignPage({
  campaign,
  moduleType,
  onDefaultLocation,
}: {
  campaign: CampaignPageView;
  moduleType: string;
  onDefaultLocation: boolean;
}) {
  const { t } = useTranslation("catalogue");
  return (
    <PageFrame
      title={campaign.title}
      onDefaultLocation={onDefaultLocation}
      aside={<EndsIn endsAt={campaign.endsAt} label={t("promotionPages.campaign.endsIn")} />}
    >
      {campaign.image ? (
        <img
          {...responsiveImage(campaign.image, BANNER_SIZE.width, "100vw")}
          alt=""
          width={BANNER_SIZE.width}
          height={BANNER_SIZE.height}
          {...imagePriority(true)}
          className="aspect-[12/5] h-auto w-full rounded-lg bg-muted object-cover"
        />
      ) : null}
      {campaign.description ? (
        <p className="max-w-prose text-muted-foreground">{campaign.description}</p>
      ) : null}
      <CardGrid
        id="campaign-stores"
        title={t(
          moduleType === "food"
            ? "promotionPages.campaign.restaurants"
            : "promotionPages.campaign.stores",
        )}
        count={campaign.stores.length}
        empty={t("promotionPages.campaign.storesNotFound")}
        wide
      >
        {campaign.stores.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} layout="plain" className="h-full w-full" />
          </li>
        ))}
      </CardGrid>
      <CampaignItemsGrid items={campaign.items} moduleType={moduleType} />
    </PageFrame>
  );
}

/** The item campaigns of a campaign page or of the campaigns list; nothing when there are none. */
export function CampaignItemsGrid({
  items,
  moduleType,
}: {
  items: CampaignPageView["items"];
  moduleType: string;
}) {
  const { t } = useTranslation("catalogue");
  if (items.length === 0) return null;
  return (
    <CardGrid
      id="campaign-items"
      title={t("promotionPages.campaign.items")}
      count={items.length}
      empty=""
    >
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} layout="vertical" moduleType={moduleType} className="w-full" />
        </li>
      ))}
    </CardGrid>
  );
}
