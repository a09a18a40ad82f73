/**
 * Store API objects → the store page's view models (store-models.ts). Card rules (ratings with
 * 0.5 precision, discount badges, distances, CLOSED NOW) come from app/features/catalogue/card-rules.ts, URLs
 * from catalogue/urls.ts, so the store page says what the cards say.
 */
import type { Item } from "~/api/schemas/home";
import type { StoreDetails, StoreReview, StoreSchedule } from "~/api/schemas/store-details";
import type { Category } from "~/api/schemas/catalogue";
import { cardRating, toItemCard, type CardContext } from "~/features/catalogue/card-models.server";
import type { ItemCard } from "~/features/catalogue/card-models";
import { storeHref } from "~/features/catalogue/urls";
import { shortText } from "~/features/catalogue/view-text.server";
import {
  distanceText,
  isStoreClosed,
  ratingText,
  storeDiscountBadge,
} from "~/features/catalogue/card-rules";
import { formatPrice } from "~/features/catalogue/money";
import type { Lang } from "~/i18n/config";
import type { ItemGroup, ReviewView, ScheduleDay, StoreView } from "./store-models";
import { marketClock, twelveHourClock } from "~/lib/dates";

/** "13:05:00" → "01:05 PM" (foundations §9: time format hh:mm a); Arabic gets ص / م. */
export function clockText(value: string, lang: Lang): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(value.trim());
  if (!match || Number(match[1]) > 23) return null;
  return twelveHourClock(Number(match[1]), Number(match[2]), lang);
}

/** Today's weekday (0 = Sunday) in the marketplace's time zone; UTC for an unknown zone. */
export const weekdayIn = (timeZone: string | undefined, now: Date = new Date()): number =>
  marketClock(now, timeZone).weekday;

/** Seven days, Sunday first, each with its opening slots in time order. */
export function scheduleWeek(schedules: StoreSchedule[], lang: Lang, today: number): ScheduleDay[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    today: day === today,
    slots: schedules
      .filter((s) => s.day === day)
      .sort((a, b) => a.opening_time.localeCompare(b.opening_time))
      .flatMap((s) => {
        const open = clockText(s.opening_time, lang);
        const close = clockText(s.closing_time, lang);
        return open && close ? [{ open, close }] : [];
      }),
  }));
}

/**
 * When a closed store opens next (issue 22 item 12: "CLOSED NOW" with no time): the first
 * opening after now within a week, in the marketplace's time zone — today, tomorrow or a
 * weekday (0 = Sunday), and hh:mm a. Null when the schedule has none.
 */
