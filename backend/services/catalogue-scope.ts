import type { ModuleRow } from "./rows";
import { marketClock } from "./schedule";

/**
 * Which stores a catalogue request may see (contract §3.1–3.2): active stores of the current
 * module, in the zoneId zones unless the module serves every zone (all_zone_service).
 * `module` null = an exempt path called without moduleId: every module.
 */
export interface CatalogueScope {
  module: ModuleRow | null;
  zoneIds: number[] | null;
  now: Date;
  /**
   * Stock 6amMart 3.2 sorts and filters items by the `price` column, before any discount
   * (README "The 6ammart-3.2 profile" row 10); the default profile uses the price a card shows.
   */
  listPrice?: boolean;
}

export interface SqlPart {
  sql: string;
  params: unknown[];
}

export function storeScopeSql(scope: CatalogueScope, alias = "s"): SqlPart {
  const parts = [`${alias}.status = 1`];
  const params: unknown[] = [];
  if (scope.module) {
    parts.push(`${alias}.module_id = ?`);
    params.push(scope.module.id);
  } else {
    // without a module, parcel has no stores anyway; keep modules that are switched on
    parts.push(`${alias}.module_id IN (SELECT id FROM modules WHERE status = 1)`);
  }
  if (scope.zoneIds && !scope.module?.all_zone_service) {
    parts.push(`${alias}.zone_id IN (${scope.zoneIds.map(() => "?").join(",")})`);
    params.push(...scope.zoneIds);
  }
  return { sql: parts.join(" AND "), params };
}

/** SQL for "the store's discount runs now" (market-local date and time windows). */
export function storeDiscountRunningSql(scope: CatalogueScope, storeColumn: string): SqlPart {
  const clock = marketClock(scope.now);
  return {
    sql: `EXISTS (SELECT 1 FROM store_discounts d WHERE d.store_id = ${storeColumn}
            AND d.start_date <= ? AND d.end_date >= ? AND d.start_time <= ? AND d.end_time >= ?)`,
    params: [clock.date, clock.date, clock.time, clock.time],
  };
}

/** `%word%` for LIKE with the wildcards of the word escaped (ESCAPE '\'). */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Search words: split on spaces, at most 6 words of at most 40 characters. */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .map((w) => w.slice(0, 40));
}
