import type { ReactNode } from "react";
import { useLaterPicture } from "~/components/later-picture";
import { PageLink } from "~/components/page-link";
import { usePageT } from "~/i18n/use-page-t";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { CARD_KEYS } from "~/features/catalogue/card-rules";
import { cn } from "~/lib/cn";
import { responsiveImage } from "~/lib/image-url";

/**
 * A card's picture: fixed width/height attributes (no layout shift), lazy unless the card is
 * above the fold (`priority`), cover-cropped. Without an image, a neutral block of the same
 * size. The picture is decorative (alt=""): the card's name, right next to it, names the card.
 * Served by /img at the widths the screen needs (`sizes`: how wide the card really shows,
 * `width` CSS pixels unless said otherwise), not the backend's full-size upload. On a page for
 * a browser without scripts, a later picture unless `priority` (components/later-picture.tsx). `className` must size it (it
 * fills its box: `size-full`, `absolute inset-0`).
 */
export function CardImage({
  src,
  width,
  height,
  priority = false,
  sizes,
  className,
}: {
  src: string | null;
  width: number;
  height: number;
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  const Later = useLaterPicture();
  if (!src) return <div aria-hidden="true" className={cn("bg-muted", className)} />;
  if (Later && !priority) return <Later src={src} cssWidth={width} className={className} />;
  return (
    <img
      {...responsiveImage(src, width, sizes)}
      alt=""
      width={width}
      height={height}
      loading={priority ? undefined : "lazy"}
      decoding="async"
      className={cn("bg-muted object-cover", className)}
    />
  );
}

/**
 * The card's name as its one link, stretched over the whole card (::after covering the nearest
 * positioned ancestor, the card), so a click anywhere opens the item or store while the cart
 * button and thumbnail links above it (relative z-10) stay separate controls: no interactive
 * element inside another. The focus ring is drawn on the stretched area.
 */
export function StretchedLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  const localize = useLocalizedPath();
  return (
    <PageLink
      to={localize(to)}
      // card-link (tailwind.css): the ::after cover and its focus ring.
      className={cn("card-link", className)}
    >
      {children}
    </PageLink>
  );
}

/** Marks where the amount goes in a translated sentence. */
const SLOT = "\u0000";

/**
 * Discount badge ("10% OFF", "$5.00 OFF"): the text arrives formatted (card-rules). The amount
 * is isolated left-to-right: after an Arabic word the bidi algorithm would otherwise read its
 * digits as Arabic numbers and show "5.00$" and "%10".
 */
export function DiscountBadge({
  discount,
  size = "sm",
  className,
}: {
  discount: string | null;
  size?: "sm" | "lg";
  className?: string;
}) {
  const t = usePageT("cards");
  if (!discount) return null;
  const [before, after = ""] = t("discountOff", { discount: SLOT }).split(SLOT);
  return (
    <span
      className={cn(
        "absolute start-2 top-2 rounded-md bg-primary font-bold text-primary-foreground shadow",
        size === "lg" ? "rounded-full px-3 py-1.5 text-base" : "px-1.5 py-0.5 text-xs",
        className,
      )}
    >
      {before}
      <bdi dir="ltr">{discount}</bdi>
      {after}
    </span>
  );
}

/**
 * CLOSED NOW over a closed store's picture (foundations §4). A solid pill on a dimmed picture:
 * its contrast does not depend on the image. `badge` is the pill alone, in the flow, for cards
 * whose picture is too small to carry it.
 */
export function ClosedOverlay({
  closed,
  variant = "overlay",
  className,
}: {
  closed: boolean;
  variant?: "overlay" | "badge";
  className?: string;
}) {
  const t = usePageT("cards");
  if (!closed) return null;
  const pill = (
    <span
      className={cn(
        "rounded-md bg-destructive px-2 py-1 text-center text-xs font-bold uppercase leading-tight text-destructive-foreground",
        variant === "badge" && "shrink-0 self-start",
        className,
      )}
    >
      {t(CARD_KEYS.closedNow)}
    </span>
  );
  if (variant === "badge") return pill;
  return (
    <span className="absolute inset-0 grid place-items-center bg-background/60 p-1">{pill}</span>
  );
}