export function nextOpening(
  schedules: StoreSchedule[],
  lang: Lang,
  timeZone: string | undefined,
  now: Date = new Date(),
): StoreView["opensAt"] {
  const clock = marketClock(now, timeZone);
  const nowText = `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
  for (let ahead = 0; ahead < 8; ahead++) {
    const weekday = (clock.weekday + ahead) % 7;
    const opening = schedules
      .filter((s) => s.day === weekday && (ahead > 0 || s.opening_time.slice(0, 5) > nowText))
      .map((s) => s.opening_time)
      .sort()[0];
    const time = opening ? clockText(opening, lang) : null;
    if (time)
      return { when: ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : "day", weekday, time };
  }
  return null;
}

export type StoreViewOptions = {
  lang: Lang;
  /** Distances are shown only to a visitor with a location of their own. */
  showDistance: boolean;
  now?: Date;
};

export function toStoreView(
  store: StoreDetails,
  ctx: CardContext,
  options: StoreViewOptions,
): StoreView {
  const moduleId = store.module_id ?? store.module?.id ?? ctx.moduleId;
  const moduleType = store.module?.module_type ?? ctx.moduleType;
  const money = (n: number) => formatPrice(n, ctx.money);
  const badge = storeDiscountBadge(store, ctx.money);
  const reviewPlan = store.reviews_section === true;
  const lat = store.latitude;
  const lng = store.longitude;
  const hasPoint =
    lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return {
    id: store.id,
    name: store.name,
    href: storeHref(
      { id: store.id, slug: store.slug, zoneId: store.zone_id },
      { id: moduleId, type: moduleType },
    ),
    address: store.address ?? "",
    logo: store.logo_full_url ?? null,
    cover: store.cover_photo_full_url ?? null,
    closed: isStoreClosed(store),
    opensAt: isStoreClosed(store)
      ? nextOpening(store.schedules ?? [], options.lang, ctx.timeZone, options.now)
      : null,
    reviewPlan,
    rating: reviewPlan ? cardRating(store.avg_rating, store.rating_count, ctx) : null,
    reviewsCount: reviewPlan ? (store.reviews_comments_count ?? 0) : 0,
    deliveryTime: store.delivery_time ?? null,
    distance:
      options.showDistance && store.distance !== undefined
        ? distanceText(store.distance / 1000, ctx.decimals)
        : null,
    minimumOrder:
      store.minimum_order && store.minimum_order > 0 ? money(store.minimum_order) : null,
    freeDelivery: store.free_delivery === true,
    discount: badge
      ? {
          text: badge.text,
          minPurchase: store.discount?.min_purchase ? money(store.discount.min_purchase) : null,
          maxDiscount: store.discount?.max_discount ? money(store.discount.max_discount) : null,
        }
      : null,
    delivery: store.delivery !== false,
    takeAway: store.take_away === true,
    scheduleOrder: store.schedule_order === true,
    announcement: store.announcement ? shortText(store.announcement_message, 300) : null,
    schedule: scheduleWeek(
      store.schedules ?? [],
      options.lang,
      weekdayIn(ctx.timeZone, options.now),
    ),
    location: hasPoint ? { lat: lat!, lng: lng! } : null,
    moduleId,
    moduleType,
    zoneId: store.zone_id ?? null,
    categories: (store.category_details ?? [])
      .filter((c) => (c as { parent_id?: unknown }).parent_id === 0 || !("parent_id" in c))
      .map((c) => ({ id: c.id, name: c.name })),
  };
}

/** The item's root category: the `category_ids` entry at position 1, else its category_id. */
function rootCategoryOf(item: Item): number | null {
  const root = (item.category_ids ?? []).find((c) => (c as { position?: unknown }).position === 1);
  return root?.id ?? item.category_id ?? null;
}

/** An item's card and the root category it is grouped under (groupCards). */
export type PlacedCard = { card: ItemCard; root: number | null };

export const placedCards = (items: Item[], ctx: CardContext): PlacedCard[] =>
  items.map((item) => ({ card: toItemCard(item, ctx), root: rootCategoryOf(item) }));

/**
 * The page's items under the store's categories, in the store's category order; items of a
 * category the store does not list go last under `otherName`. Empty groups are left out.
 */
export function groupItems(
  items: Item[],
  categories: Array<Pick<Category, "id" | "name">>,
  ctx: CardContext,
  otherName: string,
): ItemGroup[] {
  return groupCards(placedCards(items, ctx), categories, otherName);
}

/** groupItems for cards already made (the store page's are kept in its view cache). */
export function groupCards(
  placed: readonly PlacedCard[],
  categories: Array<Pick<Category, "id" | "name">>,
  otherName: string,
): ItemGroup[] {
  const groups = new Map<number, ItemGroup>();
  for (const category of categories) {
    groups.set(category.id, { id: category.id, name: category.name, items: [] });
  }
  const other: ItemGroup = { id: 0, name: otherName, items: [] };
  for (const { card, root } of placed) {
    const group = root !== null ? groups.get(root) : undefined;
    (group ?? other).items.push(card);
  }
  return [...groups.values(), other].filter((group) => group.items.length > 0);
}

export function toReview(review: StoreReview, ctx: CardContext): ReviewView | null {
  const view = ratingText(review.rating, 1, { decimals: ctx.decimals });
  if (!view) return null;
  return {
    id: review.id,
    rating: { stars: view.stars, text: view.text, count: null },
    comment: shortText(review.comment, 300),
    customer: review.customer_name ?? "",
    itemName: review.item_name ?? "",
    date: review.created_at ? review.created_at.slice(0, 10) : null,
  };
}
