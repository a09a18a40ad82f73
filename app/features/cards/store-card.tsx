import { Clock, MapPin } from "~/components/ui/icons";
import { usePageT } from "~/i18n/use-page-t";
import { useDeliveryTime } from "~/features/catalogue/delivery-time";
import { buttonVariants } from "~/components/ui/button";
import type { StoreCard as StoreCardModel } from "~/features/catalogue/card-models";
import type { StoreLayout } from "~/features/home/sections";
import { WishlistHeart } from "~/features/wishlist/wishlist-heart";
import { PageLink } from "~/components/page-link";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { CardImage, ClosedOverlay, DiscountBadge, StretchedLink } from "./card-parts";
import { CARD_FRAME, STORE_CARD_BOX } from "./card-sizes";
import { Rating } from "./rating";

export type StoreCardProps = {
  store: StoreCardModel;
  layout: StoreLayout;
  /** Above the fold: the cover loads eagerly. */
  priority?: boolean;
  className?: string;
};

const LOGO = "relative shrink-0 overflow-hidden rounded-full border-2 border-card bg-muted";

/**
 * A store card (foundations §2): cover and logo, the name as the stretched link to the store,
 * address, distance badge ('1k+ km' past 1000 km), rating (only when the store has one),
 * delivery time, free delivery, discount badge and CLOSED NOW when closed.
 * - plain: the store lists' card;
 * - visit-again: the store's logo, a few of its items and a 'Visit Again' link;
 * - top-offer: rating, delivery time, free delivery and a large discount badge;
 * - featured: a compact row (logo, name, address, rating).
 * Every layout ends its name row with the wishlist heart, above the stretched link.
 */
export function StoreCard({ store, layout, priority = false, className }: StoreCardProps) {
  const box = STORE_CARD_BOX[layout];
  if (layout === "visit-again") return <VisitAgainCard store={store} className={className} />;
  if (layout === "featured") {
    return (
      <article
        className={cn(CARD_FRAME, "flex-row items-center gap-3 p-3", box.w, box.minH, className)}
      >
        <div className="relative size-16 shrink-0 overflow-hidden rounded-md bg-muted">
          <CardImage
            src={store.logo}
            width={64}
            height={64}
            priority={priority}
            className="size-full"
          />
          <ClosedOverlay closed={store.closed} className="px-1 text-[10px]" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <StoreName store={store} />
          <Address store={store} />
          <StoreInfo store={store} />
        </div>
        <StoreHeart store={store} />
      </article>
    );
  }
  const topOffer = layout === "top-offer";
  return (
    <article className={cn(CARD_FRAME, "flex-col", box.w, box.minH, className)}>
      <div
        className={cn(
          "relative w-full shrink-0 overflow-hidden bg-muted",
          topOffer ? "h-[150px]" : "h-[140px]",
        )}
      >
        <CardImage
          src={store.cover}
          width={topOffer ? 300 : 320}
          height={topOffer ? 150 : 140}
          priority={priority}
          className="absolute inset-0 size-full"
        />
        <ClosedOverlay closed={store.closed} />
        <DiscountBadge discount={store.discount} size={topOffer ? "lg" : "sm"} />
        <Distance store={store} className="absolute end-2 top-2" />
      </div>
      <div className="flex flex-1 gap-3 p-3">
        <div className={cn(LOGO, "-mt-9 size-12")}>
          <CardImage src={store.logo} width={48} height={48} className="size-full" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <StoreName store={store} />
          <Address store={store} />
          <StoreInfo store={store} className="mt-auto" />
        </div>
        <StoreHeart store={store} />
      </div>
    </article>
  );
}

function VisitAgainCard({ store, className }: { store: StoreCardModel; className?: string }) {
  const t = usePageT("cards");
  const localize = useLocalizedPath();
  const box = STORE_CARD_BOX["visit-again"];
  const items = store.items.slice(0, 3);
  return (
    <article className={cn(CARD_FRAME, "flex-col gap-3 p-3", box.w, box.minH, className)}>
      <div className="flex items-center gap-3">
        <div className={cn(LOGO, "size-12 border")}>
          <CardImage src={store.logo} width={48} height={48} className="size-full" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <StoreName store={store} />
          <Address store={store} />
        </div>
        {store.closed ? (
          <ClosedOverlay closed variant="badge" />
        ) : (
          <Distance store={store} className="self-start" />
        )}
        <StoreHeart store={store} />
      </div>
      {items.length > 0 ? (
        <ul className="flex gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <PageLink
                to={localize(item.href)}
                title={item.name}
                className="relative z-10 block size-16 overflow-hidden rounded-md border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <CardImage src={item.image} width={64} height={64} className="size-full" />
                <span className="sr-only">{item.name}</span>
              </PageLink>
            </li>
          ))}
        </ul>
      ) : null}
      <PageLink
        to={localize(store.href)}
        aria-label={t("visitAgainLabel", { name: store.name })}
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "relative z-10 mt-auto w-full",
        )}
      >
        {t("visitAgain")}
      </PageLink>
    </article>
  );
}

function StoreHeart({ store }: { store: StoreCardModel }) {
  return <WishlistHeart kind="store" id={store.id} name={store.name} className="self-start" />;
}

function StoreName({ store }: { store: StoreCardModel }) {
  return (
    <h3 className="line-clamp-1 text-sm font-semibold leading-5">
      <StretchedLink to={store.href}>{store.name}</StretchedLink>
    </h3>
  );
}

function Address({ store }: { store: StoreCardModel }) {
  if (!store.address) return null;
  return <p className="line-clamp-1 text-xs text-muted-foreground">{store.address}</p>;
}

function Distance({ store, className }: { store: StoreCardModel; className?: string }) {
  const t = usePageT("cards");
  if (!store.distance) return null;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-md bg-background px-1.5 py-0.5 text-xs font-medium text-foreground shadow-sm",
        className,
      )}
    >
      <MapPin aria-hidden="true" className="size-3" />
      <span className="sr-only">{`${t("distance")} `}</span>
      {t(store.distance.key, store.distance.params)}
    </span>
  );
}

/** Rating (only when the store has one), delivery time and the free delivery chip. */
function StoreInfo({ store, className }: { store: StoreCardModel; className?: string }) {
  const t = usePageT("cards");
  const deliveryTime = useDeliveryTime();
  if (!store.rating && !store.deliveryTime && !store.freeDelivery) return null;
  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground",
        className,
      )}
    >
      {store.rating ? <Rating rating={store.rating} compact className="text-foreground" /> : null}
      {store.deliveryTime ? (
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{`${t("deliveryTime")} `}</span>
          <bdi>{deliveryTime(store.deliveryTime)}</bdi>
        </span>
      ) : null}
      {store.freeDelivery ? (
        <span className="rounded border border-success px-1 font-medium leading-4 text-success">
          {t("freeDelivery")}
        </span>
      ) : null}
    </div>
  );
}
