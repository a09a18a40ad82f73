import type { ApiClient } from "~/api/client.server";
import type { CategoryTree } from "~/api/schemas/store-details";
import type { CategoryTile, ItemCard } from "~/features/catalogue/card-models";
import {
  toCategoryTile,
  toItemCard,
  type CardContext,
} from "~/features/catalogue/card-models.server";
import { viewCache, type ViewScope } from "~/features/catalogue/view-cache.server";
import type { Page } from "~/api/stores.server";
import { categoryPageHref } from "~/features/catalogue/urls";

/**
 * A module's categories and a category's products, made once a minute per zone, module and
 * language instead of once a view (issue 27 item 1; the cache: catalogue/view-cache.server.ts).
 * The module's category tree (with every category's product count) was most of /categories'
 * CPU, and /category/{id} asks for it too.
 *
 * The tree is kept as the backend's answer: /categories and /category/{id} read it differently
 * (tiles; finding a category and its parent), and turning it into tiles costs next to nothing.
 * The card context is handed over as a promise, not a key part: it follows from the module in
 * the key and the backend's config, and waiting for it first would cost a second wave of calls.
 */
const SCOPE = {
  tree: "zone",
  children: "zone",
  products: "zone",
} as const satisfies Record<string, ViewScope>;

/** Modules × categories × a few pages; an entry is a few KB (tiles) to ~20 KB (20 cards). */
const views = viewCache(1_000);

type Client = Pick<ApiClient, "stores" | "state" | "cacheScope">;

/** GET categories: the module's root categories with their sub-categories. */
export const categoryTree = (api: Client): Promise<CategoryTree[]> =>
  views.get(api, SCOPE.tree, "tree", [], () => api.stores.categories());

/** GET categories/childes/{id} as tiles (their `href` is the category's own page). */
export const categoryChildren = (
  api: Client,
  ctx: Promise<CardContext>,
  id: number,
): Promise<CategoryTile[]> =>
  views.get(api, SCOPE.children, "children", [id], async () => {
    const [children, context] = await Promise.all([api.stores.children(id), ctx]);
    return children.map((child) => ({
      ...toCategoryTile(child, context),
      href: categoryPageHref(child, context.moduleId),
    }));
  });

/** One page of GET categories/items/{id} as cards, with the total. */
export const categoryProducts = (
  api: Client,
  ctx: Promise<CardContext>,
  id: number,
  page: Page,
): Promise<{ items: ItemCard[]; total: number }> =>
  views.get(api, SCOPE.products, "products", [id, page], async () => {
    const [answer, context] = await Promise.all([api.stores.categoryItems(id, page), ctx]);
    return { items: answer.items.map((item) => toItemCard(item, context)), total: answer.total };
  });
