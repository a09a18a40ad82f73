/**
 * What the store page, the store lists and the category pages show: small view models built on
 * the server (store-models.server.ts, category-models in features/categories) from API payloads.
 */
import type {
  CardRating,
  CategoryTab,
  ItemCard,
  StoreCard,
  Translatable,
} from "~/features/catalogue/card-models";

export type OpeningSlot = { open: string; close: string };

/** One weekday of the schedule (0 = Sunday); no slots = closed that day. */
export type ScheduleDay = { day: number; slots: OpeningSlot[]; today: boolean };

export type StoreView = {
  id: number;
  name: string;
  /** storeHref(): the store's canonical URL (slug, module, zone). */
  href: string;
  address: string;
  logo: string | null;
  cover: string | null;
  closed: boolean;
  /** While closed: when it opens next (weekday 0 = Sunday; time hh:mm a), or null. */
  opensAt: { when: "today" | "tomorrow" | "day"; weekday: number; time: string } | null;
  /** The store has a review plan (reviews_section): ratings and reviews are shown. */
  reviewPlan: boolean;
  /** With a review plan and at least one rating. */
  rating: CardRating | null;
  reviewsCount: number;
  deliveryTime: string | null;
  /** Only for a visitor with a location of their own. */
  distance: Translatable | null;
  /** Formatted minimum order, null when 0. */
  minimumOrder: string | null;
  freeDelivery: boolean;
  /** Store discount: badge text and its conditions, formatted. */
  discount: { text: string; minPurchase: string | null; maxDiscount: string | null } | null;
  delivery: boolean;
  takeAway: boolean;
  scheduleOrder: boolean;
  announcement: string | null;
  schedule: ScheduleDay[];
  /** Where the store is, for the map dialog; null without coordinates. */
  location: { lat: number; lng: number } | null;
  moduleId: number;
  moduleType: string;
  zoneId: number | null;
  /** The store's root categories (category links over its items). */
  categories: CategoryTab[];
};

/** The page's items under the store's categories, in the store's category order. */
export type ItemGroup = { id: number; name: string; items: ItemCard[] };

export type ReviewView = {
  id: number;
  /** 0–5 in steps of 0.5 */
  rating: CardRating;
  comment: string | null;
  customer: string;
  itemName: string;
  /** yyyy-mm-dd */
  date: string | null;
};

export type Paging = { page: number; pages: number; total: number };

export type StoreListView = { stores: StoreCard[]; paging: Paging };
