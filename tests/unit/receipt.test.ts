import { describe, expect, it } from "vitest";
import {
  priceOrder,
  roundMoney,
  storeDiscountFactor,
  unitDiscount,
  type CouponTerms,
  type DiscountRule,
  type OrderPricingInput,
  type PricingLine,
} from "~/features/checkout/pricing";
import {
  receiptOf,
  shareOut,
  shareOutCapped,
  toMinor,
  type Receipt,
} from "~/features/checkout/receipt";
import { orderLineSchema, trackedOrderSchema } from "~/api/schemas/orders";
import { formatPrice } from "~/features/catalogue/money";
import { orderDetailsViewOf } from "~/features/my-orders/my-orders.server";

/**
 * Issue 22 item 3: every money figure of an order comes from one derivation (receipt.ts), with
 * the marketplace's rounding, and its parts always add up to the total. A property test over
 * random carts (a seeded generator, so a failure replays): the checkout's summary fed with the
 * pricing's own amounts, and the order page fed with what the backend stores (unit prices and
 * per-unit discounts rounded on their own), both against the total the pricing charges.
 */

/** mulberry32: small, fast, seeded. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = ReturnType<typeof random>;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const cents = (rng: Rng, max: number) => int(rng, 0, max * 100) / 100;
const pick = <T>(rng: Rng, list: readonly T[]) => list[int(rng, 0, list.length - 1)];

function randomRule(rng: Rng): DiscountRule {
  const type = pick(rng, ["percent", "amount"] as const);
  const value = type === "percent" ? int(rng, 0, 600) / 10 : cents(rng, 6);
  switch (int(rng, 0, 3)) {
    case 0:
      return { kind: "flash_sale", type, value };
    case 1:
      return { kind: "store_discount", percent: int(rng, 1, 350) / 10 };
    default:
      return { kind: "product_discount", type, value };
  }
}

function randomCart(rng: Rng, digits: number): OrderPricingInput {
  const lines: PricingLine[] = Array.from({ length: int(rng, 1, 6) }, () => ({
    unitPrice: int(rng, 25, 20_000) / 100,
    quantity: int(rng, 1, 9),
    addOnTotal: rng() < 0.4 ? cents(rng, 25) : 0,
    rule: randomRule(rng),
  }));
  const coupon: CouponTerms | null =
    rng() < 0.4
      ? {
          code: "C",
          title: null,
          couponType: rng() < 0.2 ? "free_delivery" : "default",
          discountType: pick(rng, ["percent", "amount"] as const),
          discount: int(rng, 1, 40),
          maxDiscount: rng() < 0.5 ? int(rng, 5, 60) : 0,
          minPurchase: 0,
        }
      : null;
  const delivery = rng() < 0.8;
  return {
    lines,
    orderType: delivery ? "delivery" : "take_away",
    digits,
    storeDiscount:
      rng() < 0.5 ? { minPurchase: int(rng, 0, 150), maxDiscount: int(rng, 0, 30) } : null,
    coupon,
    storeTaxPercent: int(rng, 0, 150) / 10,
    taxIncluded: rng() < 0.3,
    delivery: delivery
      ? {
          rates: {
            perKm: cents(rng, 4),
            minimum: cents(rng, 10),
            maximum: rng() < 0.3 ? 25 : null,
          },
          vehicleExtra: rng() < 0.3 ? cents(rng, 5) : 0,
          zoneIncreasePercent: rng() < 0.3 ? int(rng, 1, 25) : 0,
          storeFreeDelivery: rng() < 0.1,
          adminFreeToAll: false,
          adminFreeOver: rng() < 0.2 ? 100 : null,
        }
      : null,
    km: int(rng, 0, 2500) / 100,
    tipsEnabled: true,
    tips: rng() < 0.4 ? int(rng, 1, 20) : 0,
    additionalCharge: rng() < 0.5 ? roundMoney(cents(rng, 5), digits) : 0,
    extraPackaging: rng() < 0.2 ? roundMoney(cents(rng, 3), digits) : 0,
  };
}

/** Each line's discount as the backend prices it (pricing.ts priceOrder, per unit × factor). */
function lineDiscounts(cart: OrderPricingInput): number[] {
  const itemsAndAddOns =
    roundMoney(
      cart.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0),
      cart.digits,
    ) +
    roundMoney(
      cart.lines.reduce((s, l) => s + l.addOnTotal, 0),
      cart.digits,
    );
  const storeTotal = cart.lines.reduce(
    (s, l) =>
      l.rule.kind === "store_discount" ? s + unitDiscount(l.rule, l.unitPrice) * l.quantity : s,
    0,
  );
  const factor = storeDiscountFactor(cart.storeDiscount, itemsAndAddOns, storeTotal);
  return cart.lines.map(
    (l) => unitDiscount(l.rule, l.unitPrice) * (l.rule.kind === "store_discount" ? factor : 1),
  );
}

