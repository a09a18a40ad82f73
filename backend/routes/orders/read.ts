import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError } from "../../http/errors";
import { pageOf } from "../../http/request";
import {
  currentCustomer,
  ownerColumns,
  requireCustomer,
  type Customer,
} from "../../services/auth-guard";
import { formatContextOf, parseJson } from "../../services/format";
import {
  FINISHED_STATUSES,
  formatOrder,
  formatOrderLines,
  type OrderRow,
} from "../../services/orders-format";
import { inputOf, optionalPhone, phone, positiveId, validate } from "../commerce-input";
import { normalisePhone } from "./place";

const pagingSchema = z.object({ limit: positiveId(), offset: positiveId() });
const orderIdSchema = z.object({ order_id: positiveId() });
const trackSchema = z.object({ order_id: positiveId(), contact_number: optionalPhone(6, 20) });
const guestTrackSchema = z.object({ order_id: positiveId(), contact_number: phone(6, 20) });

/** Order history, running orders, details and tracking (contract §2.4, §5.9). */
export function registerOrderReadRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const guard = requireCustomer(deps);
  const finished = FINISHED_STATUSES.map((s) => `'${s}'`).join(", ");

  const listOrders = (req: Request, res: Response, statusFilter: string) => {
    if (!validate(pagingSchema, req.query, res)) return;
    const page = pageOf(req.query as Record<string, unknown>);
    const owner = ownerColumns(currentCustomer(res));
    const where = `user_id = ? AND is_guest = ? AND order_status ${statusFilter}`;
    const total = (
      db
        .prepare(`SELECT COUNT(*) AS n FROM orders WHERE ${where}`)
        .get(owner.user_id, owner.is_guest) as { n: number }
    ).n;
    const rows = db
      .prepare(`SELECT * FROM orders WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(owner.user_id, owner.is_guest, page.limit, (page.offset - 1) * page.limit) as OrderRow[];
    const ctx = formatContextOf(req, options);
    res.json({
      total_size: total,
      limit: page.echo.limit,
      offset: page.echo.offset,
      orders: rows.map((row) => formatOrder(db, row, ctx)),
    });
  };

  router.get("/customer/order/list", guard, (req, res) => listOrders(req, res, `IN (${finished})`));
  router.get("/customer/order/running-orders", guard, (req, res) =>
    listOrders(req, res, `NOT IN (${finished})`),
  );

  router.get("/customer/order/all-running-orders", guard, (_req, res) => {
    const owner = ownerColumns(currentCustomer(res));
    const rows = db
      .prepare(
        `SELECT id, order_status AS status, created_at FROM orders
         WHERE user_id = ? AND is_guest = ? AND order_status NOT IN (${finished}) ORDER BY id DESC`,
      )
      .all(owner.user_id, owner.is_guest) as { id: number; status: string; created_at: string }[];
    res.json({
      data: rows.map((r) => ({
        id: r.id,
        order_type: "order",
        status: r.status,
        is_repeat: 0,
        created_at: r.created_at,
      })),
    });
  });

  router.get("/customer/order/details", guard, (req, res) => {
    const input = validate(trackSchema, inputOf(req), res);
    if (!input) return;
    const order = visibleOrder(deps, currentCustomer(res), input.order_id, input.contact_number);
    if (!order) return sendError(res, 404, "order", "Order not found");
    const ctx = formatContextOf(req, options);
    // quirk 5: prescription (and parcel) orders answer the order object, not lines
    if (order.prescription_order || order.order_type === "parcel")
      return res.json(formatOrder(db, order, ctx));
    const lines = formatOrderLines(db, order.id, order.is_guest === 1, ctx);
    // 6ammart-3.2 row 5: stock stores json_encode(null), the string "null", for no variant
    if (options.compat === "6ammart-3.2")
      for (const line of lines) line.variant = line.variant == null ? "null" : line.variant;
    return res.json(lines);
  });

  router.get("/customer/order/track", guard, (req, res) => {
    const customer = currentCustomer(res);
    // Guests prove the order is theirs with its delivery contact number (quirk 13).
    const input =
      customer.kind === "guest"
        ? validate(guestTrackSchema, inputOf(req), res)
        : validate(orderIdSchema, inputOf(req), res);
    if (!input) return;
    const contact =
      customer.kind === "guest"
        ? (input as z.infer<typeof guestTrackSchema>).contact_number
        : undefined;
    const order = visibleOrder(deps, customer, input.order_id, contact);
    if (!order) return sendError(res, 404, "order", "Order not found");
    return res.json(formatOrder(db, order, formatContextOf(req, options), { track: true }));
  });
}

/**
 * The order if this caller may see it: a user sees their own orders; a guest sees the orders of
 * their guest id, or a guest order whose delivery contact number they give (the original shows
 * guests any order id — quirk 13 — which we do not).
 */
export function visibleOrder(
  deps: BackendDeps,
  customer: Customer,
  orderId: number,
  contactNumber?: string,
): OrderRow | null {
  const order = deps.db.prepare("SELECT * FROM orders WHERE id = ?").get(orderId) as
    OrderRow | undefined;
  if (!order) return null;
  const owner = ownerColumns(customer);
  if (customer.kind === "user")
    return order.user_id === owner.user_id && order.is_guest === 0 ? order : null;
  if (contactNumber !== undefined) {
    if (order.is_guest !== 1) return null;
    const stored = parseJson<{ contact_person_number?: string } | null>(
      order.delivery_address,
      null,
    )?.contact_person_number;
    return stored && normalisePhone(stored) === normalisePhone(contactNumber) ? order : null;
  }
  return order.user_id === owner.user_id && order.is_guest === 1 ? order : null;
}

/** The caller's own order (no contact-number route): for cancel and payment-method switch. */
export function ownOrder(deps: BackendDeps, customer: Customer, orderId: number): OrderRow | null {
  const owner = ownerColumns(customer);
  return (
    (deps.db
      .prepare("SELECT * FROM orders WHERE id = ? AND user_id = ? AND is_guest = ?")
      .get(orderId, owner.user_id, owner.is_guest) as OrderRow | undefined) ?? null
  );
}
