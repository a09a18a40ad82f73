import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CARD_KEYS,
  CARD_WIDTH,
  PLACEHOLDER_RATING,
  applyDiscount,
  campaignCountdown,
  closedOverlay,
  discountBadge,
  discountedPrice,
  distanceText,
  effectiveDiscount,
  flashSaleProgress,
  isStoreClosed,
  itemMarks,
  optionPriceRange,
  optionPriceText,
  ratingText,
  storeDiscountBadge,
} from "~/features/catalogue/card-rules";
import { formatPrice, toFixedDigits, type MoneyFormat } from "~/features/catalogue/money";

const USD: MoneyFormat = { decimals: 2, symbol: "$", direction: "left" };
const SAR: MoneyFormat = { decimals: 2, symbol: " ر.س", direction: "right" };

describe("formatPrice (config digit_after_decimal_point and currency side)", () => {
  it.each([
    [0, "$12"],
    [2, "$12.35"],
    [3, "$12.346"],
  ])("uses %i decimals", (decimals, expected) => {
    expect(formatPrice(12.3456, { ...USD, decimals })).toBe(expected);
  });

  it("puts the symbol left or right", () => {
    expect(formatPrice(5, USD)).toBe("$5.00");
    expect(formatPrice(5, { ...USD, direction: "right" })).toBe("5.00$");
    expect(formatPrice(5, SAR)).toBe("5.00 ر.س");
  });

  it("keeps Western digits in Arabic (spec silent on localized digits)", () => {
    expect(formatPrice(1234.5, USD, "ar")).toBe("$1234.50");
  });

  it("rounds half up without binary drift", () => {
    expect(formatPrice(1.005, USD)).toBe("$1.01");
    expect(formatPrice(2.5, { ...USD, decimals: 0 })).toBe("$3");
    expect(toFixedDigits(0.0049, 2)).toBe("0.00");
  });

  it("handles zero, negative and non-numeric amounts", () => {
    expect(formatPrice(0, USD)).toBe("$0.00");
    expect(formatPrice(-5, USD)).toBe("-$5.00");
    expect(formatPrice(-0.001, USD)).toBe("$0.00");
    expect(formatPrice(Number.NaN, USD)).toBe("$0.00");
  });

  it("falls back to 2 decimals for an invalid config value and caps at 10", () => {
    expect(formatPrice(1, { ...USD, decimals: -1 })).toBe("$1.00");
    expect(formatPrice(1, { ...USD, decimals: Number.NaN })).toBe("$1.00");
    expect(formatPrice(1, { ...USD, decimals: 2.7 })).toBe("$1.00");
    expect(formatPrice(1, { ...USD, decimals: 20 })).toBe("$1.0000000000");
  });
});

describe("discount badge (foundations §5)", () => {
  it("shows a percent sign for percent discounts", () => {
    expect(
      discountBadge({ price: 100, discount: 15, discount_type: "percent" }, null, USD),
    ).toEqual({
      kind: "percent",
      value: 15,
      text: "15%",
    });
    expect(discountBadge({ discount: 12.5, discount_type: "percent" }, null, USD)?.text).toBe(
      "12.5%",
    );
  });

  it("shows a currency amount for fixed/amount discounts", () => {
    expect(discountBadge({ discount: 5, discount_type: "amount" }, null, USD)).toEqual({
      kind: "amount",
      value: 5,
      text: "$5.00",
    });
    expect(discountBadge({ discount: 5, discount_type: "fixed" }, null, SAR)?.text).toBe(
      "5.00 ر.س",
    );
  });

  it("store_discount takes precedence over the item discount", () => {
    const item = { price: 100, discount: 5, discount_type: "amount", store_discount: 20 };
    expect(discountBadge(item, undefined, USD)).toEqual({
      kind: "percent",
      value: 20,
      text: "20%",
    });
    expect(effectiveDiscount(item)?.source).toBe("store");
  });

  it("store_discount uses the store's discount_type when the store is given", () => {
    const item = { price: 100, discount: 10, discount_type: "percent", store_discount: 7 };
    const store = { discount: { discount: 7, discount_type: "amount" } };
    expect(discountBadge(item, store, USD)).toEqual({ kind: "amount", value: 7, text: "$7.00" });
  });

  it("falls back to the item discount when store_discount is 0, negative or missing", () => {
    for (const store_discount of [0, -3, null, undefined, "abc"]) {
      const badge = discountBadge(
        { discount: 10, discount_type: "percent", store_discount },
        null,
        USD,
      );
      expect(badge?.text, String(store_discount)).toBe("10%");
    }
  });

  it("has no badge for zero, negative or non-numeric discounts", () => {
    expect(discountBadge({ discount: 0, discount_type: "percent" }, null, USD)).toBeNull();
    expect(discountBadge({ discount: -10, discount_type: "amount" }, null, USD)).toBeNull();
    expect(discountBadge({ discount: "x", discount_type: "amount" }, null, USD)).toBeNull();
    expect(discountBadge({}, null, USD)).toBeNull();
  });

  it("accepts numeric strings from the API", () => {
    expect(discountBadge({ discount: "15", discount_type: "percent" }, null, USD)?.value).toBe(15);
  });

  it("store cards show the store's own discount", () => {
    expect(
      storeDiscountBadge({ discount: { discount: 10, discount_type: "percent" } }, USD)?.text,
    ).toBe("10%");
    expect(
      storeDiscountBadge({ discount: { discount: 3, discount_type: "amount" } }, USD)?.text,
    ).toBe("$3.00");
    expect(
      storeDiscountBadge({ discount: { discount: 0, discount_type: "amount" } }, USD),
    ).toBeNull();
    expect(storeDiscountBadge({ discount: null }, USD)).toBeNull();
    expect(storeDiscountBadge(null, USD)).toBeNull();
  });
});

