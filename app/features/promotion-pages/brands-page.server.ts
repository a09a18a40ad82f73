import type { AppLoadContext } from "@remix-run/node";
import type { Brand } from "~/api/schemas/home-content";
import { isUnreachable, settle } from "~/api/settle.server";
import { cardContext } from "~/features/catalogue/card-context.server";
import { toBrand, type CardContext } from "~/features/catalogue/card-models.server";
import { ALL_BRANDS_HREF, moduleHomeHref } from "~/features/catalogue/urls";
import type { Lang } from "~/i18n/config";
import { brandSortParam, withParams, type BrandSort } from "./params";
import { startPromotionPage, type SharedPromotion } from "./promotion-gate.server";
import type { BrandsPageView, PromotionMeta } from "./views";

type T = (key: string, options?: Record<string, unknown>) => string;

/** The spec's order of the sort choices (browsing §9: A to Z, Z to A, Default). */
const SORT_ORDER: BrandSort[] = ["a-z", "z-a", "default"];

/** /all-brands?module_id= (the module is part of the address: brands are per module). */
export const allBrandsPath = (moduleId: number, sort: BrandSort = "default") =>
  withParams(ALL_BRANDS_HREF, { module_id: moduleId, sort: sort === "default" ? null : sort });

/**
 * /all-brands?module_id=&sort= (browsing §2, §9): the module's brands in the asked order. The
 * backend unreachable: 503; the list failing otherwise shows "no brands" (`failed` says so).
 * `shared`: the place and guest client of the shared page (shared-promotions.server.ts).
 */
export async function loadBrands(
  request: Request,
  context: AppLoadContext,
  shared?: SharedPromotion,
) {
  const url = new URL(request.url);
  const start = startPromotionPage(request, context, shared);
  const gate = await start.gate;
  const brands = await settle(start.base.with(gate.apiState).promotions.brands());
  const [config, t] = await start.basics;
  if (!brands.ok && isUnreachable(brands)) throw new Response(null, { status: 503 });
  const ctx = cardContext(config.ok ? config.value : null, gate.module);
  const view = brandsView(brands.ok ? brands.value : [], brandSortParam(url), context.lang, ctx);
  return {
    view,
    failed: !brands.ok,
    onDefaultLocation: gate.onDefaultLocation,
    origin: url.origin,
    meta: brandsMeta(t, view, gate.module),
  };
}

/**
 * The full brand list (GET /brand) sorted by name in the page's language (A to Z / Z to A), or
 * in the API's own order for Default.
 */
export function brandsView(
  brands: Brand[],
  sort: BrandSort,
  lang: Lang,
  ctx: CardContext,
): BrandsPageView {
  const views = brands.map((brand) => toBrand(brand, ctx));
  if (sort !== "default") {
    const collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
    views.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    if (sort === "z-a") views.reverse();
  }
  return {
    brands: views,
    sort,
    sorts: SORT_ORDER.map((s) => ({ sort: s, href: allBrandsPath(ctx.moduleId, s) })),
  };
}

export function brandsMeta(
  t: T,
  view: BrandsPageView,
  module: { id: number; name: string },
): PromotionMeta {
  const title = t("promotionPages.brands.title");
  // Sorting shows the same brands: every order has the unsorted list as its canonical address.
  const path = allBrandsPath(module.id);
  return {
    title,
    description: t("promotionPages.brands.metaDescription", {
      count: view.brands.length,
      module: module.name,
    }),
    path,
    breadcrumb: [
      { name: module.name || t("promotionPages.home"), path: moduleHomeHref(module.id) },
      { name: title, path },
    ],
    list: {
      name: title,
      entries: view.brands.map((brand) => ({ name: brand.name, path: brand.href })),
      startPosition: 1,
    },
  };
}
