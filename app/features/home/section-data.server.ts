/**
 * One loader per home section: the section's API call(s) → the view model its component renders
 * (sections.ts, card-models.ts). Errors of a section's own call propagate — the page shows them
 * per section — but an empty or null answer is an empty list or null, never a throw.
 */
import type { ApiClient } from "~/api/client.server";
import type { ItemPage } from "~/api/schemas/home";
import type {
  AdView,
  BannerView,
  BrandView,
  CampaignView,
  CashbackOfferView,
  CategoryTab,
  CategoryTile,
  CouponView,
  FlashSaleView,
  ItemCard,
  ParcelCategoryView,
  PromoBannersView,
  ReviewPromptView,
  StoreCard,
  VideoContentView,
  WhyChooseView,
} from "~/features/catalogue/card-models";
import {
  toBanner,
  toBrand,
  toCampaign,
  toCampaignBanner,
  toCategoryTile,
  toCondition,
  toCoupon,
  toFlashSale,
  toItemCard,
  toPlainBanner,
  toStoreCard,
  type CardContext,
} from "~/features/catalogue/card-models.server";
import {
  toAd,
  toCashbackOffer,
  toParcelCategory,
  toReviewPrompt,
  toVideoContent,
  toWhyChoose,
} from "./content-models.server";
import { ITEMS_PER_TAB, type ConditionSectionData, type ItemSectionData } from "./sections";

/** What the loaders need of the client (a full ApiClient fits). */
export type HomeClient = Pick<ApiClient, "home" | "state">;

/** Home brand list (browsing §9). */
export const MAX_HOME_BRANDS = 9;
export { ITEMS_PER_TAB };

const signedIn = (api: HomeClient) => Boolean(api.state.token);

// ---------------------------------------------------------------------------------------------
// Banners

/** The module banner slider: /banners, plus the food module's campaign banners. */
export async function moduleBanners(api: HomeClient, ctx: CardContext): Promise<BannerView[]> {
  const { banners, campaigns } = await api.home.banners();
  const views = banners.map((b) => toBanner(b, ctx));
  if (ctx.moduleType === "food") views.push(...campaigns.map((c) => toCampaignBanner(c, ctx)));
  return views;
}

/** The promotional banner set of /other-banners (non-parcel modules); absent keys are null. */
export async function promoBanners(api: HomeClient, _ctx: CardContext): Promise<PromoBannersView> {
  const { promo } = await api.home.otherBanners();
  // the set has no titles: components give these images their own alt text
  const banner = (id: number, url: string | undefined): BannerView | null =>
    url ? { id, title: "", image: url, href: null, external: false } : null;
  return {
    bottom: banner(1, promo.bottom_section_banner),
    newArrival: banner(2, promo.new_arrival_section_banner),
    bestReviewed: banner(3, promo.best_reviewed_section_banner),
    promotional: banner(4, promo.promotional_banner),
    basicNearby: banner(5, promo.basic_section_nearby),
  };
}

/** The sticky bottom / bottom banner (bottom_section_banner), or null. */
export async function bottomBanner(api: HomeClient, ctx: CardContext): Promise<BannerView | null> {
  return (await promoBanners(api, ctx)).bottom;
}

/** The parcel module's banner slider (/other-banners answers `{banners}` there). */
export async function parcelBanners(api: HomeClient, _ctx: CardContext): Promise<BannerView[]> {
  const { parcel } = await api.home.otherBanners();
  return parcel.map(toPlainBanner);
}

/** A side banner is decoration: its failure must not hide the items next to it. */
const sideBanner = (
  api: HomeClient,
  ctx: CardContext,
  key: keyof PromoBannersView,
): Promise<BannerView | null> =>
  promoBanners(api, ctx).then(
    (set) => set[key],
    () => null,
  );

// ---------------------------------------------------------------------------------------------
// Categories and items

export async function categoryTiles(
  api: HomeClient,
  ctx: CardContext,
  options: { featured?: boolean } = {},
): Promise<CategoryTile[]> {
  const categories = await api.home.categories(options);
  return categories.map((c) => toCategoryTile(c, ctx));
}

/** Most popular items (popular items nearby, type=all), 15 from offset 1. */
export async function popularItems(api: HomeClient, ctx: CardContext): Promise<ItemCard[]> {
  return (await api.home.popularItems()).items.map((i) => toItemCard(i, ctx));
}

/** items/recommended?filter=all&limit=15&offset=1 (ecommerce "most popular products"). */
export async function recommendedItems(api: HomeClient, ctx: CardContext): Promise<ItemCard[]> {
  return (await api.home.recommendedItems()).items.map((i) => toItemCard(i, ctx));
}

