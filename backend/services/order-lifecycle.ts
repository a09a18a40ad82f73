import type Database from "better-sqlite3";
import type { BackendDeps } from "../context";
import { parseJson } from "./format";
import type { DeliveryManRow, OrderRow } from "./orders-format";
import { digitalRestUnpaid } from "./payments";
import { noteOtherWriters } from "../db/read-cache";

/**
 * The demo marketplace's orders move on their own: pending → confirmed (a delivery man is
 * assigned) → picked_up (he starts at the store and moves toward the customer in
 * TRIP_LEGS moves) → delivered. Take-away orders go confirmed → delivered. Digital orders
 * wait in `pending` until paid, a partial payment's digital rest holds it `confirmed` until paid; failed and canceled orders never move; scheduled orders wait
 * for their time.
 *
 * `advanceOrderLifecycle(db, now)` performs one step for every order (tests call it);
 * `startOrderLifecycle(deps)` runs it every `orderStepSeconds` (0 = off).
 */

export const TRIP_LEGS = 3;
/** A scheduled order is confirmed this long before its time. */
const SCHEDULE_LEAD_MS = 30 * 60 * 1000;

/** Needs only the database and the clock (tests start it on a bare database). */
export function startOrderLifecycle(deps: Pick<BackendDeps, "db" | "options">): () => void {
  const seconds = deps.options.orderStepSeconds;
  if (!seconds || seconds <= 0) return () => {};
  const timer = setInterval(() => {
    try {
      // the tick reads outside any request: another process's commits are looked for here too
      noteOtherWriters(deps.db);
      advanceOrderLifecycle(deps.db, deps.options.now());
    } catch (error) {
      // A failed tick must not take the server down; the next tick retries.
      console.error("[order-lifecycle]", error);
    }
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/** One step for every moving order; returns how many orders changed. */
export function advanceOrderLifecycle(db: Database.Database, now: Date): number {
  const orders = db
    .prepare(
      "SELECT * FROM orders WHERE order_status IN ('pending', 'confirmed', 'picked_up') ORDER BY id",
    )
    .all() as OrderRow[];
  let changed = 0;
  db.transaction(() => {
    for (const order of orders) if (stepOrder(db, order, now)) changed++;
  })();
  return changed;
}

function stepOrder(db: Database.Database, order: OrderRow, now: Date): boolean {
  const at = now.toISOString();
  const set = (sql: string, ...params: unknown[]) =>
    db
      .prepare(`UPDATE orders SET ${sql}, updated_at = ? WHERE id = ?`)
      .run(...params, at, order.id);

  if (order.order_status === "pending") {
    const paid = order.payment_method === "cash_on_delivery" || order.payment_status === "paid";
    const due =
      !order.scheduled || Date.parse(String(order.schedule_at)) - SCHEDULE_LEAD_MS <= now.getTime();
    if (!paid || !due) return false;
    // a parcel is carried by a delivery man too (from the sender, its delivery_address)
    const deliveryManId =
      order.order_type === "delivery" || order.order_type === "parcel"
        ? pickDeliveryMan(db, order.zone_id)
        : null;
    set("order_status = 'confirmed', confirmed = ?, delivery_man_id = ?", at, deliveryManId);
    return true;
  }
  if (order.order_status === "confirmed") {
    // A partial payment is confirmed at once (contract §7.7), but its digital rest must be paid
    // on the gateway page before anything moves: nothing is delivered half paid.
    if (digitalRestUnpaid(db, order)) return false;
    if (order.order_type === "take_away" || !order.delivery_man_id) {
      set("order_status = 'delivered', delivered = ?, payment_status = 'paid'", at);
      return true;
    }
    const { from } = tripOf(db, order);
    if (from) moveDeliveryMan(db, order.delivery_man_id, from.lat, from.lng, at);
    set("order_status = 'picked_up', picked_up = ?, trip_legs_done = 0", at);
    return true;
  }
  // picked_up: one leg closer, or delivered once he is at the door. The order counts its own
  // legs: a delivery man may carry several orders, so where he stands says nothing of this one.
  const dm = order.delivery_man_id
    ? (db.prepare("SELECT * FROM delivery_men WHERE id = ?").get(order.delivery_man_id) as
        DeliveryManRow | undefined)
    : undefined;
  const { from, to } = tripOf(db, order);
  const legsDone = order.trip_legs_done ?? 0;
  if (!dm || !from || !to || legsDone >= TRIP_LEGS) {
    set("order_status = 'delivered', delivered = ?, payment_status = 'paid'", at);
    return true;
  }
  const next = tripPosition(from, to, legsDone + 1);
  moveDeliveryMan(db, dm.id, next.lat, next.lng, at);
  set("trip_legs_done = ?", legsDone + 1);
  return true;
}

type Point = { lat: number; lng: number };

/** A JSON address column's point, or null when it has none. */
function pointOf(json: unknown): Point | null {
  const address = parseJson<{ latitude?: string; longitude?: string } | null>(
    typeof json === "string" ? json : null,
    null,
  );
  const point = { lat: Number(address?.latitude), lng: Number(address?.longitude) };
  return address && Number.isFinite(point.lat) && Number.isFinite(point.lng) ? point : null;
}

/**
 * Where the delivery man picks up and where he delivers: store → customer, or for a parcel
 * the sender (the order's delivery_address) → the receiver (receiver_details).
 */
function tripOf(db: Database.Database, order: OrderRow): { from: Point | null; to: Point | null } {
  if (order.order_type === "parcel")
    return { from: pointOf(order.delivery_address), to: pointOf(order.receiver_details) };
  const store = db
    .prepare("SELECT latitude, longitude FROM stores WHERE id = ?")
    .get(order.store_id) as { latitude: number; longitude: number } | undefined;
  return {
    from: store ? { lat: store.latitude, lng: store.longitude } : null,
    to: pointOf(order.delivery_address),
  };
}

/** Where the delivery man stands after `legs` of TRIP_LEGS equal legs of the straight line. */
export function tripPosition(from: Point, to: Point, legs: number): Point {
  const share = Math.min(1, Math.max(0, legs / TRIP_LEGS));
  return {
    lat: from.lat + (to.lat - from.lat) * share,
    lng: from.lng + (to.lng - from.lng) * share,
  };
}

function moveDeliveryMan(db: Database.Database, id: number, lat: number, lng: number, at: string) {
  db.prepare("UPDATE delivery_men SET lat = ?, lng = ?, updated_at = ? WHERE id = ?").run(
    lat,
    lng,
    at,
    id,
  );
}

/** The active delivery man of the order's zone with the fewest running orders. */
export function pickDeliveryMan(db: Database.Database, zoneId: number | null): number | null {
  const row = db
    .prepare(
      `SELECT dm.id FROM delivery_men dm
       WHERE dm.status = 1
       ORDER BY (dm.zone_id = ?) DESC,
         (SELECT COUNT(*) FROM orders o WHERE o.delivery_man_id = dm.id AND o.order_status IN ('confirmed', 'picked_up')),
         dm.id
       LIMIT 1`,
    )
    .get(zoneId) as { id: number } | undefined;
  return row?.id ?? null;
}
