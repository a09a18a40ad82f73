/**
 * Which modules serve the saved location (browsing spec §2: the module dialog and the side rail
 * list "only modules whose zones match the saved zone ids"). Shared by loaders, actions and the
 * rail, so it must stay free of server imports.
 */

/** The zone ids inside the get-zone-id string ("[3,1]" → [3, 1]); garbage → []. */
export function parseZoneIds(zoneIds: string | null | undefined): number[] {
  if (!zoneIds) return [];
  try {
    const parsed: unknown = JSON.parse(zoneIds);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is number => Number.isInteger(id) && id > 0);
  } catch {
    return [];
  }
}

export interface ZonedModule {
  zoneIds: number[];
}

/** Modules serving at least one of the zone ids, in their original order. */
export function modulesForZones<T extends ZonedModule>(
  modules: readonly T[],
  zoneIds: string | null | undefined,
): T[] {
  const wanted = new Set(parseZoneIds(zoneIds));
  if (wanted.size === 0) return [];
  return modules.filter((module) => module.zoneIds.some((id) => wanted.has(id)));
}
