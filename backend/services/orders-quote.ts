import type Database from "better-sqlite3";
import {
  availableStock,
  findSellable,
  parseVariationInput,
  resolveAddOns,
  resolveVariation,
  sellableName,
  type AddOnChoice,
  type Sellable,
} from "./cart-lines";
import { CAMPAIGN_ITEM_TYPE, type CartRow } from "./cart-store";
import { parseJson, round2 } from "./format";
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

/** The priced content of an order, recomputed from the server-side cart (contract §7.7). */

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

/** Re-checks every cart line against today's catalogue and prices it. */
export function priceCartLines(
  db: Database.Database,
  rows: CartRow[],
  module: ModuleRow,
  storeId: number,
  now: Date,
): { ok: true; lines: QuoteLine[] } | Refusal {
  if (rows.length === 0) return refuse(403, "order_details", "Your cart is empty.");
  const lines: QuoteLine[] = [];
  for (const row of rows) {
    const model = row.item_type === CAMPAIGN_ITEM_TYPE ? "ItemCampaign" : "Item";
    const sellable = findSellable(db, model, row.item_id, now);
    if (!sellable) return refuse(406, "item", "An item of your cart is not available anymore.");
    if (sellable.row.store_id !== storeId) {
      return refuse(
        403,
        "different_stores",
        "All items of an order must come from the same store.",
      );
    }
    const name = sellableName(sellable);
    const choice = resolveVariation(
      sellable,
      module.module_type,
      parseVariationInput(row.variation) ?? [],
    );
    if (!choice.ok) return refuse(406, "variation", `${name}: ${choice.message}`);
    const addOns = resolveAddOns(
      db,
      sellable,
      parseJson<number[]>(row.add_on_ids, []),
      parseJson<number[]>(row.add_on_qtys, []),
    );
    if (!addOns.ok) return refuse(406, "add_on_ids", `${name}: ${addOns.message}`);
    const limit = sellable.row.maximum_cart_quantity;
    if (limit && row.quantity > limit) {
      return refuse(406, "maximum_cart_quantity", `${name}: you can order at most ${limit}.`);
    }
    const stock = availableStock(db, sellable, module.module_type, choice.variationStock, now);
    if (stock !== null && row.quantity > stock) {
      return refuse(
        406,
        "stock",
        stock > 0 ? `${name}: only ${stock} left in stock.` : `${name} is out of stock.`,
      );
    }
    lines.push({
      sellable,
      quantity: row.quantity,
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
  const itemsPrice = round2(lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0));
  const addOnTotal = round2(lines.reduce((sum, l) => sum + l.addOnTotal, 0));
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
  const discountTotal = round2(storeDiscount + flashAdmin + flashStore + productDiscount);
  const subtotal = round2(itemsPrice + addOnTotal - discountTotal);
  const coupon = input.coupon ? couponDiscount(input.coupon, subtotal) : 0;
  const taxable = Math.max(0, subtotal - coupon);
  const tax = settings.taxIncluded ? 0 : round2((taxable * store.tax) / 100);
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
  const dmTips = input.orderType === "delivery" && settings.dmTips ? round2(input.dmTips) : 0;
  const extraPackaging =
    input.extraPackaging && store.extra_packaging_status ? store.extra_packaging_amount : 0;
  const additionalCharge = settings.additionalCharge;
  const total = round2(
    taxable + tax + delivery.charge + dmTips + additionalCharge + extraPackaging,
  );
  return {
    lines,
    itemsPrice,
    addOnTotal,
    discountTotal,
    subtotal,
    storeDiscount: round2(storeDiscount),
    flashAdminDiscount: round2(flashAdmin),
    flashStoreDiscount: round2(flashStore),
    couponDiscount: coupon,
    tax,
    taxPercent: store.tax,
    delivery,
    dmTips,
    additionalCharge,
    extraPackaging,
    total,
  };
}
