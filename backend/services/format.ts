/**
 * Response formatting shared by every route group.
 *
 * Part 2 may rely on (stable signatures):
 * - `FormatContext` = { locale, origin, now, lat?, lng? } and `formatContextOf(req, options)`.
 * - `formatItem(db, row, ctx, opts?)` / `formatItems(db, rows, ctx, opts?)` → the item object of
 *   contract §5.4 (list mode: `tax` = the store's tax; `{ details: true }` keeps the item's tax
 *   and adds whislists_count, tags, reviews, store_details). `formatCampaignItem` for
 *   item_campaigns rows (is_campaign 1, available_date_starts/ends).
 * - `formatStore(db, row, ctx, opts?)` / `formatStores(...)` → §5.5 (open, distance,
 *   current_opening_time, ratings, discount, schedules, module, category_ids, …;
 *   `{ details: true }` adds the details-only keys).
 * - `formatModule(db, row, ctx)` → §5.3 without counts.
 * - `localized(row, field, locale)`: `row[field + "_ar"]` for Arabic when non-empty.
 * - `parseJson(text, fallback)`: never throws.
 */

export {
  formatContextOf,
  localized,
  parseJson,
  memo,
  round2,
  roundMoney,
  type FormatContext,
} from "./format-core";
export { formatItem, formatItems, formatCampaignItem, runningFlashSaleItem } from "./format-item";
export { formatStore, formatStores } from "./format-store";
export { formatModule } from "./format-module";
