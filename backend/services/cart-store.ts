import type Database from "better-sqlite3";
import type { Customer } from "./auth-guard";
import { ownerColumns } from "./auth-guard";
import type { LineRequest } from "./cart-lines";
import { parseJson } from "./format";

/** Cart rows (contract §5.8). JSON columns are parsed by `cart-format`. */
export interface CartRow {
  id: number;
  user_id: number;
  is_guest: number;
  module_id: number;
  item_id: number;
  item_type: string;
  price: number;
  quantity: number;
  variation: string;
  add_on_ids: string;
  add_on_qtys: string;
  created_at: string;
  updated_at: string;
}

export const ITEM_TYPE = "App\\Models\\Item";
export const CAMPAIGN_ITEM_TYPE = "App\\Models\\ItemCampaign";

/** A stored row as the line it asks for, to be checked again (cart/update, order placement). */
export const cartRowLine = (row: CartRow): LineRequest => ({
  model: row.item_type === CAMPAIGN_ITEM_TYPE ? "ItemCampaign" : "Item",
  itemId: row.item_id,
  quantity: row.quantity,
  variation: row.variation,
  addOnIds: parseJson<number[]>(row.add_on_ids, []),
  addOnQtys: parseJson<number[]>(row.add_on_qtys, []),
});

export function cartRows(db: Database.Database, customer: Customer, moduleId: number): CartRow[] {
  const owner = ownerColumns(customer);
  return db
    .prepare("SELECT * FROM carts WHERE user_id = ? AND is_guest = ? AND module_id = ? ORDER BY id")
    .all(owner.user_id, owner.is_guest, moduleId) as CartRow[];
}

export function cartRow(
  db: Database.Database,
  customer: Customer,
  moduleId: number,
  cartId: number,
) {
  const owner = ownerColumns(customer);
  return db
    .prepare("SELECT * FROM carts WHERE id = ? AND user_id = ? AND is_guest = ? AND module_id = ?")
    .get(cartId, owner.user_id, owner.is_guest, moduleId) as CartRow | undefined;
}

export function clearCart(db: Database.Database, customer: Customer, moduleId: number) {
  const owner = ownerColumns(customer);
  db.prepare("DELETE FROM carts WHERE user_id = ? AND is_guest = ? AND module_id = ?").run(
    owner.user_id,
    owner.is_guest,
    moduleId,
  );
}

/**
 * Login with guest_id (contract §3.4): the guest's cart becomes the user's. The original wipes
 * the user's whole cart when the guest has any rows; we only replace the modules the guest
 * actually filled, so a grocery cart is not lost to a food cart built as a guest.
 */
export function mergeGuestCart(
  db: Database.Database,
  guestId: number | null | undefined,
  userId: number,
) {
  if (!guestId) return;
  const modules = db
    .prepare("SELECT DISTINCT module_id FROM carts WHERE user_id = ? AND is_guest = 1")
    .all(guestId) as { module_id: number }[];
  if (modules.length === 0) return;
  db.transaction(() => {
    for (const { module_id } of modules) {
      db.prepare("DELETE FROM carts WHERE user_id = ? AND is_guest = 0 AND module_id = ?").run(
        userId,
        module_id,
      );
    }
    db.prepare("UPDATE carts SET user_id = ?, is_guest = 0 WHERE user_id = ? AND is_guest = 1").run(
      userId,
      guestId,
    );
  })();
}
