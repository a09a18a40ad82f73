import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError, sendMessage } from "../../http/errors";
import { moduleFromHeader } from "../../http/module-check";
import { zoneIdsOf } from "../../http/request";
import { currentUser, requireUser } from "../../services/auth-guard";
import { formatContextOf, formatItems, formatStores } from "../../services/format";
import type { ItemRow, StoreRow } from "../../services/rows";
import { inputOf, optionalId, validate } from "../commerce-input";

const targetSchema = z.object({ item_id: optionalId(), store_id: optionalId() });

/** customer/wish-list (+add, remove) — contract §2.3, §7.3. */
export function registerWishlistRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const auth = requireUser(deps);

  router.get("/customer/wish-list", auth, (req, res) => {
    const userId = currentUser(res).id;
    const module = moduleFromHeader(deps, req);
    const zoneIds = zoneIdsOf(req);
    // With moduleId/zoneId headers the list is narrowed to that module and those zones.
    const inScope = (store: StoreRow | undefined) =>
      store !== undefined &&
      (!module || store.module_id === module.id) &&
      (!zoneIds || module?.all_zone_service === 1 || zoneIds.includes(store.zone_id));
    const storeOf = (id: number) =>
      db.prepare("SELECT * FROM stores WHERE id = ?").get(id) as StoreRow | undefined;
    const items = (
      db
        .prepare(
          `SELECT items.* FROM wishlists JOIN items ON items.id = wishlists.item_id
           WHERE wishlists.user_id = ? AND items.status = 1 ORDER BY wishlists.id DESC`,
        )
        .all(userId) as ItemRow[]
    ).filter((item) => inScope(storeOf(item.store_id)));
    const stores = (
      db
        .prepare(
          `SELECT stores.* FROM wishlists JOIN stores ON stores.id = wishlists.store_id
           WHERE wishlists.user_id = ? AND stores.status = 1 ORDER BY wishlists.id DESC`,
        )
        .all(userId) as StoreRow[]
    ).filter((store) => inScope(store));
    const ctx = formatContextOf(req, options);
    res.json({ item: formatItems(db, items, ctx), store: formatStores(db, stores, ctx) });
  });

  router.post("/customer/wish-list/add", auth, (req, res) => {
    const target = wishlistTarget(req, res);
    if (!target) return;
    const table = target.column === "item_id" ? "items" : "stores";
    if (!db.prepare(`SELECT 1 FROM ${table} WHERE id = ? AND status = 1`).get(target.id)) {
      return sendError(
        res,
        404,
        target.column,
        target.column === "item_id" ? "Item not found." : "Store not found.",
      );
    }
    const userId = currentUser(res).id;
    if (
      db
        .prepare(`SELECT 1 FROM wishlists WHERE user_id = ? AND ${target.column} = ?`)
        .get(userId, target.id)
    ) {
      return sendMessage(res, 409, "Already in your wishlist");
    }
    const at = options.now().toISOString();
    db.prepare(
      `INSERT INTO wishlists (user_id, ${target.column}, created_at, updated_at) VALUES (?, ?, ?, ?)`,
    ).run(userId, target.id, at, at);
    return sendMessage(res, 200, "Successfully added!");
  });

  router.delete("/customer/wish-list/remove", auth, (req, res) => {
    const target = wishlistTarget(req, res);
    if (!target) return;
    const result = db
      .prepare(`DELETE FROM wishlists WHERE user_id = ? AND ${target.column} = ?`)
      .run(currentUser(res).id, target.id);
    if (result.changes === 0) return sendMessage(res, 404, "Not found in your wishlist");
    return sendMessage(res, 200, "Successfully removed!");
  });
}

/** Exactly one of item_id / store_id (both or neither → 403 `data`). */
function wishlistTarget(
  req: Request,
  res: Response,
): { column: "item_id" | "store_id"; id: number } | undefined {
  const input = validate(targetSchema, inputOf(req), res);
  if (!input) return undefined;
  if ((input.item_id === undefined) === (input.store_id === undefined)) {
    sendError(res, 403, "data", "Send either item_id or store_id.");
    return undefined;
  }
  return input.item_id !== undefined
    ? { column: "item_id", id: input.item_id }
    : { column: "store_id", id: input.store_id! };
}
