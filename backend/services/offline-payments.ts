import type Database from "better-sqlite3";
import type { Locale } from "../http/request";
import { parseJson } from "./format";

/**
 * Offline payment (contract §2.1, §2.4, §5.9): the admin's methods — what the customer is told
 * (`method_fields`: account name, number…) and what the customer must enter
 * (`method_informations`: transaction id…) — and what a customer submitted for an order.
 */

export interface OfflineMethodRow {
  id: number;
  method_name: string;
  method_name_ar: string | null;
  method_fields: string;
  method_fields_ar: string | null;
  method_informations: string;
  method_informations_ar: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface MethodField {
  input_name: string;
  input_data: string;
}

export interface MethodInformation {
  customer_input: string;
  customer_placeholder: string;
  is_required: number;
}

export interface OfflineMethod {
  id: number;
  method_name: string;
  method_fields: MethodField[];
  method_informations: MethodInformation[];
  status: number;
  created_at: string;
  updated_at: string;
}

export const activeOfflineMethodCount = (db: Database.Database) =>
  (
    db.prepare("SELECT COUNT(*) AS n FROM offline_payment_methods WHERE status = 1").get() as {
      n: number;
    }
  ).n;

/** A method in the request's language (Arabic texts fall back to English). */
export function formatOfflineMethod(row: OfflineMethodRow, locale: Locale): OfflineMethod {
  const ar = locale === "ar";
  const fields = parseJson<MethodField[]>(row.method_fields, []);
  const informations = parseJson<MethodInformation[]>(row.method_informations, []);
  return {
    id: row.id,
    method_name: (ar && row.method_name_ar) || row.method_name,
    method_fields: ar && row.method_fields_ar ? parseJson(row.method_fields_ar, fields) : fields,
    method_informations:
      ar && row.method_informations_ar
        ? parseJson(row.method_informations_ar, informations)
        : informations,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function activeOfflineMethods(db: Database.Database, locale: Locale): OfflineMethod[] {
  const rows = db
    .prepare("SELECT * FROM offline_payment_methods WHERE status = 1 ORDER BY id")
    .all() as OfflineMethodRow[];
  return rows.map((row) => formatOfflineMethod(row, locale));
}

export function activeOfflineMethod(
  db: Database.Database,
  id: number,
  locale: Locale,
): OfflineMethod | null {
  const row = db
    .prepare("SELECT * FROM offline_payment_methods WHERE id = ? AND status = 1")
    .get(id) as OfflineMethodRow | undefined;
  return row ? formatOfflineMethod(row, locale) : null;
}

interface OfflinePaymentRow {
  id: number;
  order_id: number;
  method_id: number;
  payment_info: string;
  method_fields: string;
  customer_note: string | null;
  admin_note: string | null;
  status: string;
}

/** Stores (or replaces, while the admin has not decided) what the customer sent for an order. */
export function saveOfflinePayment(
  db: Database.Database,
  submission: {
    orderId: number;
    method: OfflineMethod;
    inputs: Record<string, string>;
    customerNote: string | null;
  },
  now: Date,
) {
  const at = now.toISOString();
  // Upstream keeps the method's id and name beside the customer's inputs in payment_info.
  const info = {
    method_id: submission.method.id,
    method_name: submission.method.method_name,
    ...submission.inputs,
  };
  db.prepare(
    `INSERT INTO offline_payments (order_id, method_id, payment_info, method_fields, customer_note, status,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)
     ON CONFLICT(order_id) DO UPDATE SET method_id = excluded.method_id, payment_info = excluded.payment_info,
       method_fields = excluded.method_fields, customer_note = excluded.customer_note, status = 'pending',
       updated_at = excluded.updated_at`,
  ).run(
    submission.orderId,
    submission.method.id,
    JSON.stringify(info),
    JSON.stringify(submission.method.method_fields),
    submission.customerNote,
    at,
    at,
  );
}

export const offlinePaymentStatusOf = (db: Database.Database, orderId: number) =>
  (
    db.prepare("SELECT status FROM offline_payments WHERE order_id = ?").get(orderId) as
      { status: string } | undefined
  )?.status ?? null;

/**
 * Track's `offline_payment` (contract §5.9): `{input:[{user_input, user_data}], data:{status,
 * method_id, method_name, customer_note, admin_note}, method_fields}`, or null.
 */
export function trackedOfflinePayment(db: Database.Database, orderId: number) {
  const row = db.prepare("SELECT * FROM offline_payments WHERE order_id = ?").get(orderId) as
    OfflinePaymentRow | undefined;
  if (!row) return null;
  const info = parseJson<Record<string, unknown>>(row.payment_info, {});
  const { method_id: _id, method_name: methodName, ...inputs } = info;
  return {
    input: Object.entries(inputs).map(([key, value]) => ({
      user_input: key,
      user_data: value,
    })),
    data: {
      status: row.status,
      method_id: row.method_id,
      method_name: typeof methodName === "string" ? methodName : null,
      customer_note: row.customer_note,
      admin_note: row.admin_note,
    },
    method_fields: parseJson<MethodField[]>(row.method_fields, []),
  };
}

/**
 * The operator's review of a customer's offline payment info (there is no admin side; tests and
 * demos call it, like reviewRefund). Verified: the money arrived — a whole offline order is paid,
 * a partial payment's offline rest (issue 24 item 2) is paid for its own amount, and the
 * lifecycle confirms the order. Denied: the customer may send the info again.
 */
export function reviewOfflinePayment(
  db: Database.Database,
  orderId: number,
  review: { approve: boolean; note?: string | null; now: Date },
): boolean {
  const at = review.now.toISOString();
  return db.transaction(() => {
    const updated = db
      .prepare(
        "UPDATE offline_payments SET status = ?, admin_note = ?, updated_at = ? WHERE order_id = ? AND status = 'pending'",
      )
      .run(review.approve ? "verified" : "denied", review.note ?? null, at, orderId);
    if (updated.changes !== 1 || !review.approve) return updated.changes === 1;
    db.prepare("UPDATE orders SET payment_status = 'paid', updated_at = ? WHERE id = ?").run(
      at,
      orderId,
    );
    const rest = db
      .prepare(
        "UPDATE order_payments SET payment_status = 'paid', updated_at = ? WHERE order_id = ? AND payment_method = 'offline_payment' AND payment_status = 'unpaid'",
      )
      .run(at, orderId);
    if (rest.changes === 0) {
      db.prepare(
        `INSERT INTO order_payments (order_id, transaction_ref, amount, payment_status, payment_method, created_at, updated_at)
         SELECT id, NULL, order_amount, 'paid', 'offline_payment', ?, ? FROM orders WHERE id = ?`,
      ).run(at, at, orderId);
    }
    return true;
  })();
}
