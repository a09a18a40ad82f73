import { describe, expect, it } from "vitest";
import type { CartEntry } from "~/api/schemas/cart";
import {
  chargedKm,
  couponDiscount,
  deliveryCharge,
  distanceMeters,
  moneyDigits,
  paymentMethodsFor,
  priceOrder,
  priceParcel,
  roundMoney,
  storeDiscountFactor,
  type CouponTerms,
  type DeliveryRules,
  type OrderPricingInput,
  type PricingLine,
} from "~/features/checkout/pricing";
import { discountRuleOf, pricingLinesOf, unitPriceOf } from "~/features/checkout/pricing-lines";
import { distanceMeters as backendDistanceMeters } from "../../backend/services/geo";
import { couponDiscount as backendCouponDiscount } from "../../backend/services/orders-coupons";
import { chargedDistanceBetween } from "../../backend/services/pricing";

/**
 * The storefront's pricing (ADR 027) against the reference backend's own functions where they
 * are pure, and against hand-worked amounts where they read the database. The route matrix
 * (tests/routes/checkout-pricing-matrix.test.ts) checks the same rules end to end.
 */

const line = (over: Partial<PricingLine> = {}): PricingLine => ({
  unitPrice: 10,
  quantity: 1,
  addOnTotal: 0,
  rule: { kind: "product_discount", type: "amount", value: 0 },
  ...over,
});

const FLAT: DeliveryRules = {
  rates: { perKm: 1.5, minimum: 5, maximum: 25 },
  vehicleExtra: 0,
  zoneIncreasePercent: 0,
  storeFreeDelivery: false,
  adminFreeToAll: false,
  adminFreeOver: null,
};

const order = (over: Partial<OrderPricingInput> = {}): OrderPricingInput => ({
  lines: [line()],
  orderType: "delivery",
  digits: 2,
  storeDiscount: null,
  coupon: null,
  storeTaxPercent: 5,
  taxIncluded: false,
  delivery: FLAT,
  km: 2,
  tipsEnabled: true,
  tips: 0,
  additionalCharge: 3,
  extraPackaging: 0,
  ...over,
});

const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: "C",
  title: null,
  couponType: "default",
  discountType: "amount",
  discount: 15,
  maxDiscount: 0,
  minPurchase: 0,
  ...over,
});

describe("rounding and distance (the backend's formulas)", () => {
  it("rounds money like Math.round(n × 10^digits) / 10^digits, at 0, 2 and 3 decimals", () => {
    expect(roundMoney(12.345, 2)).toBe(Math.round(12.345 * 100) / 100);
    expect(roundMoney(12.5, 0)).toBe(13);
    expect(roundMoney(12.4999, 0)).toBe(12);
    expect(roundMoney(1.23456, 3)).toBe(1.235);
    // 1.005 × 100 is 100.49999… in binary: the backend keeps 1, and so must the page.
    expect(roundMoney(1.005, 2)).toBe(1);
  });

  it("rounds order money at most at 4 decimals, as the backend keeps them", () => {
    expect([0, 2, 3, 4, 6].map(moneyDigits)).toEqual([0, 2, 3, 4, 4]);
  });

  it("measures the great circle exactly as backend/services/geo.ts does", () => {
    const points = [
      [
        { lat: 25.1972, lng: 55.2744 },
        { lat: 25.196327, lng: 55.28217 },
      ],
      [
        { lat: 25.2607, lng: 55.3195 },
        { lat: 25.077617, lng: 55.13664 },
      ],
      [
        { lat: -33.86, lng: 151.21 },
        { lat: 51.5, lng: -0.12 },
      ],
      [
        { lat: 10, lng: 10 },
        { lat: 10, lng: 10 },
      ],
    ] as const;
    for (const [a, b] of points) expect(distanceMeters(a, b)).toBe(backendDistanceMeters(a, b));
  });

  it("charges the kilometres the reference clamps to: road km within [straight, 3 × straight + 2], at 2 decimals", () => {
    const from = { lat: 25.1972, lng: 55.2744 };
    const to = { lat: 25.2607, lng: 55.3195 };
    const straight = backendDistanceMeters(from, to) / 1000;
    for (const road of [null, straight * 1.2, straight * 0.5, straight * 10, 0, 8.004999]) {
      expect(chargedKm(from, to, road)).toBe(
        chargedDistanceBetween(from, to, road === null ? undefined : road),
      );
    }
    expect(chargedKm(from, to, null)).toBe(Math.round(straight * 100) / 100);
  });
});

