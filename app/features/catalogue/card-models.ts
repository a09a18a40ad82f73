/**
 * What a card shows: small, serialisable view models the server builds from API payloads
 * (card-models.server.ts) and components render (app/features/cards). Prices and badges arrive
 * already formatted with the config's currency and decimals (app/features/catalogue/card-rules.ts), so cards
 * carry no formatting code and the hydration data holds only what is on screen.
 *
 * Words are not formatted here: a `Translatable` is an i18n key plus params, translated by the
 * component (`t(key, params)`).
 */
import type { Translatable } from "~/features/catalogue/card-rules";

export type { Translatable };

export type CardRating = {
  /** 0–5 in steps of 0.5 (browsing §9 rating precision). */
  stars: number;
  /** "4.50" with config decimals. */
  text: string;
  /** Review count, or null for the 4.5 placeholder (foundations §9). */
  count: number | null;
};

export type CardMarks = {
  /** true veg, false non-veg, null when the item says nothing (non-food). */
  veg: boolean | null;
  halal: boolean;
  organic: boolean;
};

/** Every item card layout reads this (foundations §2 "Item card layouts"). */
export type ItemCard = {
  id: number;
  /** itemHref(): /product/{slug|id}?module_id= */
  href: string;
  name: string;
  image: string | null;
  storeId: number | null;
  storeName: string;
  /** "kg", "pc"… (unit_type) */
  unit: string | null;
  /** Pharmacy: the first generic name. */
  genericName: string | null;
  /** Final price, formatted; a range "$5.00 - $9.00" when first and last variation differ. */
  price: string;
  /** Price before the discount, formatted, only when a discount applies. */
  oldPrice: string | null;
  /** Discount badge text: "10%" or "$5.00" (store_discount before item discount). */
  discount: string | null;
  rating: CardRating | null;
  marks: CardMarks;
  /** Has variations / food variations / add-ons: quick add goes to the item's page instead. */
  hasOptions: boolean;
  /** Item campaign (available_date_starts present): no cart button, "Order Now" on its page. */
  campaign: boolean;
  outOfStock: boolean;
  /** The store is closed now (CLOSED NOW overlay). */
  storeClosed: boolean;
  /** Category ids, for the home's category tabs (new arrivals, best reviewed, basic medicine). */
  categoryIds: number[];
  /** Short description for list-view and special cards (≤ 130 characters, trimmed). */
  description: string | null;
  /** The item's module (the cart is per module): the quick-add form posts it. */
  moduleId: number;
  /** The most a cart line may hold (stock for non-food, maximum_cart_quantity), or null. */
  limit: { max: number; by: "stock" | "limit" } | null;
};

/** Flash sale cards add the sale's progress (browsing §5: sold / stock × 100). */
export type FlashSaleItemCard = ItemCard & {
  sold: number;
  stock: number;
  /** 0–100 */
  progress: number;
  /** available_stock 0 → out of stock */
  availableStock: number;
};

export type StoreCard = {
  id: number;
  /** storeHref(): /store/{slug|id}?module_id=&module_type=&store_zone_id= */
  href: string;
  name: string;
  logo: string | null;
  cover: string | null;
  address: string;
  /** Only when the store has ratings (stores), or the 4.5 placeholder where cards use it. */
  rating: CardRating | null;
  /** Distance badge: { key: cards:distanceKm, params } or cards:distanceOver ('1k+ km'). */
  distance: Translatable | null;
  /** "30-40 min" */
  deliveryTime: string | null;
  freeDelivery: boolean;
  /** Store discount badge text ("10%" / "$5.00"). */
  discount: string | null;
  closed: boolean;
  featured: boolean;
  /** Visit Again cards: a few items of that store. */
  items: Array<Pick<ItemCard, "id" | "href" | "name" | "image">>;
};

export type CategoryTile = {
  id: number;
  name: string;
  image: string | null;
  /** categoryListingHref(): /home?search=category&…&data_type=category */
  href: string;
};

/** A category tab over an item section ("All" is not in the list: it is the component's). */
export type CategoryTab = { id: number; name: string };

export type BannerView = {
  id: number;
  title: string;
  image: string | null;
  /** default → its link; store_wise → the store page; item_wise → the item page; campaign → /campaigns/{id}. */
  href: string | null;
  /** A default banner's link to another site (opens with rel=noopener). */
  external: boolean;
};

export type CampaignView = {
  id: number;
  title: string;
  image: string | null;
  description: string | null;
  href: string;
  /** ISO date-time the campaign ends (countdown), or null when unknown. */
  endsAt: string | null;
};

export type FlashSaleView = {
  id: number;
  title: string;
  href: string;
  /** ISO date-time */
  endsAt: string | null;
  /** ≤ 15 (browsing §5) */
  items: FlashSaleItemCard[];
};

export type CouponView = {
  id: number;
  title: string;
  code: string;
  /** "10%" or "$5.00" */
  discount: string;
  /** Formatted minimum purchase, or null when 0. */
  minPurchase: string | null;
  /** free_delivery coupons say so instead of an amount. */
  freeDelivery: boolean;
  /** ISO date the coupon expires, or null. */
  expires: string | null;
  storeName: string | null;
};

export type AdView = {
  id: number;
  kind: "store_promotion" | "video_promotion";
  title: string;
  description: string;
  cover: string | null;
  profile: string | null;
  video: string | null;
  store: { name: string; href: string } | null;
  /** Only when is_rating_active or is_review_active (browsing §5). */
  rating: CardRating | null;
  reviewsCount: number | null;
};

export type BrandView = {
  id: number;
  name: string;
  image: string | null;
  itemsCount: number;
  /** brandHref(): /home?brand_id=&data_type=brand */
  href: string;
};

export type ConditionView = { id: number; name: string; href: string };

export type ParcelCategoryView = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  href: string;
};

export type WhyChooseView = { title: string; description: string; image: string | null };

export type VideoContentView = {
  type: "video" | "video_content" | "image";
  title: string;
  video: string | null;
  image: string | null;
  /** Three label/description pairs from banner_contents (browsing §3). */
  contents: Array<{ label: string; description: string }>;
};

export type CashbackOfferView = {
  id: number;
  title: string;
  /** "10%" or "$5.00" */
  amount: string;
  minPurchase: string | null;
  /** ISO date */
  endDate: string | null;
};

export type ReviewPromptView = { orderId: number; images: string[] };

/** Promotional banner set (browsing §3), each image with an optional link. */
export type PromoBannersView = {
  bottom: BannerView | null;
  newArrival: BannerView | null;
  bestReviewed: BannerView | null;
  promotional: BannerView | null;
  basicNearby: BannerView | null;
};
