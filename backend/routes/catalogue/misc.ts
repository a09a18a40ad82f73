import type { Request, Router } from "express";
import type { BackendDeps } from "../../context";
import { currentModule } from "../../http/module-check";
import { requiredPage } from "../../http/params";
import { queryItems } from "../../services/catalogue-items";
import { storeScopeSql } from "../../services/catalogue-scope";
import { formatContextOf, formatItems, formatStore, localized } from "../../services/format";
import { storageUrl } from "../../services/images";
import type { StoreRow } from "../../services/rows";
import { marketClock } from "../../services/schedule";
import { catalogueRequest, idParam, pagePayload } from "./shared";

/** brand (+items), common-condition (+list, items), parcel-category, advertisement/list. */

interface NamedRow {
  id: number;
  name: string;
  name_ar: string;
  status: number;
  created_at: string;
  updated_at: string;
}

interface ParcelCategoryRow extends NamedRow {
  module_id: number;
  description: string;
  description_ar: string;
  image: string;
  orders_count: number;
  parcel_per_km_shipping_charge: number | null;
  parcel_minimum_shipping_charge: number | null;
}

export function registerMiscCatalogueRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;

  router.get("/brand", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const rows = db
      .prepare(
        `SELECT * FROM brands WHERE status = 1 ${r.scope.module ? "AND module_id = ?" : ""} ORDER BY name`,
      )
      .all(...(r.scope.module ? [r.scope.module.id] : [])) as (NamedRow & {
      slug: string;
      image: string;
      module_id: number;
    })[];
    res.json(
      rows.map((b) => ({
        id: b.id,
        name: localized(b, "name", r.ctx.locale),
        slug: b.slug,
        image: b.image,
        image_full_url: storageUrl(r.ctx.origin, "brand", b.image),
        module_id: b.module_id,
        status: b.status,
        created_at: b.created_at,
        updated_at: b.updated_at,
        items_count: queryItems(db, r.scope, { brandIds: [b.id] }, "default", {
          limit: 1,
          offset: 1,
        }).total,
      })),
    );
  });

  router.get("/brand/items/:id", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const page = requiredPage(req, res);
    if (!page) return;
    const id = idParam(req.params.id);
    const { total, rows } = id
      ? queryItems(db, r.scope, { brandIds: [id] }, "popular", page)
      : { total: 0, rows: [] };
    res.json({ ...pagePayload(page.echo, total), products: formatItems(db, rows, r.ctx) });
  });

  const conditions = (req: Request) => {
    const ctx = formatContextOf(req, deps.options);
    const rows = db
      .prepare("SELECT * FROM common_conditions WHERE status = 1 ORDER BY id")
      .all() as NamedRow[];
    return rows.map((c) => ({
      id: c.id,
      name: localized(c, "name", ctx.locale),
      status: c.status,
      created_at: c.created_at,
      updated_at: c.updated_at,
    }));
  };
  router.get("/common-condition", (req, res) => res.json(conditions(req)));
  router.get("/common-condition/list", (req, res) => res.json(conditions(req)));

  router.get("/common-condition/items/:id", (req, res) => {
    const r = catalogueRequest(deps, req, res, "required");
    if (!r) return;
    const page = requiredPage(req, res);
    if (!page) return;
    const id = idParam(req.params.id);
    const { total, rows } = id
      ? queryItems(db, r.scope, { conditionId: id }, "popular", page)
      : { total: 0, rows: [] };
    res.json({ ...pagePayload(page.echo, total), products: formatItems(db, rows, r.ctx) });
  });

  router.get("/parcel-category", (req, res) => {
    const ctx = formatContextOf(req, deps.options);
    const module = currentModule(res);
    const rows = db
      .prepare(
        `SELECT * FROM parcel_categories WHERE status = 1 ${module ? "AND module_id = ?" : ""} ORDER BY id`,
      )
      .all(...(module ? [module.id] : [])) as ParcelCategoryRow[];
    res.json(
      rows.map((p) => ({
        id: p.id,
        image: p.image,
        image_full_url: storageUrl(ctx.origin, "parcel_category", p.image),
        name: localized(p, "name", ctx.locale),
        description: localized(p, "description", ctx.locale),
        status: p.status,
        orders_count: p.orders_count,
        module_id: p.module_id,
        parcel_per_km_shipping_charge: p.parcel_per_km_shipping_charge,
        parcel_minimum_shipping_charge: p.parcel_minimum_shipping_charge,
        created_at: p.created_at,
        updated_at: p.updated_at,
      })),
    );
  });

  router.get("/advertisement/list", (req, res) => {
    const r = catalogueRequest(deps, req, res, "optional");
    if (!r) return;
    const today = marketClock(r.ctx.now).date;
    const visible = storeScopeSql(r.scope, "s");
    const rows = db
      .prepare(
        `SELECT a.*, s.id AS sid FROM advertisements a JOIN stores s ON s.id = a.store_id
          WHERE a.status = 'approved' AND a.start_date <= ? AND a.end_date >= ? AND ${visible.sql}
          ORDER BY a.priority IS NULL, a.priority, a.id`,
      )
      .all(today, today, ...visible.params) as Record<string, unknown>[];
    const storeOf = db.prepare("SELECT * FROM stores WHERE id = ?");
    res.json(
      rows.map((a) => {
        const store = formatStore(db, storeOf.get(a.store_id) as StoreRow, r.ctx);
        const file = (folder: string, key: string) =>
          storageUrl(r.ctx.origin, folder, a[key] as string | null);
        return {
          id: a.id,
          module_id: a.module_id,
          store_id: a.store_id,
          add_type: a.add_type,
          title: localized(a as { title: string }, "title", r.ctx.locale),
          description: localized(a as { description: string }, "description", r.ctx.locale),
          start_date: a.start_date,
          end_date: a.end_date,
          priority: a.priority,
          is_rating_active: a.is_rating_active,
          is_review_active: a.is_review_active,
          status: a.status,
          created_at: a.created_at,
          updated_at: a.updated_at,
          cover_image: a.cover_image,
          profile_image: a.profile_image,
          video_attachment: a.video_attachment,
          cover_image_full_url: file("advertisement", "cover_image"),
          profile_image_full_url: file("advertisement", "profile_image"),
          video_attachment_full_url: file("advertisement", "video_attachment"),
          active: store.active,
          average_rating: store.avg_rating,
          reviews_comments_count: store.rating_count,
          store,
        };
      }),
    );
  });
}
