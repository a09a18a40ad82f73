import { describe, expect, it } from "vitest";
import { itemSchema } from "~/api/schemas/home";
import { categoryTreeSchema, storeDetailsSchema } from "~/api/schemas/store-details";
import { findCategory, toCategoryGroups } from "~/features/categories/category-models.server";
import type { CardContext } from "~/features/catalogue/card-models.server";
import {
  pageParam,
  searchParam,
  storeKey,
  storeListParams,
  storeListQuery,
  withPage,
} from "~/features/stores/params";
import { sortStores, storeListCall } from "~/features/stores/store-list.server";
import {
  clockText,
  groupItems,
  nextOpening,
  scheduleWeek,
  toReview,
  toStoreView,
  weekdayIn,
} from "~/features/stores/store-models.server";

const ctx: CardContext = {
  money: { decimals: 2, symbol: "AED", direction: "right" },
  decimals: 2,
  moduleId: 1,
  moduleType: "grocery",
  timeZone: "Asia/Dubai",
};

const store = (patch: Record<string, unknown> = {}) =>
  storeDetailsSchema.parse({
    id: 7,
    name: "Fresh Basket",
    slug: "fresh-basket",
    address: "Al Wasl Road",
    zone_id: 1,
    module_id: 1,
    module: { id: 1, module_type: "grocery" },
    latitude: "25.19",
    longitude: "55.25",
    avg_rating: 4.26,
    rating_count: 12,
    reviews_section: true,
    reviews_comments_count: 9,
    open: 1,
    active: true,
    distance: 2268,
    minimum_order: 50,
    free_delivery: true,
    take_away: true,
    delivery_time: "30-45 min",
    schedules: [
      { day: 1, opening_time: "13:00:00", closing_time: "23:59:59" },
      { day: 1, opening_time: "08:00:00", closing_time: "11:30:00" },
    ],
    category_details: [
      { id: 1, name: "Fruits", parent_id: 0 },
      { id: 5, name: "Milks", parent_id: 0 },
    ],
    ...patch,
  });

describe("store view", () => {
  it("a store with a review plan: rating with 0.5 precision, reviews count, canonical URL", () => {
    const view = toStoreView(store(), ctx, { lang: "en", showDistance: true });
    expect(view.href).toBe("/store/fresh-basket?module_id=1&module_type=grocery&store_zone_id=1");
    expect(view.rating).toMatchObject({ stars: 4.5, text: "4.26", count: 12 });
    expect(view.reviewsCount).toBe(9);
    expect(view.distance).toEqual({ key: "cards:distanceKm", params: { distance: "2.27" } });
    expect(view.minimumOrder).toBe("50.00AED");
    expect(view).toMatchObject({ freeDelivery: true, takeAway: true, closed: false });
    expect(view.location).toEqual({ lat: 25.19, lng: 55.25 });
    expect(view.categories).toEqual([
      { id: 1, name: "Fruits" },
      { id: 5, name: "Milks" },
    ]);
  });

  it("without a review plan: no rating and no reviews count, whatever the numbers say", () => {
    const view = toStoreView(store({ reviews_section: false }), ctx, {
      lang: "en",
      showDistance: true,
    });
    expect(view).toMatchObject({ reviewPlan: false, rating: null, reviewsCount: 0 });
  });

  it("closed by schedule (open 0) or temporarily (active false)", () => {
    expect(toStoreView(store({ open: 0 }), ctx, { lang: "en", showDistance: false }).closed).toBe(
      true,
    );
    expect(
      toStoreView(store({ active: false }), ctx, { lang: "en", showDistance: false }).closed,
    ).toBe(true);
  });

  it("a closed store says when it opens next, in hh:mm a (issue 22 item 12)", () => {
    // Wednesday 15 January 2025, 12:00 in Dubai.
    const now = new Date("2025-01-15T08:00:00Z");
    const at = (day: number, opening: string) => ({
      day,
      opening_time: opening,
      closing_time: "23:00:00",
    });
    expect(nextOpening([at(3, "09:00:00"), at(3, "20:00:00")], "en", "Asia/Dubai", now)).toEqual({
      when: "today",
      weekday: 3,
      time: "08:00 PM",
    });
    expect(nextOpening([at(3, "09:00:00"), at(4, "09:30:00")], "ar", "Asia/Dubai", now)).toEqual({
      when: "tomorrow",
      weekday: 4,
      time: "09:30 ص",
    });
    expect(nextOpening([at(6, "10:00:00")], "en", "Asia/Dubai", now)).toMatchObject({
      when: "day",
      weekday: 6,
    });
    // Only today's morning, already past: next week's Wednesday.
    expect(nextOpening([at(3, "09:00:00")], "en", "Asia/Dubai", now)).toMatchObject({
      when: "day",
      weekday: 3,
    });
    expect(nextOpening([], "en", "Asia/Dubai", now)).toBeNull();

    const schedules = [at(3, "20:00:00")];
    const options = { lang: "en" as const, showDistance: false, now };
    expect(toStoreView(store({ open: 0, schedules }), ctx, options).opensAt).toMatchObject({
      time: "08:00 PM",
    });
    expect(toStoreView(store({ open: 1, schedules }), ctx, options).opensAt).toBeNull();
  });

  it("no distance for a visitor without a location; none without coordinates", () => {
    const view = toStoreView(store({ latitude: null, longitude: "x" }), ctx, {
      lang: "en",
      showDistance: false,
    });
    expect(view.distance).toBeNull();
    expect(view.location).toBeNull();
  });

  it("store discount: badge with its minimum purchase and cap", () => {
    const view = toStoreView(
      store({
        discount: { discount: 10, discount_type: "percent", min_purchase: 100, max_discount: 30 },
      }),
      ctx,
      { lang: "en", showDistance: true },
    );
    expect(view.discount).toEqual({
      text: "10%",
      minPurchase: "100.00AED",
      maxDiscount: "30.00AED",
    });
  });
});

