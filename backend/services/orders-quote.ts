import type Database from "better-sqlite3";
import {
  checkLine,
  sellableName,
  type AddOnChoice,
  type LineFailure,
  type LineRequest,
  type Sellable,
} from "./cart-lines";
import { roundMoney } from "./format";
import { couponDiscount, type CouponRow } from "./orders-coupons";
import type { CommerceSettings } from "./orders-settings";
import {
  deliveryCharge,
  storeDiscountFactor,
  unitDiscount,
  type DeliveryCharge,
  type UnitDiscount,
} from "./pricing";
import type { ModuleRow, StoreRow } from "./rows";

/** The priced content of an order, recomputed from its lines (contract §7.7). */

export interface QuoteLine {
  sellable: Sellable;
  quantity: number;
  unitPrice: number;
  discount: UnitDiscount;
  addOns: AddOnChoice["addOns"];
  addOnTotal: number;
  variant: string;
  variation: unknown[];
  stockLimit: number | null;
  variationStock: number | null;
}

export interface Refusal {
  ok: false;
  status: number;
  code: string;
  message: string;
}

const refuse = (status: number, code: string, message: string): Refusal => ({
  ok: false,
  status,
  code,
  message,
});

/**
 * Re-checks every line against today's catalogue and prices it: the server-side cart's rows,
 * or a buy-now order's own lines, which pass the same rules.
 */
export function priceOrderLines(
  db: Database.Database,
  requested: LineRequest[],
  module: ModuleRow,
  storeId: number,
  now: Date,
): { ok: true; lines: QuoteLine[] } | Refusal {
  if (requested.length === 0) return refuse(403, "order_details", "Your cart is empty.");
  const lines: QuoteLine[] = [];
  for (const line of requested) {
    const checked = checkLine(db, module.module_type, line, now, (sellable) =>
      sellable.row.store_id === storeId
        ? null
        : {
            ok: false,
            code: "different_stores",
            message: "All items of an order must come from the same store.",
          },
    );
    if (!checked.ok) return orderLineRefusal(checked);
    const { sellable, choice, addOns, stock } = checked;
    lines.push({
      sellable,
      quantity: line.quantity,
      unitPrice: choice.unitPrice,
      discount: unitDiscount(db, sellable, choice.unitPrice, now),
      addOns: addOns.addOns,
      addOnTotal: addOns.total,
      variant: choice.variant,
      variation: choice.variation,
      stockLimit: stock,
      variationStock: choice.variationStock,
    });
  }
  return { ok: true, lines };
}

/** A line that passed the cart but no longer passes the catalogue is a 406 at order time. */
function orderLineRefusal(failure: LineFailure): Refusal {
  if (failure.problem === "missing")
    return refuse(406, "item", "An item of your cart is not available anymore.");
  const name = sellableName(failure.sellable);
  switch (failure.problem) {
    case "scope":
      return refuse(403, failure.code, failure.message);
    case "limit":
      return refuse(
        406,
        "maximum_cart_quantity",
        `${name}: you can order at most ${failure.limit}.`,
      );
    case "stock":
      return refuse(
        406,
        "stock",
        failure.stock > 0
          ? `${name}: only ${failure.stock} left in stock.`
          : `${name} is out of stock.`,
      );
    case "variation":
      return refuse(406, "variation", `${name}: ${failure.message}`);
    case "add_ons":
      return refuse(406, "add_on_ids", `${name}: ${failure.message}`);
  }
}

export interface Quote {
  lines: QuoteLine[];
  itemsPrice: number;
  addOnTotal: number;
  /** product + store + flash discounts */
  discountTotal: number;
  /** items + add-ons − discounts, before the coupon */
  subtotal: number;
  storeDiscount: number;
  flashAdminDiscount: number;
  flashStoreDiscount: number;
  couponDiscount: number;
  tax: number;
  taxPercent: number;
  delivery: DeliveryCharge;
  dmTips: number;
  additionalCharge: number;
  extraPackaging: number;
  total: number;
  /** the digits every amount above was rounded to (order_details' amounts use them too) */
  moneyDigits: number;
}

export function buildQuote(
  db: Database.Database,
  input: {
    lines: QuoteLine[];
    store: StoreRow;
    module: ModuleRow;
    orderType: "delivery" | "take_away";
    distanceKm: number;
    coupon: CouponRow | null;
    dmTips: number;
    extraPackaging: boolean;
    settings: CommerceSettings;
    now: Date;
  },
): Quote {
  const { lines, store, settings } = input;
  const digits = settings.moneyDigits;
  const itemsPrice = roundMoney(
    lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
    digits,
  );
  const addOnTotal = roundMoney(
    lines.reduce((sum, l) => sum + l.addOnTotal, 0),
    digits,
  );
  const storeLines = lines.filter((l) => l.discount.kind === "store_discount");
  const rawStoreDiscount = storeLines.reduce((sum, l) => sum + l.discount.amount * l.quantity, 0);
  const factor = storeDiscountFactor(
    db,
    store.id,
    itemsPrice + addOnTotal,
    rawStoreDiscount,
    input.now,
  );
  for (const line of storeLines)
    line.discount = { ...line.discount, amount: line.discount.amount * factor };

  let storeDiscount = 0;
  let flashAdmin = 0;
  let flashStore = 0;
  let productDiscount = 0;
  for (const line of lines) {
    const amount = line.discount.amount * line.quantity;
    if (line.discount.kind === "store_discount") storeDiscount += amount;
    else if (line.discount.kind === "flash_sale") {
      flashAdmin += amount * line.discount.flashAdminShare;
      flashStore += amount * (1 - line.discount.flashAdminShare);
    } else productDiscount += amount;
  }
  const discountTotal = roundMoney(
    storeDiscount + flashAdmin + flashStore + productDiscount,
    digits,
  );
  const subtotal = roundMoney(itemsPrice + addOnTotal - discountTotal, digits);
  const coupon = input.coupon ? couponDiscount(input.coupon, subtotal, digits) : 0;
  const taxable = Math.max(0, subtotal - coupon);
  const tax = settings.taxIncluded ? 0 : roundMoney((taxable * store.tax) / 100, digits);
  const delivery =
    input.orderType === "take_away"
      ? { charge: 0, original: 0, freeBy: null }
      : deliveryCharge(db, {
          store,
          moduleId: input.module.id,
          distanceKm: input.distanceKm,
          subtotal,
          settings,
          freeDeliveryCoupon: input.coupon?.coupon_type === "free_delivery",
        });
  const dmTips =
    input.orderType === "delivery" && settings.dmTips ? roundMoney(input.dmTips, digits) : 0;
  const extraPackaging =
    input.extraPackaging && store.extra_packaging_status ? store.extra_packaging_amount : 0;
  const additionalCharge = settings.additionalCharge;
  const total = roundMoney(
    taxable + tax + delivery.charge + dmTips + additionalCharge + extraPackaging,
    digits,
  );
  return {
    lines,
    itemsPrice,
    addOnTotal,
    discountTotal,
    subtotal,
    storeDiscount: roundMoney(storeDiscount, digits),
    flashAdminDiscount: roundMoney(flashAdmin, digits),
    flashStoreDiscount: roundMoney(flashStore, digits),
    couponDiscount: coupon,
    tax,
    taxPercent: store.tax,
    delivery,
    dmTips,
    additionalCharge,
    extraPackaging,
    total,
    moneyDigits: digits,
  };
}
