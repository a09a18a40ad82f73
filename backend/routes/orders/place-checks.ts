import type Database from "better-sqlite3";
import type { Response } from "express";
import { errorBody } from "../../http/errors";
import type { Customer } from "../../services/auth-guard";
import { activeOfflineMethodCount } from "../../services/offline-payments";
import { zoneContains, type ZoneRow } from "../../services/geo";
import type { CommerceSettings } from "../../services/orders-settings";
import type { Refusal } from "../../services/orders-quote";
import type { ModuleRow, StoreRow } from "../../services/rows";
import { isStoreOpenAt } from "../../services/schedule";
import { parseScheduleAt } from "./place-input";

/** The business checks of order placement (contract §7.7), each a value or a Refusal. */

/** Placing an order checks everything; a quote leaves out what only placing needs. */
export type CheckMode = "place" | "quote";

export const refuse = (status: number, code: string, message: string): Refusal => ({
  ok: false,
  status,
  code,
  message,
});

export const sendRefusal = (res: Response, refusal: Refusal) =>
  res.status(refusal.status).json(errorBody(refusal.code, refusal.message));

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && (value as Refusal).ok === false;

/** Parcel orders take their own branch (parcel.ts) before this. */
export function checkOrderType(settings: CommerceSettings, orderType: string): Refusal | null {
  if (orderType === "delivery" && !settings.homeDelivery)
    return refuse(403, "order_type", "Home delivery is not available.");
  if (orderType === "take_away" && !settings.takeaway)
    return refuse(403, "order_type", "Takeaway is not available.");
  return null;
}

export function orderStore(
  db: Database.Database,
  module: ModuleRow,
  storeId: number,
  orderType: string,
): StoreRow | Refusal {
  const store = db.prepare("SELECT * FROM stores WHERE id = ? AND status = 1").get(storeId) as
    StoreRow | undefined;
  if (!store || store.module_id !== module.id) return refuse(404, "store", "Store not found.");
  if (orderType === "delivery" && !store.delivery)
    return refuse(403, "order_type", "This store does not deliver.");
  if (orderType === "take_away" && !store.take_away)
    return refuse(403, "order_type", "This store does not offer takeaway.");
  return store;
}

export function checkDeliveryPoint(
  db: Database.Database,
  store: StoreRow,
  lat: number,
  lng: number,
): Refusal | null {
  return zoneContains(db, store.zone_id, lat, lng)
    ? null
    : refuse(403, "coordinates", "Out of coverage!");
}

/** When the order is due: now (store must be open) or a valid schedule_at. */
export function orderTime(
  db: Database.Database,
  store: StoreRow,
  settings: CommerceSettings,
  rawSchedule: string | undefined,
  now: Date,
): { scheduleAt: Date | null } | Refusal {
  if (!store.active) return refuse(406, "store", "The store is temporarily closed.");
  if (!rawSchedule) {
    return isStoreOpenAt(db, store, now)
      ? { scheduleAt: null }
      : refuse(406, "store", "The store is closed now. You can schedule the order for later.");
  }
  const at = parseScheduleAt(rawSchedule);
  if (!at) return refuse(403, "schedule_at", "The schedule at is not a valid date.");
  if (at.getTime() < now.getTime() - 60_000)
    return refuse(406, "schedule_at", "You can not schedule an order in the past.");
  if (!settings.scheduleOrder || !store.schedule_order) {
    return refuse(406, "schedule_at", "Scheduled orders are not available for this store.");
  }
  if (!isStoreOpenAt(db, store, at))
    return refuse(406, "schedule_at", "The store is closed at the scheduled time.");
  return { scheduleAt: at };
}

/**
 * Payment switches of the platform and of the order's zone (the store's; a parcel's sender's),
 * and who may pay how: the wallet is a signed-in customer's (guests have none), offline payment
 * needs the platform switch, the zone's and an active method to pay with.
 */
export function checkPaymentMethod(
  db: Database.Database,
  settings: CommerceSettings,
  zoneId: number,
  method: string,
  customer: Customer,
): Refusal | null {
  const zone = db.prepare("SELECT * FROM zones WHERE id = ?").get(zoneId) as ZoneRow | undefined;
  if (method === "cash_on_delivery" && !(settings.cashOnDelivery && zone?.cash_on_delivery)) {
    return refuse(403, "payment_method", "Cash on delivery is not available in this zone.");
  }
  if (method === "digital_payment" && !(settings.digitalPayment && zone?.digital_payment)) {
    return refuse(403, "payment_method", "Digital payment is not available in this zone.");
  }
  if (method === "wallet") {
    if (customer.kind !== "user")
      return refuse(403, "payment_method", "Sign in to pay with your wallet.");
    if (!settings.walletStatus)
      return refuse(403, "payment_method", "Wallet payment is not available.");
  }
  if (
    method === "offline_payment" &&
    !(settings.offlinePayment && zone?.offline_payment && activeOfflineMethodCount(db) > 0)
  ) {
    return refuse(403, "payment_method", "Offline payment is not available in this zone.");
  }
  return null;
}

/** Contract §7.7: "wallet balance insufficient → 203", upstream's message. */
export function checkWalletBalance(customer: Customer, total: number): Refusal | null {
  const balance = customer.kind === "user" ? customer.user.wallet_balance : 0;
  return balance >= total ? null : refuse(203, "wallet", "Insufficient balance in your wallet");
}

/** Prescription orders are cash on delivery; refused only when neither platform nor zone allows it. */
export function checkPrescriptionPayment(
  db: Database.Database,
  settings: CommerceSettings,
  store: StoreRow,
): Refusal | null {
  const zone = db.prepare("SELECT cash_on_delivery FROM zones WHERE id = ?").get(store.zone_id) as
    { cash_on_delivery: number } | undefined;
  return settings.cashOnDelivery || zone?.cash_on_delivery
    ? null
    : refuse(403, "payment_method", "Cash on delivery is not available for prescription orders.");
}
