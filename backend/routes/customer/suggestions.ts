import type { Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { moduleFromHeader } from "../../http/module-check";
import { publicOriginOf, zoneIdsOf } from "../../http/request";
import { currentUser, requireUser } from "../../services/auth-guard";
import { formatContextOf, formatItems, formatStore, parseJson } from "../../services/format";
import { storageUrl } from "../../services/images";
import type { ItemRow, StoreRow } from "../../services/rows";
import { positiveId, validate } from "../commerce-input";

const reminderCancelSchema = z.object({ order_id: positiveId() });

/** visit-again, suggested-items, review-reminder (+cancel) — contract §2.3. */
export function registerSuggestionRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const auth = requireUser(deps);

  // Stores the customer ordered from (latest first, max 20), each with up to 5 items.
  router.get("/customer/visit-again", auth, (req, res) => {
    const module = moduleFromHeader(deps, req);
    const zoneIds = zoneIdsOf(req);
    const stores = db
      .prepare(
        `SELECT stores.* FROM stores JOIN (
           SELECT store_id, MAX(id) AS last_order FROM orders WHERE user_id = ? AND is_guest = 0 AND store_id IS NOT NULL
           GROUP BY store_id) visited ON visited.store_id = stores.id
         WHERE stores.status = 1 ORDER BY visited.last_order DESC`,
      )
      .all(currentUser(res).id) as StoreRow[];
    const ctx = formatContextOf(req, options);
    const inScope = stores.filter(
      (s) =>
        (!module || s.module_id === module.id) &&
        (!zoneIds || module?.all_zone_service === 1 || zoneIds.includes(s.zone_id)),
    );
    res.json(
      inScope.slice(0, 20).map((store) => {
        const items = db
          .prepare(
            "SELECT * FROM items WHERE store_id = ? AND status = 1 ORDER BY order_count DESC, id LIMIT 5",
          )
          .all(store.id) as ItemRow[];
        return { ...formatStore(db, store, ctx), items: formatItems(db, items, ctx) };
      }),
    );
  });

  // Up to 5 items: from the customer's interests when set, else the module's best sellers.
  router.get("/customer/suggested-items", auth, (req, res) => {
    const module = moduleFromHeader(deps, req);
    const zoneIds = zoneIdsOf(req);
    const interests = parseJson<number[]>(currentUser(res).interest, []).filter(Number.isInteger);
    const candidates = db
      .prepare(
        `SELECT items.* FROM items JOIN stores ON stores.id = items.store_id
         WHERE items.status = 1 AND stores.status = 1 ${module ? "AND items.module_id = ?" : ""}
         ORDER BY items.order_count DESC, items.avg_rating DESC, items.id LIMIT 200`,
      )
      .all(...(module ? [module.id] : [])) as (ItemRow & { zone_id?: number })[];
    const storeZone = (storeId: number) =>
      (db.prepare("SELECT zone_id FROM stores WHERE id = ?").get(storeId) as { zone_id: number })
        .zone_id;
    const inZone = candidates.filter(
      (item) =>
        !zoneIds || module?.all_zone_service === 1 || zoneIds.includes(storeZone(item.store_id)),
    );
    const liked = inZone.filter((item) =>
      parseJson<{ id: number | string }[]>(item.category_ids, []).some((c) =>
        interests.includes(Number(c.id)),
      ),
    );
    const picked = (liked.length ? liked : inZone).slice(0, 5);
    res.json(formatItems(db, picked, formatContextOf(req, options)));
  });

  // The latest delivered order the customer has neither reviewed nor dismissed.
  router.get("/customer/review-reminder", auth, (req, res) => {
    const userId = currentUser(res).id;
    const order = db
      .prepare(
        `SELECT id FROM orders o WHERE o.user_id = ? AND o.is_guest = 0 AND o.order_status = 'delivered'
           AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.order_id = o.id)
           AND NOT EXISTS (SELECT 1 FROM order_review_reminders d WHERE d.order_id = o.id AND d.user_id = ?)
         ORDER BY o.delivered DESC, o.id DESC LIMIT 1`,
      )
      .get(userId, userId) as { id: number } | undefined;
    if (!order) return res.json({ order_id: null, images: [] });
    const origin = publicOriginOf(req, options.publicUrl);
    const lines = db
      .prepare("SELECT item_details FROM order_details WHERE order_id = ? ORDER BY id")
      .all(order.id) as {
      item_details: string | null;
    }[];
    const images = lines
      .map((line) =>
        parseJson<{ kind: string; row: { image?: string } } | null>(line.item_details, null),
      )
      .map((snapshot) =>
        snapshot
          ? storageUrl(
              origin,
              snapshot.kind === "campaign" ? "campaign" : "product",
              snapshot.row.image,
            )
          : null,
      )
      .filter((url): url is string => url !== null);
    return res.json({ order_id: order.id, images });
  });

  router.get("/customer/review-reminder-cancel", auth, (req, res) => {
    const input = validate(reminderCancelSchema, req.query, res);
    if (!input) return;
    const userId = currentUser(res).id;
    const owns = db
      .prepare("SELECT 1 FROM orders WHERE id = ? AND user_id = ? AND is_guest = 0")
      .get(input.order_id, userId);
    if (owns) {
      db.prepare(
        "INSERT OR IGNORE INTO order_review_reminders (user_id, order_id, dismissed_at) VALUES (?, ?, ?)",
      ).run(userId, input.order_id, options.now().toISOString());
    }
    // The contract answers the JSON string "success" either way.
    return res.json("success");
  });
}