describe("discounts", () => {
  it("takes a flash sale first, else the store discount, else the item's own", () => {
    const item = (over: Record<string, unknown>) =>
      ({ price: 10, discount: 2, discount_type: "amount", ...over }) as CartEntry["item"];
    expect(
      discountRuleOf(item({ flash_sale: true, discount: 20, discount_type: "percent" })),
    ).toEqual({ kind: "flash_sale", type: "percent", value: 20 });
    expect(discountRuleOf(item({ store_discount: 15 }))).toEqual({
      kind: "store_discount",
      percent: 15,
    });
    expect(discountRuleOf(item({}))).toEqual({
      kind: "product_discount",
      type: "amount",
      value: 2,
    });
  });

  it("applies the store discount only from its minimum purchase and caps it at its maximum", () => {
    const limits = { minPurchase: 50, maxDiscount: 30 };
    expect(storeDiscountFactor(limits, 49.99, 10)).toBe(0);
    expect(storeDiscountFactor(limits, 60, 12)).toBe(1);
    expect(storeDiscountFactor(limits, 200, 40)).toBe(30 / 40);
    const store = { kind: "store_discount" as const, percent: 20 };
    const below = priceOrder(
      order({ lines: [line({ unitPrice: 20, quantity: 2, rule: store })], storeDiscount: limits }),
    );
    expect(below.discountTotal).toBe(0);
    const over = priceOrder(
      order({ lines: [line({ unitPrice: 40, quantity: 5, rule: store })], storeDiscount: limits }),
    );
    expect(over).toMatchObject({
      itemsPrice: 200,
      discountTotal: 30,
      storeDiscount: 30,
      subtotal: 170,
    });
  });

  it("never discounts an item below zero, nor a flash sale above its price", () => {
    const amount = { kind: "product_discount" as const, type: "amount" as const, value: 15 };
    expect(priceOrder(order({ lines: [line({ rule: amount })] })).discountTotal).toBe(10);
    const flash = { kind: "flash_sale" as const, type: "amount" as const, value: 12 };
    expect(priceOrder(order({ lines: [line({ rule: flash })] })).discountTotal).toBe(10);
  });
});

/** The backend's coupon discount at 2 decimals (it takes the money's decimals once they vary). */
const backendCoupon = backendCouponDiscount as (
  coupon: Parameters<typeof backendCouponDiscount>[0],
  subtotal: number,
  digits: number,
) => number;

describe("coupons (backend couponDiscount)", () => {
  const row = (terms: CouponTerms) =>
    ({
      coupon_type: terms.couponType,
      discount_type: terms.discountType,
      discount: terms.discount,
      max_discount: terms.maxDiscount,
    }) as Parameters<typeof backendCouponDiscount>[0];

  it("gives what the backend gives for amounts, capped percentages and free delivery", () => {
    const cases = [
      coupon({ discount: 15 }),
      coupon({ discount: 150 }),
      coupon({ discountType: "percent", discount: 10, maxDiscount: 20 }),
      coupon({ discountType: "percent", discount: 12.5, maxDiscount: 0 }),
      coupon({ couponType: "free_delivery", discount: 0 }),
    ];
    for (const terms of cases)
      for (const subtotal of [33.33, 93.87, 250])
        expect(couponDiscount(terms, subtotal, 2)).toBe(backendCoupon(row(terms), subtotal, 2));
  });

  it("lowers the taxed amount and makes a free-delivery coupon's delivery free", () => {
    const amount = priceOrder(order({ lines: [line({ unitPrice: 100 })], coupon: coupon() }));
    expect(amount).toMatchObject({ subtotal: 100, couponDiscount: 15, tax: 4.25 });
    const free = priceOrder(order({ coupon: coupon({ couponType: "free_delivery" }) }));
    expect(free.delivery).toEqual({ charge: 0, original: 5, freeBy: "admin" });
  });
});

describe("delivery", () => {
  it("charges max(km × per km, minimum) up to the maximum, + vehicle extra, + the zone's increase", () => {
    expect(deliveryCharge(FLAT, 2, 10, false, 2).charge).toBe(5);
    expect(deliveryCharge(FLAT, 6, 10, false, 2).charge).toBe(9);
    expect(deliveryCharge(FLAT, 40, 10, false, 2).charge).toBe(25);
    const extra = { ...FLAT, vehicleExtra: 5, zoneIncreasePercent: 10 };
    // (25 capped + 5) × 1.1
    expect(deliveryCharge(extra, 40, 10, false, 2).charge).toBe(33);
  });

  it("is free from the store, for all stores, over the admin's amount (at it, too)", () => {
    expect(deliveryCharge({ ...FLAT, storeFreeDelivery: true }, 6, 10, false, 2)).toEqual({
      charge: 0,
      original: 9,
      freeBy: "vendor",
    });
    expect(deliveryCharge({ ...FLAT, adminFreeToAll: true }, 6, 10, false, 2).freeBy).toBe("admin");
    expect(deliveryCharge({ ...FLAT, adminFreeOver: 150 }, 6, 150, false, 2).charge).toBe(0);
    expect(deliveryCharge({ ...FLAT, adminFreeOver: 150 }, 6, 149.99, false, 2).charge).toBe(9);
  });

  it("charges no delivery and no tip for a take-away", () => {
    const price = priceOrder(order({ orderType: "take_away", tips: 5 }));
    expect(price).toMatchObject({ delivery: { charge: 0 }, dmTips: 0, total: 13.5 });
  });
});

