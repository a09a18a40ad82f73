import type Database from "better-sqlite3";
import type { Request, Response } from "express";
import type { BackendDeps } from "../../context";
import { currentModule, requireZone } from "../../http/module-check";
import { pageOf, zoneIdsOf } from "../../http/request";
import type { CatalogueScope } from "../../services/catalogue-scope";
import { formatContextOf, localized, type FormatContext } from "../../services/format";
import { storageUrl } from "../../services/images";
import type { CategoryRow } from "../../services/rows";

/** What every catalogue route starts from: the scope (module + zones) and a format context. */
export interface CatalogueRequest {
  scope: CatalogueScope;
  ctx: FormatContext;
}

/**
 * zone "required": 403 zoneId when missing (most listings); "soft": the same body with 200
 * (campaigns, flash sales — quirk 4); "optional": use it when present and valid.
 */
export function catalogueRequest(
  deps: BackendDeps,
  req: Request,
  res: Response,
  zone: "required" | "soft" | "optional",
): CatalogueRequest | null {
  let zoneIds: number[] | null;
  if (zone === "optional") zoneIds = zoneIdsOf(req);
  else {
    zoneIds = requireZone(req, res, { soft: zone === "soft" });
    if (!zoneIds) return null;
  }
  const ctx = formatContextOf(req, deps.options);
  const listPrice = deps.options.compat === "6ammart-3.2";
  return { scope: { module: currentModule(res), zoneIds, now: ctx.now, listPrice }, ctx };
}

/** Optional limit/offset with the endpoint's default page size; echoed as received (§1.5). */
export function optionalPage(req: Request, defaultLimit: number) {
  return pageOf(req.query as Record<string, unknown>, { limit: defaultLimit });
}

export function pagePayload(
  echo: { limit: string | null; offset: string | null },
  total: number,
): { total_size: number; limit: string | null; offset: string | null } {
  return { total_size: total, limit: echo.limit, offset: echo.offset };
}

export function formatCategory(row: CategoryRow, ctx: FormatContext) {
  return {
    id: row.id,
    name: localized(row, "name", ctx.locale),
    image: row.image,
    image_full_url: storageUrl(ctx.origin, "category", row.image),
    parent_id: row.parent_id,
    position: row.position,
    status: row.status,
    priority: row.priority,
    module_id: row.module_id,
    slug: row.slug,
    featured: row.featured,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function categoriesByIds(db: Database.Database, ids: number[], ctx: FormatContext) {
  if (!ids.length) return [];
  const rows = db
    .prepare(
      `SELECT * FROM categories WHERE status = 1 AND id IN (${ids.map(() => "?").join(",")}) ORDER BY priority DESC, id`,
    )
    .all(...ids) as CategoryRow[];
  return rows.map((r) => formatCategory(r, ctx));
}

/** A path id: a positive integer, else null (callers answer with the contract's 404 or []). */
export function idParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
