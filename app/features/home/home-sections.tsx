import * as React from "react";
import { useTranslation } from "react-i18next";
import { deferred } from "~/components/ui/deferred";
import { Skeleton } from "~/components/ui/skeleton";
import { CategoryTile } from "~/features/cards/category-tile";
import {
  CategoryTileSkeleton,
  ItemCardSkeleton,
  StoreCardSkeleton,
} from "~/features/cards/card-skeletons";
import { Carousel } from "~/features/carousel/carousel";
import * as onServer from "./deferred-parts.server";
import { ItemSection, ItemShelf } from "./item-section";
import { SectionFrame } from "./section-frame";
import type { HomeSection, ItemLayout, StoreLayout } from "./sections";

/** A home section, deferred (ui/deferred.tsx): never a URL dialog. */
const section = <P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  onTheServer: React.ComponentType<P>,
  fallback?: (props: P) => React.ReactNode,
) => deferred(load, onTheServer, { urlDialog: false, fallback });

/*
 * The parcel module's own sections, deferred (ui/deferred.tsx): the server renders them in
 * full, the browser fetches their chunk only on a parcel home (and keeps the server's HTML until
 * it has arrived), so the other modules' homes — the grocery home is the first-visit sample —
 * do not download them.
 */
const ParcelCategories = section(
  () => import("~/features/promotions/parcel-sections").then((m) => m.ParcelCategories),
  onServer.ParcelCategories,
);
const WhyChooseSlider = section(
  () => import("~/features/promotions/parcel-sections").then((m) => m.WhyChooseSlider),
  onServer.WhyChooseSlider,
);
const VideoContentSection = section(
  () => import("~/features/promotions/parcel-sections").then((m) => m.VideoContentSection),
  onServer.VideoContentSection,
);

/*
 * The pharmacy's conditions section, deferred the same way: the other homes (the grocery and
 * shop homes are first-visit samples) downloaded its code without drawing it (issue 27 item 4);
 * a pharmacy home fetches it while it hydrates.
 */
const ConditionsSection = section(
  () => import("./conditions-section").then((m) => m.ConditionsSection),
  onServer.ConditionsSection,
);

/*
 * The two sample homes draw different sections (budgets.json: the grocery home and the shop
 * home): ads, campaigns, the flash sale, coupons and the sticky banner on one; banner sliders,
 * store rows and brands on the other. Each set is deferred the same way (its own lazy chunk,
 * offer-sections.tsx and showcase-sections.tsx): a home downloads the set it draws, while it
 * hydrates, and not the other (issue 27 item 4: ~2 KB on each). merge-chunks.mjs names which
 * sample home loads which set (FIRST_VISIT_PAGES).
 */
const loadOffers = () => import("./offer-sections");
const AdSlider = section(() => loadOffers().then((m) => m.AdSlider), onServer.AdSlider);
const CampaignList = section(() => loadOffers().then((m) => m.CampaignList), onServer.CampaignList);
const CouponList = section(() => loadOffers().then((m) => m.CouponList), onServer.CouponList);
const FlashSalePanel = section(
  () => loadOffers().then((m) => m.FlashSalePanel),
  onServer.FlashSalePanel,
);
const StickyBottom = section(() => loadOffers().then((m) => m.StickyBottom), onServer.StickyBottom);
const loadShowcase = () => import("./showcase-sections");
const BannerCarousel = section(
  () => loadShowcase().then((m) => m.BannerCarousel),
  onServer.BannerCarousel,
);
const PromoBanner = section(() => loadShowcase().then((m) => m.PromoBanner), onServer.PromoBanner);
// A signed-in visitor's store row (visit again) arrives after the page hydrated: its skeleton
// holds the row's place meanwhile, so nothing under the pointer moves when it comes.
const StoreRow = section(
  () => loadShowcase().then((m) => m.StoreRow),
  onServer.StoreRow,
  ({ layout }) => <StoresSkeleton layout={layout} />,
);
const BrandGrid = section(
  () => import("~/features/promotions/brands").then((m) => m.BrandGrid),
  onServer.BrandGrid,
);

/** The module home's sections in order; each streams, fails and hides on its own. */
export function HomeSections({
  sections,
  moduleType,
}: {
  sections: HomeSection[];
  moduleType: string;
}) {
  return (
    <>
      {sections.map((section, index) => (
        <HomeSectionView
          key={section.id}
          section={section}
          moduleType={moduleType}
          first={index === 0}
        />
      ))}
    </>
  );
}

const none = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/*
 * Memoised on purpose: the page above re-renders a few times while it hydrates (router state,
 * shell data), and a section whose streamed Suspense boundary has not hydrated yet must not
 * receive new props then — React would throw its server HTML away and render it again on the
 * client (error 421). The section objects come from the loader data and keep their identity.
 */
