import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../context";
import { sendError } from "../http/errors";
import { currentModule, moduleCheck, requireZone } from "../http/module-check";
import { localeOf, zoneIdsOf, type Locale } from "../http/request";
import { currentUser, requireUser, userFromRequest, type Customer } from "../services/auth-guard";
import { localized, parseJson, round2 } from "../services/format";
import { checkCoupon, couponIsForCustomer, type CouponRow } from "../services/orders-coupons";
import type { StoreRow } from "../services/rows";
import { marketClock } from "../services/schedule";
import { number, optionalId, positiveId, text, validate } from "./commerce-input";

const applySchema = z.object({ code: text(50), store_id: positiveId() });
const listAllSchema = z.object({ customer_id: optionalId() });
const cashbackSchema = z.object({ amount: number().pipe(z.number().min(0).max(100_000_000)) });

interface CashbackRow {
  id: number;
  title: string;
  title_ar: string;
  customer_id: string;
  cashback_type: "amount" | "percentage";
  same_user_limit: number;
  total_used: number;
  cashback_amount: number;
  min_purchase: number;
  max_discount: number;
  start_date: string;
  end_date: string;
  status: number;
  created_at: string;
  updated_at: string;
}

/** coupon/list, coupon/list/all, coupon/apply, cashback/list, cashback/getCashback (contract §2.5). */
export function registerCouponRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const auth = requireUser(deps);
  router.use("/coupon", moduleCheck(deps));
  router.use("/cashback", moduleCheck(deps));

  const runningCoupons = (
    req: Request,
    res: Response,
    customer: Customer | null,
    zoneIds: number[] | null,
  ) => {
    const module = currentModule(res);
    const today = marketClock(options.now()).date;
    const rows = db
      .prepare(
        `SELECT * FROM coupons WHERE status = 1 AND start_date <= ? AND expire_date >= ?
           ${module ? "AND module_id = ?" : ""} ORDER BY id`,
      )
      .all(today, today, ...(module ? [module.id] : [])) as CouponRow[];
    const locale = localeOf(req);
    return rows
      .filter((c) => couponIsForCustomer(c, customer))
      .filter((c) => !zoneIds || module?.all_zone_service || inZones(c, zoneIds))
      .map((c) => formatCoupon(deps, c, locale));
  };
  const inZones = (coupon: CouponRow, zoneIds: number[]) => {
    const ids = parseJson<unknown[]>(coupon.data, []).map(Number);
    if (coupon.coupon_type === "zone_wise") return ids.some((id) => zoneIds.includes(id));
    if (coupon.coupon_type === "store_wise" || coupon.store_id) {
      const storeIds = coupon.store_id ? [coupon.store_id, ...ids] : ids;
      return storeIds.some((id) => {
        const store = db.prepare("SELECT zone_id FROM stores WHERE id = ?").get(id) as
          { zone_id: number } | undefined;
        return store !== undefined && zoneIds.includes(store.zone_id);
      });
    }
    return true;
  };

  router.get("/coupon/list/all", (req, res) => {
    const zoneIds = requireZone(req, res);
    if (!zoneIds) return;
    const input = validate(listAllSchema, req.query, res);
    if (!input) return;
    const user = userFromRequest(deps, req);
    const customer: Customer | null = user ? { kind: "user", id: user.id, user } : null;
    // customer_id only narrows the list; it never unlocks another customer's coupons
    const viewer = user && (!input.customer_id || input.customer_id === user.id) ? customer : null;
    res.json(runningCoupons(req, res, viewer, zoneIds));
  });

  router.get("/coupon/list", auth, (req, res) => {
    const user = currentUser(res);
    res.json(runningCoupons(req, res, { kind: "user", id: user.id, user }, zoneIdsOf(req)));
  });

  router.get("/coupon/apply", auth, (req, res) => {
    const input = validate(applySchema, req.query, res);
    if (!input) return;
    const module = currentModule(res)!;
    const store = db.prepare("SELECT * FROM stores WHERE id = ?").get(input.store_id) as
      StoreRow | undefined;
    if (!store || store.module_id !== module.id)
      return sendError(res, 404, "store", "Store not found.");
    const user = currentUser(res);
    const check = checkCoupon(db, input.code, {
      moduleId: module.id,
      store,
      customer: { kind: "user", id: user.id, user },
      now: options.now(),
    });
    if (!check.ok) return sendError(res, check.status, "coupon", check.message);
    res.json(formatCoupon(deps, check.coupon, localeOf(req), false));
  });

  router.get("/cashback/list", auth, (req, res) => {
    res.json(
      runningCashbacks(deps, currentUser(res).id).map((row) => formatCashback(row, localeOf(req))),
    );
  });

  router.get("/cashback/getCashback", auth, (req, res) => {
    const input = validate(cashbackSchema, req.query, res);
    if (!input) return;
    const offers = runningCashbacks(deps, currentUser(res).id)
      .filter((o) => o.min_purchase <= input.amount)
      .map((o) => ({ offer: o, value: cashbackValue(o, input.amount) }))
      .sort((a, b) => b.value - a.value);
    const best = offers[0];
    if (!best) {
      return res.json({
        calculated_amount: 0,
        cashback_amount: 0,
        cashback_type: null,
        min_purchase: 0,
        max_discount: 0,
        id: null,
      });
    }
    const { offer } = best;
    res.json({
      calculated_amount: best.value,
      cashback_amount: offer.cashback_amount,
      cashback_type: offer.cashback_type,
      min_purchase: offer.min_purchase,
      max_discount: offer.max_discount,
      id: offer.id,
    });
  });
}

