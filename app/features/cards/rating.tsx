import { usePageT } from "~/i18n/use-page-t";
import type { CardRating } from "~/features/catalogue/card-models";
import { cn } from "~/lib/cn";

/*
 * Filled width of the star row per half star (0, 0.5 … 5): whole class names so Tailwind
 * generates them, and no inline style per card.
 */
const FILL = [
  "w-0",
  "w-[10%]",
  "w-[20%]",
  "w-[30%]",
  "w-[40%]",
  "w-[50%]",
  "w-[60%]",
  "w-[70%]",
  "w-[80%]",
  "w-[90%]",
  "w-full",
];

/**
 * Star rating with 0.5 precision (browsing §9): five text stars with a clipped filled copy on
 * top — no SVG per star, a few bytes per card. The stars and numbers are hidden from assistive
 * technology, which reads one sentence instead ("Rated 4.50 out of 5 from 12 ratings": the
 * count is rating_count, every rating, with or without a written review).
 * Both star colours are text tokens, so they keep AA contrast in light and dark themes.
 */
export function Rating({
  rating,
  compact = false,
  spelled = false,
  className,
}: {
  rating: CardRating;
  /** One star and the number, for tight cards. */
  compact?: boolean;
  /**
   * "244 ratings" rather than "(244)": where another count sits beside it (the store's
   * "209 reviews", those with a comment), a bare number reads as the same thing (issue 22
   * item 17).
   */
  spelled?: boolean;
  className?: string;
}) {
  const t = usePageT("cards");
  const halfStars = Math.max(0, Math.min(10, Math.round(rating.stars * 2)));
  const label =
    rating.count === null
      ? t("rated", { rating: rating.text })
      : t("ratedCount", { rating: rating.text, count: rating.count });
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs leading-4", className)}>
      <span aria-hidden="true" className="inline-flex items-center gap-1">
        {compact ? (
          <span className="text-primary">★</span>
        ) : (
          <span className="relative whitespace-nowrap text-muted-foreground">
            ★★★★★
            <span
              className={cn(
                "absolute inset-y-0 start-0 overflow-hidden text-primary",
                FILL[halfStars],
              )}
            >
              ★★★★★
            </span>
          </span>
        )}
        <span className="font-medium">{rating.text}</span>
        {rating.count !== null ? (
          <span className="text-muted-foreground">
            {t(spelled ? "ratings" : "ratingCount", { count: rating.count })}
          </span>
        ) : null}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
