import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { BannerView } from "~/features/catalogue/card-models";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { responsiveImage } from "~/lib/image-url";

/**
 * Grocery and pharmacy "sticky bottom section": the module's bottom banner kept in view at the
 * bottom of the screen while the shelves scroll past, with a link to the special offers. It
 * sticks within the page's main column (position: sticky), so it never covers the footer.
 */
export function StickyBottom({
  banner,
  offersHref,
}: {
  banner: BannerView;
  offersHref: string | null;
}) {
  const { t } = useTranslation("home");
  const localize = useLocalizedPath();
  const target = banner.href ?? offersHref;
  const content = (
    <>
      {banner.image ? (
        <img
          {...responsiveImage(banner.image, 96)}
          alt=""
          width={96}
          height={48}
          loading="lazy"
          className="h-12 w-24 shrink-0 rounded object-cover"
        />
      ) : null}
      <span className="min-w-0 flex-1 truncate font-medium">
        {banner.title || t("stickyBottomText")}
      </span>
      <span className="shrink-0 text-sm font-semibold text-primary">{t("stickyBottomAction")}</span>
    </>
  );
  const className =
    "flex items-center gap-3 rounded-lg border bg-background/95 p-2 shadow-lg backdrop-blur focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
  return (
    <div className="sticky bottom-2 z-10">
      {target && banner.external ? (
        <a href={target} rel="noopener noreferrer" target="_blank" className={className}>
          {content}
        </a>
      ) : target ? (
        <Link to={localize(target)} className={className}>
          {content}
        </Link>
      ) : (
        <div className={className}>{content}</div>
      )}
    </div>
  );
}
