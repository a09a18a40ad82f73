import type Database from "better-sqlite3";
import type { OrderRow } from "./orders-format";
import { adjustStock } from "./orders-place";
import { refundToWallet } from "./wallet";

/** Canceling an order: status, reason, stock back on the shelf, and a refund for paid orders. */

export const CANCELABLE_STATUSES = ["pending", "failed"];

export function cancelOrder(
  db: Database.Database,
  order: OrderRow,
  change: { reason: string; canceledBy: "customer" | "system"; now: Date },
) {
  const at = change.now.toISOString();
  const moduleType = (
    db.prepare("SELECT module_type FROM modules WHERE id = ?").get(order.module_id) as
      { module_type: string } | undefined
  )?.module_type;
  const lines = db
    .prepare(
      "SELECT item_id, item_campaign_id, quantity, variant, discount_type FROM order_details WHERE order_id = ?",
    )
    .all(order.id) as {
    item_id: number | null;
    item_campaign_id: number | null;
    quantity: number;
    variant: string | null;
    discount_type: string | null;
  }[];
  db.transaction(() => {
    db.prepare(
      "UPDATE orders SET order_status = 'canceled', canceled = ?, cancellation_reason = ?, canceled_by = ?, updated_at = ? WHERE id = ?",
    ).run(at, change.reason, change.canceledBy, at, order.id);
    for (const line of lines) {
      const isCampaign = line.item_campaign_id !== null;
      const id = (isCampaign ? line.item_campaign_id : line.item_id)!;
      const flash =
        !isCampaign && line.discount_type === "flash_sale"
          ? (db
              .prepare("SELECT id FROM flash_sale_items WHERE item_id = ? ORDER BY id DESC LIMIT 1")
              .get(id) as { id: number } | undefined)
          : undefined;
      adjustStock(db, {
        kind: isCampaign ? "campaign" : "item",
        id,
        variant: moduleType === "food" ? null : line.variant,
        quantity: -line.quantity,
        tracked: moduleType !== "food",
        flashSaleItemId: flash?.id ?? null,
      });
    }
    // A paid order's money goes back to the customer's wallet (guests have none).
    if (order.payment_status === "paid" && order.is_guest === 0) {
      refundToWallet(db, order.user_id, order.order_amount, order.id, at);
    }
    // A partial payment canceled before its rest was paid (a failed digital rest, an offline
    // rest waiting for review): the wallet's part goes back.
    if (order.payment_status === "partially_paid" && order.is_guest === 0) {
      refundToWallet(db, order.user_id, order.partially_paid_amount, order.id, at);
    }
  })();
}
