import type { Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError, sendMessage } from "../../http/errors";
import { localeOf, pageOf } from "../../http/request";
import { currentCustomer, requireCustomer } from "../../services/auth-guard";
import type { ZoneRow } from "../../services/geo";
import { CANCELABLE_STATUSES, cancelOrder } from "../../services/orders-cancel";
import { commerceSettings } from "../../services/orders-settings";
import { parcelInstructions } from "../../services/parcel-instructions";
import { restPaymentOf } from "../../services/payments";
import { maximumCodAmount } from "../../services/pricing";
import { inputOf, optionalOneOf, positiveId, text, validate } from "../commerce-input";
import { ownOrder } from "./read";

const cancelSchema = z.object({ order_id: positiveId(), reason: text(255) });
const orderIdSchema = z.object({ order_id: positiveId() });
const reasonsSchema = z.object({
  type: optionalOneOf(["customer", "deliveryman", "restaurant", "admin"]),
});

interface ReasonRow {
  id: number;
  reason: string;
  reason_ar: string | null;
  user_type?: string;
  status: number;
  created_at: string;
  updated_at: string;
}

/**
 * Cancel, payment-method switch, cancellation and refund reasons, parcel instructions (contract
 * §2.1, §2.4).
 */
export function registerOrderManageRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const guard = requireCustomer(deps);
  const localizedReason = (row: ReasonRow, locale: string) => ({
    ...row,
    reason: locale === "ar" && row.reason_ar ? row.reason_ar : row.reason,
    reason_ar: undefined,
  });

  router.put("/customer/order/cancel", guard, (req, res) => {
    const input = validate(cancelSchema, inputOf(req), res);
    if (!input) return;
    const order = ownOrder(deps, currentCustomer(res), input.order_id);
    if (!order) return sendError(res, 404, "order", "Order not found");
    if (!CANCELABLE_STATUSES.includes(order.order_status)) {
      return sendError(res, 403, "order_status", "You can not cancel this order now.");
    }
    cancelOrder(db, order, { reason: input.reason, canceledBy: "customer", now: options.now() });
    return sendMessage(res, 200, "Order canceled successfully");
  });

  // After a failed or abandoned digital payment the customer may pay cash instead.
  router.put("/customer/order/payment-method", guard, (req, res) => {
    const input = validate(orderIdSchema, inputOf(req), res);
    if (!input) return;
    const order = ownOrder(deps, currentCustomer(res), input.order_id);
    if (!order) return sendError(res, 404, "order", "Order not found");
    // A partial payment's failed digital rest may be paid in cash too (issue 24 item 2).
    const rest = restPaymentOf(db, order);
    const switchable =
      ((order.payment_method === "digital_payment" && order.payment_status === "unpaid") ||
        (rest?.payment_method === "digital_payment" &&
          order.payment_status === "partially_paid")) &&
      (order.order_status === "failed" || order.order_status === "pending");
    if (!switchable)
      return sendError(res, 403, "order", "The payment method of this order can not be changed.");
    const zone = db.prepare("SELECT * FROM zones WHERE id = ?").get(order.zone_id) as
      ZoneRow | undefined;
    if (!commerceSettings(db).cashOnDelivery || !zone?.cash_on_delivery) {
      return sendError(
        res,
        403,
        "payment_method",
        "Cash on delivery is not available in this zone.",
      );
    }
    const codLimit =
      order.module_id && order.zone_id
        ? maximumCodAmount(db, order.module_id, order.zone_id)
        : null;
    if (codLimit !== null && order.order_amount > codLimit) {
      return sendError(
        res,
        203,
        "order_amount",
        "The total amount of the order, exceeds maximum amount of the cash on delivery method",
      );
    }
    const at = options.now().toISOString();
    if (rest) {
      // the wallet's part stays paid; the rest is cash, and the order confirmed as stock's
      // partial payments with a non-offline rest are (contract §7.7)
      db.transaction(() => {
        db.prepare(
          "UPDATE order_payments SET payment_method = 'cash_on_delivery', payment_status = 'unpaid', updated_at = ? WHERE id = ?",
        ).run(at, rest.id);
        db.prepare(
          "UPDATE orders SET order_status = 'confirmed', confirmed = ?, updated_at = ? WHERE id = ?",
        ).run(at, at, order.id);
      })();
      return sendMessage(res, 200, "Payment method updated successfully");
    }
    db.prepare(
      "UPDATE orders SET payment_method = 'cash_on_delivery', order_status = 'pending', pending = ?, updated_at = ? WHERE id = ?",
    ).run(at, at, order.id);
    return sendMessage(res, 200, "Payment method updated successfully");
  });

  router.get("/customer/order/cancellation-reasons", (req, res) => {
    const input = validate(reasonsSchema, req.query, res);
    if (!input) return;
    const page = pageOf(req.query as Record<string, unknown>, { limit: 25 });
    const where = input.type ? "status = 1 AND user_type = ?" : "status = 1";
    const params = input.type ? [input.type] : [];
    const total = (
      db
        .prepare(`SELECT COUNT(*) AS n FROM cancellation_reasons WHERE ${where}`)
        .get(...params) as { n: number }
    ).n;
    const rows = db
      .prepare(`SELECT * FROM cancellation_reasons WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`)
      .all(...params, page.limit, (page.offset - 1) * page.limit) as ReasonRow[];
    const locale = localeOf(req);
    res.json({
      total_size: total,
      limit: page.echo.limit,
      offset: page.echo.offset,
      data: rows.map((row) => localizedReason(row, locale)),
    });
  });

  // Contract §2.1: no guard, no module check; 6amMart pages it (25 a page from 1).
  router.get("/customer/order/parcel-instructions", (req, res) => {
    const page = pageOf(req.query as Record<string, unknown>, { limit: 25 });
    const all = parcelInstructions(localeOf(req));
    res.json({
      total_size: all.length,
      limit: page.echo.limit,
      offset: page.echo.offset,
      data: all.slice((page.offset - 1) * page.limit, page.offset * page.limit),
    });
  });

  router.get("/customer/order/refund-reasons", guard, (req, res) => {
    const rows = db
      .prepare("SELECT * FROM refund_reasons WHERE status = 1 ORDER BY id")
      .all() as ReasonRow[];
    const locale = localeOf(req);
    res.json({ refund_reasons: rows.map((row) => localizedReason(row, locale)) });
  });
}
