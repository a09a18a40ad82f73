import { describe, expect, it } from "vitest";
import type { ApiClient } from "~/api/client.server";
import { itemPageSchema, storeSchema } from "~/api/schemas/home";
import {
  adSchema,
  cashbackOfferSchema,
  couponSchema,
  otherBannersSchema,
  reviewReminderSchema,
  videoContentSchema,
} from "~/api/schemas/home-content";
import { toCoupon, type CardContext } from "~/features/catalogue/card-models.server";
import {
  toAd,
  toCashbackOffer,
  toReviewPrompt,
  toVideoContent,
} from "~/features/home/content-models.server";
import * as load from "~/features/home/section-data.server";

/** Coupons, ads, cashback, the video section, the review prompt, schemas and section loaders. */
const ctx: CardContext = {
  money: { decimals: 2, symbol: "$", direction: "left" },
  decimals: 2,
  moduleId: 1,
  moduleType: "grocery",
  timeZone: "Asia/Dubai",
};

describe("coupons, ads, cashback, video, review prompt", () => {
  it("formats coupons: percent or amount, minimum purchase, free delivery, store name", () => {
    const percent = toCoupon(
      couponSchema.parse({
        id: 1,
        title: "T",
        code: "SAVE",
        discount: 10,
        discount_type: "percent",
        min_purchase: 50,
        coupon_type: "default",
      }),
      ctx,
    );
    expect(percent).toMatchObject({ discount: "10%", minPurchase: "$50.00", freeDelivery: false });
    const store = toCoupon(
      couponSchema.parse({
        id: 2,
        title: "T",
        code: "S",
        discount: 5,
        discount_type: "amount",
        min_purchase: 0,
        coupon_type: "store_wise",
        data: "Corner Mart",
      }),
      ctx,
    );
    expect(store).toMatchObject({ discount: "$5.00", minPurchase: null, storeName: "Corner Mart" });
  });

  it("shows an ad's rating only with is_rating_active or is_review_active", () => {
    const base = {
      id: 1,
      add_type: "store_promotion",
      title: "Ad",
      average_rating: 4.2,
      reviews_comments_count: 9,
      store: { id: 3, name: "Shop", slug: "shop" },
    };
    expect(
      toAd(adSchema.parse({ ...base, is_rating_active: 0, is_review_active: 0 }), ctx)?.rating,
    ).toBeNull();
    const rated = toAd(adSchema.parse({ ...base, is_rating_active: 1 }), ctx)!;
    expect(rated.rating?.text).toBe("4.20");
    expect(rated.store).toEqual({
      name: "Shop",
      href: "/store/shop?module_id=1&module_type=grocery",
    });
    expect(toAd(adSchema.parse({ ...base, add_type: "popup" }), ctx)).toBeNull();
  });

  it("formats cashback offers", () => {
    const pct = cashbackOfferSchema.parse({
      id: 1,
      title: "C",
      cashback_type: "percentage",
      cashback_amount: 5,
      min_purchase: 20,
      end_date: "2025-04-01",
    });
    expect(toCashbackOffer(pct, ctx)).toEqual({
      id: 1,
      title: "C",
      amount: "5%",
      minPurchase: "$20.00",
      endDate: "2025-04-01",
    });
    const amount = cashbackOfferSchema.parse({
      id: 2,
      title: "C",
      cashback_type: "amount",
      cashback_amount: "3",
    });
    expect(toCashbackOffer(amount, ctx).amount).toBe("$3.00");
  });

  it("pairs the video section's contents and drops unsafe URLs", () => {
    const content = videoContentSchema.parse({
      section_title: "Easiest way",
      banner_type: "video_content",
      banner_video_content_full_url: "https://x/v.webm",
      banner_image_full_url: "javascript:alert(1)",
      banner_contents: ["A", "a", "B", "b", "C", "c", "D"].map((value) => ({ value })),
    });
    const view = toVideoContent(content)!;
    expect(view.contents).toEqual([
      { label: "A", description: "a" },
      { label: "B", description: "b" },
      { label: "C", description: "c" },
    ]);
    expect(view).toMatchObject({ type: "video_content", video: "https://x/v.webm", image: null });
    expect(toVideoContent(videoContentSchema.parse(null))).toBeNull();
  });

  it("has a review prompt only with an order_id", () => {
    expect(toReviewPrompt(reviewReminderSchema.parse({ order_id: null, images: [] }))).toBeNull();
    expect(toReviewPrompt(reviewReminderSchema.parse(null))).toBeNull();
    expect(
      toReviewPrompt(
        reviewReminderSchema.parse({ order_id: "100001", images: ["https://x/a.png", 3] }),
      ),
    ).toEqual({ orderId: 100001, images: ["https://x/a.png"] });
  });
});

