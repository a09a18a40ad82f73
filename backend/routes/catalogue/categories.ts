import type Database from "better-sqlite3";
import type { Request, Router } from "express";
import type { BackendDeps } from "../../context";
import { idListParam, rawParam, requiredPage } from "../../http/params";
import { positionOf } from "../../http/request";
import { queryItems } from "../../services/catalogue-items";
import { storeScopeSql, type CatalogueScope } from "../../services/catalogue-scope";
import { queryStores } from "../../services/catalogue-stores";
import { formatItems, formatStores, type FormatContext } from "../../services/format";
import type { CategoryRow } from "../../services/rows";
import { cachedAll } from "../../db/read-cache";
import {
  catalogueRequest,
  type CatalogueRequest,
  categoriesByIds,
  formatCategory,
  idParam,
  optionalPage,
  pagePayload,
} from "./shared";

/** categories, childes, category items/stores (by id and by list), featured items, popular. */

/**
 * Active items per category id in this scope, all categories in one pass over the items (an
 * item counts once for each category it names). Counting category by category scanned every
 * item's category JSON once per category and sub-category, on every /categories read.
 */
function productCounts(db: Database.Database, scope: CatalogueScope): Map<number, number> {
  const visible = storeScopeSql(scope, "s");
  const rows = cachedAll<{ id: number; n: number }>(
    db,
    `SELECT CAST(json_extract(c.value, '$.id') AS INTEGER) AS id, COUNT(DISTINCT i.id) AS n
         FROM items i JOIN stores s ON s.id = i.store_id, json_each(i.category_ids) c
        WHERE i.status = 1 AND ${visible.sql}
        GROUP BY 1`,
    visible.params,
  );
  return new Map(rows.map((row) => [row.id, row.n]));
}

function withCounts(
  db: Database.Database,
  counts: Map<number, number>,
  ctx: FormatContext,
  row: CategoryRow,
) {
  const children = cachedAll<CategoryRow>(
    db,
    "SELECT * FROM categories WHERE parent_id = ? AND status = 1 ORDER BY priority DESC, id",
    [row.id],
  );
  return {
    ...formatCategory(row, ctx),
    products_count: counts.get(row.id) ?? 0,
    childes_count: children.length,
    childes: children.map((c) => ({
      ...formatCategory(c, ctx),
      products_count: counts.get(c.id) ?? 0,
      childes_count: 0,
    })),
  };
}

