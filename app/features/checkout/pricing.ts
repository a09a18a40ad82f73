/**
 * The order's money as the backend charges it (api-contract §7.7 "Charges"), for a backend
 * without the quote extension (docs/decisions/027-checkout-prices-itself.md). Pure functions,
 * no I/O: the inputs come from standard 6amMart calls (pricing-inputs.server.ts).
 *
 * Every step mirrors the reference backend (backend/services/pricing.ts, orders-quote.ts
 * buildQuote, orders-coupons.ts couponDiscount, routes/orders/parcel.ts parcelCharges) in the
 * same order and rounds at exactly the same places, because a cent of drift is a customer
 * who sees one total and pays another. Rounding follows config `digit_after_decimal_point`.
 */

/** The backend's order rounding: half up at `digits` decimals (not toFixed's binary rounding). */
export const roundMoney = (n: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(n * scale) / scale;
};

/**
 * The decimals order money is rounded to: config `digit_after_decimal_point` as the page shows
 * it, kept to 0..4 as the reference backend keeps it (a page showing 5 shows a trailing 0).
 */
export const moneyDigits = (shown: number) => Math.min(4, Math.max(0, Math.trunc(shown)));

/** Kilometres are always kept at 2 decimals (the reference round2s them, whatever the money). */
export const roundKm = (km: number) => Math.round(km * 100) / 100;

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle metres: the same haversine as backend/services/geo.ts distanceMeters. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The kilometres charged between two points: the road distance when known, never less than the
 * straight line nor more than a generous detour (the reference's clamp), at 2 decimals. Sent as
 * order/place's `distance`, so a stock backend (which takes it as is) and the reference (which
 * clamps it again, to the same value) charge these very kilometres.
 */
export function chargedKm(from: LatLng, to: LatLng, roadKm: number | null): number {
  const straightKm = distanceMeters(from, to) / 1000;
  const claimed = roadKm !== null && Number.isFinite(roadKm) ? roadKm : straightKm;
  return roundKm(Math.min(Math.max(claimed, straightKm), straightKm * 3 + 2));
}

// --- Lines ------------------------------------------------------------------------------------

/** What discounts one unit: a running flash sale, else the active store discount, else the item's. */
export type DiscountRule =
  | { kind: "flash_sale"; type: "percent" | "amount"; value: number }
  | { kind: "store_discount"; percent: number }
  | { kind: "product_discount"; type: "percent" | "amount"; value: number };

export interface PricingLine {
  /** item (or variation) price plus food option prices, before discounts */
  unitPrice: number;
  quantity: number;
  /** Σ add-on price × add-on quantity: per line, not per unit (as 6amMart counts it) */
  addOnTotal: number;
  rule: DiscountRule;
}

const percentOf = (price: number, percent: number) => (price * percent) / 100;

/** The discount on one unit (backend unitDiscount). */
export function unitDiscount(rule: DiscountRule, unitPrice: number): number {
  if (rule.kind === "flash_sale") {
    const amount = rule.type === "percent" ? percentOf(unitPrice, rule.value) : rule.value;
    return Math.min(amount, unitPrice);
  }
  if (rule.kind === "store_discount") return percentOf(unitPrice, rule.percent);
  const amount = rule.type === "percent" ? percentOf(unitPrice, rule.value) : rule.value;
  return Math.max(0, Math.min(amount, unitPrice));
}

// --- Coupon -----------------------------------------------------------------------------------

export interface CouponTerms {
  code: string;
  title: string | null;
  couponType: string;
  discountType: "percent" | "amount";
  discount: number;
  maxDiscount: number;
  minPurchase: number;
}

/** The discount on `subtotal` (free-delivery coupons discount the delivery charge instead). */
export function couponDiscount(coupon: CouponTerms, subtotal: number, digits: number): number {
  if (coupon.couponType === "free_delivery") return 0;
  const raw =
    coupon.discountType === "percent" ? (subtotal * coupon.discount) / 100 : coupon.discount;
  const capped =
    coupon.discountType === "percent" && coupon.maxDiscount > 0
      ? Math.min(raw, coupon.maxDiscount)
      : raw;
  return roundMoney(Math.max(0, Math.min(capped, subtotal)), digits);
}

