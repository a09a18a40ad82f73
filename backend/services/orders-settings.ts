import type Database from "better-sqlite3";

/**
 * The business switches the auth, cart and order rules depend on. They are read from the
 * catalogue's `business_settings` (key → JSON value, the same rows /config serves), so what the
 * storefront sees in /config is what these routes enforce; the defaults below apply when a key
 * is missing.
 */
export interface CommerceSettings {
  phoneVerification: boolean;
  emailVerification: boolean;
  firebaseOtp: boolean;
  manualLogin: boolean;
  otpLogin: boolean;
  guestCheckout: boolean;
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  /** /config's customer_wallet_status: paying orders from the wallet */
  walletStatus: boolean;
  offlinePayment: boolean;
  homeDelivery: boolean;
  takeaway: boolean;
  scheduleOrder: boolean;
  prescriptionOrder: boolean;
  dmTips: boolean;
  additionalCharge: number;
  /** admin free delivery for orders at or above this amount; null = off */
  freeDeliveryOver: number | null;
  freeDeliveryToAllStores: boolean;
  refEarning: boolean;
  perKmShippingCharge: number;
  minimumShippingCharge: number;
  /** parcel rates for categories without their own (config's parcel_* charges) */
  parcelPerKmShippingCharge: number;
  parcelMinimumShippingCharge: number;
  taxIncluded: boolean;
  /** digit_after_decimal_point (as /config reads it; default 2), kept to 0..4: order money's rounding */
  moneyDigits: number;
}

function readAll(db: Database.Database): Map<string, unknown> {
  const map = new Map<string, unknown>();
  try {
    const rows = db.prepare("SELECT key, value FROM business_settings").all() as {
      key: string;
      value: string;
    }[];
    for (const row of rows) {
      try {
        map.set(row.key, JSON.parse(row.value));
      } catch {
        map.set(row.key, row.value);
      }
    }
  } catch {
    // no settings table: defaults only
  }
  return map;
}

const asBool = (value: unknown, fallback: boolean) =>
  value === undefined || value === null
    ? fallback
    : value === true || value === 1 || value === "1" || value === "true";
const asNumber = (value: unknown, fallback: number) => {
  const n = Number(value);
  return value === undefined || value === null || value === "" || !Number.isFinite(n)
    ? fallback
    : n;
};

/** /config's reading of the setting (missing → 2, not a number → 0), as a whole number in 0..4. */
function moneyDigitsOf(value: unknown): number {
  const digits = value === undefined || value === null ? 2 : Number(value) || 0;
  return Math.min(4, Math.max(0, Math.trunc(digits)));
}

export function commerceSettings(db: Database.Database): CommerceSettings {
  const s = readAll(db);
  const login = (s.get("centralize_login") ?? {}) as Record<string, unknown>;
  const freeDelivery = (s.get("admin_free_delivery") ?? {}) as Record<string, unknown>;
  const freeOn = asBool(freeDelivery.status, true);
  const freeType = freeDelivery.type ?? "free_delivery_by_order_amount";
  const additionalOn = asBool(s.get("additional_charge_status"), true);
  return {
    phoneVerification: asBool(login.phone_verification_status, true),
    emailVerification: asBool(login.email_verification_status, false),
    firebaseOtp: asBool(s.get("firebase_otp_verification"), false),
    manualLogin: asBool(login.manual_login_status, true),
    otpLogin: asBool(login.otp_login_status, true),
    guestCheckout: asBool(s.get("guest_checkout_status"), true),
    cashOnDelivery: asBool(s.get("cash_on_delivery"), true),
    digitalPayment: asBool(s.get("digital_payment"), true),
    walletStatus: asBool(s.get("wallet_status"), true),
    offlinePayment: asBool(s.get("offline_payment_status"), false),
    homeDelivery: asBool(s.get("home_delivery_status"), true),
    takeaway: asBool(s.get("takeaway_status"), true),
    scheduleOrder: asBool(s.get("schedule_order"), true),
    prescriptionOrder: asBool(s.get("prescription_order_status"), true),
    dmTips: asBool(s.get("dm_tips_status"), true),
    additionalCharge: additionalOn ? asNumber(s.get("additional_charge"), 0) : 0,
    freeDeliveryOver:
      freeOn && freeType === "free_delivery_by_order_amount"
        ? asNumber(freeDelivery.free_delivery_over, 150)
        : null,
    freeDeliveryToAllStores: freeOn && freeType === "free_delivery_to_all_store",
    refEarning: asBool(s.get("ref_earning_status"), true),
    perKmShippingCharge: asNumber(s.get("per_km_shipping_charge"), 2),
    minimumShippingCharge: asNumber(s.get("minimum_shipping_charge"), 10),
    // the defaults /config answers without the keys
    parcelPerKmShippingCharge: asNumber(s.get("parcel_per_km_shipping_charge"), 0),
    parcelMinimumShippingCharge: asNumber(s.get("parcel_minimum_shipping_charge"), 0),
    taxIncluded: asBool(s.get("tax_included"), false),
    moneyDigits: moneyDigitsOf(s.get("digit_after_decimal_point")),
  };
}
