import { describe, expect, it } from "vitest";
import {
  bannerSchema,
  campaignSchema,
  flashSaleSchema,
  itemSchema,
  storeSchema,
} from "~/api/schemas/home";
import {
  toBanner,
  toCampaign,
  toCampaignBanner,
  toFlashSale,
  toItemCard,
  toStoreCard,
  type CardContext,
} from "~/features/catalogue/card-models.server";
import { marketTimeToIso, safeLink, shortText } from "~/features/catalogue/view-text.server";

/** Item, store, banner, campaign and flash-sale view models (issue 9 item 2, browsing §3–§5). */
const ctx: CardContext = {
  money: { decimals: 2, symbol: "$", direction: "left" },
  decimals: 2,
  moduleId: 1,
  moduleType: "grocery",
  timeZone: "Asia/Dubai",
};
const food: CardContext = { ...ctx, moduleId: 2, moduleType: "food" };

const item = (fields: Record<string, unknown> = {}) =>
  itemSchema.parse({ id: 7, name: "Labneh", slug: "labneh-7", price: 10, ...fields });
const store = (fields: Record<string, unknown> = {}) =>
  storeSchema.parse({ id: 3, name: "Corner Mart", slug: "corner-mart", zone_id: 1, ...fields });

describe("toItemCard", () => {
  it("prices an item per its unit only when the name does not state another size (issue 22 item 17)", () => {
    // A 250 g punnet is not priced per kilogram, whatever unit the operator picked.
    expect(toItemCard(item({ name: "Strawberries 250 g", unit_type: "kg" }), ctx).unit).toBeNull();
    expect(toItemCard(item({ name: "فراولة ٢٥٠ غ", unit_type: "kg" }), ctx).unit).toBeNull();
    expect(toItemCard(item({ name: "Water 1.5L", unit_type: "l" }), ctx).unit).toBeNull();
    expect(toItemCard(item({ name: "Garlic (3 pcs)", unit_type: "g" }), ctx).unit).toBeNull();
    // Loose produce is weighed: "/kg" is its price.
    expect(toItemCard(item({ name: "Bananas", unit_type: "kg" }), ctx).unit).toBe("kg");
    // A count unit stays whatever the name says.
    expect(toItemCard(item({ name: "Halloumi 250 g", unit_type: "pack" }), ctx).unit).toBe("pack");
    // "250 grapes" does not state a weight.
    expect(toItemCard(item({ name: "Bag of 250 grapes", unit_type: "kg" }), ctx).unit).toBe("kg");
  });

  it("applies store_discount before the item's own discount (foundations §5)", () => {
    const card = toItemCard(
      item({ discount: 50, discount_type: "percent", store_discount: "10" }),
      ctx,
    );
    expect(card.discount).toBe("10%");
    expect(card.price).toBe("$9.00");
    expect(card.oldPrice).toBe("$10.00");
  });

  it("gives the quick add the line's limit: stock outside food, maximum_cart_quantity anywhere", () => {
    expect(toItemCard(item({ stock: 3 }), ctx).limit).toEqual({ max: 3, by: "stock" });
    expect(toItemCard(item({ stock: 9, maximum_cart_quantity: 2 }), ctx).limit).toEqual({
      max: 2,
      by: "limit",
    });
    expect(
      toItemCard(item({ stock: 0, module_type: "food", maximum_cart_quantity: "0" }), ctx).limit,
    ).toBeNull();
  });

  it("shows an amount discount as currency and no badge without a discount", () => {
    expect(toItemCard(item({ discount: 2, discount_type: "amount" }), ctx).discount).toBe("$2.00");
    const plain = toItemCard(item({ discount: 0, store_discount: 0 }), ctx);
    expect(plain.discount).toBeNull();
    expect(plain.oldPrice).toBeNull();
    expect(plain.price).toBe("$10.00");
  });

  it("shows a price range when the first and last variation prices differ", () => {
    const card = toItemCard(
      item({
        variations: [
          { type: "S", price: 5 },
          { type: "M", price: "7" },
          { type: "L", price: 9 },
        ],
        discount: 10,
        discount_type: "percent",
      }),
      ctx,
    );
    expect(card.price).toBe("$4.50 - $8.10");
    expect(card.oldPrice).toBe("$5.00 - $9.00");
    expect(card.hasOptions).toBe(true);
    const same = item({ variations: [{ price: 5 }, { price: 5 }] });
    expect(toItemCard(same, ctx).price).toBe("$5.00");
  });

  it("reads tolerant input: numbers as strings, string category ids, '' food_variations", () => {
    const card = toItemCard(
      item({
        price: "12.5",
        avg_rating: "4.26",
        rating_count: "8",
        category_id: "12",
        category_ids: [{ id: "3", position: 1 }, { id: "12", position: 2 }, { bad: true }],
        food_variations: "",
        add_ons: [],
      }),
      ctx,
    );
    expect(card.price).toBe("$12.50");
    expect(card.rating).toEqual({ stars: 4.5, text: "4.26", count: 8 });
    expect(card.categoryIds.sort((a, b) => a - b)).toEqual([3, 12]);
    expect(card.hasOptions).toBe(false);
  });

  it("has no rating without reviews unless the card asks for the 4.5 placeholder", () => {
    expect(toItemCard(item({ avg_rating: 0, rating_count: 0 }), ctx).rating).toBeNull();
    expect(
      toItemCard(item({ avg_rating: 0, rating_count: 0 }), ctx, { placeholderRating: true }).rating,
    ).toEqual({ stars: 4.5, text: "4.50", count: null });
  });

  it("marks veg only in food; halal needs the store's tag status; organic", () => {
    const nonVeg = toItemCard(item({ veg: 0, is_halal: 1, halal_tag_status: 1 }), food);
    expect(nonVeg.marks).toEqual({ veg: false, halal: true, organic: false });
    const grocery = toItemCard(item({ veg: 0, is_halal: 1, halal_tag_status: 0, organic: 1 }), ctx);
    expect(grocery.marks).toEqual({ veg: null, halal: false, organic: true });
  });

  it("is out of stock at 0 outside food; campaign items link with product_type=campaign", () => {
    expect(toItemCard(item({ stock: 0 }), ctx).outOfStock).toBe(true);
    expect(toItemCard(item({ stock: 0 }), food).outOfStock).toBe(false);
    const campaign = toItemCard(item({ available_date_starts: "2025-03-01" }), ctx);
    expect(campaign.campaign).toBe(true);
    expect(campaign.href).toBe("/product/labneh-7?module_id=1&product_type=campaign");
    expect(toItemCard(item({ slug: null }), ctx).href).toBe("/product/7?module_id=1");
  });

  it("trims descriptions to 130 characters of plain text", () => {
    const long = `<p>${"Fresh and creamy. ".repeat(20)}</p>`;
    const card = toItemCard(item({ description: long }), ctx);
    expect(card.description!.length).toBeLessThanOrEqual(130);
    expect(card.description).toMatch(/^Fresh and creamy\./);
    expect(card.description).toMatch(/…$/);
    expect(card.description).not.toContain("<");
    expect(shortText("  short  text ")).toBe("short text");
    expect(shortText("<br>")).toBeNull();
  });
});