describe("discounted price", () => {
  it("applies percent and amount discounts", () => {
    expect(discountedPrice({ price: 200, discount: 10, discount_type: "percent" })).toBe(180);
    expect(discountedPrice({ price: 200, discount: 15, discount_type: "amount" })).toBe(185);
  });

  it("never goes below 0 when the amount discount exceeds the price", () => {
    expect(discountedPrice({ price: 10, discount: 25, discount_type: "amount" })).toBe(0);
  });

  it("caps percentages at 100", () => {
    expect(discountedPrice({ price: 10, discount: 150, discount_type: "percent" })).toBe(0);
  });

  it("ignores zero and negative discounts", () => {
    expect(discountedPrice({ price: 50, discount: 0, discount_type: "percent" })).toBe(50);
    expect(discountedPrice({ price: 50, discount: -5, discount_type: "amount" })).toBe(50);
  });

  it("uses store_discount first", () => {
    expect(
      discountedPrice({ price: 100, discount: 50, discount_type: "amount", store_discount: 10 }),
    ).toBe(90);
  });

  it("can discount another price (e.g. a selected variation)", () => {
    expect(discountedPrice({ price: 100, discount: 10, discount_type: "percent" }, null, 40)).toBe(
      36,
    );
  });

  it("treats missing prices as 0", () => {
    expect(applyDiscount(Number.NaN, { kind: "amount", value: 5, source: "item" })).toBe(0);
    expect(applyDiscount(0, { kind: "percent", value: 5, source: "item" })).toBe(0);
  });
});

describe("option prices (foundations §5) and price range (browsing §5)", () => {
  it("free options say 'free', priced ones get a plus sign", () => {
    expect(optionPriceText(0, USD)).toEqual({ key: CARD_KEYS.optionFree });
    expect(optionPriceText(null, USD)).toEqual({ key: CARD_KEYS.optionFree });
    expect(optionPriceText(-1, USD)).toEqual({ key: CARD_KEYS.optionFree });
    expect(optionPriceText(2, USD)).toEqual({ text: "+$2.00" });
    expect(optionPriceText("1.5", { ...USD, decimals: 3, direction: "right" })).toEqual({
      text: "+1.500$",
    });
  });

  it("shows a range when first and last variation prices differ", () => {
    const range = optionPriceRange({
      price: 10,
      discount: 10,
      discount_type: "percent",
      variations: [{ price: 10 }, { price: 15 }, { price: 20 }],
    });
    expect(range).toEqual({ min: 10, max: 20, discountedMin: 9, discountedMax: 18, isRange: true });
  });

  it("orders first and last low to high", () => {
    const range = optionPriceRange({ price: 0, variations: [{ price: 30 }, { price: 12 }] });
    expect([range.min, range.max, range.isRange]).toEqual([12, 30, true]);
  });

  it("is a single price when first and last are equal or there are no variations", () => {
    expect(
      optionPriceRange({ price: 8, variations: [{ price: 5 }, { price: 9 }, { price: 5 }] })
        .isRange,
    ).toBe(false);
    expect(optionPriceRange({ price: 8 })).toEqual({
      min: 8,
      max: 8,
      discountedMin: 8,
      discountedMax: 8,
      isRange: false,
    });
    expect(optionPriceRange({ price: 8, variations: [] }).min).toBe(8);
  });

  it("applies an amount discount to both bounds without going negative", () => {
    const range = optionPriceRange({
      price: 3,
      discount: 5,
      discount_type: "amount",
      variations: [{ price: 3 }, { price: 10 }],
    });
    expect([range.discountedMin, range.discountedMax]).toEqual([0, 5]);
  });
});

