import { useTranslation } from "react-i18next";
import { FlashSaleCard } from "~/features/cards/flash-sale-card";
import { CardGrid, EndsIn, PageFrame } from "./page-frame";
import { Pager } from "./pager";
import type { FlashSalePageView } from "./views";

/**
 * /flash-sales?id= (browsing §2, §5): the running sale's title and countdown, one page of its
 * products with their sold / stock progress ('Out of Stock' when available_stock is 0), and
 * previous / next page links.
 */
export function FlashSalePage({
  sale,
  moduleType,
  onDefaultLocation,
}: {
  sale: FlashSalePageView;
  moduleType: string;
  onDefaultLocation: boolean;
}) {
  const { t } = useTranslation("catalogue");
  return (
    <PageFrame
      title={sale.title}
      onDefaultLocation={onDefaultLocation}
      aside={<EndsIn endsAt={sale.endsAt} label={t("promotionPages.flashSale.endsIn")} />}
    >
      <CardGrid
        id="flash-sale-items"
        title={t("promotionPages.flashSale.items")}
        count={sale.items.length}
        empty={t("promotionPages.flashSale.itemsNotFound")}
      >
        {sale.items.map((item, index) => (
          <li key={item.id}>
            <FlashSaleCard
              item={item}
              moduleType={moduleType}
              slider={false}
              // The first row is above the fold: its images are the page's LCP candidates.
              priority={index < 4}
              className="h-full w-full"
            />
          </li>
        ))}
      </CardGrid>
      <Pager pager={sale.pager} />
    </PageFrame>
  );
}