/** Coupon object of contract §5.7; in lists a store-wise coupon's `data` is the store name. */
function formatCoupon(deps: BackendDeps, coupon: CouponRow, locale: Locale, inList = true) {
  const storeIds = parseJson<unknown[]>(coupon.data, []).map(Number);
  const storeId =
    coupon.store_id ?? (coupon.coupon_type === "store_wise" ? storeIds[0] : undefined);
  const store = storeId
    ? (deps.db.prepare("SELECT id, name, name_ar FROM stores WHERE id = ?").get(storeId) as
        { id: number; name: string; name_ar: string } | undefined)
    : undefined;
  const storeName = store ? localized(store, "name", locale) : null;
  return {
    id: coupon.id,
    title: localized(coupon, "title", locale),
    code: coupon.code,
    start_date: coupon.start_date,
    expire_date: coupon.expire_date,
    min_purchase: coupon.min_purchase,
    max_discount: coupon.max_discount,
    discount: coupon.discount,
    discount_type: coupon.discount_type,
    coupon_type: coupon.coupon_type,
    limit: coupon.limit_per_user,
    status: coupon.status,
    data: inList && coupon.coupon_type === "store_wise" && storeName ? storeName : coupon.data,
    total_uses: coupon.total_uses,
    module_id: coupon.module_id,
    created_by: coupon.created_by,
    customer_id: coupon.customer_id,
    slug: coupon.slug,
    store_id: coupon.store_id,
    store: store ? { id: store.id, name: storeName } : null,
    created_at: coupon.created_at,
    updated_at: coupon.updated_at,
  };
}

function runningCashbacks(deps: BackendDeps, userId: number): CashbackRow[] {
  const today = marketClock(deps.options.now()).date;
  const rows = deps.db
    .prepare(
      "SELECT * FROM cashback_offers WHERE status = 1 AND start_date <= ? AND end_date >= ? ORDER BY id",
    )
    .all(today, today) as CashbackRow[];
  return rows.filter((row) => {
    const ids = parseJson<unknown[]>(row.customer_id, ["all"]).map(String);
    return ids.includes("all") || ids.includes(String(userId));
  });
}

function cashbackValue(offer: CashbackRow, amount: number): number {
  if (offer.cashback_type === "amount") return offer.cashback_amount;
  const raw = (amount * offer.cashback_amount) / 100;
  return round2(offer.max_discount > 0 ? Math.min(raw, offer.max_discount) : raw);
}

function formatCashback(row: CashbackRow, locale: Locale) {
  const { title_ar: _ignored, ...rest } = row;
  return { ...rest, title: localized(row, "title", locale) };
}
