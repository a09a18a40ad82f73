import { useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ItemCard as ItemCardModel } from "~/features/catalogue/card-models";
import { ItemCard } from "~/features/cards/item-card";
import { Carousel } from "~/features/carousel/carousel";
import { PromoBanner } from "~/features/promotions/promo-banner";
import { cn } from "~/lib/cn";
import { ITEMS_PER_TAB, type ItemCardLayout, type ItemSectionData } from "./sections";
import { TabLinks } from "./tab-links";

/** New arrivals show 8 items, 10 without a banner, 4 on small screens (browsing §9). */
const NEW_ARRIVALS = { withBanner: 8, withoutBanner: 10, small: 4 };

/** The query parameter holding a section's category tab: `?best-reviewed-tab=12#best-reviewed`. */
export const tabParam = (sectionId: string) => `${sectionId}-tab`;

/**
 * An item shelf: optional category tabs (browsing §4 "New-arrivals and best-reviewed blocks
 * filter products by the selected category tab (All = none)"), an optional side banner, and the
 * cards in the section's layout.
 *
 * Tabs are links (`?<section>-tab=<category id>`), so they work without JavaScript and the
 * choice is shareable; the filtering happens here, from the items already loaded, and the home
 * route's shouldRevalidate skips the loaders when only a tab changed — a tab is instant with JS.
 */
export function ItemSection({
  sectionId,
  title,
  layout,
  data,
  moduleType,
}: {
  sectionId: string;
  title: string;
  layout: ItemCardLayout;
  data: ItemSectionData;
  moduleType: string;
}) {
  const { t } = useTranslation("home");
  const [params] = useSearchParams();
  const selected = Number(params.get(tabParam(sectionId))) || null;
  const tab = data.tabs.find((candidate) => candidate.id === selected) ?? null;
  // A shelf with tabs shows ITEMS_PER_TAB per row, "All" included: the data also holds each
  // tab's items, which "All" would otherwise draw twice as many cards of (issue 27).
  const items = tab
    ? data.items.filter((item) => item.categoryIds.includes(tab.id)).slice(0, ITEMS_PER_TAB)
    : data.tabs.length > 0
      ? data.items.slice(0, ITEMS_PER_TAB)
      : data.items;

  return (
    <div className={cn(data.banner && "grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]")}>
      <div className="min-w-0">
        {data.tabs.length > 0 ? (
          <CategoryTabs
            sectionId={sectionId}
            title={title}
            tabs={data.tabs}
            current={tab?.id ?? null}
          />
        ) : null}
        {items.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{t("noItemsInTab")}</p>
        ) : sectionId === "new-arrivals" ? (
          <NewArrivalsGrid items={items} hasBanner={Boolean(data.banner)} moduleType={moduleType} />
        ) : (
          <ItemShelf title={title} layout={layout} items={items} moduleType={moduleType} />
        )}
      </div>
      {data.banner ? <PromoBanner banner={data.banner} className="hidden lg:block" /> : null}
    </div>
  );
}

function CategoryTabs({
  sectionId,
  title,
  tabs,
  current,
}: {
  sectionId: string;
  title: string;
  tabs: ItemSectionData["tabs"];
  current: number | null;
}) {
  const { t } = useTranslation("home");
  const location = useLocation();
  const hrefFor = (id: number | null) => {
    const params = new URLSearchParams(location.search);
    if (id === null) params.delete(tabParam(sectionId));
    else params.set(tabParam(sectionId), String(id));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}#${sectionId}`;
  };
  const entries = [{ id: null, name: t("allTab") }, ...tabs];
  return (
    <TabLinks
      label={t("tabsLabel", { section: title })}
      entries={entries.map((entry) => ({
        key: String(entry.id ?? "all"),
        name: entry.name,
        href: hrefFor(entry.id),
        active: entry.id === current,
      }))}
    />
  );
}

/** Cards of one layout: the popular grid is 3 rows scrolling sideways; others are carousels. */
export function ItemShelf({
  title,
  layout,
  items,
  moduleType,
}: {
  title: string;
  layout: ItemCardLayout;
  items: ItemCardModel[];
  moduleType: string;
}) {
  if (layout === "popular") {
    return (
      <ul
        tabIndex={0}
        aria-label={title}
        className="grid snap-x auto-cols-[minmax(16rem,1fr)] grid-flow-col grid-rows-3 gap-3 overflow-x-auto rounded-md pb-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:auto-cols-[20rem]"
      >
        {items.map((item) => (
          <li key={item.id} className="snap-start">
            <ItemCard item={item} layout="popular" moduleType={moduleType} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Carousel label={title}>
      {items.map((item) => (
        <ItemCard key={item.id} item={item} layout={layout} moduleType={moduleType} />
      ))}
    </Carousel>
  );
}

function NewArrivalsGrid({
  items,
  hasBanner,
  moduleType,
}: {
  items: ItemCardModel[];
  hasBanner: boolean;
  moduleType: string;
}) {
  const shown = items.slice(0, hasBanner ? NEW_ARRIVALS.withBanner : NEW_ARRIVALS.withoutBanner);
  return (
    <ul
      className={cn(
        "grid grid-cols-1 gap-3 sm:grid-cols-2",
        hasBanner ? "xl:grid-cols-2" : "lg:grid-cols-2 xl:grid-cols-2",
      )}
    >
      {shown.map((item, index) => (
        <li key={item.id} className={cn(index >= NEW_ARRIVALS.small && "hidden md:block")}>
          <ItemCard item={item} layout="list" moduleType={moduleType} />
        </li>
      ))}
    </ul>
  );
}