const HomeSectionView = React.memo(function HomeSectionView({
  section,
  moduleType,
  first,
}: {
  section: HomeSection;
  moduleType: string;
  first: boolean;
}) {
  const { t } = useTranslation("home");
  const title = t(section.title);
  const frame = { id: section.id, title: section.title, viewAll: section.viewAll };
  switch (section.kind) {
    case "banners":
      return (
        <SectionFrame {...frame} data={section.data} isEmpty={none} skeleton={<BannerSkeleton />}>
          {(banners) => <BannerCarousel banners={banners} label={title} priorityFirst={first} />}
        </SectionFrame>
      );
    case "banner":
      return (
        <SectionFrame {...frame} data={section.data} isEmpty={none} skeleton={<BannerSkeleton />}>
          {(banner) => (banner ? <PromoBanner banner={banner} /> : null)}
        </SectionFrame>
      );
    case "categories":
      return (
        <SectionFrame
          {...frame}
          data={section.data}
          isEmpty={none}
          skeleton={<Row count={8}>{() => <CategoryTileSkeleton />}</Row>}
        >
          {(categories) => (
            <Carousel label={title}>
              {categories.map((category) => (
                <CategoryTile key={category.id} category={category} />
              ))}
            </Carousel>
          )}
        </SectionFrame>
      );
    case "items":
      return (
        <SectionFrame
          {...frame}
          data={section.data}
          isEmpty={(data) => data.items.length === 0}
          skeleton={<ItemsSkeleton layout={section.layout} />}
        >
          {(data) => (
            <ItemSection
              sectionId={section.id}
              title={title}
              layout={section.layout}
              data={data}
              moduleType={moduleType}
            />
          )}
        </SectionFrame>
      );
    case "stores":
      return (
        <SectionFrame
          {...frame}
          data={section.data}
          isEmpty={none}
          skeleton={<StoresSkeleton layout={section.layout} />}
        >
          {(stores) => <StoreRow label={title} stores={stores} layout={section.layout} />}
        </SectionFrame>
      );
    case "campaigns":
      return (
        <SectionFrame
          {...frame}
          data={section.data}
          isEmpty={(data) => data.basic.length === 0 && data.items.length === 0}
          skeleton={<BannerSkeleton />}
        >
          {(data) => (
            <div className="grid grid-cols-1 gap-4">
              <CampaignList campaigns={data.basic} />
              {data.items.length > 0 ? (
                <ItemShelf
                  title={title}
                  layout="vertical"
                  items={data.items}
                  moduleType={moduleType}
                />
              ) : null}
            </div>
          )}
        </SectionFrame>
      );
    case "flash-sale":
      return (
        <SectionFrame
          {...frame}
          bare
          data={section.data}
          isEmpty={(sale) => !sale || sale.items.length === 0}
          skeleton={<ItemsSkeleton layout="flash-sale" />}
        >
          {(sale) => (sale ? <FlashSalePanel flashSale={sale} moduleType={moduleType} /> : null)}
        </SectionFrame>
      );
    case "coupons":
      return (
        <SectionFrame {...frame} data={section.data} isEmpty={none} skeleton={<BlockSkeleton />}>
          {(coupons) => <CouponList coupons={coupons} />}
        </SectionFrame>
      );
    case "ads":
      return (
        <SectionFrame {...frame} data={section.data} isEmpty={none} skeleton={<BannerSkeleton />}>
          {(ads) => <AdSlider ads={ads} />}
        </SectionFrame>
      );
    case "brands":
      return (
        <SectionFrame
          {...frame}
          viewAll={null}
          data={section.data}
          isEmpty={none}
          skeleton={<BlockSkeleton />}
        >
          {(brands) => <BrandGrid brands={brands} viewAllHref={section.viewAll ?? "/all-brands"} />}
        </SectionFrame>
      );
    case "conditions":
      return (
        <SectionFrame
          {...frame}
          data={section.data}
          isEmpty={(data) => data.conditions.length === 0}
          skeleton={<ItemsSkeleton layout="popular" />}
        >
          {(data) => <ConditionsSection data={data} moduleType={moduleType} />}
        </SectionFrame>
      );
    case "parcel-categories":
      return (
        <SectionFrame
          {...frame}
          bare
          data={section.data}
          isEmpty={none}
          skeleton={<BlockSkeleton />}
        >
          {(categories) => <ParcelCategories categories={categories} />}
        </SectionFrame>
      );
    case "why-choose":
      return (
        <SectionFrame {...frame} data={section.data} isEmpty={none} skeleton={<BlockSkeleton />}>
          {(items) => <WhyChooseSlider items={items} />}
        </SectionFrame>
      );
    case "video-content":
      return (
        <SectionFrame
          {...frame}
          bare
          data={section.data}
          isEmpty={none}
          skeleton={<BannerSkeleton />}
        >
          {(content) => (content ? <VideoContentSection content={content} /> : null)}
        </SectionFrame>
      );
    case "sticky-bottom":
      return (
        <SectionFrame
          {...frame}
          bare
          viewAll={null}
          data={section.data}
          isEmpty={none}
          skeleton={null}
          className="sticky bottom-0 z-10 py-0"
        >
          {(banner) =>
            banner ? <StickyBottom banner={banner} offersHref={section.viewAll} /> : null
          }
        </SectionFrame>
      );
  }
});

function Row({ count, children }: { count: number; children: () => React.ReactNode }) {
  return (
    <div className="flex gap-3 overflow-hidden">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="shrink-0">
          {children()}
        </div>
      ))}
    </div>
  );
}

function ItemsSkeleton({ layout }: { layout: ItemLayout }) {
  return <Row count={4}>{() => <ItemCardSkeleton layout={layout} />}</Row>;
}

function StoresSkeleton({ layout }: { layout: StoreLayout }) {
  return <Row count={4}>{() => <StoreCardSkeleton layout={layout} />}</Row>;
}

function BannerSkeleton() {
  return <Skeleton className="aspect-[3/1] w-full rounded-xl sm:aspect-[4/1]" />;
}

function BlockSkeleton() {
  return <Skeleton className="h-40 w-full rounded-xl" />;
}