describe("rating (config decimals, 0.5 stars, 4.5 placeholder)", () => {
  it("formats with config decimals and rounds stars to 0.5", () => {
    expect(ratingText(4.26, 12, { decimals: 2 })).toEqual({
      stars: 4.5,
      text: "4.26",
      count: { key: CARD_KEYS.ratingCount, params: { count: 12 } },
      placeholder: false,
    });
    expect(ratingText(4.24, 3, { decimals: 1 })?.stars).toBe(4);
    expect(ratingText(4.24, 3, { decimals: 0 })?.text).toBe("4");
    expect(ratingText(3.75, 3, { decimals: 3 })?.text).toBe("3.750");
  });

  it("has no rating with 0 reviews unless the card shows the placeholder", () => {
    expect(ratingText(0, 0, { decimals: 1 })).toBeNull();
    expect(ratingText(4, 0, { decimals: 1 })).toBeNull();
    expect(ratingText(null, undefined, { decimals: 1 })).toBeNull();
    expect(ratingText(0, 0, { decimals: 1, placeholder: true })).toEqual({
      stars: PLACEHOLDER_RATING,
      text: "4.5",
      count: null,
      placeholder: true,
    });
  });

  it("uses the real rating even on placeholder cards when there are reviews", () => {
    expect(ratingText(3, 2, { decimals: 1, placeholder: true })?.text).toBe("3.0");
  });

  it("caps the average at 5", () => {
    expect(ratingText(7, 1, { decimals: 1 })?.stars).toBe(5);
  });
});

describe("distance badge (browsing §9)", () => {
  it("shows km with config decimals up to 1000 km", () => {
    expect(distanceText(999.9, 1)).toEqual({
      key: CARD_KEYS.distanceKm,
      params: { distance: "999.9" },
    });
    expect(distanceText(999.9, 0)).toEqual({
      key: CARD_KEYS.distanceKm,
      params: { distance: "1000" },
    });
    expect(distanceText(1000, 2)).toEqual({
      key: CARD_KEYS.distanceKm,
      params: { distance: "1000.00" },
    });
    expect(distanceText(1.23456, 3)?.params).toEqual({ distance: "1.235" });
    expect(distanceText(0, 2)?.params).toEqual({ distance: "0.00" });
  });

  it("shows '1k+ km' over 1000 km", () => {
    expect(distanceText(1000.1, 2)).toEqual({ key: CARD_KEYS.distanceOver });
    expect(distanceText("5000", 2)).toEqual({ key: CARD_KEYS.distanceOver });
  });

  it("shows nothing for unknown or negative distances", () => {
    expect(distanceText(null, 2)).toBeNull();
    expect(distanceText(-1, 2)).toBeNull();
    expect(distanceText("far", 2)).toBeNull();
  });
});

