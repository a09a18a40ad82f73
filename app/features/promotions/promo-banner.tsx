import { useLaterPicture } from "~/components/later-picture";
import type { BannerView } from "~/features/catalogue/card-models";
import { cn } from "~/lib/cn";
import { FOCUS_RING, imagePriority, PromoLink } from "./promo-link";
import { responsiveImage } from "~/lib/image-url";

/** The backend's wide artwork is 1200 × 500: the box keeps that ratio before the image loads. */
export const BANNER_SIZE = { width: 1200, height: 500 } as const;

/** How wide a banner shows: a third of the row on large screens, the whole row on phones. */
export const BANNER_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";

/**
 * The width a banner drawn as a `LaterPicture` (no `sizes` there) is fetched for at 1×: what a
 * phone shows (the browsers without scripts that get it are mostly phones); a 1× screen 513 to
 * 639 px wide gets it a little soft, and 2× screens the 960 px candidate.
 */
export const BANNER_LATER_WIDTH = 480;

/**
 * One banner: its image, linked to the banner's target (default → its link, store_wise → the
 * store, item_wise → the item, food campaign → the campaign; resolved by the loader into
 * `href`). No href: the image alone. `priority` for the page's LCP image only.
 */
export function PromoBanner({
  banner,
  priority = false,
  className,
  imageClassName,
}: {
  banner: BannerView;
  priority?: boolean;
  className?: string;
  /** Overrides the 12:5 box (e.g. a tall side banner: "aspect-[3/4]"). */
  imageClassName?: string;
}) {
  const later = useLaterPicture();
  const Later = priority ? null : later;
  const image =
    banner.image && Later ? (
      <Later
        src={banner.image}
        cssWidth={BANNER_LATER_WIDTH}
        label={banner.title}
        className={cn("aspect-[12/5] w-full rounded-lg", imageClassName)}
      />
    ) : banner.image ? (
      <img
        {...responsiveImage(banner.image, BANNER_SIZE.width, BANNER_SIZES)}
        alt={banner.title}
        width={BANNER_SIZE.width}
        height={BANNER_SIZE.height}
        {...imagePriority(priority)}
        className={cn(
          "block aspect-[12/5] h-auto w-full rounded-lg bg-muted object-cover",
          imageClassName,
        )}
      />
    ) : (
      // No image: the title on a tinted box of the same size, so the slot never collapses.
      <span
        className={cn(
          "flex aspect-[12/5] w-full items-center justify-center rounded-lg bg-muted p-4 text-center font-semibold text-foreground",
          imageClassName,
        )}
      >
        {banner.title}
      </span>
    );
  if (!banner.href) return <div className={cn("block", className)}>{image}</div>;
  return (
    <PromoLink
      href={banner.href}
      external={banner.external}
      className={cn("block", FOCUS_RING, className)}
    >
      {image}
    </PromoLink>
  );
}
