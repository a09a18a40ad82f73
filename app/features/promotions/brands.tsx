import { ChevronRight } from "~/components/ui/icons";
import { useTranslation } from "react-i18next";
import { ALL_BRANDS_HREF } from "~/features/catalogue/urls";
import type { BrandView } from "~/features/catalogue/card-models";
import { cn } from "~/lib/cn";
import { FOCUS_RING, imagePriority, PromoLink } from "./promo-link";
import { responsiveImage } from "~/lib/image-url";

/** browsing §9: the home lists up to 9 brands. */
export const HOME_BRANDS_MAX = 9;

/**
 * Brands on the ecommerce home: up to 9 logos with their names, each linking to the brand's
 * items, and "View all" to /all-brands. Nothing when there are none.
 * `viewAllHref={null}` when the section frame already shows "View all".
 */
export function BrandGrid({
  brands,
  viewAllHref = ALL_BRANDS_HREF,
  className,
}: {
  brands: BrandView[];
  viewAllHref?: string | null;
  className?: string;
}) {
  const { t } = useTranslation("promotions");
  const shown = brands.slice(0, HOME_BRANDS_MAX);
  if (shown.length === 0) return null;
  return (
    <div className={cn("grid gap-3", className)}>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5 lg:grid-cols-9">
        {shown.map((brand) => (
          <li key={brand.id}>
            <BrandTile brand={brand} />
          </li>
        ))}
      </ul>
      {viewAllHref ? (
        <PromoLink
          href={viewAllHref}
          className={cn(
            "inline-flex items-center gap-1 justify-self-end text-sm font-medium text-primary hover:underline",
            FOCUS_RING,
            "rounded-sm",
          )}
        >
          {t("viewAll")}
          <span className="sr-only">: {t("brands.title")}</span>
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </PromoLink>
      ) : null}
    </div>
  );
}

/**
 * One brand: its logo, name and item count, linking to the brand's items (the home's grid and
 * /all-brands). `eager` for logos likely in the first screen.
 */
export function BrandTile({ brand, eager = false }: { brand: BrandView; eager?: boolean }) {
  const { t } = useTranslation("promotions");
  return (
    <PromoLink
      href={brand.href}
      className={cn(
        "flex h-full flex-col items-center gap-2 border bg-card p-3 text-center text-card-foreground transition-shadow hover:shadow-md",
        FOCUS_RING,
      )}
    >
      {brand.image ? (
        <img
          {...responsiveImage(brand.image, 64)}
          alt=""
          width={64}
          height={64}
          // Loaded at once when likely on the first screen, but never ahead of the page's LCP.
          {...(eager ? { decoding: "async" } : imagePriority(false))}
          className="size-16 rounded-md bg-muted object-contain"
        />
      ) : (
        <span aria-hidden="true" className="size-16 rounded-md bg-muted" />
      )}
      <span className="line-clamp-2 text-sm font-medium">{brand.name}</span>
      <span className="text-xs text-muted-foreground">
        {t("brands.items", { count: brand.itemsCount })}
      </span>
    </PromoLink>
  );
}
