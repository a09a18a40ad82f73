import type Database from "better-sqlite3";
import type { Request, Response, Router } from "express";
import type { BackendDeps } from "../../context";
import { currentModule } from "../../http/module-check";
import { requiredString } from "../../http/params";
import { queryItemIds, queryItems } from "../../services/catalogue-items";
import { itemById, itemsByIds } from "../../services/row-lookups";
import { cachedAll } from "../../db/read-cache";
import {
  formatContextOf,
  formatItem,
  formatItems,
  localized,
  type FormatContext,
} from "../../services/format";
import { customerOf } from "../../services/format-item-details";
import { storageUrl } from "../../services/images";
import type { ItemRow, ReviewRow } from "../../services/rows";
import { scopedStore } from "./item-filters";
import { catalogueRequest, optionalPage, pagePayload } from "./shared";

/** items/details, related-items, related-store-items, reviews, rating, set-menu; stores/popular-items, stores/reviews. */

/** Contract §1.3: item not found answers an *object* under `errors`. */
const notFound = (res: Response) =>
  res.status(404).json({ errors: { code: "product-001", message: "Product not found!" } });

/** An active item of the current module (id or slug), or undefined. */
function moduleItem(
  db: Database.Database,
  res: Response,
  idOrSlug: string | undefined,
): ItemRow | undefined {
  if (!idOrSlug || idOrSlug.length > 200) return undefined;
  const module = currentModule(res);
  const column = /^\d+$/.test(idOrSlug) ? "i.id" : "i.slug";
  // the id, then the row kept between requests (services/row-lookups.ts)
  const [found] = cachedAll<{ id: number }>(
    db,
    `SELECT i.id FROM items i JOIN stores s ON s.id = i.store_id WHERE ${column} = ? AND i.status = 1 AND s.status = 1 ${module ? "AND i.module_id = ?" : ""}`,
    [idOrSlug, ...(module ? [module.id] : [])],
  );
  return found ? itemById(db, found.id) : undefined;
}

function formatReview(
  db: Database.Database,
  review: ReviewRow,
  ctx: FormatContext,
  item?: ItemRow,
) {
  const row = item ?? (itemById(db, review.item_id) as ItemRow);
  return {
    id: review.id,
    item_id: review.item_id,
    user_id: review.user_id,
    order_id: review.order_id,
    store_id: review.store_id,
    rating: review.rating,
    comment: review.comment,
    attachment: [],
    reply: review.reply,
    status: review.status,
    created_at: review.created_at,
    updated_at: review.updated_at,
    item_name: localized(row, "name", ctx.locale),
    item_image: row.image,
    item_image_full_url: storageUrl(ctx.origin, "product", row.image),
    customer_name: review.customer_name,
    customer: customerOf(review),
  };
}

export function registerItemDetailRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;

  router.get("/items/details/:id", (req, res) => {
    const item = moduleItem(db, res, req.params.id);
    if (!item) return notFound(res);
    res.json(formatItem(db, item, formatContextOf(req, deps.options), { details: true }));
  });

  router.get("/items/related-items/:id", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const item = moduleItem(db, res, req.params.id);
    if (!item) return notFound(res);
    // identical category_ids first (the real rule); fill up from the same sub-category
    // ids first, rows from those kept between requests (as queryItems); the scan, and so the
    // order of equal order_counts, is the same as when the whole rows were read
    const same = db
      .prepare(
        "SELECT i.id FROM items i WHERE i.category_ids = ? AND i.id <> ? AND i.status = 1 ORDER BY i.order_count DESC LIMIT 30",
      )
      .all(item.category_ids, item.id) as { id: number }[];
    const visible = new Set(
      queryItemIds(
        db,
        r.scope,
        { categoryIds: [item.category_id], excludeId: item.id },
        "popular",
        null,
      ).ids,
    );
    const shown = same.filter((i) => visible.has(i.id)).slice(0, 10);
    res.json(
      formatItems(
        db,
        itemsByIds(
          db,
          shown.map((i) => i.id),
        ),
        r.ctx,
      ),
    );
  });

  router.get("/items/related-store-items/:id", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const item = moduleItem(db, res, req.params.id);
    if (!item) return notFound(res);
    const { rows } = queryItems(
      db,
      { ...r.scope, zoneIds: null },
      { storeId: item.store_id, excludeId: item.id },
      "popular",
      { limit: 10, offset: 1 },
    );
    res.json(formatItems(db, rows, r.ctx));
  });

  router.get("/items/reviews/:id", (req, res) => {
    const ctx = formatContextOf(req, deps.options);
    const page = optionalPage(req, 10);
    const item = moduleItem(db, res, req.params.id);
    if (!item) return res.json({ ...pagePayload(page.echo, 0), reviews: [] });
    const total = (
      db
        .prepare("SELECT COUNT(*) AS n FROM reviews WHERE item_id = ? AND status = 1")
        .get(item.id) as { n: number }
    ).n;
    const rows = db
      .prepare(
        "SELECT * FROM reviews WHERE item_id = ? AND status = 1 ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
      )
      .all(item.id, page.limit, (page.offset - 1) * page.limit) as ReviewRow[];
    res.json({
      ...pagePayload(page.echo, total),
      reviews: rows.map((review) => formatReview(db, review, ctx, item)),
    });
  });

  router.get("/items/rating/:id", (req, res) => {
    const item = moduleItem(db, res, req.params.id);
    res.json(item ? item.avg_rating : 0);
  });

  // No set menus in the demo catalogue.
  router.get("/items/set-menu", (_req, res) => res.json([]));

  router.get("/stores/popular-items/:id", (req: Request, res: Response) => {
    const ctx = formatContextOf(req, deps.options);
    const scope = { module: currentModule(res), zoneIds: null, now: ctx.now };
    const store = scopedStore(db, scope, req.params.id);
    if (!store) return res.json([]);
    res.json(
      formatItems(
        db,
        queryItems(db, scope, { storeId: store.id }, "popular", { limit: 10, offset: 1 }).rows,
        ctx,
      ),
    );
  });

  router.get("/stores/reviews", (req, res) => {
    const storeParam = requiredString(res, req.query, "store_id", { max: 120 });
    if (storeParam === null) return;
    const ctx = formatContextOf(req, deps.options);
    const store = scopedStore(
      db,
      { module: currentModule(res), zoneIds: null, now: ctx.now },
      storeParam,
    );
    if (!store) return res.json([]);
    const rows = db
      .prepare(
        "SELECT * FROM reviews WHERE store_id = ? AND status = 1 ORDER BY created_at DESC, id DESC LIMIT 30",
      )
      .all(store.id) as ReviewRow[];
    res.json(
      rows.map((review) => {
        const item = itemById(db, review.item_id) as ItemRow;
        return { ...formatReview(db, review, ctx, item), item: formatItem(db, item, ctx) };
      }),
    );
  });
}
