import { Carousel } from "~/features/carousel/carousel";
import type { BannerView } from "~/features/catalogue/card-models";
import { PromoBanner } from "./promo-banner";

/**
 * The banner slider (module banners, ecommerce promotional banners, parcel banners): one image
 * link per banner, autoplaying every 4 s with JavaScript. With `priorityFirst` (the banner at
 * the top of the page is the LCP element) the first image is fetched at once with
 * fetchpriority=high; every other image loads lazily. Nothing when there are no banners.
 */
export function BannerCarousel({
  banners,
  label,
  priorityFirst = false,
  className,
}: {
  banners: BannerView[];
  /** Accessible name of the carousel ("Banners", the section title). */
  label: string;
  priorityFirst?: boolean;
  className?: string;
}) {
  if (banners.length === 0) return null;
  return (
    <Carousel
      label={label}
      autoplay={banners.length > 1}
      className={className}
      // One banner per view on phones, two from tablets, three on wide screens.
      slideClassName="w-[88%] sm:w-[calc(50%-0.5rem)] lg:w-[calc((100%-2rem)/3)]"
    >
      {banners.map((banner, index) => (
        <PromoBanner key={banner.id} banner={banner} priority={priorityFirst && index === 0} />
      ))}
    </Carousel>
  );
}