describe("toStoreCard", () => {
  it("converts the distance from metres to km, with '1k+ km' past 1000 km", () => {
    expect(toStoreCard(store({ distance: 2253 }), ctx).distance).toEqual({
      key: "cards:distanceKm",
      params: { distance: "2.25" },
    });
    expect(toStoreCard(store({ distance: "1500000" }), ctx).distance).toEqual({
      key: "cards:distanceOver",
    });
    expect(toStoreCard(store({}), ctx).distance).toBeNull();
  });

  it("is closed when open or active is off, not when the flags are missing", () => {
    expect(toStoreCard(store({ open: 0, active: true }), ctx).closed).toBe(true);
    expect(toStoreCard(store({ open: 1, active: false }), ctx).closed).toBe(true);
    expect(toStoreCard(store({ open: 1, active: true }), ctx).closed).toBe(false);
    expect(toStoreCard(store({ open: null }), ctx).closed).toBe(false);
  });

  it("shows the store discount, free delivery, rating only with ratings, and its URL", () => {
    const card = toStoreCard(
      store({
        discount: { discount: 15, discount_type: "percent" },
        free_delivery: true,
        avg_rating: 4.4,
        rating_count: 12,
        delivery_time: "30-40 min",
        featured: 1,
        module_id: 1,
      }),
      ctx,
    );
    expect(card).toMatchObject({
      discount: "15%",
      freeDelivery: true,
      rating: { stars: 4.5, text: "4.40", count: 12 },
      deliveryTime: "30-40 min",
      featured: true,
      href: "/store/corner-mart?module_id=1&module_type=grocery&store_zone_id=1",
    });
    expect(toStoreCard(store({ discount: null }), ctx).discount).toBeNull();
    expect(toStoreCard(store({ avg_rating: 0, rating_count: 0 }), ctx).rating).toBeNull();
  });
});

