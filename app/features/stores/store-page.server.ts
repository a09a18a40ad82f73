import { positiveId } from "~/lib/params";
import type { AppLoadContext } from "@remix-run/node";
import type { ApiClient } from "~/api/client.server";
import { cardContext } from "~/features/catalogue/card-context.server";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { breadcrumbLd, itemListLd, storeLd, type JsonObject } from "~/lib/structured-data";
import { isUnreachable, settle } from "~/api/settle.server";
import { unavailablePage } from "~/lib/unavailable.server";
import { moduleHomeHref } from "~/features/catalogue/urls";
import { shortText } from "~/features/catalogue/view-text.server";
import {
  pageCount,
  pageParam,
  searchParam,
  storeKey,
  STORE_ITEMS_PAGE_SIZE,
  STORE_SEARCH_PAGE_SIZE,
  withPage,
} from "./params";
import { storePageGate, type StorePageGate } from "./store-gate.server";
import { groupCards, toStoreView } from "./store-models.server";
import {
  storeDetails,
  storeItems,
  storeRecommended,
  storeReviews,
  storeSearch,
} from "./store-views.server";
import type { ModuleType } from "~/sessions/prefs.server";
import { notFound } from "~/lib/responses.server";

/**
 * A shared store page's place (ADR 033, shared-store.server.ts): its URL's zones and a guest's
 * API client — no token, no guest id, no coordinates.
 */
export type SharedPlace = { zoneIds: number[]; api: ApiClient };

/** Reviews shown on the store page (the newest). */
const REVIEWS_SHOWN = 5;

/**
 * /store/{slug|id} (browsing §2, foundations §2): the store's details, its items (or a search
 * inside it) and its reviews, asked for in ONE parallel wave — items/latest, items/search and
 * stores/reviews take the slug or id straight from the URL, so nothing waits for the details
 * (design §5: TTFB ≤ 1.5 × upstream latency). Only a URL naming the wrong module costs a second
 * wave, for the store's own module.
 */