describe("the total", () => {
  it("adds tax (excluded), delivery, tip and the additional charge to the subtotal less the coupon", () => {
    const price = priceOrder(
      order({ lines: [line({ unitPrice: 23.45, quantity: 3, addOnTotal: 2.5 })], tips: 5 }),
    );
    // 70.35 + 2.5 = 72.85; tax 3.6425 → 3.64; delivery 5; tip 5; additional 3
    expect(price).toMatchObject({ subtotal: 72.85, tax: 3.64, total: 89.49 });
    const included = priceOrder(
      order({
        lines: [line({ unitPrice: 23.45, quantity: 3, addOnTotal: 2.5 })],
        taxIncluded: true,
      }),
    );
    expect(included).toMatchObject({ tax: 0, total: 80.85 });
  });

  it("rounds at the configured decimals", () => {
    const lines = [
      line({ unitPrice: 4.87, quantity: 3, rule: { kind: "store_discount", percent: 15 } }),
    ];
    const at = (digits: number) => priceOrder(order({ lines, digits, additionalCharge: 0 }));
    // 3 × 0.7305 = 2.1915, which is 2.19149999… in binary: Math.round keeps 2.191, as the
    // backend does — toFixed-style decimal rounding (2.192) would be a cent of drift here.
    expect(at(3)).toMatchObject({ discountTotal: 2.191, subtotal: 12.419, tax: 0.621 });
    expect(at(2)).toMatchObject({ discountTotal: 2.19, subtotal: 12.42, tax: 0.62 });
    expect(at(0)).toMatchObject({ discountTotal: 2, subtotal: 13, tax: 1, total: 19 });
  });
});

describe("cart lines as the backend prices them", () => {
  const entry = (item: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    ({
      id: 1,
      price: 1,
      quantity: 2,
      variation: [],
      ...extra,
      item: { price: 10, ...item },
    }) as CartEntry;

  it("prices food options and non-food variations from the catalogue, never from the cart's price", () => {
    const food = entry(
      {
        module_type: "food",
        food_variations: [
          { name: "Size", values: [{ label: "Large", optionPrice: "4.5" }] },
          {
            name: "Extras",
            values: [
              { label: "Cheese", optionPrice: 2 },
              { label: "Egg", optionPrice: 1 },
            ],
          },
        ],
      },
      {
        variation: [
          { name: "Size", values: { label: ["Large"] } },
          { name: "Extras", values: { label: ["Cheese", "Egg"] } },
        ],
      },
    );
    expect(unitPriceOf(food)).toBe(17.5);
    const shirt = entry(
      {
        module_type: "ecommerce",
        variations: [
          { type: "S-Red", price: 30 },
          { type: "M-Blue", price: 35 },
        ],
      },
      { variation: [{ type: "m blue" }] },
    );
    expect(unitPriceOf(shirt)).toBe(35);
    expect(unitPriceOf(entry({ module_type: "grocery", variations: [] }))).toBe(10);
  });

  it("counts each add-on once per line, whatever the line's quantity", () => {
    const lines = pricingLinesOf([
      entry({
        module_type: "food",
        addons: [
          { id: 1, name: "Sauce", price: 1.5, quantity: 2 },
          { id: 2, name: "Fries", price: 4, quantity: 0 },
        ],
      }),
    ]);
    expect(lines[0]).toMatchObject({ unitPrice: 10, quantity: 2, addOnTotal: 3 });
  });
});

describe("payment methods and parcels", () => {
  it("refuses cash above the zone's maximum and the wallet below the total", () => {
    const rules = {
      cashOnDelivery: true,
      digitalPayment: true,
      offlinePayment: false,
      walletEnabled: true,
      codLimit: 500,
      walletBalance: 100,
    };
    expect(paymentMethodsFor(rules, 100)).toMatchObject({
      cash_on_delivery: true,
      cash_on_delivery_over_limit: false,
      wallet: true,
    });
    expect(paymentMethodsFor(rules, 500.01)).toMatchObject({
      cash_on_delivery: false,
      cash_on_delivery_over_limit: true,
      wallet: false,
    });
    expect(paymentMethodsFor({ ...rules, walletBalance: null }, 1).wallet).toBe(false);
  });

  it("prices a parcel as max(km × per km, minimum) plus the additional charge", () => {
    expect(priceParcel({ perKm: 2.5, minimum: 10 }, 7.33, 3, 2)).toEqual({
      delivery: 18.33,
      additionalCharge: 3,
      total: 21.33,
    });
    expect(priceParcel({ perKm: 2.5, minimum: 10 }, 0, 0, 2).total).toBe(10);
  });
});