describe("schemas tolerate empty and odd answers", () => {
  it("item pages: null, [] and both list keys", () => {
    expect(itemPageSchema.parse(null)).toEqual({ total: 0, items: [], categories: [] });
    expect(itemPageSchema.parse([])).toEqual({ total: 0, items: [], categories: [] });
    const page = itemPageSchema.parse({
      total_size: "3",
      items: [{ id: 1, name: "A", price: 1 }, { name: "no id" }],
    });
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.id)).toEqual([1]);
  });

  it("other banners: parcel, promotional set, null", () => {
    expect(otherBannersSchema.parse(null)).toEqual({ parcel: [], promo: {} });
    expect(
      otherBannersSchema.parse({
        banners: [{ id: 1, title: "P", image_full_url: "https://x/p.png" }],
      }).parcel,
    ).toHaveLength(1);
    expect(
      otherBannersSchema.parse({
        bottom_section_banner: "b.png",
        bottom_section_banner_full_url: "https://x/b.png",
        promotional_banner_full_url: null,
      }).promo,
    ).toEqual({ bottom_section_banner: "https://x/b.png" });
  });
});

describe("section loaders", () => {
  const fake = (home: Record<string, () => Promise<unknown>>) =>
    ({ home, state: { lang: "en" } }) as unknown as Pick<ApiClient, "home" | "state">;
  const page = (stores: unknown[]) => storeListPage(stores);
  const storeListPage = (stores: unknown[]) => ({
    total: stores.length,
    stores: stores.map((s) => storeSchema.parse(s)),
  });

  it("featured stores: only featured = 1", async () => {
    const api = fake({
      featuredStores: async () =>
        page([
          { id: 1, name: "A", featured: 1 },
          { id: 2, name: "B", featured: 0 },
          { id: 3, name: "C" },
        ]),
    });
    expect((await load.featuredStores(api, ctx)).map((s) => s.id)).toEqual([1]);
  });

  it("brands: at most 9", async () => {
    const api = fake({
      brands: async () =>
        Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `B${i}`, items_count: 1 })),
    });
    const brands = await load.brands(api, ctx);
    expect(brands).toHaveLength(9);
    expect(brands[0].href).toBe("/home?brand_id=1&data_type=brand&module_id=1");
  });

  it("empty answers are empty sections; signed-in extras make no call for guests", async () => {
    const api = fake({
      flashSale: async () => null,
      commonConditions: async () => [],
      otherBanners: async () => otherBannersSchema.parse(null),
    });
    expect(await load.flashSale(api, ctx)).toBeNull();
    expect(await load.conditions(api, ctx, 4)).toEqual({
      conditions: [],
      selected: null,
      items: [],
      total: 0,
    });
    expect((await load.promoBanners(api, ctx)).bottom).toBeNull();
    expect(await load.visitAgain(api, ctx)).toEqual([]);
    expect(await load.reviewPrompt(api, ctx)).toBeNull();
  });

  it("a failing call rejects (the page hides that section); a failing side banner does not", async () => {
    const failing = async () => {
      throw new Error("down");
    };
    const items = itemPageSchema.parse({
      products: [{ id: 1, name: "A", price: 1, category_ids: [{ id: "5" }] }],
      categories: [{ id: 5, name: "Milks" }],
    });
    const api = fake({ mostReviewedItems: async () => items, otherBanners: failing, ads: failing });
    await expect(load.ads(api, ctx)).rejects.toThrow("down");
    const best = await load.bestReviewed(api, ctx);
    expect(best).toMatchObject({ tabs: [{ id: 5, name: "Milks" }], banner: null });
    expect(best.items).toHaveLength(1);
  });
});
