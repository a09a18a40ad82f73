/**
 * Shared item and store card rules (issue 9 item 2), framework-free so they ship to browsers.
 * Strings that are words come back as i18n keys in the `cards` namespace plus params
 * (`t(key, params)`); numbers are formatted here with Western digits (the specs are silent on
 * Arabic-Indic digits, so both languages get 0-9).
 *
 * Spec references: foundations = storefront-foundations.md, browsing = storefront-browsing.md.
 */

/** Card widths in px (foundations §9). */
export const CARD_WIDTH = { vertical: 320, horizontal: 440 } as const;
/** Rating some cards show when an item has no rating yet (foundations §9). */
export const PLACEHOLDER_RATING = 4.5;
/** Star display precision (browsing §9). */
export const RATING_PRECISION = 0.5;
/** Distances above this many km show as '1k+ km' (browsing §9). */
export const DISTANCE_CAP_KM = 1000;

/** i18n keys of the `cards` namespace used by these helpers. */
export const CARD_KEYS = {
  closedNow: "cards:closedNow",
  campaignOver: "cards:campaignOver",
  distanceKm: "cards:distanceKm",
  distanceOver: "cards:distanceOver",
  optionFree: "cards:optionFree",
  ratingCount: "cards:ratingCount",
  veg: "cards:veg",
  nonVeg: "cards:nonVeg",
  halal: "cards:halal",
  organic: "cards:organic",
} as const;

export type CardKey = (typeof CARD_KEYS)[keyof typeof CARD_KEYS];
export type Translatable = { key: CardKey; params?: Record<string, string | number> };

import { finite, formatPrice, toFixedDigits, type MoneyFormat } from "./money";

type Flag = number | boolean | string | null | undefined;

const on = (flag: Flag) => flag === true || flag === 1 || flag === "1";

// ---------------------------------------------------------------------------------------------
// Discounts (foundations §5 "Discount badge"; foundations §3 / browsing §3 item and store fields)

export type DiscountType = "percent" | "amount" | "fixed" | string | null | undefined;

export type DiscountedItem = {
  price?: number | string | null;
  discount?: number | string | null;
  discount_type?: DiscountType;
  store_discount?: number | string | null;
};

export type DiscountedStore = {
  discount?: { discount?: number | string | null; discount_type?: DiscountType } | null;
} | null;

export type Discount = { kind: "percent" | "amount"; value: number; source: "store" | "item" };

export type DiscountBadge = { kind: "percent" | "amount"; value: number; text: string };

const kindOf = (type: DiscountType): "percent" | "amount" =>
  type === "percent" ? "percent" : "amount";

/**
 * The discount that applies to an item: a positive store_discount wins over the item's own
 * discount (foundations §5). store_discount carries no type of its own in the spec; the store's
 * discount_type is used when the store is given, otherwise it is a percentage (the marketplace's
 * convention for store-wide discounts). Zero, negative or non-numeric discounts are no discount.
 */
export function effectiveDiscount(item: DiscountedItem, store?: DiscountedStore): Discount | null {
  const storeValue = finite(item.store_discount);
  if (storeValue !== null && storeValue > 0) {
    const type = store?.discount?.discount_type;
    return { kind: type ? kindOf(type) : "percent", value: storeValue, source: "store" };
  }
  const itemValue = finite(item.discount);
  if (itemValue !== null && itemValue > 0) {
    return { kind: kindOf(item.discount_type), value: itemValue, source: "item" };
  }
  return null;
}

/** "12.5%" style: config decimals with trailing zeros dropped. */
const percentText = (value: number, decimals: number) =>
  `${toFixedDigits(value, decimals).replace(/\.?0+$/, "") || "0"}%`;

const toBadge = (d: Discount, money: MoneyFormat): DiscountBadge => ({
  kind: d.kind,
  value: d.value,
  text: d.kind === "percent" ? percentText(d.value, money.decimals) : formatPrice(d.value, money),
});

/** Badge on an item card: percent sign for percent, currency amount otherwise (foundations §5). */
export function discountBadge(
  item: DiscountedItem,
  store: DiscountedStore | undefined,
  money: MoneyFormat,
): DiscountBadge | null {
  const d = effectiveDiscount(item, store);
  return d ? toBadge(d, money) : null;
}

/** Badge on a store card (top-offer card): the store's discount and discount_type. */
export function storeDiscountBadge(
  store: DiscountedStore,
  money: MoneyFormat,
): DiscountBadge | null {
  const value = finite(store?.discount?.discount);
  if (value === null || value <= 0) return null;
  return toBadge({ kind: kindOf(store?.discount?.discount_type), value, source: "store" }, money);
}

/** Price after a discount, never below 0; percentages above 100 count as 100. */
export function applyDiscount(price: number, discount: Discount | null): number {
  const p = finite(price) ?? 0;
  if (!discount || p <= 0) return Math.max(0, p);
  const off =
    discount.kind === "percent" ? (p * Math.min(discount.value, 100)) / 100 : discount.value;
  return Math.max(0, p - off);
}