describe("campaign countdown (foundations §4)", () => {
  const now = Date.UTC(2026, 0, 1, 0, 0, 0);

  it("counts down DD:HH:MM:SS", () => {
    const end = now + ((3 * 24 + 4) * 3600 + 5 * 60 + 6) * 1000;
    expect(campaignCountdown(end, now)).toMatchObject({
      over: false,
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
      parts: ["03", "04", "05", "06"],
      text: "03:04:05:06",
    });
  });

  it("crosses a day boundary", () => {
    const end = now + 86400 * 1000;
    expect(campaignCountdown(end, now - 1000)).toMatchObject({ text: "01:00:00:01" });
    expect(campaignCountdown(end, now)).toMatchObject({ text: "01:00:00:00" });
    expect(campaignCountdown(end, now + 1000)).toMatchObject({ text: "00:23:59:59" });
  });

  it("keeps more than two day digits", () => {
    expect(campaignCountdown(now + 120 * 86400 * 1000, now)).toMatchObject({
      days: 120,
      text: "120:00:00:00",
    });
  });

  it("is over at the end and after it", () => {
    const over = { over: true, key: CARD_KEYS.campaignOver };
    expect(campaignCountdown(now + 999, now)).toEqual(over);
    expect(campaignCountdown(now, now)).toEqual(over);
    expect(campaignCountdown(now - 5000, now)).toEqual(over);
    expect(campaignCountdown("not a date", now)).toEqual(over);
  });

  it("accepts ISO strings and Dates", () => {
    expect(campaignCountdown("2026-01-01T00:01:00Z", new Date(now))).toMatchObject({
      text: "00:00:01:00",
    });
  });
});

describe("closed stores (CLOSED NOW overlay)", () => {
  it("is closed when open or active is off", () => {
    expect(isStoreClosed({ open: 0, active: 1 })).toBe(true);
    expect(isStoreClosed({ open: 1, active: 0 })).toBe(true);
    expect(isStoreClosed({ open: false, active: true })).toBe(true);
    expect(closedOverlay({ open: 0 })).toEqual({ key: CARD_KEYS.closedNow });
  });

  it("is open when both flags are on or missing", () => {
    expect(isStoreClosed({ open: 1, active: 1 })).toBe(false);
    expect(isStoreClosed({ open: "1", active: true })).toBe(false);
    expect(isStoreClosed({})).toBe(false);
    expect(isStoreClosed(null)).toBe(false);
    expect(closedOverlay({ open: 1 })).toBeNull();
  });
});

describe("veg / halal / organic marks", () => {
  it("veg 0 means non-veg; missing means no mark", () => {
    expect(itemMarks({ veg: 1 }).veg).toEqual({ key: CARD_KEYS.veg });
    expect(itemMarks({ veg: 0 }).veg).toEqual({ key: CARD_KEYS.nonVeg });
    expect(itemMarks({}).veg).toBeNull();
  });

  it("halal needs both halal_tag_status and is_halal", () => {
    expect(itemMarks({ halal_tag_status: 1, is_halal: 1 }).halal).toEqual({ key: CARD_KEYS.halal });
    expect(itemMarks({ halal_tag_status: 0, is_halal: 1 }).halal).toBeNull();
    expect(itemMarks({ halal_tag_status: 1, is_halal: 0 }).halal).toBeNull();
  });

  it("organic when organic is 1", () => {
    expect(itemMarks({ organic: 1 }).organic).toEqual({ key: CARD_KEYS.organic });
    expect(itemMarks({ organic: 0 }).organic).toBeNull();
  });
});

describe("flash sale progress and card constants", () => {
  it("is sold / stock × 100, limited to 0–100", () => {
    expect(flashSaleProgress(5, 20)).toBe(25);
    expect(flashSaleProgress(30, 20)).toBe(100);
    expect(flashSaleProgress(5, 0)).toBe(0);
    expect(flashSaleProgress(-1, 10)).toBe(0);
  });

  it("card widths and the placeholder rating", () => {
    expect(CARD_WIDTH).toEqual({ vertical: 320, horizontal: 440 });
    expect(PLACEHOLDER_RATING).toBe(4.5);
  });
});

describe("i18n keys", () => {
  const load = (lang: string) =>
    JSON.parse(
      readFileSync(join(process.cwd(), "public", "locales", lang, "cards.json"), "utf8"),
    ) as Record<string, string>;

  it.each(["en", "ar"])("every key exists in %s/cards.json", (lang) => {
    const strings = load(lang);
    for (const key of Object.values(CARD_KEYS)) {
      expect(strings[key.replace(/^cards:/, "")], `${lang} ${key}`).toBeTruthy();
    }
  });

  it("English texts are the spec's", () => {
    const en = load("en");
    expect(en.campaignOver).toBe("This campaign is over.");
    expect(en.closedNow).toBe("CLOSED NOW");
    expect(en.distanceOver).toBe("1k+ km");
    expect(en.optionFree).toBe("free");
  });
});
