import type { AppLoadContext } from "@remix-run/node";
import { DIALOG_PARAM } from "~/lib/dialog-url";
import { settle, type Settled } from "~/api/settle.server";
import type { Category, StoreSummary } from "~/api/schemas/catalogue";

/** Browsing spec §2/§9: each drawer submenu shows at most 10 entries, then "View all". */
export const DRAWER_SUBMENU_LIMIT = 10;

/** One entry of a drawer submenu; `path` is an app path, localised by the component. */
export interface DrawerEntry {
  id: number;
  name: string;
  path: string;
}

/** `entries` is null when the list could not be loaded (the section says so, the rest works). */
export interface DrawerLists {
  categories: DrawerEntry[] | null;
  latestStores: DrawerEntry[] | null;
  popularStores: DrawerEntry[] | null;
}

/**
 * The compact header's drawer lists are only fetched while the drawer is open (`?dialog=menu`)
 * and only where they exist: they need a zone and a module, and parcel has neither stores
 * nor categories to browse.
 */
export function wantsDrawerLists(request: Request, context: AppLoadContext): boolean {
  const { prefs } = context;
  if (!prefs.zoneIds || !prefs.moduleId || prefs.moduleType === "parcel") return false;
  return new URL(request.url).searchParams.get(DIALOG_PARAM) === "menu";
}

export async function loadDrawerLists(context: AppLoadContext): Promise<DrawerLists> {
  const { catalogue } = context.api;
  const [categories, latest, popular] = await Promise.all([
    settle(catalogue.categories()),
    settle(catalogue.latestStores().then((page) => page.stores)),
    settle(catalogue.popularStores().then((page) => page.stores)),
  ]);
  return {
    categories: entriesOf(categories, categoryEntry),
    latestStores: entriesOf(latest, storeEntry),
    popularStores: entriesOf(popular, storeEntry),
  };
}

function entriesOf<T>(
  result: Settled<T[]>,
  toEntry: (row: T) => DrawerEntry,
): DrawerEntry[] | null {
  return result.ok ? result.value.slice(0, DRAWER_SUBMENU_LIMIT).map(toEntry) : null;
}

const categoryEntry = (category: Category): DrawerEntry => ({
  id: category.id,
  name: category.name,
  path: `/category/${category.id}`,
});

/** Store pages are addressed by slug when there is one, else by id (browsing spec §2). */
const storeEntry = (store: StoreSummary): DrawerEntry => ({
  id: store.id,
  name: store.name,
  path: `/store/${encodeURIComponent(store.slug || String(store.id))}`,
});
