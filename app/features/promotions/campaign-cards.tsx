import { useTranslation } from "react-i18next";
import { useLaterPicture } from "~/components/later-picture";
import { ItemCard } from "~/features/cards/item-card";
import { CARD_FRAME, ITEM_CARD_BOX } from "~/features/cards/card-sizes";
import { Carousel } from "~/features/carousel/carousel";
import type { CampaignView, ItemCard as ItemCardModel } from "~/features/catalogue/card-models";
import { cn } from "~/lib/cn";
import { Countdown } from "./countdown";
import { BANNER_LATER_WIDTH, BANNER_SIZE, BANNER_SIZES } from "./promo-banner";
import { FOCUS_RING, imagePriority, PromoLink } from "./promo-link";
import { responsiveImage } from "~/lib/image-url";

/**
 * Campaigns (browsing §2 "campaigns and more", food's campaign block): each basic campaign as
 * its image, title and DD:HH:MM:SS countdown linking to /campaigns/{id}, then the item
 * campaigns as item cards. Renders nothing without either (browsing §5).
 */
export function CampaignList({
  campaigns,
  items = [],
  moduleType = null,
  label,
}: {
  campaigns: CampaignView[];
  /** Item campaigns (food): shown as vertical item cards after the campaigns. */
  items?: ItemCardModel[];
  moduleType?: string | null;
  /** Accessible name of the carousel (default 'Campaigns'); the section's title. */
  label?: string;
}) {
  const { t } = useTranslation("promotions");
  if (campaigns.length === 0 && items.length === 0) return null;
  return (
    <Carousel label={label ?? t("labels.campaigns")} slideClassName={ITEM_CARD_BOX.vertical.w}>
      {[
        ...campaigns.map((campaign) => (
          <CampaignCard key={`c${campaign.id}`} campaign={campaign} />
        )),
        ...items.map((item) => (
          <ItemCard key={`i${item.id}`} item={item} layout="vertical" moduleType={moduleType} />
        )),
      ]}
    </Carousel>
  );
}

export function CampaignCard({
  campaign,
  priority = false,
  className,
}: {
  campaign: CampaignView;
  priority?: boolean;
  className?: string;
}) {
  const later = useLaterPicture();
  const Later = priority ? null : later;
  return (
    <article className={cn(CARD_FRAME, "h-full flex-col", ITEM_CARD_BOX.vertical.w, className)}>
      <PromoLink href={campaign.href} className={cn("flex flex-col", FOCUS_RING, "rounded-b-none")}>
        {campaign.image && Later ? (
          <Later
            src={campaign.image}
            cssWidth={BANNER_LATER_WIDTH}
            className="aspect-[12/5] w-full"
          />
        ) : campaign.image ? (
          <img
            {...responsiveImage(campaign.image, BANNER_SIZE.width, BANNER_SIZES)}
            alt=""
            width={BANNER_SIZE.width}
            height={BANNER_SIZE.height}
            {...imagePriority(priority)}
            className="aspect-[12/5] h-auto w-full bg-muted object-cover"
          />
        ) : (
          <span aria-hidden="true" className="block aspect-[12/5] w-full bg-muted" />
        )}
        <h3 className="line-clamp-2 px-3 pt-3 text-base font-semibold">{campaign.title}</h3>
      </PromoLink>
      {campaign.description ? (
        <p className="line-clamp-2 px-3 pt-1 text-sm text-muted-foreground">
          {campaign.description}
        </p>
      ) : null}
      {/* Outside the link: a link's name must not change every second. */}
      <div className="mt-auto px-3 pb-3 pt-2">
        <Countdown
          endsAt={campaign.endsAt}
          className="rounded-md bg-muted px-2 py-1 text-sm text-foreground"
        />
      </div>
    </article>
  );
}
