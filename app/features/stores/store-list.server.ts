import type { AppLoadContext } from "@remix-run/node";
import type { ListedStore, ListedStorePage } from "~/api/schemas/store-details";
import { toStoreCard } from "~/features/catalogue/card-models.server";
import { moduleHomeHref, storeListHref } from "~/features/catalogue/urls";
import { cardContext } from "~/features/catalogue/card-context.server";
import i18nServer from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/config";
import { isUnreachable, settle } from "~/api/settle.server";
import { breadcrumbLd, itemListLd } from "~/lib/structured-data";
import {
  pageCount,
  storeListParams,
  storeListQuery,
  STORE_LIST_PAGE_SIZE,
  type StoreListKindName,
  type StoreListParams,
  type StoreSort,
} from "./params";
import { listGate } from "./store-gate.server";

/**
 * Browsing §4 store sort tabs: Popular keeps the list's own order, Top Rated is descending
 * avg_rating, New descending created_at. Stable: equal stores keep the list's order.
 */
export function sortStores<T extends Pick<ListedStore, "avg_rating" | "created_at">>(
  stores: T[],
  sort: StoreSort,
): T[] {
  if (sort === "popular") return stores;
  const indexed = stores.map((store, index) => ({ store, index }));
  indexed.sort((a, b) => {
    const diff =
      sort === "top_rated"
        ? (b.store.avg_rating ?? 0) - (a.store.avg_rating ?? 0)
        : (b.store.created_at ?? "").localeCompare(a.store.created_at ?? "");
    return diff || a.index - b.index;
  });
  return indexed.map((entry) => entry.store);
}

/**
 * Which call answers a list: the page's own list (latest / popular / top offers near you) until
 * the visitor narrows it with the delivery-type filter or a list category, then
 * stores/get-stores/{all|delivery|take_away}?store_type=… (browsing §4, §7 "Stores list").
 */
export function storeListCall(kind: StoreListKindName, params: StoreListParams) {
  if (params.delivery === "all" && params.listType === "all") {
    return { endpoint: kind === "top-offer-nearby" ? "topOffer" : kind } as const;
  }
  return { endpoint: "filtered", delivery: params.delivery, listType: params.listType } as const;
}

export async function loadStoreList(
  kind: StoreListKindName,
  request: Request,
  context: AppLoadContext,
) {
  const url = new URL(request.url);
  const params = storeListParams(url.searchParams);
  const gate = await listGate(request, context);
  const api = context.api.with(gate.apiState).stores;
  const page = { limit: STORE_LIST_PAGE_SIZE, offset: params.page };
  const call = storeListCall(kind, params);
  const request_: Promise<ListedStorePage> =
    call.endpoint === "filtered"
      ? api.filtered(call.delivery, call.listType, page)
      : api[call.endpoint](page);
  const [config, list, t] = await Promise.all([
    settle(context.api.config.get()),
    settle(request_),
    i18nServer.getFixedT(context.lang, "store"),
  ]);
  const ctx = cardContext(config.ok ? config.value : null, gate.module);
  const stores = list.ok ? sortStores(list.value.stores, params.sort) : [];
  const cards = stores.map((store) => {
    const card = toStoreCard(store, ctx);
    // without a location of the visitor's own the backend measures from 0,0: meaningless
    return gate.onDefaultLocation ? { ...card, distance: null } : card;
  });
  const total = list.ok ? list.value.total : 0;

  const food = gate.module.type === "food";
  const title = t(`lists.${kind}.${food ? "titleFood" : "title"}`);
  const canonical = `${storeListHref(kind)}${storeListQuery(params, gate.module.id)}`;
  const absolute = (path: string) => `${url.origin}${localizePath(path, context.lang)}`;
  return {
    kind,
    params,
    module: gate.module,
    onDefaultLocation: gate.onDefaultLocation,
    stores: cards,
    failed: !list.ok,
    unreachable: isUnreachable(list),
    paging: { page: params.page, pages: pageCount(total, STORE_LIST_PAGE_SIZE), total },
    title,
    origin: url.origin,
    canonical,
    meta: {
      title: params.page > 1 ? t("meta.paged", { title, page: params.page }) : title,
      description: t(`lists.${kind}.description`, { module: gate.module.name }),
      jsonLd: [
        breadcrumbLd([
          { name: t("breadcrumb.home"), url: absolute(moduleHomeHref(gate.module.id)) },
          { name: title, url: absolute(canonical) },
        ]),
        itemListLd(
          cards.map((card) => ({ name: card.name, url: absolute(card.href) })),
          { name: title, startPosition: (params.page - 1) * STORE_LIST_PAGE_SIZE + 1 },
        ),
      ],
    },
  };
}

export type StoreListData = Awaited<ReturnType<typeof loadStoreList>>;
