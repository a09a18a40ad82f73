import type { AppLoadContext } from "@remix-run/node";
import { SwrCache } from "~/api/cache.server";
import type { CategoryRef, ItemRef, RefPage, StoreRef } from "~/api/sitemap.server";
import { defaultZoneFor } from "~/features/location/zone-gate.server";
import { modulesServing } from "~/features/modules/modules.server";
import { LANGS, type Lang } from "~/i18n/config";

/**
 * Everything /sitemap.xml lists, read from the backend: the stores, items and categories of
 * every non-parcel module serving the default location's zone (the zone a cookie-less crawler
 * sees, so every listed URL renders for it).
 *
 * How it is enumerated, with the number of calls bounded and parallel:
 * - stores: GET stores/get-stores/all, items: GET items/get-products (no filter), 100 a page —
 *   the first page tells the total, the remaining pages go out together (at most
 *   CONCURRENCY calls in flight for the whole sitemap, at most MAX_PAGES pages per list);
 * - categories: GET /categories once per language (the listing URL carries the name).
 * The result is kept in memory for FRESH_MS and refreshed in the background after that
 * (SwrCache): crawlers fetch the index and then every file within seconds, one walk serves all.
 */
export type ModuleCatalogue = {
  id: number;
  type: string;
  stores: StoreRef[];
  items: ItemRef[];
  categories: Record<Lang, CategoryRef[]>;
};
export type SitemapData = { modules: ModuleCatalogue[] };

/** Rows per call (the reference backend's maximum page size). */
export const PAGE_SIZE = 100;
/** 2,000 pages of 100 = 200,000 rows per list per module: far above any marketplace here. */
const MAX_PAGES = 2_000;
const CONCURRENCY = 6;
const FRESH_MS = 5 * 60_000;

const cache = new SwrCache({ freshMs: FRESH_MS, failureMs: 30_000, maxEntries: 10 });

export function sitemapData(context: AppLoadContext): Promise<SitemapData> {
  return cache.get(context.apiBaseUrl, () => walkCatalogue(context));
}

/** Tests: forget the cached walk. */
export const clearSitemapCache = () => cache.clear();

async function walkCatalogue(context: AppLoadContext): Promise<SitemapData> {
  const zone = await defaultZoneFor(context);
  if (!zone) throw new Error("The default location's zone is unknown.");
  // A client of no one: no visitor's token, guest id, position or module leaks into the walk.
  const base = context.api.with({
    token: undefined,
    guestId: undefined,
    lat: undefined,
    lng: undefined,
    moduleId: undefined,
    zoneIds: zone.zoneIds,
  });
  const modules = (await modulesServing(base, zone.zoneIds)).filter((m) => m.type !== "parcel");
  const limit = limiter(CONCURRENCY);
  const walked = await Promise.all(
    modules.map(async (module): Promise<ModuleCatalogue> => {
      const api = (lang: Lang) => base.with({ moduleId: module.id, lang });
      const en = api("en");
      const [stores, items, ...categories] = await Promise.all([
        allPages((page) => limit(() => en.sitemap.stores(page))),
        allPages((page) => limit(() => en.sitemap.items(page))),
        ...LANGS.map((lang) => limit(() => api(lang).sitemap.categories())),
      ]);
      return {
        id: module.id,
        type: module.type,
        stores,
        items,
        categories: Object.fromEntries(LANGS.map((lang, i) => [lang, categories[i]])) as Record<
          Lang,
          CategoryRef[]
        >,
      };
    }),
  );
  return { modules: walked };
}

/**
 * Every row of a paged list: page 1 first (its total and its real page size — a backend may
 * cap the limit we ask for), then the other pages at once. Rows are deduplicated by id (a row
 * moving between pages during the walk must not be listed twice).
 */
async function allPages<T extends { id: number }>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<RefPage<T>>,
): Promise<T[]> {
  const first = await fetchPage({ limit: PAGE_SIZE, offset: 1 });
  const perPage = first.rows.length;
  const rows = [...first.rows];
  if (perPage > 0 && first.total > perPage) {
    const pages = Math.min(MAX_PAGES, Math.ceil(first.total / perPage));
    const rest = await Promise.all(
      Array.from({ length: pages - 1 }, (_, i) => fetchPage({ limit: perPage, offset: i + 2 })),
    );
    for (const page of rest) rows.push(...page.rows);
  }
  const seen = new Set<number>();
  return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}

/** Runs at most `max` of the given tasks at a time. */
function limiter(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