export async function loadStorePage(
  request: Request,
  context: AppLoadContext,
  rawId?: string,
  shared?: SharedPlace,
) {
  const key = storeKey(rawId);
  if (!key) throw notFound();
  const url = new URL(request.url);
  const search = searchParam(url.searchParams);
  const page = pageParam(url.searchParams);
  const categoryId = positiveId(url.searchParams.get("category_id"));
  // A shared page's place is its URL's zones, its module the store's own (found below).
  const gate: StorePageGate = shared
    ? { zoneIds: JSON.stringify(shared.zoneIds), moduleId: null, onDefaultLocation: false }
    : await storePageGate(request, context);
  const base = shared ? shared.api : context.api;
  const size = search ? STORE_SEARCH_PAGE_SIZE : STORE_ITEMS_PAGE_SIZE;

  const wantReviews = page === 1 && !search && !categoryId;
  // The store's recommended items head its first, unfiltered page only (issue 24 item 5), like
  // its reviews: a search or a category asked for something else.
  const wantRecommended = wantReviews;
  const api = base.with({ zoneIds: gate.zoneIds, moduleId: gate.moduleId ?? undefined });
  const config = settle(base.config.get());
  const details = settle(storeDetails(api, key));
  // The module list the shell already reads (cached): a stock store has no `module` object.
  const modules = settle(api.config.modules());
  // How cards format money and link, once the store says its module: the kept views below make
  // their cards with it, while their calls start now, with the details (one wave).
  const placed = Promise.all([config, details, modules]).then(([config, details, modules]) => {
    const store = details.ok ? details.value : null;
    const storeModule = store?.module_id ?? store?.module?.id ?? gate.moduleId;
    // Stock's stores/details has `module_id` but no `module`: its type comes from the module
    // list, so a restaurant's items are headed as food, not as the grocery fallback.
    const listed = modules.ok ? modules.value.find((m) => m.id === storeModule) : undefined;
    const moduleType = (store?.module?.module_type ??
      listed?.module_type ??
      "grocery") as ModuleType;
    const ctx = cardContext(config.ok ? config.value : null, {
      id: storeModule ?? 0,
      type: moduleType,
    });
    return { storeModule, moduleType, ctx };
  });
  const ctx = placed.then((p) => p.ctx);
  const pageOf = { limit: size, offset: page, categoryId: categoryId ?? 0 };
  const moduleCalls = (api: ApiClient) =>
    Promise.all([
      settle(
        search ? storeSearch(api, ctx, key, search, pageOf) : storeItems(api, ctx, key, pageOf),
      ),
      wantReviews ? settle(storeReviews(api, ctx, key, REVIEWS_SHOWN)) : Promise.resolve(null),
      wantRecommended ? settle(storeRecommended(api, ctx, key)) : Promise.resolve(null),
    ]);

  const [answer, firstWave, where] = await Promise.all([
    details,
    gate.moduleId !== null ? moduleCalls(api) : Promise.resolve(null),
    placed,
  ]);
  if (!answer.ok) {
    // The API did not answer (or answered garbage): "can't reach", never "not found".
    if (isUnreachable(answer)) throw unavailablePage();
    throw notFound();
  }
  const store = answer.value;
  if (!store) throw notFound();
  // A shared page names the zones it is for: a store outside them is not a page there.
  if (shared && (store.zone_id == null || !shared.zoneIds.includes(Number(store.zone_id))))
    throw notFound();

  const { storeModule, moduleType } = where;
  let [items, reviews, recommended] = firstWave ?? [null, null, null];
  if (storeModule && storeModule !== gate.moduleId) {
    [items, reviews, recommended] = await moduleCalls(
      base.with({ zoneIds: gate.zoneIds, moduleId: storeModule }),
    );
  }

  const view = toStoreView(store, where.ctx, {
    lang: context.lang,
    // A shared page has no coordinates: a distance would be from nowhere (ADR 033).
    showDistance: !gate.onDefaultLocation && !shared,
  });
  const t = await i18nServer.getFixedT(context.lang, "store");
  const itemPage = items?.ok ? items.value : null;
  const categories = view.categories.length ? view.categories : (itemPage?.categories ?? []);
  const groups = itemPage ? groupCards(itemPage.placed, categories, t("items.other")) : [];
  const total = itemPage?.total ?? 0;

  const query = new URLSearchParams(view.href.split("?")[1] ?? "");
  if (categoryId) query.set("category_id", String(categoryId));
  const canonical = withPage(`${view.href.split("?")[0]}?${query.toString()}`, page);
  const origin = url.origin;
  const absolute = (path: string) => `${origin}${localizePath(path, context.lang)}`;

  const reviewList = reviews?.ok && view.reviewPlan ? reviews.value : [];
  return {
    store: view,
    groups,
    itemsFailed: items !== null && !items.ok,
    paging: { page, pages: pageCount(total, size), total },
    search,
    categoryId: categories.some((c) => c.id === categoryId) ? categoryId : null,
    categories,
    reviews: reviews ? reviewList : [],
    // A failed call is no shelf, not an error: the store's own items follow anyway.
    recommended: recommended?.ok ? recommended.value : [],
    onDefaultLocation: gate.onDefaultLocation,
    canonical,
    origin,
    meta: {
      title:
        page > 1
          ? t("meta.paged", { title: store.meta_title || store.name, page })
          : store.meta_title || store.name,
      description:
        shortText(store.meta_description, 160) ??
        t("meta.description", { name: store.name, address: view.address }),
      noindex: Boolean(search),
      // Open Graph / Twitter card and the share button's link (issue 24 item 6).
      share: {
        type: "website" as const,
        title: store.meta_title || store.name,
        description:
          shortText(store.meta_description, 160) ??
          t("meta.description", { name: store.name, address: view.address }),
        url: absolute(view.href),
        image: view.cover ?? view.logo ?? null,
      },
      jsonLd: [
        storeLd({
          name: view.name,
          url: absolute(view.href),
          moduleType,
          address: view.address,
          latitude: view.location?.lat,
          longitude: view.location?.lng,
          image: view.cover,
          logo: view.logo,
          telephone: store.phone ?? null,
          rating:
            view.reviewPlan && view.rating
              ? { value: store.avg_rating ?? 0, count: store.rating_count ?? 0 }
              : null,
        }),
        breadcrumbLd([
          { name: t("breadcrumb.home"), url: absolute(moduleHomeHref(view.moduleId)) },
          { name: view.name, url: absolute(view.href) },
        ]),
        itemListLd(
          groups
            .flatMap((g) => g.items)
            .map((item) => ({ name: item.name, url: absolute(item.href) })),
          { name: view.name, startPosition: (page - 1) * size + 1 },
        ),
      ] satisfies JsonObject[],
    },
  };
}

export type StorePageData = Awaited<ReturnType<typeof loadStorePage>>;
