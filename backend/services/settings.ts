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

/**
 * Writes settings (key → JSON value; `null` removes the row, so readers fall back to their
 * default) in one transaction and returns what they were before in the same shape, so that
 * writing the answer back restores them exactly. Used by the storefront's e2e control
 * (server/e2e-settings.ts); nothing in the API writes settings.
 *
 * A written value serves both languages (value_ar is cleared). A key that carries an Arabic
 * value of its own is refused: the answer could not bring that value back.
 */
export function writeSettings(
  db: Database.Database,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const read = db.prepare("SELECT value, value_ar FROM business_settings WHERE key = ?");
  const remove = db.prepare("DELETE FROM business_settings WHERE key = ?");
  const upsert = db.prepare(
    `INSERT INTO business_settings (key, value, value_ar) VALUES (?, ?, NULL)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, value_ar = NULL`,
  );
  return db.transaction(() => {
    const previous: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(patch)) {
      const row = read.get(key) as SettingRow | undefined;
      if (row?.value_ar != null) throw new LocalisedSettingError(key);
      previous[key] = row ? parseOr(row.value, row.value) : null;
      if (value === null || value === undefined) remove.run(key);
      else upsert.run(key, JSON.stringify(value));
    }
    return previous;
  })();
}

export class LocalisedSettingError extends Error {
  constructor(readonly key: string) {
    super(`The setting "${key}" has an Arabic value of its own and cannot be switched here.`);
  }
}

function parseOr(raw: string, fallback: unknown): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return fallback;
  }
}
