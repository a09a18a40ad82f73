import type Database from "better-sqlite3";
import { round2, roundMoney, runningFlashSaleItem } from "./format";
import { distanceMeters, type ZoneRow } from "./geo";
import type { CommerceSettings } from "./orders-settings";
import type { ModuleZoneRow, StoreRow } from "./rows";
import type { Sellable } from "./cart-lines";
import { activeStoreDiscount } from "./schedule";

/**
 * Server-side money (contract §7.7, quirk 11): the client's cart prices and order_amount are
 * never trusted. Discounts per unit (flash sale, else store discount, else the item's own),
 * delivery by distance with the zone–module pivot, and the free-delivery rules.
 */

export type DiscountKind = "flash_sale" | "store_discount" | "product_discount";

export interface UnitDiscount {
  amount: number;
  kind: DiscountKind;
  /** flash-sale discount split between admin and store (for the order's flash_* columns) */
  flashAdminShare: number;
}

const percentOf = (price: number, percent: number) => (price * percent) / 100;

/** The discount on one unit priced `unitPrice` (item or variation price plus food options). */
export function unitDiscount(
  db: Database.Database,
  sellable: Sellable,
  unitPrice: number,
  now: Date,
): UnitDiscount {
  const row = sellable.row;
  if (sellable.kind === "item") {
    const flash = runningFlashSaleItem(db, row.id, now);
    if (flash) {
      const amount =
        flash.discount_type === "percent" ? percentOf(unitPrice, flash.discount) : flash.discount;
      const sale = db
        .prepare("SELECT admin_discount_percentage AS admin FROM flash_sales WHERE id = ?")
        .get(flash.flash_sale_id) as { admin: number } | undefined;
      const adminShare = sale ? sale.admin / 100 : 0;
      return {
        amount: Math.min(amount, unitPrice),
        kind: "flash_sale",
        flashAdminShare: adminShare,
      };
    }
  }
  const storeDiscount = activeStoreDiscount(db, row.store_id, now);
  if (storeDiscount && storeDiscount.discount > 0) {
    return {
      amount: percentOf(unitPrice, storeDiscount.discount),
      kind: "store_discount",
      flashAdminShare: 0,
    };
  }
  const amount =
    row.discount_type === "percent" ? percentOf(unitPrice, row.discount) : row.discount;
  return {
    amount: Math.max(0, Math.min(amount, unitPrice)),
    kind: "product_discount",
    flashAdminShare: 0,
  };
}

/**
 * The store discount only counts from its minimum purchase and up to its maximum: returns the
 * factor (0..1) to scale the store-discount lines by.
 */
export function storeDiscountFactor(
  db: Database.Database,
  storeId: number,
  subtotal: number,
  storeDiscountTotal: number,
  now: Date,
): number {
  const row = activeStoreDiscount(db, storeId, now);
  if (!row || storeDiscountTotal <= 0) return 1;
  if (row.min_purchase > 0 && subtotal < row.min_purchase) return 0;
  if (row.max_discount > 0 && storeDiscountTotal > row.max_discount)
    return row.max_discount / storeDiscountTotal;
  return 1;
}

/**
 * Kilometres charged: the client's `distance` (what distance-api showed the customer) when it is
 * plausible, never less than the straight line between store and customer and never more than a
 * generous road detour — so a client cannot make delivery free by sending 0.
 */
export function chargedDistanceKm(
  store: StoreRow,
  point: { lat: number; lng: number },
  clientKm: number | undefined,
): number {
  return chargedDistanceBetween({ lat: store.latitude, lng: store.longitude }, point, clientKm);
}

/** The same rule between any two points (a parcel's sender and receiver). */
export function chargedDistanceBetween(
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  clientKm: number | undefined,
): number {
  const straightKm = distanceMeters(from, to) / 1000;
  const claimed = clientKm !== undefined && Number.isFinite(clientKm) ? clientKm : straightKm;
  return round2(Math.min(Math.max(claimed, straightKm), straightKm * 3 + 2));
}

export interface DeliveryCharge {
  charge: number;
  original: number;
  freeBy: "admin" | "vendor" | null;
}

export function deliveryCharge(
  db: Database.Database,
  input: {
    store: StoreRow;
    moduleId: number;
    distanceKm: number;
    /** items + add-ons − discounts: what free_delivery_over compares with */
    subtotal: number;
    settings: CommerceSettings;
    freeDeliveryCoupon: boolean;
  },
): DeliveryCharge {
  const { store, settings } = input;
  const pivot = db
    .prepare("SELECT * FROM module_zone WHERE module_id = ? AND zone_id = ?")
    .get(input.moduleId, store.zone_id) as ModuleZoneRow | undefined;
  const rates = store.self_delivery_system
    ? {
        perKm: store.per_km_shipping_charge,
        minimum: store.minimum_shipping_charge,
        maximum: store.maximum_shipping_charge,
      }
    : pivot
      ? {
          perKm: pivot.per_km_shipping_charge,
          minimum: pivot.minimum_shipping_charge,
          maximum: pivot.maximum_shipping_charge,
        }
      : {
          perKm: settings.perKmShippingCharge,
          minimum: settings.minimumShippingCharge,
          maximum: null,
        };
  let charge = Math.max(input.distanceKm * rates.perKm, rates.minimum);
  if (rates.maximum && rates.maximum > 0) charge = Math.min(charge, rates.maximum);
  // Upstream adds the vehicle's extra after the cap and before the zone's increase.
  charge += vehicleExtraCharge(db, input.distanceKm, settings.moneyDigits);
  const zone = db.prepare("SELECT * FROM zones WHERE id = ?").get(store.zone_id) as
    ZoneRow | undefined;
  if (zone?.increased_delivery_fee_status) charge += percentOf(charge, zone.increased_delivery_fee);
  const original = roundMoney(charge, settings.moneyDigits);

  if (store.free_delivery) return { charge: 0, original, freeBy: "vendor" };
  const overThreshold =
    settings.freeDeliveryOver !== null && input.subtotal >= settings.freeDeliveryOver;
  if (settings.freeDeliveryToAllStores || overThreshold || input.freeDeliveryCoupon) {
    return { charge: 0, original, freeBy: "admin" };
  }
  return { charge: original, original, freeBy: null };
}

/**
 * The extra charge of the active vehicle whose coverage range holds `distanceKm` (GET
 * vehicle/extra_charge, contract §7.7). Ranges meet at their ends (0–10, 10–30): the lower range
 * wins there. 0 when no vehicle covers the distance.
 */
export function vehicleExtraCharge(
  db: Database.Database,
  distanceKm: number,
  moneyDigits: number,
): number {
  const row = db
    .prepare(
      `SELECT extra_charges FROM vehicles
       WHERE status = 1 AND starting_coverage_area <= ? AND maximum_coverage_area >= ?
       ORDER BY starting_coverage_area, id LIMIT 1`,
    )
    .get(distanceKm, distanceKm) as { extra_charges: number } | undefined;
  return row ? roundMoney(row.extra_charges, moneyDigits) : 0;
}

/** The zone–module limit above which cash on delivery is refused (null = no limit). */
export function maximumCodAmount(
  db: Database.Database,
  moduleId: number,
  zoneId: number,
): number | null {
  const pivot = db
    .prepare(
      "SELECT maximum_cod_order_amount AS max FROM module_zone WHERE module_id = ? AND zone_id = ?",
    )
    .get(moduleId, zoneId) as { max: number | null } | undefined;
  return pivot?.max && pivot.max > 0 ? pivot.max : null;
}
