/**
 * Parsed API objects → the small view models cards render (card-models.ts). Every rule comes
 * from app/features/catalogue/card-rules.ts and every URL from urls.ts; anything a card does not show is left
 * behind here, because view models are the page's hydration data.
 */
import type {
  Banner,
  Campaign,
  FlashSale,
  FlashSaleLine,
  Item,
  Store,
  VisitedStore,
} from "~/api/schemas/home";
import type { Brand, Condition, Coupon, ParcelBanner } from "~/api/schemas/home-content";
import type { Category } from "~/api/schemas/catalogue";
import {
  discountBadge,
  distanceText,
  flashSaleProgress,
  isStoreClosed,
  itemMarks,
  optionPriceRange,
  priceUnit,
  ratingText,
  storeDiscountBadge,
} from "~/features/catalogue/card-rules";
import { formatPrice, type MoneyFormat } from "~/features/catalogue/money";
import type {
  BannerView,
  BrandView,
  CampaignView,
  CardRating,
  CategoryTile,
  ConditionView,
  CouponView,
  FlashSaleItemCard,
  FlashSaleView,
  ItemCard,
  StoreCard,
} from "./card-models";
import {
  brandHref,
  campaignHref,
  categoryListingHref,
  conditionHref,
  flashSaleHref,
  itemHref,
  storeHref,
} from "./urls";
import { marketTimeToIso, safeLink, shortText } from "./view-text.server";
import { lineLimit } from "~/features/cart/cart-rules";

export type CardContext = {
  money: MoneyFormat;
  /** Config digit_after_decimal_point (ratings, distances). */
  decimals: number;
  moduleId: number;
  moduleType: string;
  /**
   * Config `timezone` (IANA, e.g. "Asia/Dubai"): campaign and flash-sale windows are the
   * marketplace's local time, and a countdown needs the absolute instant. UTC when absent.
   */
  timeZone?: string;
};

export type RatingOptions = { placeholderRating?: boolean };

export const MAX_FLASH_SALE_ITEMS = 15;

/** A card's rating (card-rules ratingText) with the review count as a number. */
export const cardRating = (
  avg: number | undefined,
  count: number | undefined,
  ctx: CardContext,
  placeholder = false,
): CardRating | null => {
  const view = ratingText(avg, count, { decimals: ctx.decimals, placeholder });
  if (!view) return null;
  return { stars: view.stars, text: view.text, count: view.placeholder ? null : (count ?? null) };
};

const nonEmpty = (value: unknown) => Array.isArray(value) && value.length > 0;

// ---------------------------------------------------------------------------------------------
// Items

export function toItemCard(item: Item, ctx: CardContext, options: RatingOptions = {}): ItemCard {
  const moduleType = item.module_type ?? ctx.moduleType;
  const campaign = Boolean(item.available_date_starts) || item.is_campaign === true;
  const range = optionPriceRange(item);
  const badge = discountBadge(item, undefined, ctx.money);
  const money = (n: number) => formatPrice(n, ctx.money);
  const price = range.isRange
    ? `${money(range.discountedMin)} - ${money(range.discountedMax)}`
    : money(range.discountedMin);
  const oldPrice = !badge
    ? null
    : range.isRange
      ? `${money(range.min)} - ${money(range.max)}`
      : money(range.min);
  const marks = itemMarks({
    // veg/non-veg means something in food only; other modules send veg 0 for everything
    veg: moduleType === "food" ? (item.veg as number | boolean | null | undefined) : null,
    halal_tag_status: item.halal_tag_status as number | boolean | undefined,
    is_halal: item.is_halal as number | boolean | undefined,
    organic: item.organic as number | boolean | undefined,
  });
  const categoryIds = new Set<number>((item.category_ids ?? []).map((c) => c.id));
  if (item.category_id) categoryIds.add(item.category_id);
  return {
    id: item.id,
    href: itemHref({ id: item.id, slug: item.slug, campaign }, item.module_id ?? ctx.moduleId),
    name: item.name,
    image: item.image_full_url ?? null,
    storeId: item.store_id ?? null,
    storeName: item.store_name ?? "",
    unit: priceUnit(item.name, item.unit_type),
    genericName: item.generic_name?.[0] ?? null,
    price,
    oldPrice: oldPrice === price ? null : oldPrice,
    discount: badge?.text ?? null,
    rating: cardRating(item.avg_rating, item.rating_count, ctx, options.placeholderRating),
    marks: {
      veg: marks.veg ? marks.veg.key === "cards:veg" : null,
      halal: marks.halal !== null,
      organic: marks.organic !== null,
    },
    hasOptions:
      nonEmpty(item.variations) || nonEmpty(item.food_variations) || nonEmpty(item.add_ons),
    campaign,
    // food items are cooked to order: stock is not a limit there (foundations §4, non-food only)
    outOfStock: moduleType !== "food" && item.stock !== undefined && item.stock <= 0,
    // the item object carries no store opening state; store cards show CLOSED NOW
    storeClosed: false,
    categoryIds: [...categoryIds],
    description: shortText(item.description),
    moduleId: item.module_id ?? ctx.moduleId,
    limit: lineLimit({
      variation: [],
      item: {
        module_type: moduleType,
        stock: item.stock,
        maximum_cart_quantity: positiveOrNull(
          (item as { maximum_cart_quantity?: unknown }).maximum_cart_quantity,
        ),
      },
    }),
  };
}

