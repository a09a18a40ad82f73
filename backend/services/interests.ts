import type Database from "better-sqlite3";
import { parseJson } from "./format";
import type { UserRow } from "./users";

/**
 * A customer's interests (contract §2.3 update-interest, §5.11 selected_modules_for_interest).
 *
 * The interest page shows ONE module's categories, so saving it replaces the customer's
 * interests in that module (the moduleId header's, and the chosen categories' own) and keeps
 * those of every other module: un-ticking a category takes it out, and choosing pharmacy
 * interests does not wipe the grocery ones. (Upstream only ever adds; its storefront cannot
 * show what is saved, ours can.) `module_ids` is then the modules the kept categories belong
 * to, so `selected_modules_for_interest` always agrees with the stored interests.
 */
export function replaceInterests(
  db: Database.Database,
  user: Pick<UserRow, "interest">,
  chosen: number[],
  headerModuleId: number | null,
): { interest: number[]; moduleIds: number[] } {
  const saved = parseJson<unknown[]>(user.interest, []).filter(
    (id): id is number => typeof id === "number" && Number.isInteger(id),
  );
  const modules = moduleOfCategories(db, [...new Set([...saved, ...chosen])]);
  // Unknown ids are dropped: an interest the catalogue does not hold names no module.
  const picked = chosen.filter((id) => modules.has(id));
  const replaced = new Set(picked.map((id) => modules.get(id)!));
  if (headerModuleId !== null) replaced.add(headerModuleId);
  const kept = saved.filter((id) => modules.has(id) && !replaced.has(modules.get(id)!));
  const interest = [...new Set([...kept, ...picked])];
  const moduleIds = [...new Set(interest.map((id) => modules.get(id)!))].sort((a, b) => a - b);
  return { interest, moduleIds };
}

/** selected_modules_for_interest: the stored module ids (numbers), [] when none. */
export function interestModules(user: Pick<UserRow, "module_ids">): number[] {
  return parseJson<unknown[]>(user.module_ids, [])
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

function moduleOfCategories(db: Database.Database, ids: number[]): Map<number, number> {
  if (ids.length === 0) return new Map();
  // One SQL text whatever the list's length (db.prepare caches statements by text).
  const rows = db
    .prepare("SELECT id, module_id FROM categories WHERE id IN (SELECT value FROM json_each(?))")
    .all(JSON.stringify(ids)) as { id: number; module_id: number }[];
  return new Map(rows.map((row) => [row.id, row.module_id]));
}
