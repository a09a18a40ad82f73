import type Database from "better-sqlite3";
import type { Locale } from "../http/request";

/**
 * Business settings (table business_settings: key → JSON value, optional Arabic value).
 *
 * Part 2 may rely on `setting(db, key, fallback, locale?)` for the order rules the seed
 * stores here: admin_free_delivery ({status, type, free_delivery_over: 150}), centralize_login
 * (the /config object), firebase_otp_verification (0), active_payment_methods
 * ([{gateway: "souq_pay", ...}]), additional_charge_status (1),
 * additional_charge_name ("Service Charge"), additional_charge (3), per_km_shipping_charge,
 * minimum_shipping_charge, tax_included (0), cash_on_delivery / digital_payment (1),
 * guest_checkout_status (1), dm_tips_status (1), partial_payment_status, wallet_status,
 * loyalty_point_* and ref_earning_*, schedule_order (1), schedule_order_slot_duration (30),
 * home_delivery_status / takeaway_status (1), prescription_order_status (1), currency_code.
 */

interface SettingRow {
  value: string;
  value_ar: string | null;
}

export function setting<T>(
  db: Database.Database,
  key: string,
  fallback: T,
  locale: Locale = "en",
): T {
  const row = db.prepare("SELECT value, value_ar FROM business_settings WHERE key = ?").get(key) as
    SettingRow | undefined;
  if (!row) return fallback;
  const raw = locale === "ar" && row.value_ar !== null ? row.value_ar : row.value;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** All settings at once (one query) for /config and the landing pages. */
export function allSettings(db: Database.Database, locale: Locale): Map<string, unknown> {
  const rows = db
    .prepare("SELECT key, value, value_ar FROM business_settings")
    .all() as (SettingRow & {
    key: string;
  })[];
  const map = new Map<string, unknown>();
  for (const row of rows) {
    const raw = locale === "ar" && row.value_ar !== null ? row.value_ar : row.value;
    try {
      map.set(row.key, JSON.parse(raw));
    } catch {
      map.set(row.key, raw);
    }
  }
  return map;
}