// --- Delivery ---------------------------------------------------------------------------------

export interface Rates {
  perKm: number;
  minimum: number;
  /** null or 0: no cap */
  maximum: number | null;
}

export interface DeliveryRules {
  /** the store's own rates (self-delivery stores), else the zone–module pivot's, else config's */
  rates: Rates;
  /** GET vehicle/extra_charge for the distance */
  vehicleExtra: number;
  /** the zone's increased delivery fee, % (0 when off) */
  zoneIncreasePercent: number;
  storeFreeDelivery: boolean;
  adminFreeToAll: boolean;
  /** admin free delivery for a subtotal at or above this; null = off */
  adminFreeOver: number | null;
}

export interface DeliveryCharge {
  charge: number;
  original: number;
  freeBy: "admin" | "vendor" | null;
}

/** max(km × per-km, minimum) capped, + the vehicle's extra, + the zone's increase; then who waives it. */
export function deliveryCharge(
  rules: DeliveryRules,
  km: number,
  subtotal: number,
  freeDeliveryCoupon: boolean,
  digits: number,
): DeliveryCharge {
  const { rates } = rules;
  let charge = Math.max(km * rates.perKm, rates.minimum);
  if (rates.maximum && rates.maximum > 0) charge = Math.min(charge, rates.maximum);
  // Upstream adds the vehicle's extra after the cap and before the zone's increase.
  charge += roundMoney(rules.vehicleExtra, digits);
  if (rules.zoneIncreasePercent) charge += percentOf(charge, rules.zoneIncreasePercent);
  const original = roundMoney(charge, digits);
  if (rules.storeFreeDelivery) return { charge: 0, original, freeBy: "vendor" };
  const over = rules.adminFreeOver !== null && subtotal >= rules.adminFreeOver;
  if (rules.adminFreeToAll || over || freeDeliveryCoupon)
    return { charge: 0, original, freeBy: "admin" };
  return { charge: original, original, freeBy: null };
}

// --- The order --------------------------------------------------------------------------------

export interface OrderPricingInput {
  lines: PricingLine[];
  orderType: "delivery" | "take_away";
  digits: number;
  /** the active store discount's limits (stores/details `discount`), null when none runs */
  storeDiscount: { minPurchase: number; maxDiscount: number } | null;
  coupon: CouponTerms | null;
  storeTaxPercent: number;
  taxIncluded: boolean;
  /** null only for take-away */
  delivery: DeliveryRules | null;
  km: number;
  tipsEnabled: boolean;
  tips: number;
  additionalCharge: number;
  extraPackaging: number;
}

export interface OrderPrice {
  itemsPrice: number;
  addOnTotal: number;
  /** flash sale + store + item discounts */
  discountTotal: number;
  storeDiscount: number;
  /** items + add-ons − discounts, before the coupon: what coupons and free delivery compare with */
  subtotal: number;
  couponDiscount: number;
  tax: number;
  delivery: DeliveryCharge;
  dmTips: number;
  additionalCharge: number;
  extraPackaging: number;
  total: number;
}

