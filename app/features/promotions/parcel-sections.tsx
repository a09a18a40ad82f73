import { CirclePlay as PlayCircle } from "~/components/ui/icons";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { CARD_FRAME } from "~/features/cards/card-sizes";
import { Carousel } from "~/features/carousel/carousel";
import type {
  ParcelCategoryView,
  VideoContentView,
  WhyChooseView,
} from "~/features/catalogue/card-models";
import { cn } from "~/lib/cn";
import { FOCUS_RING, imagePriority, PromoLink } from "./promo-link";
import { imageUrl, responsiveImage } from "~/lib/image-url";

/*
 * The parcel home's own sections (browsing §2): parcel categories ('We Deliver Everything'),
 * the why-choose-us slider and the video or image section ('Easiest way to get services').
 * The categories and the video section render their spec'd heading unless
 * `withHeading={false}` (when a section frame already shows one); each renders nothing
 * without data.
 */

type Titled = { withHeading?: boolean; className?: string };

function Section({
  title,
  withHeading = true,
  className,
  children,
}: Titled & { title: string; children: React.ReactNode }) {
  const id = React.useId();
  if (!withHeading) return <div className={className}>{children}</div>;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-3 text-lg font-semibold sm:text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ParcelCategories({
  categories,
  ...titled
}: Titled & { categories: ParcelCategoryView[] }) {
  const { t } = useTranslation("promotions");
  if (categories.length === 0) return null;
  return (
    <Section title={t("parcel.categoriesTitle")} {...titled}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id}>
            <PromoLink
              href={category.href}
              className={cn(CARD_FRAME, "h-full items-center gap-3 p-3", FOCUS_RING)}
            >
              <Picture src={category.image} size={72} className="rounded-md" />
              <span className="grid min-w-0 gap-1">
                <span className="font-semibold">{category.name}</span>
                <span className="line-clamp-2 text-sm text-muted-foreground">
                  {category.description}
                </span>
              </span>
            </PromoLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** No heading by default (the section frame names it); `withHeading` adds 'Why Choose Us'. */
export function WhyChooseSlider({
  items,
  withHeading = false,
  className,
}: Titled & { items: WhyChooseView[] }) {
  const { t } = useTranslation("promotions");
  if (items.length === 0) return null;
  const title = t("parcel.whyChooseTitle");
  return (
    <Section title={title} withHeading={withHeading} className={className}>
      <Carousel
        label={title}
        autoplay={items.length > 1}
        slideClassName="w-[85%] sm:w-[calc(50%-0.5rem)] lg:w-[calc((100%-2rem)/3)]"
      >
        {items.map((item, index) => (
          <article
            key={`${index}-${item.title}`}
            className={cn(CARD_FRAME, "h-full flex-col items-center gap-2 p-4 text-center")}
          >
            <Picture src={item.image} size={96} className="rounded-full" />
            <h3 className="font-semibold">{item.title}</h3>
            <p className="text-sm text-muted-foreground">{item.description}</p>
          </article>
        ))}
      </Carousel>
    </Section>
  );
}

const MEDIA_FILE = /\.(mp4|webm|ogv|ogg|mov|m4v)(?:[?#]|$)/i;

export function VideoContentSection({
  content,
  ...titled
}: Titled & { content: VideoContentView | null }) {
  const { t } = useTranslation("promotions");
  if (!content || (!content.video && !content.image)) return null;
  // An uploaded clip (video_content) or a linked file plays here; any other link (a video
  // site's page) cannot be a <video> source, so it opens on that site.
  const playable =
    content.video && (content.type === "video_content" || MEDIA_FILE.test(content.video));
  let media: React.ReactNode;
  if (content.video && playable) {
    media = (
      <video
        src={content.video}
        poster={content.image ? imageUrl(content.image, 960) : undefined}
        controls
        playsInline
        preload="none"
        width={640}
        height={360}
        aria-label={content.title || t("parcel.videoTitle")}
        className="block aspect-video h-auto w-full rounded-lg bg-muted object-cover"
      />
    );
  } else if (content.video) {
    media = (
      <PromoLink
        href={content.video}
        external
        className={cn(
          "flex aspect-video w-full items-center justify-center gap-2 bg-muted font-medium",
          FOCUS_RING,
        )}
      >
        <PlayCircle aria-hidden="true" className="size-8 text-primary" />
        {t("parcel.watchVideo")}
      </PromoLink>
    );
  } else {
    media = (
      <img
        {...responsiveImage(content.image ?? "", 640, "(min-width: 768px) 50vw, 100vw")}
        alt={content.title}
        width={640}
        height={360}
        {...imagePriority(false)}
        className="block aspect-video h-auto w-full rounded-lg bg-muted object-cover"
      />
    );
  }
  return (
    <Section title={t("parcel.videoTitle")} {...titled}>
      <div className="grid items-center gap-6 md:grid-cols-2">
        {media}
        <div className="grid gap-4">
          {content.title ? <p className="text-lg font-semibold">{content.title}</p> : null}
          {content.contents.length > 0 ? (
            <dl className="grid gap-3">
              {content.contents.map((pair, index) => (
                <div key={index} className="grid gap-0.5">
                  <dt className="font-semibold">{pair.label}</dt>
                  <dd className="text-sm text-muted-foreground">{pair.description}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
    </Section>
  );
}

function Picture({
  src,
  size,
  className,
}: {
  src: string | null;
  size: number;
  className?: string;
}) {
  const box = cn("shrink-0 bg-muted object-cover", className);
  if (!src)
    return <span aria-hidden="true" className={box} style={{ width: size, height: size }} />;
  return (
    <img
      {...responsiveImage(src, size)}
      alt=""
      width={size}
      height={size}
      {...imagePriority(false)}
      className={box}
    />
  );
}