const chargesOf = (price: ReturnType<typeof priceOrder>) => ({
  couponDiscount: price.couponDiscount,
  tax: price.tax,
  delivery: price.delivery.charge,
  tips: price.dmTips,
  additionalCharge: price.additionalCharge,
  extraPackaging: price.extraPackaging,
});

/** The receipt's arithmetic, in whole units: what a customer adding it up would find. */
function expectAddsUp(receipt: Receipt, digits: number, label: string) {
  const u = (n: number) => toMinor(n, digits);
  for (const [name, value] of Object.entries(receipt)) {
    if (typeof value === "number")
      expect(u(value) / 10 ** digits, `${label}: ${name} has ${digits} decimals`).toBe(value);
  }
  const nets = receipt.lines.reduce((s, l) => s + u(l.net), 0);
  expect(nets, `${label}: the lines add up to the subtotal`).toBe(u(receipt.subtotal));
  for (const line of receipt.lines) {
    expect(u(line.net), label).toBe(u(line.gross) + u(line.addOns) - u(line.discount));
    expect(line.net, `${label}: no line below zero`).toBeGreaterThanOrEqual(0);
  }
  expect(u(receipt.itemsPrice) + u(receipt.addOns) - u(receipt.discount), label).toBe(
    u(receipt.subtotal),
  );
  const parts =
    u(receipt.subtotal) -
    u(receipt.couponDiscount) +
    u(receipt.tax) +
    u(receipt.delivery) +
    u(receipt.tips) +
    u(receipt.additionalCharge) +
    u(receipt.extraPackaging) +
    u(receipt.adjustment);
  expect(parts, `${label}: the parts add up to the total`).toBe(u(receipt.total));
}

