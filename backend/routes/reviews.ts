import type { Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../context";
import { sendError, sendMessage } from "../http/errors";
import { currentUser, requireUser } from "../services/auth-guard";
import type { OrderRow } from "../services/orders-format";
import { refreshRatings } from "../services/ratings";
import { inputOf, optionalText, positiveId, text, validate } from "./commerce-input";

/** `rating` numeric, at most 5 (contract §7.3); the stars start at 1. */
const rating = () =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z.number().int().min(1).max(5),
  );

const itemReviewSchema = z.object({
  item_id: positiveId(),
  order_id: positiveId(),
  rating: rating(),
  comment: optionalText(1000),
});
const dmReviewSchema = z.object({
  delivery_man_id: positiveId(),
  order_id: positiveId(),
  rating: rating(),
  comment: text(1000),
});

/**
 * Reviews of a delivered order's items and delivery man (contract §2.6 items/reviews/submit,
 * delivery-man/reviews/submit; §7.3). Only the customer who placed the order, once it is
 * delivered, and only for what the order held (its items, its delivery man); once each.
 * 6amMart takes review images (`attachment[]`); this server does not keep them.
 */
export function registerReviewRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const auth = requireUser(deps);

  /** The caller's delivered order, or the refusal already sent. */
  const deliveredOrder = (
    userId: number,
    orderId: number,
    res: Parameters<typeof sendError>[0],
  ) => {
    const order = db
      .prepare("SELECT * FROM orders WHERE id = ? AND user_id = ? AND is_guest = 0")
      .get(orderId, userId) as OrderRow | undefined;
    if (!order) {
      sendError(res, 404, "order", "Order not found");
      return null;
    }
    if (order.order_status !== "delivered") {
      sendError(res, 403, "review", "You can review an order only after it is delivered.");
      return null;
    }
    return order;
  };

  router.post("/items/reviews/submit", auth, (req, res) => {
    const input = validate(itemReviewSchema, inputOf(req), res);
    if (!input) return;
    const user = currentUser(res);
    const order = deliveredOrder(user.id, input.order_id, res);
    if (!order) return;
    const line = db
      .prepare("SELECT 1 FROM order_details WHERE order_id = ? AND item_id = ?")
      .get(order.id, input.item_id);
    const item = db.prepare("SELECT id, store_id FROM items WHERE id = ?").get(input.item_id) as
      { id: number; store_id: number } | undefined;
    if (!line || !item) return sendError(res, 403, "item_id", "This item is not in the order.");
    const done = db
      .prepare("SELECT 1 FROM reviews WHERE item_id = ? AND user_id = ? AND order_id = ?")
      .get(item.id, user.id, order.id);
    if (done) return sendError(res, 403, "review", "You already submitted review for this item.");
    const at = options.now().toISOString();
    db.transaction(() => {
      db.prepare(
        `INSERT INTO reviews (item_id, store_id, user_id, order_id, customer_name, rating, comment, attachment, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, '[]', 1, ?, ?)`,
      ).run(
        item.id,
        item.store_id,
        user.id,
        order.id,
        `${user.f_name ?? ""} ${user.l_name ?? ""}`.trim() || "Customer",
        input.rating,
        input.comment ?? null,
        at,
        at,
      );
      refreshRatings(db, item.id);
    })();
    return sendMessage(res, 200, "Review submitted successfully!");
  });

  router.post("/delivery-man/reviews/submit", auth, (req, res) => {
    const input = validate(dmReviewSchema, inputOf(req), res);
    if (!input) return;
    const user = currentUser(res);
    const order = deliveredOrder(user.id, input.order_id, res);
    if (!order) return;
    if (order.delivery_man_id !== input.delivery_man_id)
      return sendError(res, 403, "delivery_man_id", "This delivery man did not deliver the order.");
    const done = db
      .prepare(
        "SELECT 1 FROM dm_reviews WHERE delivery_man_id = ? AND user_id = ? AND order_id = ?",
      )
      .get(input.delivery_man_id, user.id, order.id);
    if (done) return sendError(res, 403, "review", "Already submitted!");
    const at = options.now().toISOString();
    db.transaction(() => {
      db.prepare(
        `INSERT INTO dm_reviews (delivery_man_id, user_id, order_id, rating, comment, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(input.delivery_man_id, user.id, order.id, input.rating, input.comment, at, at);
      // The delivery man's aggregate: the seed's count and average, then every review since.
      const dm = db
        .prepare("SELECT avg_rating, rating_count FROM delivery_men WHERE id = ?")
        .get(input.delivery_man_id) as { avg_rating: number; rating_count: number };
      const count = dm.rating_count + 1;
      const avg =
        Math.round(((dm.avg_rating * dm.rating_count + input.rating) / count) * 100) / 100;
      db.prepare("UPDATE delivery_men SET avg_rating = ?, rating_count = ? WHERE id = ?").run(
        avg,
        count,
        input.delivery_man_id,
      );
    })();
    return sendMessage(res, 200, "Review submitted successfully!");
  });
}
