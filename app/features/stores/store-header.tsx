import { Bike, Clock, MapPin, ShoppingBag, Tag, Wallet } from "~/components/ui/icons";
import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDeliveryTime } from "~/features/catalogue/delivery-time";
import { buttonVariants } from "~/components/ui/button";
import { ClosedOverlay } from "~/features/cards/card-parts";
import { StoreChatLink } from "~/features/chat/store-chat-link";
import { Rating } from "~/features/cards/rating";
import { WishlistHeart } from "~/features/wishlist/wishlist-heart";
import { cn } from "~/lib/cn";
import { openDialogHref } from "~/lib/dialog-url";
import { STORE_MAP_DIALOG } from "./params";
import type { StoreView } from "./store-models";
import { StoreSchedule } from "./store-schedule";
import { responsiveImage } from "~/lib/image-url";

/**
 * The store's header (browsing §2 /store/{id}): cover (the page's LCP image) with CLOSED NOW
 * when shut, logo, name, address with the map dialog link, rating and reviews only with a review
 * plan (else the spec's 'this store is not having any review plan'), then delivery time,
 * distance, minimum order, free delivery, discount and the weekly schedule. The wishlist heart
 * ends the name row (browsing §4 "Store wishlist").
 */
export function StoreHeader({ store }: { store: StoreView }) {
  const { t } = useTranslation("store");
  const deliveryTime = useDeliveryTime();
  const location = useLocation();
  return (
    <header className="overflow-hidden rounded-lg border bg-card text-card-foreground">
      <div className="relative h-40 w-full bg-muted sm:h-56">
        {store.cover ? (
          <img
            {...responsiveImage(store.cover, 1200, "100vw")}
            alt=""
            width={1200}
            height={224}
            // React 18 only knows the lower-case attribute (see promo-link.tsx)
            {...{ fetchpriority: "high" }}
            className="absolute inset-0 size-full object-cover"
          />
        ) : null}
        <ClosedOverlay closed={store.closed} className="px-4 py-2 text-base" />
      </div>
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start">
        <div className="relative -mt-14 size-24 shrink-0 overflow-hidden rounded-full border-4 border-card bg-muted">
          {store.logo ? (
            <img
              {...responsiveImage(store.logo, 96)}
              alt=""
              width={96}
              height={96}
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold leading-tight">{store.name}</h1>
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-xs font-semibold",
                store.closed
                  ? "bg-destructive text-destructive-foreground"
                  : "bg-success text-success-foreground",
              )}
            >
              {store.closed ? t("header.closed") : t("header.open")}
            </span>
            {store.opensAt ? (
              <span className="text-sm text-muted-foreground" data-testid="store-opens-at">
                {t(`header.opens.${store.opensAt.when}`, {
                  time: store.opensAt.time,
                  day: t(`schedule.days.${store.opensAt.weekday}`),
                })}
              </span>
            ) : null}
            <WishlistHeart
              kind="store"
              id={store.id}
              name={store.name}
              size="md"
              className="ms-auto"
            />
          </div>
          {store.closed ? (
            // Adding still works while the store is closed; say what that means before the
            // customer finds out at checkout (issue 22 item 12).
            <p className="text-sm font-medium" data-testid="store-closed-note">
              {/* A store that takes no orders for later cannot schedule one (its checkout says so). */}
              {store.scheduleOrder ? t("header.scheduledWhileClosed") : t("header.orderWhenOpen")}
            </p>
          ) : null}
          {store.address ? (
            <p className="flex items-start gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{store.address}</span>
            </p>
          ) : null}
          <ReviewLine store={store} />
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {store.deliveryTime ? (
              <Fact
                icon={<Clock aria-hidden="true" className="size-4" />}
                label={t("header.deliveryTime")}
              >
                <bdi>{deliveryTime(store.deliveryTime)}</bdi>
              </Fact>
            ) : null}
            {store.distance ? (
              <Fact
                icon={<MapPin aria-hidden="true" className="size-4" />}
                label={t("header.distance")}
              >
                {t(store.distance.key, store.distance.params)}
              </Fact>
            ) : null}
            {store.minimumOrder ? (
              <Fact
                icon={<Wallet aria-hidden="true" className="size-4" />}
                label={t("header.minimumOrder")}
              >
                <bdi dir="ltr">{store.minimumOrder}</bdi>
              </Fact>
            ) : null}
            {store.freeDelivery ? (
              <Fact icon={<Bike aria-hidden="true" className="size-4" />}>
                {t("cards:freeDelivery")}
              </Fact>
            ) : null}
            {store.takeAway ? (
              <Fact icon={<ShoppingBag aria-hidden="true" className="size-4" />}>
                {t("header.takeAway")}
              </Fact>
            ) : null}
          </ul>
          {store.discount ? (
            <p className="flex flex-wrap items-center gap-2 rounded-md bg-muted p-2 text-sm">
              <Tag aria-hidden="true" className="size-4 text-primary" />
              <span className="font-semibold">
                {t("header.discount", { discount: "\u2068" + store.discount.text + "\u2069" })}
              </span>
              {store.discount.minPurchase ? (
                <span className="text-muted-foreground">
                  {t("header.minPurchase", { amount: store.discount.minPurchase })}
                </span>
              ) : null}
              {store.discount.maxDiscount ? (
                <span className="text-muted-foreground">
                  {t("header.maxDiscount", { amount: store.discount.maxDiscount })}
                </span>
              ) : null}
            </p>
          ) : null}
          <div className="flex flex-wrap items-start gap-3">
            {store.location ? (
              <Link
                to={openDialogHref(location, STORE_MAP_DIALOG)}
                preventScrollReset
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <MapPin aria-hidden="true" />
                {t("header.viewMap")}
              </Link>
            ) : null}
            <StoreChatLink storeId={store.id} />
            <StoreSchedule schedule={store.schedule} />
          </div>
        </div>
      </div>
    </header>
  );
}

/** The store's rating (rating_count ratings) and its written reviews (reviews_comments_count). */
export function ReviewLine({ store }: { store: StoreView }) {
  const { t } = useTranslation("store");
  if (!store.reviewPlan) {
    return <p className="text-sm text-muted-foreground">{t("header.noReviewPlan")}</p>;
  }
  if (!store.rating)
    return <p className="text-sm text-muted-foreground">{t("header.noRatings")}</p>;
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm">
      <Rating rating={store.rating} spelled />
      {store.reviewsCount > 0 ? (
        <a
          href="#store-reviews"
          className="text-muted-foreground underline-offset-2 hover:underline"
        >
          {t("header.reviews", { count: store.reviewsCount })}
        </a>
      ) : null}
    </p>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <span className="text-primary">{icon}</span>
      {label ? <span className="text-muted-foreground">{label}:</span> : null}
      <span className="font-medium">{children}</span>
    </li>
  );
}
