import type { ApiClient } from "~/api/client.server";
import { SwrCache } from "~/api/cache.server";
import { getEnv } from "~/env.server";

/**
 * Finished view models made once per place and reused (issue 27 item 1, ADR 035): the module
 * home's shelves (home/section-cache.server.ts), a store's items, reviews and recommended items,
 * an item's related shelves and a module's category lists.
 *
 * Those are the same for everyone who chose the same zones, module and language, yet each view
 * made their upstream calls, parsed every answer with zod and turned the items into cards: most
 * of a catalogue page's CPU. A view model here is kept for SHARED_READS_FRESH_MS (a minute
 * unless configured) under what it depends on, with the stale-while-revalidate rules of
 * `SwrCache` (a refresh never makes a page wait, concurrent first views share one load, a
 * failure is remembered for 5 s, bounded LRU).
 *
 * What a view model depends on is declared by its caller, as a scope:
 * - `zone`: the backend (and the origin its answers' links are built for: `cacheScope`), language,
 *   zones and module (plus the caller's key parts);
 * - `place`: that and the customer's coordinates — anything carrying a distance from them;
 * - `guest`: shared between guests only — a signed-in customer's answer holds their own;
 * - `person`: never cached.
 * Nothing a customer acts on is trusted from here: the cart action reads the item again and
 * checkout prices itself (ADR 027), so a card a minute old never sets a price.
 *
 * The cache is this process's own, not the replicas' shared one (ADR 029): an entry is tens of
 * KB of view model that would cost more to fetch from Redis and decode than to keep.
 * `clearEverySwrCache()` (the e2e control of the backend's settings) empties it too.
 */
export type ViewScope = "zone" | "place" | "guest" | "person";

/** What the key reads of the client (a full ApiClient fits). */
export type ScopedClient = Pick<ApiClient, "state" | "cacheScope">;

/**
 * The cache key of a view model, or null when it must not be shared. `parts` are the caller's
 * own inputs (ids, page, card context), JSON-encoded: two parts that encode alike are one entry.
 */
export function viewKey(
  scope: ViewScope,
  name: string,
  api: ScopedClient,
  parts: readonly unknown[],
): string | null {
  const { state } = api;
  if (scope === "person" || (scope === "guest" && state.token)) return null;
  const place = scope === "place" ? `${state.lat ?? "-"},${state.lng ?? "-"}` : "";
  return [
    api.cacheScope,
    state.lang,
    state.zoneIds ?? "-",
    state.moduleId ?? "-",
    name,
    JSON.stringify(parts),
    place,
  ].join("|");
}

export interface ViewCache {
  /** `make()`'s view model for this scope and parts: from the cache where the scope allows. */
  get<R>(
    api: ScopedClient,
    scope: ViewScope,
    name: string,
    parts: readonly unknown[],
    make: () => Promise<R>,
  ): Promise<R>;
  readonly size: number;
}

/** A cache of view models holding at most `maxEntries` (least recently used goes first). */
export function viewCache(maxEntries: number): ViewCache {
  const cache = new SwrCache(
    { freshMs: () => getEnv().SHARED_READS_FRESH_MS, failureMs: 5_000, maxEntries },
    // Date.now looked up per call, so a test can move the clock past the windows.
    () => Date.now(),
  );
  return {
    get(api, scope, name, parts, make) {
      const key = viewKey(scope, name, api, parts);
      return key === null ? make() : cache.get(key, make);
    },
    get size() {
      return cache.size;
    },
  };
}
