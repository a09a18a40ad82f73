import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { moduleHomeHref } from "~/features/catalogue/urls";
import { useLocalizedPath } from "~/i18n/use-localized-path";
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
  module,
  onDefaultLocation,
}: {
  /** Null: the module runs no sale right now (/flash-sales without ?id=). */
  sale: FlashSalePageView | null;
  module: { id: number; type: string; name: string };
  onDefaultLocation: boolean;
}) {
  const { t } = useTranslation("catalogue");
  const localize = useLocalizedPath();
  const moduleType = module.type;
  if (!sale)
    return (
      <PageFrame title={t("promotionPages.flashSale.noneTitle")} onDefaultLocation={false}>
        <p className="text-muted-foreground">{t("promotionPages.flashSale.none")}</p>
        <p>
          <Link
            to={localize(moduleHomeHref(module.id))}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("promotionPages.flashSale.browse", { module: module.name })}
          </Link>
        </p>
      </PageFrame>
    );
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
