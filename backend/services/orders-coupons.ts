import type Database from "better-sqlite3";
import type { Customer } from "./auth-guard";
import { parseJson, roundMoney } from "./format";
import type { StoreRow } from "./rows";
import { marketClock } from "./schedule";
import { normalisePhone } from "./users";

/**
 * Coupon eligibility and value, shared by GET coupon/apply and order placement
 * (contract §2.5, §5.7, §7.7): unknown code → 404, outside its dates → 407, per-user limit
 * used up → 406, not for this store / zone / customer / a returning customer → 403.
 */

export interface CouponRow {
  id: number;
  title: string;
  title_ar: string;
  code: string;
  start_date: string;
  expire_date: string;
  min_purchase: number;
  max_discount: number;
  discount: number;
  discount_type: "amount" | "percent";
  coupon_type: string;
  limit_per_user: number | null;
  status: number;
  data: string;
  total_uses: number;
  module_id: number;
  created_by: string;
  customer_id: string;
  slug: string;
  store_id: number | null;
  created_at: string;
  updated_at: string;
}

export type CouponCheck =
  { ok: true; coupon: CouponRow } | { ok: false; status: 403 | 404 | 406 | 407; message: string };

/**
 * The orders of this customer for the first-order and per-user limits: the account's (or the
 * guest id's) and every other order of the same phone — guest orders by their contact number,
 * account orders by the account's phone (issue 28 item 9). A guest id is free to make, so
 * counting it alone made every new guest a first order. A guest is known by `contactPhone`,
 * the order's `contact_person_number`; a user by the account's phone (not the contact of an
 * order placed for someone else).
 * Phones compare in their stored form (users.normalisePhone; order/place stores it so too).
 * Canceled and failed orders do not count.
 */
function ordersOf(
  db: Database.Database,
  customer: Customer,
  contactPhone: string | null | undefined,
  couponCode: string | null,
): number {
  // a user is the account (and its phone), whoever the order's contact is
  const phone = normalisePhone(
    (customer.kind === "user" ? customer.user.phone : contactPhone) ?? "",
  );
  const byPhone = phone
    ? ` OR (is_guest = 1 AND json_extract(delivery_address, '$.contact_person_number') = ?)
        OR (is_guest = 0 AND user_id IN (SELECT id FROM users WHERE phone = ?))`
    : "";
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM orders WHERE order_status NOT IN ('canceled', 'failed')
         ${couponCode === null ? "" : "AND coupon_code = ?"}
         AND ((user_id = ? AND is_guest = ?)${byPhone})`,
    )
    .get(
      ...(couponCode === null ? [] : [couponCode]),
      customer.id,
      customer.kind === "guest" ? 1 : 0,
      ...(phone ? [phone, phone] : []),
    ) as { n: number };
  return row.n;
}

/** Orders that count as a use of a coupon (see ordersOf for whose). */
export const couponUses = (
  db: Database.Database,
  customer: Customer,
  code: string,
  contactPhone?: string | null,
) => ordersOf(db, customer, contactPhone, code);

/** Whether the coupon's customer list includes this customer (guests only match "all"). */
export function couponIsForCustomer(
  coupon: Pick<CouponRow, "customer_id">,
  customer: Customer | null,
): boolean {
  const list = parseJson<unknown[]>(coupon.customer_id, ["all"]).map(String);
  if (list.includes("all")) return true;
  return customer?.kind === "user" && list.includes(String(customer.id));
}

export function checkCoupon(
  db: Database.Database,
  code: string,
  context: {
    moduleId: number;
    store: StoreRow;
    customer: Customer;
    now: Date;
    /** The order's contact phone: a guest's first order and per-user uses are by phone too. */
    contactPhone?: string | null;
  },
): CouponCheck {
  const coupon = db
    .prepare("SELECT * FROM coupons WHERE code = ? COLLATE NOCASE AND status = 1 AND module_id = ?")
    .get(code, context.moduleId) as CouponRow | undefined;
  if (!coupon) return { ok: false, status: 404, message: "Coupon not found" };
  const today = marketClock(context.now).date;
  if (coupon.start_date > today || coupon.expire_date < today) {
    return { ok: false, status: 407, message: "Coupon expired" };
  }
  const ids = parseJson<unknown[]>(coupon.data, []).map(Number);
  if (
    coupon.coupon_type === "store_wise" &&
    !ids.includes(context.store.id) &&
    coupon.store_id !== context.store.id
  ) {
    return { ok: false, status: 403, message: "This coupon is not valid for this store." };
  }
  if (
    coupon.created_by === "vendor" &&
    coupon.store_id !== null &&
    coupon.store_id !== context.store.id
  ) {
    return { ok: false, status: 403, message: "This coupon is not valid for this store." };
  }
  if (coupon.coupon_type === "zone_wise" && !ids.includes(context.store.zone_id)) {
    return { ok: false, status: 403, message: "This coupon is not valid in this zone." };
  }
  if (!couponIsForCustomer(coupon, context.customer)) {
    return { ok: false, status: 403, message: "This coupon is not valid for you." };
  }
  if (
    coupon.coupon_type === "first_order" &&
    ordersOf(db, context.customer, context.contactPhone, null) > 0
  ) {
    return { ok: false, status: 403, message: "This coupon is valid for the first order only." };
  }
  if (
    coupon.limit_per_user &&
    couponUses(db, context.customer, coupon.code, context.contactPhone) >= coupon.limit_per_user
  ) {
    return { ok: false, status: 406, message: "Coupon usage limit over" };
  }
  return { ok: true, coupon };
}

/** The discount on `subtotal` (free-delivery coupons discount the delivery charge instead). */
export function couponDiscount(coupon: CouponRow, subtotal: number, moneyDigits: number): number {
  if (coupon.coupon_type === "free_delivery") return 0;
  const raw =
    coupon.discount_type === "percent" ? (subtotal * coupon.discount) / 100 : coupon.discount;
  const capped =
    coupon.discount_type === "percent" && coupon.max_discount > 0
      ? Math.min(raw, coupon.max_discount)
      : raw;
  return roundMoney(Math.max(0, Math.min(capped, subtotal)), moneyDigits);
}
