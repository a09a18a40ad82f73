import type Database from "better-sqlite3";
import type { Router } from "express";
import type { BackendDeps } from "../../context";
import { requiredNumber } from "../../http/params";
import { storeScopeSql, type CatalogueScope } from "../../services/catalogue-scope";
import {
  formatCampaignItem,
  formatItem,
  formatStore,
  localized,
  type FormatContext,
} from "../../services/format";
import type { FlashSaleItemRow, FlashSaleRow, ItemRow, StoreRow } from "../../services/rows";
import {
  formatCampaign,
  runningCampaigns,
  runningFlashSale,
  runningItemCampaigns,
} from "./campaign-data";
import { catalogueRequest, optionalPage, pagePayload } from "./shared";

/** campaigns/basic, basic-campaign-details, campaigns/item, flash-sales, flash-sales/items. */
export function registerCampaignRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;

  router.get("/campaigns/basic", (req, res) => {
    const r = catalogueRequest(deps, req, res, "soft");
    if (!r) return;
    res.json(runningCampaigns(db, r.scope).map((c) => formatCampaign(c, r.ctx)));
  });

  router.get("/campaigns/basic-campaign-details", (req, res) => {
    const r = catalogueRequest(deps, req, res, "soft");
    if (!r) return;
    const id = requiredNumber(res, req.query, "basic_campaign_id", { integer: true, min: 1 });
    if (id === null) return;
    const [campaign] = runningCampaigns(db, r.scope, id);
    if (!campaign) return res.json([]);
    const visible = storeScopeSql(r.scope, "s");
    const stores = db
      .prepare(
        `SELECT s.* FROM campaign_store cs JOIN stores s ON s.id = cs.store_id
          WHERE cs.campaign_id = ? AND cs.campaign_status = 'confirmed' AND ${visible.sql} ORDER BY s.id`,
      )
      .all(id, ...visible.params) as StoreRow[];
    res.json({
      ...formatCampaign(campaign, r.ctx),
      stores: stores.map((s) => formatStore(db, s, r.ctx)),
    });
  });

  router.get("/campaigns/item", (req, res) => {
    const r = catalogueRequest(deps, req, res, "soft");
    if (!r) return;
    res.json(runningItemCampaigns(db, r.scope).map((c) => formatCampaignItem(db, c, r.ctx)));
  });

  router.get("/flash-sales", (req, res) => {
    const r = catalogueRequest(deps, req, res, "soft");
    if (!r) return;
    const sale = runningFlashSale(db, r.scope);
    // quirk 6: a single object or null, not a list
    res.json(
      sale
        ? {
            ...formatSale(sale, r.ctx),
            active_products: saleLines(db, r.scope, r.ctx, sale, null).lines,
          }
        : null,
    );
  });

  router.get("/flash-sales/items", (req, res) => {
    const r = catalogueRequest(deps, req, res, "soft");
    if (!r) return;
    const id = requiredNumber(res, req.query, "flash_sale_id", { integer: true, min: 1 });
    if (id === null) return;
    const page = optionalPage(req, 50);
    const sale = runningFlashSale(db, r.scope, id);
    if (!sale) return res.json({ ...pagePayload(page.echo, 0), flash_sale: null, products: [] });
    const { total, lines } = saleLines(db, r.scope, r.ctx, sale, page);
    res.json({
      ...pagePayload(page.echo, total),
      flash_sale: formatSale(sale, r.ctx),
      products: lines,
    });
  });
}

function formatSale(sale: FlashSaleRow, ctx: FormatContext) {
  return {
    id: sale.id,
    module_id: sale.module_id,
    title: localized(sale, "title", ctx.locale),
    is_publish: sale.is_publish,
    admin_discount_percentage: sale.admin_discount_percentage,
    vendor_discount_percentage: sale.vendor_discount_percentage,
    start_date: sale.start_date,
    end_date: sale.end_date,
    created_at: sale.created_at,
    updated_at: sale.updated_at,
  };
}

function saleLines(
  db: Database.Database,
  scope: CatalogueScope,
  ctx: FormatContext,
  sale: FlashSaleRow,
  page: { limit: number; offset: number } | null,
) {
  const visible = storeScopeSql(scope, "s");
  const where = `fi.flash_sale_id = ? AND fi.status = 1 AND i.status = 1 AND ${visible.sql}`;
  const from =
    "FROM flash_sale_items fi JOIN items i ON i.id = fi.item_id JOIN stores s ON s.id = i.store_id";
  const total = (
    db.prepare(`SELECT COUNT(*) AS n ${from} WHERE ${where}`).get(sale.id, ...visible.params) as {
      n: number;
    }
  ).n;
  const rows = db
    .prepare(
      `SELECT fi.*, i.id AS item_row_id ${from} WHERE ${where} ORDER BY fi.id ${page ? "LIMIT ? OFFSET ?" : ""}`,
    )
    .all(
      sale.id,
      ...visible.params,
      ...(page ? [page.limit, (page.offset - 1) * page.limit] : []),
    ) as FlashSaleItemRow[];
  const itemOf = db.prepare("SELECT * FROM items WHERE id = ?");
  const lines = rows.map((line) => ({
    id: line.id,
    flash_sale_id: line.flash_sale_id,
    item_id: line.item_id,
    stock: line.stock,
    sold: line.sold,
    available_stock: Math.max(0, line.stock - line.sold),
    discount_type: line.discount_type,
    discount: line.discount,
    discount_amount: line.discount_amount,
    price: line.price,
    status: line.status,
    created_at: line.created_at,
    updated_at: line.updated_at,
    item: formatItem(db, itemOf.get(line.item_id) as ItemRow, ctx),
  }));
  return { total, lines };
}
