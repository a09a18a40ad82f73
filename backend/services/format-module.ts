import type Database from "better-sqlite3";
import { localized, memo, type FormatContext } from "./format-core";
import { storageUrl } from "./images";
import type { ModuleRow } from "./rows";
import { moduleById } from "./row-lookups";

/** Module object (contract §5.3) without the per-zone counts the /module route adds. */
export function formatModule(_db: Database.Database, row: ModuleRow, ctx: FormatContext) {
  return {
    id: row.id,
    module_name: localized(row, "module_name", ctx.locale),
    module_type: row.module_type,
    slug: row.slug,
    thumbnail: row.thumbnail,
    icon: row.icon,
    icon_full_url: storageUrl(ctx.origin, "module", row.icon),
    thumbnail_full_url: storageUrl(ctx.origin, "module", row.thumbnail),
    // quirk 9: module status is a string
    status: String(row.status),
    theme_id: row.theme_id,
    description: localized(row, "description", ctx.locale),
    all_zone_service: row.all_zone_service,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type FormattedModule = ReturnType<typeof formatModule>;

/** The module row (kept between requests, services/row-lookups.ts). */
export function moduleRow(
  db: Database.Database,
  ctx: FormatContext,
  id: number,
): ModuleRow | undefined {
  return moduleById(db, id);
}

/** Cached formatted module. */
export function moduleObject(
  db: Database.Database,
  ctx: FormatContext,
  id: number,
): FormattedModule | null {
  return memo(ctx, `module-object:${id}`, () => {
    const row = moduleRow(db, ctx, id);
    return row ? formatModule(db, row, ctx) : null;
  });
}
