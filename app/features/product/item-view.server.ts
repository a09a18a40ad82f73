/**
 * An item details answer → the small view the product page and the item modal render
 * (browsing §2 "Product detail view", §3 Item; foundations §3–§5). Card rules (price range,
 * discount badge, marks, rating) are the cards' own (toItemCard), so a card and its page agree.
 */
import type { Item } from "~/api/schemas/home";
import type { ItemDetails } from "~/api/schemas/item-details";
import type { CardContext } from "~/features/catalogue/card-models.server";
import { toItemCard } from "~/features/catalogue/card-models.server";
import type { CardMarks, CardRating } from "~/features/catalogue/card-models";
import { categoryListingHref, itemHref, storeHref } from "~/features/catalogue/urls";
import { shortText } from "~/features/catalogue/view-text.server";
import {
  closedStoreOrder,
  effectiveDiscount,
  isStoreClosed,
  optionPriceRange,
} from "~/features/catalogue/card-rules";
import { nextOpening } from "~/features/stores/store-models.server";
import type { StoreView } from "~/features/stores/store-models";
import type { Lang } from "~/i18n/config";
import { type MoneyFormat } from "~/features/catalogue/money";
import type { ChoiceModel } from "./choices";
import { marketClock, twelveHourClock } from "~/lib/dates";

export type Availability =
  | { state: "open" }
  /** Outside its hours but the store takes scheduled orders: buttons stay. */
  | { state: "later"; window: string }
  /** Outside its hours, no scheduling: 'Not Available now' with the window, no buttons. */
  | { state: "closed"; window: string };

export type ItemDetailView = {
  id: number;
  name: string;
  /** itemHref(): the item's own URL (canonical), unprefixed. */
  path: string;
  moduleId: number;
  moduleType: string;
  /** Item campaign: Order Now only (foundations §4). */
  campaign: boolean;
  images: string[];
  discount: string | null;
  marks: CardMarks;
  store: { name: string; href: string; paths: string[] } | null;
  /** In Stock chip (non-food items with stock left); null where stock means nothing. */
  inStock: boolean | null;
  /** Pharmacy: the first generic name (foundations §3). */
  genericName: string | null;
  rating: CardRating | null;
  price: string;
  oldPrice: string | null;
  unit: string | null;
  description: string | null;
  /** ≤ 130 characters for the modal (browsing §9), with "read more". */
  shortDescription: string | null;
  nutrition: string[];
  allergies: string[];
  categories: Array<{ id: number; name: string; href: string }>;
  tags: string[];
  prescription: boolean;
  availability: Availability;
  /**
   * The item's store is closed now (issue 22 item 12): adding still works, and the order will
   * be scheduled for when it opens (`opensAt`, null without a schedule). Null when it is open.
   */
  storeClosed: { opensAt: StoreView["opensAt"]; order: "scheduled" | "later" } | null;
  choices: ChoiceModel;
  money: MoneyFormat;
  /** Facts for meta and JSON-LD (not rendered). */
  seo: {
    description: string;
    lowPrice: number;
    highPrice: number | null;
    inStock: boolean;
    category: string | null;
  };
};

const plain = (value: string | null | undefined) => shortText(value, Number.MAX_SAFE_INTEGER);

/** "HH:MM[:SS]" → seconds since midnight, or null. */
function secondsOf(time: string | null | undefined): number | null {
  const match = time?.trim().match(/^(\d{1,2}):(\d{2})(?::(\d{2}))?$/);
  if (!match) return null;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (h > 24 || m > 59 || s > 59) return null;
  return h * 3600 + m * 60 + s;
}

/** hh:mm a (foundations §9 time format): "06:00 AM". */
export const clockText = (seconds: number): string =>
  twelveHourClock(Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60));

/** Seconds since midnight now in the marketplace's time zone (config timezone, else UTC). */
export const marketSeconds = (now: Date, timeZone = "UTC"): number =>
  marketClock(now, timeZone).seconds;

/**
 * Food items sell inside available_time_starts…ends (foundations §4–§5); a window past midnight
 * ("22:00"–"02:00") wraps. Other modules and campaign items have no hours here.
 */
export function availabilityOf(
  item: Pick<ItemDetails, "available_time_starts" | "available_time_ends" | "schedule_order">,
  options: { food: boolean; campaign: boolean; now: Date; timeZone?: string },
): Availability {
  const start = secondsOf(item.available_time_starts);
  const end = secondsOf(item.available_time_ends);
  if (!options.food || options.campaign || start === null || end === null) return { state: "open" };
  const now = marketSeconds(options.now, options.timeZone);
  const inside = start <= end ? now >= start && now <= end : now >= start || now <= end;
  if (inside) return { state: "open" };
  const window = `${clockText(start)} - ${clockText(end)}`;
  return item.schedule_order ? { state: "later", window } : { state: "closed", window };
}

const finiteOrNull = (n: number | null | undefined) =>
  typeof n === "number" && Number.isFinite(n) ? n : null;

