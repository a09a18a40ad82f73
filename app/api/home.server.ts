import type { Transport } from "./http.server";
import { categoryListSchema } from "./schemas/catalogue";
import {
  adListSchema,
  anySchema,
  brandListSchema,
  cashbackListSchema,
  conditionListSchema,
  couponListSchema,
  otherBannersSchema,
  parcelCategoryListSchema,
  reviewReminderSchema,
  videoContentSchema,
  whyChooseSchema,
} from "./schemas/home-content";
import {
  bannersSchema,
  campaignListSchema,
  flashSaleSchema,
  itemListSchema,
  itemPageSchema,
  storeListPageSchema,
  visitAgainSchema,
} from "./schemas/home";

/** `offset` is a 1-based page number (api-contract §1.5, quirk 2). */
export type Page = { limit: number; offset: number };

/**
 * The module home's calls (api-contract §2.5 catalogue, §2.3 customer), all GET, scoped by the
 * zoneId / moduleId / latitude-longitude headers the transport adds. Limits are the browsing
 * spec's (§7, §9); callers may pass others.
 */
export function homeApi(t: Transport) {
  return {
    /** GET /banners → `{campaigns, banners}` (campaigns are the food module's campaign banners). */
    banners: () => t.call("banners", { schema: bannersSchema }),
    /** GET /other-banners: the promotional set, the parcel banner slider, or null. */
    otherBanners: () => t.call("other-banners", { schema: otherBannersSchema }),
    /** GET /other-banners/video-content (parcel "Easiest way to get services"). */
    videoContent: () => t.call("other-banners/video-content", { schema: videoContentSchema }),
    /** GET /other-banners/why-choose → the `banners` list. */
    whyChoose: () => t.call("other-banners/why-choose", { schema: whyChooseSchema }),
    /** GET /categories (root categories); `featured` asks for the featured ones only. */
    categories: (options: { featured?: boolean } = {}) =>
      t.call("categories", {
        query: options.featured ? { featured: 1 } : undefined,
        schema: categoryListSchema,
      }),

    /** GET /items/popular?type=all (popular items nearby). */
    popularItems: (page: Page = { limit: 15, offset: 1 }) =>
      t.call("items/popular", { query: { ...page, type: "all" }, schema: itemPageSchema }),
    /** GET /items/recommended?filter=all&limit=15&offset=1 (list key `items`). */
    recommendedItems: (page: Page = { limit: 15, offset: 1 }) =>
      t.call("items/recommended", { query: { filter: "all", ...page }, schema: itemPageSchema }),
    /** GET /items/discounted, 15 from offset 1 (special offers). */
    discountedItems: (page: Page = { limit: 15, offset: 1 }) =>
      t.call("items/discounted", { query: page, schema: itemPageSchema }),
    /**
     * GET /items/most-reviewed?type=all. Without limit/offset the backend answers up to 50
     * unpaged rows (§1.5) — enough for every category tab to have items.
     */
    mostReviewedItems: (page?: Page) =>
      t.call("items/most-reviewed", { query: { type: "all", ...page }, schema: itemPageSchema }),
    /** GET /items/new-arrival (`products` + `categories`; backend default limit 50). */
    newArrivalItems: (page?: Page) =>
      t.call("items/new-arrival", { query: page, schema: itemPageSchema }),
    /** GET /items/basic: pharmacy "basic medicine"; limit and offset are required (403 without). */
    basicItems: (page: Page = { limit: 30, offset: 1 }) =>
      t.call("items/basic", { query: page, schema: itemPageSchema }),

    /** GET /customer/visit-again (token): stores ordered from, each with ≤ 5 items. */
    visitAgain: () => t.call("customer/visit-again", { schema: visitAgainSchema }),
    /**
     * GET /customer/suggested-items (token): up to 5 items of the module for this customer
     * (their interests, else the module's best sellers).
     */
    suggestedItems: () => t.call("customer/suggested-items", { schema: itemListSchema }),
    /** GET /stores/top-offer-near-me (discounted stores by distance). */
    topOfferStores: (page: Page = { limit: 10, offset: 1 }) =>
      t.call("stores/top-offer-near-me", { query: page, schema: storeListPageSchema }),
    /** GET /stores/popular?type=all, 12 from offset 1. */
    popularStores: (page: Page = { limit: 12, offset: 1 }) =>
      t.call("stores/popular", { query: { type: "all", ...page }, schema: storeListPageSchema }),
    /** GET /stores/latest?type=all, 12 from offset 1. */
    latestStores: (page: Page = { limit: 12, offset: 1 }) =>
      t.call("stores/latest", { query: { type: "all", ...page }, schema: storeListPageSchema }),
    /** GET /stores/get-stores/all?featured=1&limit=20&offset=1 (browsing §9 featured stores). */
    featuredStores: (page: Page = { limit: 20, offset: 1 }) =>
      t.call("stores/get-stores/all", {
        query: { featured: 1, ...page },
        schema: storeListPageSchema,
      }),

    /** GET /campaigns/basic: running basic campaigns. */
    basicCampaigns: () => t.call("campaigns/basic", { schema: campaignListSchema }),
    /** GET /campaigns/item: item campaigns formatted like items. */
    itemCampaigns: () => t.call("campaigns/item", { schema: itemListSchema }),
    /**
     * GET /flash-sales: the home asks for 2 (browsing §7); the backend answers ONE running sale
     * object or null (quirk 6), which is all the home shows.
     */
    flashSale: () => t.call("flash-sales", { query: { limit: 2 }, schema: flashSaleSchema }),
    /** GET /coupon/list/all (zone and module; signed-in customers also get their own). */
    coupons: () => t.call("coupon/list/all", { schema: couponListSchema }),
    /** GET /advertisement/list: approved, in-date ads of both types. */
    ads: () => t.call("advertisement/list", { schema: adListSchema }),
    /** GET /brand (with items_count). */
    brands: () => t.call("brand", { schema: brandListSchema }),
    /** GET /common-condition (pharmacy). */
    commonConditions: () => t.call("common-condition", { schema: conditionListSchema }),
    /** GET /common-condition/items/{id}?limit=20&offset=1 (limit/offset required). */
    conditionItems: (conditionId: number, page: Page = { limit: 20, offset: 1 }) =>
      t.call(`common-condition/items/${encodeURIComponent(String(conditionId))}`, {
        query: page,
        schema: itemPageSchema,
      }),
    /** GET /parcel-category. */
    parcelCategories: () => t.call("parcel-category", { schema: parcelCategoryListSchema }),

    /** GET /cashback/list (token): running cashback offers. */
    cashback: () => t.call("cashback/list", { schema: cashbackListSchema }),
    /** GET /customer/review-reminder (token): `{order_id, images}` of the last unreviewed order. */
    reviewReminder: () => t.call("customer/review-reminder", { schema: reviewReminderSchema }),
    /**
     * GET /customer/review-reminder-cancel?order_id= (token): dismisses the prompt for that order
     * (a GET that changes state, as the contract has it; answers the JSON string "success").
     */
    reviewReminderCancel: (orderId: number) =>
      t.call("customer/review-reminder-cancel", {
        query: { order_id: orderId },
        schema: anySchema,
      }),
  };
}

export type HomeApi = ReturnType<typeof homeApi>;