export function registerCategoryRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;
  const categoryRow = (id: number | null) =>
    id === null
      ? undefined
      : (db.prepare("SELECT * FROM categories WHERE id = ? AND status = 1").get(id) as
          CategoryRow | undefined);

  router.get("/categories", (req, res) => {
    const r = catalogueRequest(deps, req, res, "optional");
    if (!r) return;
    const featured = ["1", "true"].includes(rawParam(req.query, "featured") ?? "");
    const rows = db
      .prepare(
        `SELECT * FROM categories WHERE parent_id = 0 AND status = 1 ${r.scope.module ? "AND module_id = ?" : ""} ${featured ? "AND featured = 1" : ""}
          ORDER BY priority DESC, id`,
      )
      .all(...(r.scope.module ? [r.scope.module.id] : [])) as CategoryRow[];
    const counts = productCounts(db, r.scope);
    res.json(rows.map((row) => withCounts(db, counts, r.ctx, row)));
  });

  router.get("/categories/childes/:id", (req, res) => {
    const r = catalogueRequest(deps, req, res, "optional");
    if (!r) return;
    const parent = categoryRow(idParam(req.params.id));
    if (!parent) return res.json([]);
    const rows = db
      .prepare(
        "SELECT * FROM categories WHERE parent_id = ? AND status = 1 ORDER BY priority DESC, id",
      )
      .all(parent.id) as CategoryRow[];
    const counts = productCounts(db, r.scope);
    res.json(
      rows.map((c) => ({
        ...formatCategory(c, r.ctx),
        products_count: counts.get(c.id) ?? 0,
        parent: formatCategory(parent, r.ctx),
      })),
    );
  });

  router.get("/categories/popular", (req, res) => {
    const r = catalogueRequest(deps, req, res, "optional");
    if (!r) return;
    const rows = db
      .prepare(
        `SELECT c.*, (SELECT IFNULL(SUM(i.order_count), 0) FROM items i, json_each(i.category_ids) j
                       WHERE i.status = 1 AND CAST(json_extract(j.value, '$.id') AS INTEGER) = c.id) AS orders
           FROM categories c WHERE c.parent_id = 0 AND c.status = 1 ${r.scope.module ? "AND c.module_id = ?" : ""}
          ORDER BY orders DESC, c.id LIMIT 20`,
      )
      .all(...(r.scope.module ? [r.scope.module.id] : [])) as (CategoryRow & { orders: number })[];
    res.json(rows.map((row) => ({ ...formatCategory(row, r.ctx), order_count: row.orders })));
  });

  router.get("/categories/featured/items", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const page = optionalPage(req, 10);
    const featured = db
      .prepare(
        `SELECT * FROM categories WHERE parent_id = 0 AND status = 1 AND featured = 1 ${r.scope.module ? "AND module_id = ?" : ""} ORDER BY priority DESC, id`,
      )
      .all(...(r.scope.module ? [r.scope.module.id] : [])) as CategoryRow[];
    const { total, rows } = queryItems(
      db,
      r.scope,
      { categoryIds: featured.map((c) => c.id) },
      "popular",
      page,
    );
    res.json({
      ...pagePayload(page.echo, featured.length ? total : 0),
      categories: featured.map((c) => formatCategory(c, r.ctx)),
      products: featured.length ? formatItems(db, rows, r.ctx) : [],
    });
  });

  router.get("/categories/items/list", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const ids = idListParam(req.query, "category_ids") ?? [];
    const page = optionalPage(req, 10);
    const { total, rows } = ids.length
      ? queryItems(
          db,
          r.scope,
          { categoryIds: ids, type: rawParam(req.query, "type") },
          "popular",
          page,
        )
      : { total: 0, rows: [] };
    res.json({
      ...pagePayload(page.echo, total),
      products: formatItems(db, rows, r.ctx),
      categories: categoriesByIds(db, ids, r.ctx),
    });
  });

  router.get("/categories/items/:id/all", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const category = categoryRow(idParam(req.params.id));
    if (!category) return res.json([]);
    res.json(
      formatItems(
        db,
        queryItems(db, r.scope, { categoryIds: [category.id] }, "popular", null).rows,
        r.ctx,
      ),
    );
  });

  router.get("/categories/items/:id", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const page = requiredPage(req, res);
    if (!page) return;
    const category = categoryRow(idParam(req.params.id));
    const { total, rows } = category
      ? queryItems(
          db,
          r.scope,
          { categoryIds: [category.id], type: rawParam(req.query, "type") },
          "popular",
          page,
        )
      : { total: 0, rows: [] };
    res.json({ ...pagePayload(page.echo, total), products: formatItems(db, rows, r.ctx) });
  });

  const storeList = (
    categoryIds: number[],
    req: Request,
    page: { limit: number; offset: number },
    r: CatalogueRequest,
  ) =>
    categoryIds.length
      ? queryStores(
          db,
          r.scope,
          positionOf(req),
          { categoryIds, type: rawParam(req.query, "type") },
          "default",
          page,
        )
      : { total: 0, stores: [] };

  router.get("/categories/stores/list", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const page = optionalPage(req, 10);
    const { total, stores } = storeList(idListParam(req.query, "category_ids") ?? [], req, page, r);
    res.json({
      ...pagePayload(page.echo, total),
      stores: formatStores(
        db,
        stores.map((s) => s.row),
        r.ctx,
      ),
    });
  });

  router.get("/categories/stores/:id", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const page = requiredPage(req, res);
    if (!page) return;
    const category = categoryRow(idParam(req.params.id));
    const { total, stores } = storeList(category ? [category.id] : [], req, page, r);
    res.json({
      ...pagePayload(page.echo, total),
      stores: formatStores(
        db,
        stores.map((s) => s.row),
        r.ctx,
      ),
    });
  });
}
