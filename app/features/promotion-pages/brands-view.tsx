import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BrandTile } from "~/features/promotions/brands";
import { FOCUS_RING } from "~/features/promotions/promo-link";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { PageFrame } from "./page-frame";
import type { BrandsPageView } from "./views";

/**
 * /all-brands (browsing §2, §9): every brand of the module with its logo and item count, each
 * linking to its items (/home?brand_id=&data_type=brand); the sorts A to Z, Z to A and Default
 * are GET links (the current one marked), so sorting works without JavaScript.
 */
export function BrandsPage({
  view,
  onDefaultLocation,
}: {
  view: BrandsPageView;
  onDefaultLocation: boolean;
}) {
  const { t } = useTranslation(["catalogue", "promotions"]);
  const localize = useLocalizedPath();
  return (
    <PageFrame title={t("promotionPages.brands.title")} onDefaultLocation={onDefaultLocation}>
      <nav aria-labelledby="brand-sort-label" className="flex flex-wrap items-center gap-2">
        <span id="brand-sort-label" className="text-sm text-muted-foreground">
          {t("promotionPages.brands.sortBy")}
        </span>
        <ul className="flex flex-wrap gap-2">
          {view.sorts.map(({ sort, href }) => {
            const current = sort === view.sort;
            return (
              <li key={sort}>
                <Link
                  to={localize(href)}
                  aria-current={current ? "page" : undefined}
                  preventScrollReset
                  className={cn(
                    "inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium",
                    current
                      ? "border-primary bg-primary text-primary-foreground"
                      : "bg-background hover:bg-muted",
                    FOCUS_RING,
                    "rounded-full",
                  )}
                >
                  {t(`promotionPages.brands.sorts.${sort}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {view.brands.length === 0 ? (
        <p className="text-muted-foreground">{t("promotionPages.brands.empty")}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,150px),1fr))] gap-3">
          {view.brands.map((brand, index) => (
            <li key={brand.id}>
              <BrandTile brand={brand} eager={index < 12} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