/**
 * Suggested for the signed-in customer (customer/suggested-items, issue 24 item 5); [] for
 * guests. A failed call is no suggestions rather than the section's "could not load" note: the
 * shelf is a bonus the customer never asked for, so its absence needs no explanation.
 */
export async function suggestedItems(api: HomeClient, ctx: CardContext): Promise<ItemCard[]> {
  if (!signedIn(api)) return [];
  return api.home.suggestedItems().then(
    (items) => items.map((i) => toItemCard(i, ctx)),
    () => [],
  );
}

/** Special offers: discounted items, 15 from offset 1. */
export async function specialOffers(api: HomeClient, ctx: CardContext): Promise<ItemCard[]> {
  return (await api.home.discountedItems()).items.map((i) => toItemCard(i, ctx));
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

/** A category called `name`: by name, or by slug ("bread-juice-10") in any language. */
const named = <C extends { name: string; slug?: string | null }>(list: C[], name: string) => {
  const wanted = slug(name);
  return list.find(
    (c) =>
      c.name.trim().toLowerCase() === name.toLowerCase() ||
      (c.slug && (c.slug === wanted || new RegExp(`^${wanted}-\\d+$`).test(c.slug))),
  );
};

/**
 * Items with category tabs. Tabs are the response's categories, or — with `tabNames` — only
 * those categories in that order (found in the response's categories, else the module's). A tab
 * without items is left out. Only the first ITEMS_PER_TAB items of "All" and of each tab are
 * kept: the rows show no more, and the rest would be hydration data for nothing.
 */
async function withTabs(
  api: HomeClient,
  ctx: CardContext,
  page: ItemPage,
  banner: Promise<BannerView | null>,
  tabNames?: string[],
): Promise<ItemSectionData> {
  let candidates: Array<{ id: number; name: string }> = page.categories;
  if (tabNames) {
    const inPage = tabNames.map((name) => named(page.categories, name));
    const module = inPage.some((c) => !c) ? await api.home.categories().catch(() => []) : [];
    candidates = tabNames.flatMap((name, i) => inPage[i] ?? named(module, name) ?? []);
  }
  const cards = page.items.map((i) => toItemCard(i, ctx));
  const keep = new Set(cards.slice(0, ITEMS_PER_TAB));
  const tabs: CategoryTab[] = [];
  for (const category of candidates) {
    const inTab = cards.filter((card) => card.categoryIds.includes(category.id));
    if (!inTab.length || tabs.some((t) => t.id === category.id)) continue;
    tabs.push({ id: category.id, name: category.name });
    for (const card of inTab.slice(0, ITEMS_PER_TAB)) keep.add(card);
  }
  return { items: cards.filter((card) => keep.has(card)), tabs, banner: await banner };
}

/**
 * Best reviewed items (most-reviewed, type=all) with category tabs; grocery passes its tab names
 * ("Beauty", "Bread & Juice", "Drinks", "Milks"). Side banner: best_reviewed_section_banner.
 */
export async function bestReviewed(
  api: HomeClient,
  ctx: CardContext,
  tabNames?: string[],
): Promise<ItemSectionData> {
  const banner = sideBanner(api, ctx, "bestReviewed");
  return withTabs(api, ctx, await api.home.mostReviewedItems(), banner, tabNames);
}

/** New arrivals with category tabs; side banner: new_arrival_section_banner. */
export async function newArrivals(api: HomeClient, ctx: CardContext): Promise<ItemSectionData> {
  const banner = sideBanner(api, ctx, "newArrival");
  return withTabs(api, ctx, await api.home.newArrivalItems(), banner);
}

/**
 * Pharmacy "basic medicine nearby" (items/basic) with tabs ("New", "Baby Care", "Womans Care",
 * "Mens"); side banner: basic_section_nearby.
 */
export async function basicMedicine(
  api: HomeClient,
  ctx: CardContext,
  tabNames?: string[],
): Promise<ItemSectionData> {
  const banner = sideBanner(api, ctx, "basicNearby");
  const page = await api.home.basicItems({ limit: 50, offset: 1 });
  return withTabs(api, ctx, page, banner, tabNames);
}

// ---------------------------------------------------------------------------------------------
// Stores

/** Stores the signed-in customer ordered from, each with a few items; [] for guests. */
export async function visitAgain(api: HomeClient, ctx: CardContext): Promise<StoreCard[]> {
  if (!signedIn(api)) return [];
  return (await api.home.visitAgain()).map((s) => toStoreCard(s, ctx));
}

export async function topOfferStores(api: HomeClient, ctx: CardContext): Promise<StoreCard[]> {
  return (await api.home.topOfferStores()).stores.map((s) => toStoreCard(s, ctx));
}

export async function popularStores(api: HomeClient, ctx: CardContext): Promise<StoreCard[]> {
  return (await api.home.popularStores()).stores.map((s) => toStoreCard(s, ctx));
}

/** Newest stores (food: "New Arrival Restaurants"). */
export async function newStores(api: HomeClient, ctx: CardContext): Promise<StoreCard[]> {
  return (await api.home.latestStores()).stores.map((s) => toStoreCard(s, ctx));
}

/** Featured stores: limit 20, only those with featured = 1 shown (browsing §7). */
export async function featuredStores(api: HomeClient, ctx: CardContext): Promise<StoreCard[]> {
  const { stores } = await api.home.featuredStores();
  return stores.filter((s) => s.featured).map((s) => toStoreCard(s, ctx));
}

// ---------------------------------------------------------------------------------------------
// Promotions

/** Running basic campaigns and item campaigns (both calls at once). */
export async function campaigns(
  api: HomeClient,
  ctx: CardContext,
): Promise<{ basic: CampaignView[]; items: ItemCard[] }> {
  const [basic, items] = await Promise.all([api.home.basicCampaigns(), api.home.itemCampaigns()]);
  return {
    basic: basic.map((c) => toCampaign(c, ctx)),
    items: items.map((i) => toItemCard(i, ctx)),
  };
}

/** The running flash sale (≤ 15 products), or null without an active product. */
export async function flashSale(api: HomeClient, ctx: CardContext): Promise<FlashSaleView | null> {
  return toFlashSale(await api.home.flashSale(), ctx);
}

export async function coupons(api: HomeClient, ctx: CardContext): Promise<CouponView[]> {
  return (await api.home.coupons()).map((c) => toCoupon(c, ctx));
}

export async function ads(api: HomeClient, ctx: CardContext): Promise<AdView[]> {
  return (await api.home.ads()).flatMap((a) => toAd(a, ctx) ?? []);
}

/** At most 9 brands on the home; "View all" goes to /all-brands. */
export async function brands(api: HomeClient, ctx: CardContext): Promise<BrandView[]> {
  return (await api.home.brands()).slice(0, MAX_HOME_BRANDS).map((b) => toBrand(b, ctx));
}

/** Pharmacy common conditions and 20 products (offset 1) of the selected or first condition. */
export async function conditions(
  api: HomeClient,
  ctx: CardContext,
  selectedId: number | null,
): Promise<ConditionSectionData> {
  const list = (await api.home.commonConditions()).map((c) => toCondition(c, ctx));
  const selected = list.find((c) => c.id === selectedId) ?? list[0] ?? null;
  if (!selected) return { conditions: list, selected: null, items: [], total: 0 };
  const page = await api.home.conditionItems(selected.id, { limit: 20, offset: 1 });
  return {
    conditions: list,
    selected,
    items: page.items.map((i) => toItemCard(i, ctx)),
    total: page.total,
  };
}

// ---------------------------------------------------------------------------------------------
// Parcel

export async function parcelCategories(
  api: HomeClient,
  _ctx: CardContext,
): Promise<ParcelCategoryView[]> {
  return (await api.home.parcelCategories()).map(toParcelCategory);
}

export async function whyChoose(api: HomeClient, _ctx: CardContext): Promise<WhyChooseView[]> {
  return (await api.home.whyChoose()).map(toWhyChoose);
}

export async function videoContent(
  api: HomeClient,
  _ctx: CardContext,
): Promise<VideoContentView | null> {
  return toVideoContent(await api.home.videoContent());
}

// ---------------------------------------------------------------------------------------------
// Signed-in extras ([] / null for guests, without a call)

export async function cashbackOffers(
  api: HomeClient,
  ctx: CardContext,
): Promise<CashbackOfferView[]> {
  if (!signedIn(api)) return [];
  return (await api.home.cashback()).map((o) => toCashbackOffer(o, ctx));
}

export async function reviewPrompt(
  api: HomeClient,
  _ctx?: CardContext,
): Promise<ReviewPromptView | null> {
  if (!signedIn(api)) return null;
  return toReviewPrompt(await api.home.reviewReminder());
}

/** The review prompt's close: dismisses it for that order (GET review-reminder-cancel). */
export async function cancelReviewPrompt(api: HomeClient, orderId: number): Promise<void> {
  if (!signedIn(api)) return;
  await api.home.reviewReminderCancel(orderId);
}
