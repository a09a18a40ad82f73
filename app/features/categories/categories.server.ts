import type { AppLoadContext } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import type { HomeGate } from "~/features/home/home-gate.server";
import { CATEGORIES_HREF, moduleHomeHref } from "~/features/catalogue/urls";
import { cardContext } from "~/features/catalogue/card-context.server";
import { CATEGORY_PAGE_SIZE, pageParam, withPage } from "~/features/stores/params";
import { positiveId } from "~/lib/params";
import { listGate } from "~/features/stores/store-gate.server";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { isUnreachable, settle } from "~/api/settle.server";
import { unavailablePage } from "~/lib/unavailable.server";
import { breadcrumbLd, itemListLd } from "~/lib/structured-data";
import { findCategory, toCategoryGroups, toCategoryPage } from "./category-models.server";
import { categoryChildren, categoryProducts, categoryTree } from "./category-views.server";
import { categoryPageHref } from "~/features/catalogue/urls";

/**
 * A shared listing's place (ADR 033, shared-listings.server.ts): the zones and module of its
 * URL (home-gate.server.ts sharedGate) and a guest's API client.
 */
export type SharedListing = { gate: HomeGate; api: ApiClient };

const absoluteIn = (origin: string, lang: Parameters<typeof localizePath>[1]) => (path: string) =>
  `${origin}${localizePath(path, lang)}`;

/** /categories?module_id=: the module's root categories with their sub-categories. */
export async function loadCategories(
  request: Request,
  context: AppLoadContext,
  shared?: SharedListing,
) {
  const url = new URL(request.url);
  const gate = shared ? shared.gate : await listGate(request, context);
  const base = shared ? shared.api : context.api;
  const api = base.with(gate.apiState);
  const [config, roots, t] = await Promise.all([
    settle(base.config.get()),
    settle(categoryTree(api)),
    i18nServer.getFixedT(context.lang, "store"),
  ]);
  const ctx = cardContext(config.ok ? config.value : null, gate.module);
  const groups = roots.ok ? toCategoryGroups(roots.value, ctx) : [];
  const canonical = `${CATEGORIES_HREF}?module_id=${gate.module.id}`;
  const absolute = absoluteIn(url.origin, context.lang);
  const title = t("categories.title");
  return {
    module: gate.module,
    onDefaultLocation: gate.onDefaultLocation,
    groups,
    failed: !roots.ok,
    origin: url.origin,
    canonical,
    meta: {
      title,
      description: t("categories.description", { module: gate.module.name }),
      jsonLd: [
        breadcrumbLd([
          { name: t("breadcrumb.home"), url: absolute(moduleHomeHref(gate.module.id)) },
          { name: title, url: absolute(canonical) },
        ]),
        itemListLd(
          groups.map((g) => ({ name: g.tile.name, url: absolute(g.pageHref) })),
          { name: title },
        ),
      ],
    },
  };
}

/**
 * /category/{id}?module_id=&page=: the category's sub-categories and its products, 20 a page
 * (browsing §7 "Category details", §9). The category's name comes from the module's category
 * tree, asked for in the same wave as its children and products; an id that is not one of the
 * module's categories is a 404.
 */
export async function loadCategoryPage(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
  shared?: SharedListing,
) {
  const id = positiveId(rawId);
  if (id === null) throw new Response(null, { status: 404 });
  const url = new URL(request.url);
  const page = pageParam(url.searchParams);
  const gate = shared ? shared.gate : await listGate(request, context);
  const base = shared ? shared.api : context.api;
  const api = base.with(gate.apiState);
  const config = settle(base.config.get());
  // The cards' context, while the calls start (one wave): the kept views wait for it.
  const ctx = config.then((c) => cardContext(c.ok ? c.value : null, gate.module));
  const [roots, children, items, t] = await Promise.all([
    settle(categoryTree(api)),
    settle(categoryChildren(api, ctx, id)),
    settle(categoryProducts(api, ctx, id, { limit: CATEGORY_PAGE_SIZE, offset: page })),
    i18nServer.getFixedT(context.lang, "store"),
  ]);
  if (!roots.ok) {
    throw isUnreachable(roots) ? unavailablePage() : new Response(null, { status: 404 });
  }
  const found = findCategory(roots.value, id);
  if (!found) throw new Response(null, { status: 404 });
  const view = toCategoryPage(
    found,
    children.ok ? children.value : [],
    items.ok ? items.value : { total: 0, items: [] },
    { page, size: CATEGORY_PAGE_SIZE },
    gate.module.id,
  );
  const canonical = withPage(categoryPageHref(view, gate.module.id), page);
  const absolute = absoluteIn(url.origin, context.lang);
  const trail = [
    { name: t("breadcrumb.home"), url: absolute(moduleHomeHref(gate.module.id)) },
    {
      name: t("categories.title"),
      url: absolute(`${CATEGORIES_HREF}?module_id=${gate.module.id}`),
    },
    ...(view.parent ? [{ name: view.parent.name, url: absolute(view.parent.href) }] : []),
    { name: view.name, url: absolute(categoryPageHref(view, gate.module.id)) },
  ];
  return {
    module: gate.module,
    onDefaultLocation: gate.onDefaultLocation,
    category: view,
    itemsFailed: !items.ok,
    origin: url.origin,
    canonical,
    meta: {
      title: page > 1 ? t("meta.paged", { title: view.name, page }) : view.name,
      description: t("category.description", {
        name: view.name,
        module: gate.module.name,
        count: view.paging.total,
      }),
      jsonLd: [
        breadcrumbLd(trail),
        itemListLd(
          view.items.map((item) => ({ name: item.name, url: absolute(item.href) })),
          { name: view.name, startPosition: (page - 1) * CATEGORY_PAGE_SIZE + 1 },
        ),
      ],
    },
  };
}

export type CategoriesData = Awaited<ReturnType<typeof loadCategories>>;
export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
