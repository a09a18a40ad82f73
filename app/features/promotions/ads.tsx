import { RotateCcw } from "~/components/ui/icons";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { CARD_FRAME } from "~/features/cards/card-sizes";
import { Rating } from "~/features/cards/rating";
import { Carousel, useCarousel } from "~/features/carousel/carousel";
import type { AdView } from "~/features/catalogue/card-models";
import { cn } from "~/lib/cn";
import { BANNER_SIZE, BANNER_SIZES } from "./promo-banner";
import { FOCUS_RING, imagePriority, PromoLink } from "./promo-link";
import { imageUrl, responsiveImage } from "~/lib/image-url";

/**
 * Ads (browsing §3): store promotions (cover, profile picture, title, description, the store's
 * rating when the ad allows it, a link to the store) and video promotions, in a carousel.
 * Nothing when there are no ads (browsing §5).
 */
export function AdSlider({ ads, label }: { ads: AdView[]; label?: string }) {
  const { t } = useTranslation("promotions");
  if (ads.length === 0) return null;
  return (
    <Carousel
      label={label ?? t("labels.ads")}
      loop
      slideClassName="w-[88%] sm:w-[calc(50%-0.5rem)]"
    >
      {ads.map((ad) =>
        ad.kind === "video_promotion" && ad.video ? (
          <VideoAd key={ad.id} ad={ad} video={ad.video} />
        ) : (
          <StoreAd key={ad.id} ad={ad} />
        ),
      )}
    </Carousel>
  );
}

function StoreAd({ ad }: { ad: AdView }) {
  return (
    <article className={cn(CARD_FRAME, "h-full flex-col")}>
      <div className="relative">
        {ad.cover ? (
          <img
            {...responsiveImage(ad.cover, BANNER_SIZE.width, BANNER_SIZES)}
            alt=""
            width={BANNER_SIZE.width}
            height={BANNER_SIZE.height}
            {...imagePriority(false)}
            className="aspect-[12/5] h-auto w-full bg-muted object-cover"
          />
        ) : (
          <span aria-hidden="true" className="block aspect-[12/5] w-full bg-muted" />
        )}
        {ad.profile ? (
          <img
            {...responsiveImage(ad.profile, 64)}
            alt=""
            width={64}
            height={64}
            {...imagePriority(false)}
            className="absolute -bottom-8 start-4 size-16 rounded-full border-4 border-card bg-muted object-cover"
          />
        ) : null}
      </div>
      <AdDetails ad={ad} className={ad.profile ? "pt-10" : undefined} />
    </article>
  );
}

/**
 * A video ad: the browser's own controls, the cover as poster and nothing downloaded until the
 * visitor presses play (preload="none"). It never starts by itself, so it never plays sound
 * uninvited. When it ends a Replay button covers it and the carousel moves on (browsing §4).
 */
function VideoAd({ ad, video }: { ad: AdView; video: string }) {
  const { t } = useTranslation("promotions");
  const carousel = useCarousel();
  const ref = React.useRef<HTMLVideoElement>(null);
  const [ended, setEnded] = React.useState(false);

  const replay = () => {
    const node = ref.current;
    if (!node) return;
    node.currentTime = 0;
    setEnded(false);
    node.play().catch((error: unknown) => console.warn("Video ad did not play", error));
  };

  return (
    <article className={cn(CARD_FRAME, "h-full flex-col")}>
      <div className="relative">
        <video
          ref={ref}
          src={video}
          poster={ad.cover ? imageUrl(ad.cover, 960) : undefined}
          controls
          playsInline
          preload="none"
          width={640}
          height={360}
          aria-label={t("ads.video", { title: ad.title })}
          onPlay={() => setEnded(false)}
          onEnded={() => {
            setEnded(true);
            carousel?.next();
          }}
          className="block aspect-video h-auto w-full bg-muted object-cover"
        />
        {ended ? (
          <button
            type="button"
            onClick={replay}
            className="absolute inset-0 m-auto inline-flex size-14 items-center justify-center rounded-full bg-background/90 text-foreground shadow-md hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <RotateCcw aria-hidden="true" className="size-6" />
            <span className="sr-only">{t("ads.replay")}</span>
          </button>
        ) : null}
      </div>
      <AdDetails ad={ad} />
    </article>
  );
}

function AdDetails({ ad, className }: { ad: AdView; className?: string }) {
  const { t } = useTranslation("promotions");
  return (
    <div className={cn("flex flex-1 flex-col gap-1 p-4", className)}>
      <h3 className="line-clamp-1 font-semibold">{ad.title}</h3>
      {/* Only when the ad shows ratings (is_rating_active / is_review_active, browsing §5). */}
      {ad.rating ? <Rating rating={ad.rating} /> : null}
      <p className="line-clamp-2 text-sm text-muted-foreground">{ad.description}</p>
      {ad.store ? (
        <PromoLink
          href={ad.store.href}
          className={cn(
            "mt-auto self-start pt-2 text-sm font-medium text-primary hover:underline",
            FOCUS_RING,
            "rounded-sm",
          )}
        >
          {t("ads.visitStore")}
          <span className="sr-only">: {ad.store.name}</span>
        </PromoLink>
      ) : null}
    </div>
  );
}
