import { ChevronRight } from "~/components/ui/icons";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { ITEM_CARD_BOX } from "~/features/cards/card-sizes";
import { FlashSaleCard } from "~/features/cards/flash-sale-card";
import { Carousel } from "~/features/carousel/carousel";
import type { FlashSaleView } from "~/features/catalogue/card-models";
import { cn } from "~/lib/cn";
import { Countdown } from "./countdown";
import { FOCUS_RING, PromoLink } from "./promo-link";

/** browsing §5 / §9: a flash sale shows at most 15 products. */
export const FLASH_SALE_MAX_ITEMS = 15;

/**
 * The flash sale panel: the sale's title, a countdown to its end, "View all" to /flash-sales
 * and up to 15 product cards (with sold/stock progress) in a carousel. Nothing when there is
 * no sale or it has no active product (browsing §5).
 *
 * `withHeading={false}` when the section frame already shows a heading and "View all": the
 * panel then shows the countdown above the cards only.
 */
export function FlashSalePanel({
  flashSale,
  moduleType,
  withHeading = true,
  className,
}: {
  flashSale: FlashSaleView | null;
  moduleType: string | null;
  withHeading?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("promotions");
  const headingId = React.useId();
  const items = flashSale?.items.slice(0, FLASH_SALE_MAX_ITEMS) ?? [];
  if (!flashSale || items.length === 0) return null;

  const countdown = flashSale.endsAt ? (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t("countdown.endsIn")}</span>
      <Countdown
        endsAt={flashSale.endsAt}
        className="rounded-md bg-primary px-2 py-1 text-primary-foreground"
      />
    </p>
  ) : null;

  const body = (
    <Carousel label={flashSale.title} slideClassName={ITEM_CARD_BOX["flash-sale"].w}>
      {items.map((item) => (
        <FlashSaleCard
          key={item.id}
          item={item}
          moduleType={moduleType}
          priority={false}
          slider={false}
        />
      ))}
    </Carousel>
  );

  if (!withHeading) {
    return (
      <div className={cn("grid grid-cols-1 gap-3", className)}>
        {countdown}
        {body}
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className={cn("grid grid-cols-1 gap-3", className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h2 id={headingId} className="text-lg font-semibold sm:text-xl">
            {flashSale.title}
          </h2>
          {countdown}
        </div>
        <PromoLink
          href={flashSale.href}
          className={cn(
            "inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline",
            FOCUS_RING,
            "rounded-sm",
          )}
        >
          {t("viewAll")}
          <span className="sr-only">: {flashSale.title}</span>
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </PromoLink>
      </div>
      {body}
    </section>
  );
}