describe("receipts add up (issue 22 item 3)", () => {
  const CARTS = 400;

  it.each([0, 1, 2, 3])(
    "checkout summary, %i decimals: the pricing's own amounts, to the unit, over random carts",
    (digits) => {
      const rng = random(20_261_128 + digits);
      for (let n = 0; n < CARTS; n++) {
        const cart = randomCart(rng, digits);
        const price = priceOrder(cart);
        // As the checkout feeds it (order-pricing.server.ts checkoutReceipt): each line's
        // discount before the store discount's limits, the quote's discount and total.
        const receipt = receiptOf(
          cart.lines.map((l) => ({
            unitPrice: l.unitPrice,
            quantity: l.quantity,
            addOnTotal: l.addOnTotal,
            discount: unitDiscount(l.rule, l.unitPrice) * l.quantity,
          })),
          chargesOf(price),
          digits,
          { total: price.total, discount: price.discountTotal },
        );
        const label = `cart ${n}`;
        expectAddsUp(receipt, digits, label);
        expect(receipt.total, label).toBe(price.total);
        expect(receipt.adjustment, label).toBe(0);
        expect(receipt.itemsPrice, label).toBe(price.itemsPrice);
        expect(receipt.addOns, label).toBe(price.addOnTotal);
        expect(receipt.discount, label).toBe(price.discountTotal);
        expect(receipt.subtotal, label).toBe(price.subtotal);
      }
    },
  );

  it.each([2, 3])(
    "order page, %i decimals: rounded per-unit discounts as stored, the backend's total and discount",
    (digits) => {
      const rng = random(7_000 + digits);
      for (let n = 0; n < CARTS; n++) {
        const cart = randomCart(rng, digits);
        const price = priceOrder(cart);
        const discounts = lineDiscounts(cart);
        // order_details as the backend writes them: price and discount_on_item rounded per unit.
        const stored = cart.lines.map((l, i) => ({
          unitPrice: roundMoney(l.unitPrice, digits),
          quantity: l.quantity,
          addOnTotal: roundMoney(l.addOnTotal, digits),
          discount: roundMoney(discounts[i], digits) * l.quantity,
        }));
        const receipt = receiptOf(stored, chargesOf(price), digits, { total: price.total });
        const label = `cart ${n}`;
        expectAddsUp(receipt, digits, label);
        expect(receipt.total, label).toBe(price.total);
        expect(receipt.adjustment, label).toBe(0);
        // …and the checkout's discount, not the lines' rounded one (−6.09 against −6.07).
        expect(receipt.discount, label).toBe(price.discountTotal);
      }
    },
  );

  it.each([0, 1])(
    "order page, %i decimals (prices finer than the money): still adds up to the backend's total",
    (digits) => {
      const rng = random(9_000 + digits);
      for (let n = 0; n < CARTS; n++) {
        const cart = randomCart(rng, digits);
        const price = priceOrder(cart);
        const discounts = lineDiscounts(cart);
        const stored = cart.lines.map((l, i) => ({
          unitPrice: roundMoney(l.unitPrice, digits),
          quantity: l.quantity,
          addOnTotal: roundMoney(l.addOnTotal, digits),
          discount: roundMoney(discounts[i], digits) * l.quantity,
        }));
        const receipt = receiptOf(stored, chargesOf(price), digits, { total: price.total });
        expectAddsUp(receipt, digits, `cart ${n}`);
        expect(receipt.total, `cart ${n}`).toBe(price.total);
      }
    },
  );

  it("the issue's order: 3 × 13.50 at 15 % off, tax 1.72, delivery 3.00, total 39.15", () => {
    // The order page read 40.50 − 6.09 + 1.72 + 3.00 = 39.13 against a total of 39.15: the
    // lines' discount rounded per unit (2.03 × 3) where the order's is 6.075.
    const receipt = receiptOf(
      [{ unitPrice: 13.5, quantity: 3, addOnTotal: 0, discount: 2.03 * 3 }],
      {
        couponDiscount: 0,
        tax: 1.72,
        delivery: 3,
        tips: 0,
        additionalCharge: 0,
        extraPackaging: 0,
      },
      2,
      { total: 39.15 },
    );
    expect(receipt).toMatchObject({
      itemsPrice: 40.5,
      discount: 6.07,
      subtotal: 34.43,
      total: 39.15,
      adjustment: 0,
    });
    expect(receipt.lines).toEqual([{ gross: 40.5, addOns: 0, discount: 6.07, net: 34.43 }]);
  });

  it("a total the parts cannot explain shows as its own row, never hidden in the discount", () => {
    const receipt = receiptOf(
      [{ unitPrice: 10, quantity: 2, addOnTotal: 0, discount: 0 }],
      { couponDiscount: 0, tax: 0, delivery: 5, tips: 0, additionalCharge: 0, extraPackaging: 0 },
      2,
      { total: 20 },
    );
    expect(receipt).toMatchObject({ discount: 0, adjustment: -5, total: 20 });
    expectAddsUp(receipt, 2, "referral bonus");
  });

  it("the order page as shown (and the confirmation, the same view): lines and amounts add up to the total", () => {
    const digits = 2;
    const money = { decimals: digits, symbol: "AED", direction: "left" as const };
    const read = (shown: string) => Number(shown.replace(/^[-+] /, "").replace("AED", ""));
    const sign = (shown: string) => (shown.startsWith("- ") ? -1 : 1);
    const rng = random(424_242);
    for (let n = 0; n < 200; n++) {
      const cart = randomCart(rng, digits);
      const price = priceOrder(cart);
      const discounts = lineDiscounts(cart);
      const order = trackedOrderSchema.parse({
        id: n + 1,
        order_amount: price.total,
        payment_status: "unpaid",
        order_status: "pending",
        payment_method: "cash_on_delivery",
        order_type: cart.orderType,
        coupon_discount_amount: price.couponDiscount,
        total_tax_amount: price.tax,
        tax_status: price.tax > 0 ? "excluded" : "included",
        delivery_charge: price.delivery.charge,
        dm_tips: price.dmTips,
        additional_charge: price.additionalCharge,
        extra_packaging_amount: price.extraPackaging,
      });
      const lines = cart.lines.map((l, i) =>
        orderLineSchema.parse({
          id: i + 1,
          item_id: i + 1,
          price: roundMoney(l.unitPrice, digits),
          quantity: l.quantity,
          discount_on_item: roundMoney(discounts[i], digits),
          total_add_on_price: roundMoney(l.addOnTotal, digits),
          variation: [],
          add_ons: [],
          item_details: { name: `Item ${i + 1}` },
        }),
      );
      const view = orderDetailsViewOf(order, lines, {
        money: (amount) => formatPrice(amount, money),
        decimals: digits,
        time: () => null,
        lang: "en",
      });
      const cents = (x: number) => Math.round(x * 100);
      const [total, ...rest] = [...view.amounts].reverse();
      expect(total[0]).toBe("total");
      expect(cents(read(total[1])), `order ${n}`).toBe(cents(price.total));
      const parts = rest.reduce((sum, [, shown]) => sum + sign(shown) * cents(read(shown)), 0);
      expect(parts, `order ${n}: the amounts add up to the total`).toBe(cents(price.total));
      const discount = view.amounts.find(([key]) => key === "discount");
      expect(cents(discount ? read(discount[1]) : 0), `order ${n}`).toBe(
        cents(price.discountTotal),
      );
      // Each line: quantity × unit − its discount + add-ons = its total; the totals add up.
      let netSum = 0;
      view.lines.forEach((line, i) => {
        const net =
          cents(read(line.unitPrice)) * line.quantity -
          cents(line.discount ? read(line.discount) : 0) +
          cents(roundMoney(cart.lines[i].addOnTotal, digits));
        expect(cents(read(line.total)), `order ${n} line ${i}`).toBe(net);
        netSum += net;
      });
      expect(netSum, `order ${n}: the lines add up to the subtotal`).toBe(
        cents(price.itemsPrice + price.addOnTotal - price.discountTotal),
      );
    }
  });

  it("shareOutCapped: no share above its cap, the total kept", () => {
    expect(shareOutCapped(8, [1, 9], [5, 3])).toEqual([5, 3]);
    expect(shareOutCapped(4, [1, 1, 2], [9, 9, 1])).toEqual([2, 1, 1]);
    expect(shareOutCapped(6, [0, 1, 1], [10, 1, 10])).toEqual([0, 1, 5]);
  });

  it("shareOut: whole shares that add up to the total, by largest remainder", () => {
    expect(shareOut(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareOut(607, [202.5, 202.5, 202.5])).toEqual([203, 202, 202]);
    expect(shareOut(5, [0, 0])).toEqual([3, 2]);
    expect(shareOut(0, [3, 4])).toEqual([0, 0]);
    expect(shareOut(7, [])).toEqual([]);
  });
});