/** An item's price after its effective discount (store_discount first). */
export function discountedPrice(
  item: DiscountedItem,
  store?: DiscountedStore,
  price?: number,
): number {
  return applyDiscount(price ?? finite(item.price) ?? 0, effectiveDiscount(item, store));
}

// ---------------------------------------------------------------------------------------------
// Option prices and price range (foundations §5 "Option prices"; browsing §5 price range)

/** Food option price: 'free' (key) when 0 or less, otherwise "+$2.00" (foundations §5). */
export function optionPriceText(
  optionPrice: number | string | null | undefined,
  money: MoneyFormat,
): Translatable | { text: string } {
  const n = finite(optionPrice) ?? 0;
  if (n <= 0) return { key: CARD_KEYS.optionFree };
  return { text: `+${formatPrice(n, money)}` };
}

export type PriceRange = {
  /** Lower / upper bound before discount. */
  min: number;
  max: number;
  /** Bounds after the item's effective discount. */
  discountedMin: number;
  discountedMax: number;
  /** True when the first and last variation prices differ (browsing §5). */
  isRange: boolean;
};

/**
 * Price or price range of an item with variations (browsing §5: "A price range shows when first
 * and last variation prices differ"). The spec compares the first and last variation only; the
 * two are returned low to high. Without variations (or with unpriced ones) the item price is used.
 */
export function optionPriceRange(
  item: DiscountedItem & { variations?: ReadonlyArray<{ price?: number | string | null }> | null },
  store?: DiscountedStore,
): PriceRange {
  const base = finite(item.price) ?? 0;
  const prices = (item.variations ?? [])
    .map((v) => finite(v?.price))
    .filter((p): p is number => p !== null);
  const first = prices.length ? prices[0] : base;
  const last = prices.length ? prices[prices.length - 1] : base;
  const min = Math.min(first, last);
  const max = Math.max(first, last);
  const d = effectiveDiscount(item, store);
  return {
    min,
    max,
    discountedMin: applyDiscount(min, d),
    discountedMax: applyDiscount(max, d),
    isRange: first !== last,
  };
}

// ---------------------------------------------------------------------------------------------
// Rating (foundations §3 "Ratings are shown with the configured number of decimals";
// browsing §9 rating precision 0.5; foundations §9 placeholder 4.5)

export type RatingView = {
  /** Rating the stars show, rounded to the nearest 0.5, 0–5. */
  stars: number;
  /** Number text with config decimals: "4.30". */
  text: string;
  /** Review count label key + params, or null when there is no count to show. */
  count: Translatable | null;
  /** True when the 4.5 placeholder stands in for a missing rating. */
  placeholder: boolean;
};

/**
 * Card rating. An item with no reviews (count 0, or no positive average) has no rating — unless
 * the card is one of those that show the 4.5 placeholder (`placeholder: true`).
 */
export function ratingText(
  avg: number | string | null | undefined,
  count: number | string | null | undefined,
  options: { decimals: number; placeholder?: boolean },
): RatingView | null {
  const a = finite(avg);
  const c = Math.max(0, Math.floor(finite(count) ?? 0));
  const rated = a !== null && a > 0 && c > 0;
  if (!rated && !options.placeholder) return null;
  const value = rated ? Math.min(5, a) : PLACEHOLDER_RATING;
  return {
    stars: Math.round(value / RATING_PRECISION) * RATING_PRECISION,
    text: toFixedDigits(value, options.decimals),
    count: rated ? { key: CARD_KEYS.ratingCount, params: { count: c } } : null,
    placeholder: !rated,
  };
}

// ---------------------------------------------------------------------------------------------
// Distance (browsing §9: over 1000 km shown as '1k+ km', decimals from config)

/** Store card distance badge; null when the distance is unknown or negative. */
export function distanceText(
  km: number | string | null | undefined,
  decimals: number,
): Translatable | null {
  const n = finite(km);
  if (n === null || n < 0) return null;
  if (n > DISTANCE_CAP_KM) return { key: CARD_KEYS.distanceOver };
  return { key: CARD_KEYS.distanceKm, params: { distance: toFixedDigits(n, decimals) } };
}

// ---------------------------------------------------------------------------------------------
// Campaign countdown (foundations §4; browsing §4: DD:HH:MM:SS, then 'This campaign is over.')

export type Countdown =
  | {
      over: false;
      days: number;
      hours: number;
      minutes: number;
      seconds: number;
      /** Two-digit parts (days may be longer): ["03", "04", "05", "06"]. */
      parts: [string, string, string, string];
      /** "03:04:05:06" */
      text: string;
      /** Whole seconds left (for scheduling the next tick). */
      totalSeconds: number;
    }
  | ({ over: true } & Translatable);

const toTime = (value: Date | string | number): number =>
  value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);

