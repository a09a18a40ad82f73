import { Carousel } from "~/features/carousel/carousel";
import { StoreCard } from "~/features/cards/store-card";
import type { StoreCard as StoreCardModel } from "~/features/catalogue/card-models";
import type { StoreLayout } from "./sections";

/*
 * The home sections of the showcase-led modules (the shop home: banner sliders, single banners,
 * store rows), in a lazy chunk of their own: the grocery home's first visit draws none of them and
 * no longer downloads them (the store card alone was 1.6 KB and a request), and a shop home
 * fetches them while it hydrates (home-sections.tsx, ui/deferred.tsx; issue 27 item 4). The
 * brands are deferred apart (their own chunk, shared with the brand pages): a signed-in grocery
 * home draws a store row (visit again) but no brands.
 */
export { BannerCarousel } from "~/features/promotions/banner-carousel";
export { PromoBanner } from "~/features/promotions/promo-banner";

/** A row of store cards. */
export function StoreRow({
  label,
  stores,
  layout,
}: {
  label: string;
  stores: StoreCardModel[];
  layout: StoreLayout;
}) {
  return (
    <Carousel label={label}>
      {stores.map((store) => (
        <StoreCard key={store.id} store={store} layout={layout} />
      ))}
    </Carousel>
  );
}