/** A flash-sale line: the sale's own price and discount win (§5.4 last sentence). */
export function toFlashSaleItemCard(line: FlashSaleLine, ctx: CardContext): FlashSaleItemCard {
  const card = toItemCard(
    {
      ...line.item,
      price: line.price ?? line.item.price,
      discount: line.discount ?? line.item.discount,
      discount_type: line.discount_type ?? line.item.discount_type,
      store_discount: 0,
    },
    ctx,
  );
  const availableStock = Math.max(0, line.available_stock ?? line.stock - line.sold);
  return {
    ...card,
    outOfStock: availableStock <= 0,
    sold: line.sold,
    stock: line.stock,
    progress: Math.round(flashSaleProgress(line.sold, line.stock)),
    availableStock,
  };
}

// ---------------------------------------------------------------------------------------------
// Stores

export function toStoreCard(
  store: Store | VisitedStore,
  ctx: CardContext,
  options: RatingOptions = {},
): StoreCard {
  const href = storeHref(
    { id: store.id, slug: store.slug, zoneId: store.zone_id },
    { id: store.module_id ?? ctx.moduleId, type: ctx.moduleType },
  );
  const items = (store as VisitedStore).items ?? [];
  return {
    id: store.id,
    href,
    name: store.name,
    logo: store.logo_full_url ?? null,
    cover: store.cover_photo_full_url ?? null,
    address: store.address ?? "",
    rating: cardRating(store.avg_rating, store.rating_count, ctx, options.placeholderRating),
    // `distance` arrives in metres (api-contract §5.5); the badge speaks km
    distance:
      store.distance === undefined ? null : distanceText(store.distance / 1000, ctx.decimals),
    deliveryTime: store.delivery_time ?? null,
    freeDelivery: store.free_delivery === true,
    discount: storeDiscountBadge(store, ctx.money)?.text ?? null,
    closed: isStoreClosed(store),
    featured: store.featured === true,
    items: items.slice(0, 5).map((item) => ({
      id: item.id,
      href: itemHref(item, item.module_id ?? store.module_id ?? ctx.moduleId),
      name: item.name,
      image: item.image_full_url ?? null,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Banners and campaigns

/** default → its link; store_wise → the store; item_wise → the item (browsing §3, issue item 4). */
export function toBanner(banner: Banner, ctx: CardContext): BannerView {
  const view: BannerView = {
    id: banner.id,
    title: banner.title,
    image: banner.image_full_url ?? null,
    href: null,
    external: false,
  };
  if (banner.type === "store_wise") {
    if (banner.store) {
      view.href = storeHref(
        { id: banner.store.id, slug: banner.store.slug, zoneId: banner.store.zone_id },
        { id: ctx.moduleId, type: ctx.moduleType },
      );
    }
  } else if (banner.type === "item_wise") {
    if (banner.item) {
      const campaign = Boolean(banner.item.available_date_starts) || banner.item.is_campaign;
      view.href = itemHref(
        { id: banner.item.id, slug: banner.item.slug, campaign },
        banner.item.module_id ?? ctx.moduleId,
      );
    }
  } else {
    const link = safeLink(banner.link);
    // A placeholder address (demo data, an admin's test) leads nowhere: the banner stays a
    // picture rather than opening a dead site in a new tab (issue 22 item 16).
    if (!link.external || !onReservedDomain(link.href!)) Object.assign(view, link);
  }
  return view;
}

/**
 * Domains that never resolve on the internet (RFC 2606, RFC 6761): `.example`, `.invalid`,
 * `.test`, `.localhost` and example.com/.net/.org.
 */
function onReservedDomain(href: string): boolean {
  const host = new URL(href).hostname.toLowerCase().replace(/\.$/, "");
  return (
    /(^|\.)(example|invalid|test|localhost)$/.test(host) ||
    /(^|\.)example\.(com|net|org)$/.test(host)
  );
}

/** A food campaign banner (the `campaigns` of /banners) → the campaign page. */
export function toCampaignBanner(campaign: Campaign, ctx: CardContext): BannerView {
  return {
    id: campaign.id,
    title: campaign.title,
    image: campaign.image_full_url ?? null,
    href: campaignHref(campaign, ctx.moduleId),
    external: false,
  };
}

/** A banner of the parcel slider or the promotional set: an image without a target. */
export function toPlainBanner(banner: ParcelBanner): BannerView {
  return {
    id: banner.id,
    title: banner.title,
    image: banner.image_full_url ?? null,
    href: null,
    external: false,
  };
}

export function toCampaign(campaign: Campaign, ctx: CardContext): CampaignView {
  const ends = campaign.available_date_ends
    ? `${campaign.available_date_ends} ${campaign.end_time ?? "23:59:59"}`
    : null;
  return {
    id: campaign.id,
    title: campaign.title,
    image: campaign.image_full_url ?? null,
    description: shortText(campaign.description),
    href: campaignHref(campaign, ctx.moduleId),
    endsAt: marketTimeToIso(ends, ctx.timeZone),
  };
}

/** The running flash sale with ≤ 15 products, or null without an active product (browsing §5). */
export function toFlashSale(sale: FlashSale | null, ctx: CardContext): FlashSaleView | null {
  const lines = sale?.active_products ?? [];
  if (!sale || lines.length === 0) return null;
  return {
    id: sale.id,
    title: sale.title,
    href: flashSaleHref(sale),
    endsAt: marketTimeToIso(sale.end_date, ctx.timeZone),
    items: lines.slice(0, MAX_FLASH_SALE_ITEMS).map((line) => toFlashSaleItemCard(line, ctx)),
  };
}

// ---------------------------------------------------------------------------------------------
// Coupons, ads, brands, categories, conditions, parcel, why-choose, video, cashback, review

export function toCoupon(coupon: Coupon, ctx: CardContext): CouponView {
  const minPurchase = coupon.min_purchase ?? 0;
  const storeName =
    coupon.store?.name ??
    (coupon.coupon_type === "store_wise" && typeof coupon.data === "string" ? coupon.data : null);
  return {
    id: coupon.id,
    title: coupon.title,
    code: coupon.code,
    discount: discountBadge(coupon, undefined, ctx.money)?.text ?? "",
    minPurchase: minPurchase > 0 ? formatPrice(minPurchase, ctx.money) : null,
    freeDelivery: coupon.coupon_type === "free_delivery",
    expires: coupon.expire_date ?? null,
    storeName: storeName || null,
  };
}

export function toBrand(brand: Brand, ctx: CardContext): BrandView {
  return {
    id: brand.id,
    name: brand.name,
    image: brand.image_full_url ?? null,
    itemsCount: brand.items_count ?? 0,
    href: brandHref(brand, ctx.moduleId),
  };
}

export function toCategoryTile(category: Category, ctx: CardContext): CategoryTile {
  return {
    id: category.id,
    name: category.name,
    image: category.image_full_url ?? null,
    href: categoryListingHref(category, ctx.moduleId),
  };
}

export function toCondition(condition: Condition, ctx: CardContext): ConditionView {
  return {
    id: condition.id,
    name: condition.name,
    href: conditionHref(condition, ctx.moduleId),
  };
}

/** A positive number (maximum_cart_quantity may arrive as a string, 0 or null: no limit). */
function positiveOrNull(value: unknown): number | null {
  const n = Number(value);
  return value !== null && value !== "" && Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * A card as a grid of vertical cards draws it, for the page data (issue 27: hydration data
 * repeats every card's model): vertical cards show no description, a grid has no category tabs,
 * and the cart action reads the store from the catalogue, not the card.
 */
export function gridCard(card: ItemCard): ItemCard {
  return { ...card, storeId: null, description: null, categoryIds: [] };
}
