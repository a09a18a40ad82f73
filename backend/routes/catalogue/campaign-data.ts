import type Database from "better-sqlite3";
import { storeScopeSql, type CatalogueScope } from "../../services/catalogue-scope";
import { localized, type FormatContext } from "../../services/format";
import { slugify, storageUrl } from "../../services/images";
import type { FlashSaleRow, ItemCampaignRow } from "../../services/rows";
import { marketClock } from "../../services/schedule";

/** Running campaigns, item campaigns and flash sales within a catalogue scope. */

export interface CampaignRow {
  id: number;
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
  image: string;
  module_id: number;
  status: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  created_at: string;
  updated_at: string;
}

/** Basic campaigns running today with at least one joined store visible in the scope. */
export function runningCampaigns(
  db: Database.Database,
  scope: CatalogueScope,
  id?: number,
): CampaignRow[] {
  const today = marketClock(scope.now).date;
  const stores = storeScopeSql(scope, "s");
  const moduleFilter = scope.module ? "AND c.module_id = ?" : "";
  const idFilter = id !== undefined ? "AND c.id = ?" : "";
  return db
    .prepare(
      `SELECT c.* FROM campaigns c
        WHERE c.status = 1 AND c.start_date <= ? AND c.end_date >= ? ${moduleFilter} ${idFilter}
          AND EXISTS (SELECT 1 FROM campaign_store cs JOIN stores s ON s.id = cs.store_id
                       WHERE cs.campaign_id = c.id AND cs.campaign_status = 'confirmed' AND ${stores.sql})
        ORDER BY c.end_date, c.id`,
    )
    .all(
      today,
      today,
      ...(scope.module ? [scope.module.id] : []),
      ...(id !== undefined ? [id] : []),
      ...stores.params,
    ) as CampaignRow[];
}

export function formatCampaign(c: CampaignRow, ctx: FormatContext) {
  return {
    id: c.id,
    title: localized(c, "title", ctx.locale),
    slug: `${slugify(c.title)}-${c.id}`,
    image: c.image,
    image_full_url: storageUrl(ctx.origin, "campaign", c.image),
    description: localized(c, "description", ctx.locale),
    status: c.status,
    admin_id: 1,
    module_id: c.module_id,
    start_time: c.start_time,
    end_time: c.end_time,
    available_date_starts: c.start_date,
    available_date_ends: c.end_date,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

export function runningItemCampaigns(
  db: Database.Database,
  scope: CatalogueScope,
): ItemCampaignRow[] {
  const today = marketClock(scope.now).date;
  const stores = storeScopeSql(scope, "s");
  return db
    .prepare(
      `SELECT ic.* FROM item_campaigns ic JOIN stores s ON s.id = ic.store_id
        WHERE ic.status = 1 AND ic.start_date <= ? AND ic.end_date >= ? AND ${stores.sql}
        ORDER BY ic.end_date, ic.id`,
    )
    .all(today, today, ...stores.params) as ItemCampaignRow[];
}

/** The published flash sale of the module running now (contract: one object or null). */
export function runningFlashSale(
  db: Database.Database,
  scope: CatalogueScope,
  id?: number,
): FlashSaleRow | null {
  const at = marketClock(scope.now).dateTime;
  const row = db
    .prepare(
      `SELECT * FROM flash_sales WHERE is_publish = 1 AND start_date <= ? AND end_date >= ?
         ${scope.module ? "AND module_id = ?" : ""} ${id !== undefined ? "AND id = ?" : ""}
       ORDER BY end_date, id LIMIT 1`,
    )
    .get(at, at, ...(scope.module ? [scope.module.id] : []), ...(id !== undefined ? [id] : [])) as
    FlashSaleRow | undefined;
  return row ?? null;
}