describe("schedule", () => {
  it("hh:mm a in English and Arabic", () => {
    expect(clockText("08:00:00", "en")).toBe("08:00 AM");
    expect(clockText("23:59:59", "en")).toBe("11:59 PM");
    expect(clockText("00:15", "en")).toBe("12:15 AM");
    expect(clockText("12:00:00", "ar")).toBe("12:00 م");
    expect(clockText("closed", "en")).toBeNull();
    expect(clockText("25:00", "en")).toBeNull();
  });

  it("seven days from Sunday, slots in order, days without slots closed, today marked", () => {
    const week = scheduleWeek(store().schedules!, "en", 1);
    expect(week.map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week[0].slots).toEqual([]);
    expect(week[1]).toEqual({
      day: 1,
      today: true,
      slots: [
        { open: "08:00 AM", close: "11:30 AM" },
        { open: "01:00 PM", close: "11:59 PM" },
      ],
    });
  });

  it("today in the marketplace's time zone", () => {
    // 2026-03-01 22:00 UTC is already Monday in Dubai (UTC+4)
    expect(weekdayIn("Asia/Dubai", new Date("2026-03-01T22:00:00Z"))).toBe(1);
    expect(weekdayIn("UTC", new Date("2026-03-01T22:00:00Z"))).toBe(0);
    expect(weekdayIn("Not/AZone", new Date("2026-03-01T22:00:00Z"))).toBe(0);
  });
});

describe("items grouped by the store's categories", () => {
  const item = (id: number, root: string | null, categoryId = 99) =>
    itemSchema.parse({
      id,
      name: `Item ${id}`,
      price: 10,
      category_id: categoryId,
      category_ids: root
        ? [
            { id: root, position: 1 },
            { id: String(categoryId), position: 2 },
          ]
        : [],
    });

  it("in the store's category order, unknown categories last under 'Other', empty groups left out", () => {
    const groups = groupItems(
      [item(1, "5"), item(2, "1"), item(3, "42"), item(4, null, 5), item(5, "5")],
      [
        { id: 1, name: "Fruits" },
        { id: 5, name: "Milks" },
        { id: 8, name: "Empty" },
      ],
      ctx,
      "Other",
    );
    expect(groups.map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ["Fruits", [2]],
      ["Milks", [1, 4, 5]],
      ["Other", [3]],
    ]);
    expect(groups[0].items[0].href).toBe("/product/2?module_id=1");
  });
});

describe("reviews", () => {
  it("star ratings with 0.5 precision; a rating of 0 is not shown", () => {
    expect(toReview({ id: 1, rating: 3.74, customer_name: "Aisha" }, ctx)?.rating).toEqual({
      stars: 3.5,
      text: "3.74",
      count: null,
    });
    expect(toReview({ id: 2, rating: 0 }, ctx)).toBeNull();
  });
});