/** The order's amounts (backend buildQuote, step by step). */
export function priceOrder(input: OrderPricingInput): OrderPrice {
  const { lines, digits } = input;
  const r = (n: number) => roundMoney(n, digits);
  const itemsPrice = r(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
  const addOnTotal = r(lines.reduce((sum, l) => sum + l.addOnTotal, 0));
  const amounts = lines.map((l) => unitDiscount(l.rule, l.unitPrice) * l.quantity);
  const rawStore = lines.reduce(
    (sum, l, i) => (l.rule.kind === "store_discount" ? sum + amounts[i] : sum),
    0,
  );
  const factor = storeDiscountFactor(input.storeDiscount, itemsPrice + addOnTotal, rawStore);
  let storeDiscount = 0;
  let flash = 0;
  let product = 0;
  lines.forEach((line, i) => {
    if (line.rule.kind === "store_discount") {
      // per unit × factor, then × quantity: the backend scales the unit amount
      storeDiscount += unitDiscount(line.rule, line.unitPrice) * factor * line.quantity;
    } else if (line.rule.kind === "flash_sale") flash += amounts[i];
    else product += amounts[i];
  });
  const discountTotal = r(storeDiscount + flash + product);
  const subtotal = r(itemsPrice + addOnTotal - discountTotal);
  const coupon = input.coupon ? couponDiscount(input.coupon, subtotal, digits) : 0;
  const taxable = Math.max(0, subtotal - coupon);
  const tax = input.taxIncluded ? 0 : r((taxable * input.storeTaxPercent) / 100);
  const delivery =
    input.orderType === "take_away" || !input.delivery
      ? { charge: 0, original: 0, freeBy: null }
      : deliveryCharge(
          input.delivery,
          input.km,
          subtotal,
          input.coupon?.couponType === "free_delivery",
          digits,
        );
  const dmTips = input.orderType === "delivery" && input.tipsEnabled ? r(input.tips) : 0;
  const total = r(
    taxable + tax + delivery.charge + dmTips + input.additionalCharge + input.extraPackaging,
  );
  return {
    itemsPrice,
    addOnTotal,
    discountTotal,
    storeDiscount: r(storeDiscount),
    subtotal,
    couponDiscount: coupon,
    tax,
    delivery,
    dmTips,
    additionalCharge: input.additionalCharge,
    extraPackaging: input.extraPackaging,
    total,
  };
}

/**
 * The store discount counts only from its minimum purchase (items + add-ons, before discounts)
 * and up to its maximum: the factor (0..1) its lines are scaled by.
 */
export function storeDiscountFactor(
  limits: { minPurchase: number; maxDiscount: number } | null,
  itemsAndAddOns: number,
  storeDiscountTotal: number,
): number {
  if (!limits || storeDiscountTotal <= 0) return 1;
  if (limits.minPurchase > 0 && itemsAndAddOns < limits.minPurchase) return 0;
  if (limits.maxDiscount > 0 && storeDiscountTotal > limits.maxDiscount)
    return limits.maxDiscount / storeDiscountTotal;
  return 1;
}

// --- Parcel -----------------------------------------------------------------------------------

export interface ParcelPrice {
  delivery: number;
  additionalCharge: number;
  total: number;
}

/** max(km × per-km, minimum) with the category's (else config's) parcel rates, + the additional charge. */
export function priceParcel(
  rates: { perKm: number; minimum: number },
  km: number,
  additionalCharge: number,
  digits: number,
): ParcelPrice {
  const delivery = roundMoney(Math.max(km * rates.perKm, rates.minimum), digits);
  return {
    delivery,
    additionalCharge,
    total: roundMoney(delivery + additionalCharge, digits),
  };
}

// --- Payment ----------------------------------------------------------------------------------

export interface PaymentRules {
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  offlinePayment: boolean;
  walletEnabled: boolean;
  /** the zone–module maximum for cash on delivery; null = no limit */
  codLimit: number | null;
  /** null for guests */
  walletBalance: number | null;
}

/** Which payment methods a total allows (the quote's payment_methods, computed the same way). */
export function paymentMethodsFor(rules: PaymentRules, total: number) {
  const overLimit = rules.codLimit !== null && total > rules.codLimit;
  return {
    cash_on_delivery: rules.cashOnDelivery && !overLimit,
    cash_on_delivery_over_limit: overLimit,
    digital_payment: rules.digitalPayment,
    wallet: rules.walletBalance !== null && rules.walletEnabled && rules.walletBalance >= total,
    offline_payment: rules.offlinePayment,
  };
}
