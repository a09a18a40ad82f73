import type { CategoryTree } from "~/api/schemas/store-details";
import type { CategoryTile, ItemCard } from "~/features/catalogue/card-models";
import { toCategoryTile, type CardContext } from "~/features/catalogue/card-models.server";
import { categoryListingHref } from "~/features/catalogue/urls";
import { pageCount } from "~/features/stores/params";
import type { CategoryGroupView, CategoryPageView } from "./category-models";
import { categoryPageHref } from "~/features/catalogue/urls";

/** /categories: each root with its tile, page link and sub-category links. */
export function toCategoryGroups(roots: CategoryTree[], ctx: CardContext): CategoryGroupView[] {
  return roots.map((root) => ({
    tile: toCategoryTile(root, ctx),
    pageHref: categoryPageHref(root, ctx.moduleId),
    productsCount: root.products_count ?? 0,
    children: (root.childes ?? []).map((child) => ({
      id: child.id,
      name: child.name,
      href: categoryPageHref(child, ctx.moduleId),
    })),
  }));
}

/** The category with this id among the roots and their sub-categories, with its parent. */
export function findCategory(
  roots: CategoryTree[],
  id: number,
): {
  category: Pick<CategoryTree, "id" | "name" | "image_full_url">;
  parent: CategoryTree | null;
} | null {
  for (const root of roots) {
    if (root.id === id) return { category: root, parent: null };
    const child = (root.childes ?? []).find((c) => c.id === id);
    if (child) return { category: child, parent: root };
  }
  return null;
}

/** The page's tiles and cards come made (category-views.server.ts keeps them). */
export function toCategoryPage(
  found: NonNullable<ReturnType<typeof findCategory>>,
  children: CategoryTile[],
  items: { total: number; items: ItemCard[] },
  page: { page: number; size: number },
  moduleId: number,
): CategoryPageView {
  const { category, parent } = found;
  return {
    id: category.id,
    name: category.name,
    image: category.image_full_url ?? null,
    listingHref: categoryListingHref(category, moduleId),
    parent: parent
      ? { id: parent.id, name: parent.name, href: categoryPageHref(parent, moduleId) }
      : null,
    children,
    items: items.items,
    paging: { page: page.page, pages: pageCount(items.total, page.size), total: items.total },
  };
}
