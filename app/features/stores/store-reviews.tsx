import { useTranslation } from "react-i18next";
import { Rating } from "~/features/cards/rating";
import type { ReviewView } from "./store-models";

/** The newest reviews of a store with a review plan (nothing without one, browsing §5). */
export function StoreReviews({ reviews }: { reviews: ReviewView[] }) {
  const { t } = useTranslation("store");
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="store-reviews" className="mt-10">
      <h2 id="store-reviews" className="mb-4 text-xl font-semibold">
        {t("reviews.title")}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-lg border bg-card p-4 text-card-foreground">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium">{review.customer || t("reviews.anonymous")}</p>
              <Rating rating={review.rating} />
            </div>
            {review.itemName ? (
              <p className="mt-1 text-xs text-muted-foreground">
                {t("reviews.about", { item: review.itemName })}
              </p>
            ) : null}
            {review.comment ? <p className="mt-2 text-sm">{review.comment}</p> : null}
            {review.date ? (
              <p className="mt-2 text-xs text-muted-foreground">
                <time dateTime={review.date}>{review.date}</time>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