describe("store lists", () => {
  const listed = [
    { id: 1, avg_rating: 3, created_at: "2026-01-02 10:00:00" },
    { id: 2, avg_rating: 4.8, created_at: "2025-05-01 10:00:00" },
    { id: 3, avg_rating: 4.8, created_at: "2026-06-01 10:00:00" },
    { id: 4, avg_rating: undefined, created_at: null },
  ];

  it("Popular keeps the list's order; Top Rated by rating; New by join date (stable)", () => {
    expect(sortStores(listed, "popular").map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect(sortStores(listed, "top_rated").map((s) => s.id)).toEqual([2, 3, 1, 4]);
    expect(sortStores(listed, "new").map((s) => s.id)).toEqual([3, 1, 2, 4]);
  });

  it("the list's own endpoint until narrowed, then get-stores", () => {
    const params = storeListParams(new URLSearchParams(""));
    expect(storeListCall("top-offer-nearby", params)).toEqual({ endpoint: "topOffer" });
    expect(storeListCall("latest", { ...params, delivery: "take_away" })).toEqual({
      endpoint: "filtered",
      delivery: "take_away",
      listType: "all",
    });
  });

  it("URLs leave defaults out and reset the page", () => {
    const params = storeListParams(new URLSearchParams("sort=new&delivery=delivery&page=3"));
    expect(storeListQuery(params, 2)).toBe("?module_id=2&sort=new&delivery=delivery&page=3");
    expect(storeListQuery(params, 2, { sort: "popular", page: 1 })).toBe(
      "?module_id=2&delivery=delivery",
    );
    expect(storeListQuery(storeListParams(new URLSearchParams("sort=evil")), null)).toBe("");
  });
});

describe("query parameters", () => {
  it("page: plain positive integers only", () => {
    const page = (q: string) => pageParam(new URLSearchParams(q));
    expect([
      page("page=2"),
      page("page=-1"),
      page("page=abc"),
      page("page=0"),
      page("page=1e3"),
    ]).toEqual([2, 1, 1, 1, 1]);
    expect(page("page=99999")).toBe(1);
  });

  it("store keys: ids and slugs, nothing else", () => {
    expect(storeKey("fresh-basket-market")).toBe("fresh-basket-market");
    expect(storeKey("15")).toBe("15");
    expect(storeKey("مطعم-البيت")).toBe("مطعم-البيت");
    for (const bad of ["../etc", "", " ", "a b", "<x>", "-x", "x".repeat(121)])
      expect(storeKey(bad)).toBeNull();
  });

  it("search: control characters and extra spaces out, at most 100 characters", () => {
    expect(searchParam(new URLSearchParams("search=%20green%00%0a tea%20"))).toBe("green tea");
    expect(searchParam(new URLSearchParams(`search=${"a".repeat(10_000)}`))).toHaveLength(100);
  });

  it("withPage sets or drops page", () => {
    expect(withPage("/store/x?module_id=1", 3)).toBe("/store/x?module_id=1&page=3");
    expect(withPage("/store/x?page=3", 1)).toBe("/store/x");
  });
});

describe("categories", () => {
  const roots = [
    categoryTreeSchema.parse({
      id: 1,
      name: "Fruits",
      products_count: 15,
      childes: [{ id: 2, name: "Fresh Fruits", parent_id: 1 }],
    }),
    categoryTreeSchema.parse({ id: 5, name: "Milks", childes: [] }),
  ];

  it("groups: tile to the listing, own page, sub-category pages", () => {
    const [fruits] = toCategoryGroups(roots, ctx);
    expect(fruits.tile.href).toBe(
      `/home?search=category&id=1&module_id=1&name=${encodeURIComponent(btoa("Fruits"))}&data_type=category`,
    );
    expect(fruits.pageHref).toBe("/category/1?module_id=1");
    expect(fruits.children).toEqual([
      { id: 2, name: "Fresh Fruits", href: "/category/2?module_id=1" },
    ]);
    expect(fruits.productsCount).toBe(15);
  });

  it("finds roots and sub-categories with their parent", () => {
    expect(findCategory(roots, 5)).toMatchObject({ category: { name: "Milks" }, parent: null });
    expect(findCategory(roots, 2)).toMatchObject({
      category: { name: "Fresh Fruits" },
      parent: { id: 1 },
    });
    expect(findCategory(roots, 99)).toBeNull();
  });
});