describe("banners", () => {
  const banner = (fields: Record<string, unknown>) =>
    toBanner(
      bannerSchema.parse({ id: 1, title: "Offer", image_full_url: "https://x/b.png", ...fields }),
      ctx,
    );

  it("default → its link; another site's absolute URL is external", () => {
    expect(banner({ type: "default", link: "https://offers.partner-shop.ae/a" })).toMatchObject({
      href: "https://offers.partner-shop.ae/a",
      external: true,
    });
    expect(banner({ type: "default", link: "/categories" })).toMatchObject({
      href: "/categories",
      external: false,
    });
  });

  it("drops a placeholder address that leads nowhere (issue 22 item 16)", () => {
    for (const link of [
      "https://souqexpress.example/offers",
      "https://shop.test/x",
      "http://localhost:3000/",
      "https://www.example.com/deal",
      "https://deals.invalid",
    ]) {
      expect(banner({ type: "default", link }), link).toMatchObject({
        href: null,
        external: false,
      });
    }
    // only the whole label counts: a real domain that merely contains the word keeps its link
    expect(banner({ type: "default", link: "https://example-deals.ae/x" }).href).toBe(
      "https://example-deals.ae/x",
    );
  });

  it("drops links that are not http(s)", () => {
    for (const link of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "not a url",
      null,
    ]) {
      expect(banner({ type: "default", link }), String(link)).toMatchObject({
        href: null,
        external: false,
      });
    }
    expect(safeLink("/\\evil.example").href).toBeNull();
  });

  it("store_wise → the store page, item_wise → the item page, missing target → no link", () => {
    expect(banner({ type: "store_wise", store: { id: 18, slug: "corner", zone_id: 2 } }).href).toBe(
      "/store/corner?module_id=1&module_type=grocery&store_zone_id=2",
    );
    expect(banner({ type: "item_wise", item: { id: 5, slug: "milk-5", module_id: 1 } }).href).toBe(
      "/product/milk-5?module_id=1",
    );
    expect(banner({ type: "store_wise", store: null, link: "https://x.example" }).href).toBeNull();
  });

  it("a food campaign banner → the campaign page", () => {
    const campaign = campaignSchema.parse({ id: 7, title: "Week", slug: "week-7" });
    expect(toCampaignBanner(campaign, food).href).toBe("/campaigns/week-7?id=7&module_id=2");
  });
});

describe("campaigns and the flash sale", () => {
  it("ends a campaign at its end date and time in the marketplace's time zone", () => {
    const campaign = campaignSchema.parse({
      id: 3,
      title: "Fresh",
      available_date_ends: "2025-03-20",
      end_time: "23:59:59",
      description: "x".repeat(300),
    });
    const view = toCampaign(campaign, ctx);
    expect(view.endsAt).toBe("2025-03-20T19:59:59.000Z");
    expect(view.description!.length).toBeLessThanOrEqual(130);
    expect(marketTimeToIso("2025-03-20 10:00:00")).toBe("2025-03-20T10:00:00.000Z");
    expect(marketTimeToIso("2025-07-01 12:00", "Europe/Berlin")).toBe("2025-07-01T10:00:00.000Z");
    expect(marketTimeToIso("soon", "Asia/Dubai")).toBeNull();
  });

  const line = (i: number, fields: Record<string, unknown> = {}) => ({
    id: i,
    stock: 20,
    sold: 5,
    available_stock: 15,
    discount: 20,
    discount_type: "percent",
    price: 10,
    item: { id: 100 + i, name: `Item ${i}`, price: 12, store_discount: 30 },
    ...fields,
  });

  it("shows ≤ 15 products with sold / stock progress and the sale's own discount", () => {
    const sale = flashSaleSchema.parse({
      id: 4,
      title: "Flash",
      end_date: "2025-03-13 22:00:00",
      active_products: Array.from({ length: 18 }, (_, i) => line(i + 1)),
    });
    const view = toFlashSale(sale, ctx)!;
    expect(view.items).toHaveLength(15);
    expect(view.href).toBe("/flash-sales?id=4");
    expect(view.endsAt).toBe("2025-03-13T18:00:00.000Z");
    expect(view.items[0]).toMatchObject({
      progress: 25,
      sold: 5,
      stock: 20,
      availableStock: 15,
      discount: "20%",
      price: "$8.00",
      outOfStock: false,
    });
  });

  it("marks a sold-out line, and is null without an active product", () => {
    const sale = flashSaleSchema.parse({
      id: 4,
      title: "Flash",
      active_products: [line(1, { sold: 20, available_stock: 0 })],
    });
    expect(toFlashSale(sale, ctx)!.items[0]).toMatchObject({ outOfStock: true, progress: 100 });
    expect(
      toFlashSale(flashSaleSchema.parse({ id: 4, title: "x", active_products: [] }), ctx),
    ).toBeNull();
    expect(toFlashSale(flashSaleSchema.parse(null), ctx)).toBeNull();
  });
});