/** The rules' input (choices.ts) from the item. */
export function choiceModelOf(item: ItemDetails, moduleType: string): ChoiceModel {
  const discount = effectiveDiscount(item);
  const food = moduleType === "food";
  const foodGroups = (item.food_variations ?? []).flatMap((group) => {
    const values = group.values.map((v) => ({ label: v.label, price: v.optionPrice ?? 0 }));
    if (!values.length) return [];
    const multi = group.type === "multi";
    const required = group.required === "on" || group.required === true || group.required === 1;
    return [
      {
        name: group.name,
        multi,
        required,
        min: multi ? Math.max(0, Math.floor(group.min ?? 0)) : 0,
        max: multi ? Math.max(0, Math.floor(group.max ?? 0)) : 0,
        values,
      },
    ];
  });
  const choiceGroups = (item.choice_options ?? [])
    .filter((c) => c.options.length > 0)
    .map((c) => ({ title: c.title || c.name, options: c.options }));
  const variations = (item.variations ?? []).map((v) => ({
    type: v.type,
    price: finiteOrNull(v.price) ?? item.price,
    stock: finiteOrNull(v.stock),
  }));
  const maxCart = finiteOrNull(item.maximum_cart_quantity);
  return {
    basePrice: item.price,
    discount: discount && { kind: discount.kind, value: discount.value },
    stock: food ? null : (finiteOrNull(item.stock) ?? null),
    maxCart: maxCart !== null && maxCart > 0 ? maxCart : null,
    choiceGroups: variations.length ? choiceGroups : [],
    variations: choiceGroups.length ? variations : [],
    foodGroups: food ? foodGroups : [],
    addOns: (item.add_ons ?? []).map((a) => ({ id: a.id, name: a.name, price: a.price })),
  };
}

export function toItemDetailView(
  item: ItemDetails,
  ctx: CardContext,
  options: {
    now: Date;
    campaign?: boolean;
    lang?: Lang;
    /** config schedule_order: a closed store's orders can be scheduled (closedStoreOrder). */
    scheduleOrders?: boolean;
  },
): ItemDetailView {
  const moduleType = item.module_type ?? ctx.moduleType;
  const moduleId = item.module_id ?? ctx.moduleId;
  const campaign =
    options.campaign === true || Boolean(item.available_date_starts) || item.is_campaign === true;
  const card = toItemCard(item as Item, { ...ctx, moduleId, moduleType });
  const range = optionPriceRange(item);
  const images = [
    ...new Set([item.image_full_url, ...(item.images_full_url ?? [])].filter(Boolean)),
  ] as string[];
  const store = item.store_details ?? (item.store_id ? { id: item.store_id, slug: null } : null);
  const storeName = item.store_details?.name || item.store_name || "";
  const food = moduleType === "food";
  const description = plain(item.description);
  const stock = finiteOrNull(item.stock);
  const inStock = food || stock === null || stock > 0;
  const categories = (item.category_ids ?? [])
    .map((c) => ({ id: c.id, name: typeof c.name === "string" ? c.name : "" }))
    .filter((c) => c.name);
  return {
    id: item.id,
    name: item.name,
    path: itemHref({ id: item.id, slug: item.slug, campaign }, moduleId),
    moduleId,
    moduleType,
    campaign,
    images,
    discount: card.discount,
    marks: card.marks,
    store:
      store && storeName
        ? {
            name: storeName,
            href: storeHref(
              { id: store.id, slug: store.slug, zoneId: item.store_details?.zone_id ?? null },
              { id: moduleId, type: moduleType },
            ),
            // the store page's paths: the modal hides the link over the store's own page
            paths: [`/store/${store.id}`, ...(store.slug ? [`/store/${store.slug}`] : [])],
          }
        : null,
    inStock: food ? null : inStock,
    genericName: moduleType === "pharmacy" ? (item.generic_name?.[0] ?? null) : null,
    rating: card.rating,
    price: card.price,
    oldPrice: card.oldPrice,
    unit: card.unit,
    description,
    shortDescription: shortText(description),
    nutrition: item.nutritions_name ?? [],
    allergies: item.allergies_name ?? [],
    categories: categories.map((c) => ({
      ...c,
      href: categoryListingHref(c, moduleId),
    })),
    tags: [...new Set(item.tags ?? [])].filter(Boolean),
    prescription: item.is_prescription_required === true,
    availability: availabilityOf(item, {
      food,
      campaign,
      now: options.now,
      timeZone: ctx.timeZone,
    }),
    storeClosed: isStoreClosed(item.store_details)
      ? {
          order:
            closedStoreOrder({ schedule_order: options.scheduleOrders }, item.store_details) ??
            "later",
          opensAt: nextOpening(
            item.store_details?.schedules ?? [],
            options.lang ?? "en",
            ctx.timeZone,
            options.now,
          ),
        }
      : null,
    choices: choiceModelOf(item, moduleType),
    money: ctx.money,
    seo: {
      description: shortText(description, 160) ?? item.name,
      lowPrice: range.discountedMin,
      highPrice: range.isRange ? range.discountedMax : null,
      inStock,
      category: categories[0]?.name ?? null,
    },
  };
}