/** Time left until endsAt; 'over' once it is reached (or when endsAt is not a date). */
export function campaignCountdown(
  endsAt: Date | string | number,
  now: Date | number = Date.now(),
): Countdown {
  const end = toTime(endsAt);
  const current = toTime(now);
  const left =
    Number.isFinite(end) && Number.isFinite(current) ? Math.floor((end - current) / 1000) : 0;
  if (left <= 0) return { over: true, key: CARD_KEYS.campaignOver };
  const days = Math.floor(left / 86400);
  const hours = Math.floor((left % 86400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  const parts: [string, string, string, string] = [
    pad(days),
    pad(hours),
    pad(minutes),
    pad(seconds),
  ];
  return {
    over: false,
    days,
    hours,
    minutes,
    seconds,
    parts,
    text: parts.join(":"),
    totalSeconds: left,
  };
}

// ---------------------------------------------------------------------------------------------
// Closed stores (foundations §4 / browsing §4: a closed shop shows a CLOSED NOW overlay)

/**
 * A store is closed when its `open` flag or its `active` flag is off (store fields, foundations
 * §3 / browsing §3). The specs give no schedule rule, so only the flags decide; a missing flag
 * does not close the store.
 */
export function isStoreClosed(store: { open?: Flag; active?: Flag } | null | undefined): boolean {
  if (!store) return false;
  const off = (flag: Flag) => flag !== undefined && flag !== null && !on(flag);
  return off(store.open) || off(store.active);
}

/**
 * What adding from a store means while it is closed: "scheduled" when the order can be placed
 * for a time it is open (config schedule_order, and the store's own not off — the checkout's
 * rule), "later" when it can only be placed once it opens; null when it is open.
 */
export type ClosedStoreOrder = "scheduled" | "later" | null;
export function closedStoreOrder(
  config: { schedule_order?: Flag } | null | undefined,
  store: { open?: Flag; active?: Flag; schedule_order?: Flag } | null | undefined,
): ClosedStoreOrder {
  if (!isStoreClosed(store)) return null;
  const storeOff =
    store?.schedule_order !== undefined &&
    store.schedule_order !== null &&
    !on(store.schedule_order);
  return config?.schedule_order && on(config.schedule_order) && !storeOff ? "scheduled" : "later";
}

/** Overlay label for a closed store, or null when it is open. */
export function closedOverlay(
  store: { open?: Flag; active?: Flag } | null | undefined,
): Translatable | null {
  return isStoreClosed(store) ? { key: CARD_KEYS.closedNow } : null;
}

// ---------------------------------------------------------------------------------------------
// Veg / halal / organic marks (foundations §3 veg "0 means non-veg"; browsing §2 halal mark
// "when halal tag status and is_halal"; browsing §3 organic "1 = organic")

export type ItemMarks = {
  veg: Translatable | null;
  halal: Translatable | null;
  organic: Translatable | null;
};

export function itemMarks(item: {
  veg?: Flag;
  halal_tag_status?: Flag;
  is_halal?: Flag;
  organic?: Flag;
}): ItemMarks {
  const hasVeg = item.veg !== undefined && item.veg !== null && item.veg !== "";
  return {
    veg: hasVeg ? { key: on(item.veg) ? CARD_KEYS.veg : CARD_KEYS.nonVeg } : null,
    halal: on(item.halal_tag_status) && on(item.is_halal) ? { key: CARD_KEYS.halal } : null,
    organic: on(item.organic) ? { key: CARD_KEYS.organic } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Flash sale progress (foundations §9 / browsing §5: sold / stock × 100)

/** Percentage sold, 0–100; 0 when stock is 0 or unknown. */
export function flashSaleProgress(
  sold: number | string | null | undefined,
  stock: number | string | null | undefined,
): number {
  const s = finite(stock);
  const n = finite(sold) ?? 0;
  if (s === null || s <= 0) return 0;
  return Math.min(100, Math.max(0, (n / s) * 100));
}

/** Units that measure a quantity (a price "/kg" is per kilogram), as opposed to "pc", "pack". */
const MEASURES = new Set(["kg", "g", "gm", "gram", "l", "ltr", "litre", "liter", "ml", "lb", "oz"]);
/**
 * A size in the name: "250 g", "1.5L", "500 ml", "فراولة 250 غ", "(3 pcs)", "× 6". Digits of
 * either script; the unit word must end there ("250 grapes" is not a size).
 */
const SIZE_IN_NAME =
  /[\d٠-٩](?:[.,٫][\d٠-٩]+)?\s*(?:k?g|gm|ml|cl|l|ltr|lb|oz|غ|غم|جم|كغ|كجم|كيلو|مل|لتر|ل)(?![\p{L}])|\(\s*[\d٠-٩]+|[×x]\s*[\d٠-٩]+\b/iu;

/**
 * The unit a price is "per" (the card's "/kg"), or null when it would contradict the item:
 * "Strawberries 250 g" at AED10.00 "/kg" reads as a price per kilogram of a 250 g punnet
 * (issue 22 item 17). A name that states its own size is sold as that pack, so a measure unit
 * is not shown; "pc", "pack" and the like always are.
 */
export function priceUnit(name: string, unit: string | null | undefined): string | null {
  const clean = unit?.trim();
  if (!clean) return null;
  return MEASURES.has(clean.toLowerCase()) && SIZE_IN_NAME.test(name) ? null : clean;
}
