/**
 * The module home as data: an ordered list of sections, each with the view models its
 * component renders. Above-the-fold sections arrive as values in the first HTML; the others are
 * promises the page streams (`<Await>` with a skeleton of the final size and an error element),
 * so one slow or failing call hides only its own section (issue 9 item 6).
 *
 * home-page.server.ts builds the list per module type; home-sections.tsx renders it.
 */
import type {
  AdView,
  BannerView,
  BrandView,
  CampaignView,
  CategoryTab,
  CategoryTile,
  ConditionView,
  CouponView,
  FlashSaleView,
  ItemCard,
  ParcelCategoryView,
  StoreCard,
  VideoContentView,
  WhyChooseView,
} from "~/features/catalogue/card-models";

/**
 * A section whose call failed: its frame shows a one-line note instead. A failure travels as
 * this value, never as a rejected promise: a browser decodes the page data before React renders
 * the section's error element, and would report the rejection as unhandled (a page error).
 */
export type SectionFailure = { readonly failed: true };
/** Items kept per category tab (and for "All"): the tab rows show at most 10 (browsing §9). */
export const ITEMS_PER_TAB = 10;

export const SECTION_FAILED: SectionFailure = { failed: true };
export const isSectionFailure = (value: unknown): value is SectionFailure =>
  typeof value === "object" && value !== null && (value as SectionFailure).failed === true;

export type Streamed<T> = T | SectionFailure | Promise<T | SectionFailure>;

/** foundations §2 "Item card layouts". */
export type ItemLayout =
  | "vertical"
  | "horizontal"
  | "list"
  | "popular"
  | "flash-sale"
  | "flash-sale-slider"
  | "food-horizontal"
  | "special";

/**
 * The layouts of ItemCard and of the home's item sections: the flash sale's cards are
 * FlashSaleCard (cards/flash-sale-card.tsx), drawn by the flash sale panel and page only.
 */
export type ItemCardLayout = Exclude<ItemLayout, "flash-sale" | "flash-sale-slider">;

/**
 * The layout a section's cards are drawn in: new arrivals are a grid of list cards whatever the
 * section's layout (item-section.tsx), the others use the section's.
 */
export const cardLayoutOf = (sectionId: string, layout: ItemLayout): ItemLayout =>
  sectionId === "new-arrivals" ? "list" : layout;

/** Layouts that show an item's description (item-card.tsx); the others never read it. */
export const SHOWS_DESCRIPTION: ReadonlySet<ItemLayout> = new Set(["list", "special"]);

/** Store card variants (foundations §2): plain, Visit Again, top offer (rating, time, free delivery, badge). */
export type StoreLayout = "plain" | "visit-again" | "top-offer" | "featured";

export type ItemSectionData = {
  items: ItemCard[];
  /** Category tabs over the items (All first is implicit); empty = no tabs. */
  tabs: CategoryTab[];
  /** Side banner (new arrivals, best reviewed, basic medicine nearby), if any. */
  banner: BannerView | null;
};

export type ConditionSectionData = {
  conditions: ConditionView[];
  /** The condition whose products are shown (?condition= or the first). */
  selected: ConditionView | null;
  items: ItemCard[];
  total: number;
};

type Base = {
  /** Stable DOM id / anchor (#popular-items) and React key. */
  id: string;
  /** i18n key of the heading (home namespace), e.g. "home:sections.popularItems". */
  title: string;
  /** "View all" target (unprefixed app path), or null. */
  viewAll: string | null;
};

export type HomeSection = Base &
  (
    | { kind: "banners"; data: Streamed<BannerView[]> }
    | { kind: "banner"; data: Streamed<BannerView | null> }
    | { kind: "categories"; data: Streamed<CategoryTile[]> }
    | { kind: "items"; layout: ItemCardLayout; data: Streamed<ItemSectionData> }
    | { kind: "stores"; layout: StoreLayout; data: Streamed<StoreCard[]> }
    | { kind: "campaigns"; data: Streamed<{ basic: CampaignView[]; items: ItemCard[] }> }
    | { kind: "flash-sale"; data: Streamed<FlashSaleView | null> }
    | { kind: "coupons"; data: Streamed<CouponView[]> }
    | { kind: "ads"; data: Streamed<AdView[]> }
    | { kind: "brands"; data: Streamed<BrandView[]> }
    | { kind: "conditions"; data: Streamed<ConditionSectionData> }
    | { kind: "parcel-categories"; data: Streamed<ParcelCategoryView[]> }
    | { kind: "why-choose"; data: Streamed<WhyChooseView[]> }
    | { kind: "video-content"; data: Streamed<VideoContentView | null> }
    | { kind: "sticky-bottom"; data: Streamed<BannerView | null> }
  );

export type HomeSectionKind = HomeSection["kind"];
