import type { ApiClient } from "~/api/client.server";
import type { ListingFilters, SearchPage, StoreDataType } from "~/api/search.server";
import type { ItemCard, StoreCard } from "~/features/catalogue/card-models";
import { toItemCard, toStoreCard, type CardContext } from "~/features/catalogue/card-models.server";
import { optionPriceRange } from "~/features/catalogue/card-rules";
import { settle } from "~/api/settle.server";
import { PAGE_SIZE, type ListingQuery } from "./listing-query";

/**
 * One page of a listing's results as card view models (browsing §7 "Search": limit 12, offset
 * = page). Which endpoint answers which data type is search.server.ts's business; here the
 * parsed query becomes its filters. A failed call is the page's "could not load" note with a
 * retry link, never an error page.
 */
export type ListingResults =
  | { status: "ok"; kind: "items"; items: ItemCard[]; total: number; hasMore: boolean }
  | { status: "ok"; kind: "stores"; stores: StoreCard[]; total: number; hasMore: boolean }
  | { status: "failed"; kind: "items" | "stores" };

/** The filter words the endpoints take: the chosen filters, then the sort (it wins last). */
export function apiFilters(query: ListingQuery): ListingFilters {
  return {
    categoryIds: query.dataType === "category" && query.id !== null ? [query.id] : undefined,
    brandIds: query.brandIds.length ? query.brandIds : undefined,
    filter: [...query.filters, ...(query.sort ? [query.sort] : [])],
    ratingCount: query.rating ?? undefined,
    minPrice: query.minPrice ?? undefined,
    maxPrice: query.maxPrice ?? undefined,
  };
}

const STORE_DATA_TYPES: Record<ListingQuery["dataType"], StoreDataType> = {
  searched: "searched",
  category: "category",
  discounted: "discounted",
  new: "default",
  all: "default",
  brand: "default",
  condition: "default",
};

/**
 * The pages `query.from`…`query.page` (no-JS "Load more" keeps the pages before: one page
 * unless a range was asked for), fetched side by side and shown as one list.
 */
export async function loadListingResults(
  api: ApiClient,
  query: ListingQuery,
  ctx: CardContext,
): Promise<ListingResults> {
  if (query.from >= query.page) return loadListingPage(api, query, ctx);
  const numbers = Array.from({ length: query.page - query.from + 1 }, (_, i) => query.from + i);
  const pages = await Promise.all(
    numbers.map((page) => loadListingPage(api, { ...query, page, from: page }, ctx)),
  );
  if (pages.some((page) => page.status === "failed"))
    return { status: "failed", kind: pages[0]!.kind };
  const ok = pages as Array<Extract<ListingResults, { status: "ok" }>>;
  const last = ok[ok.length - 1]!;
  // A result that moved between pages while they were fetched is shown once.
  const unique = <T extends { id: number }>(entries: T[]) => {
    const seen = new Set<number>();
    return entries.filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
  };
  return last.kind === "stores"
    ? { ...last, stores: unique(ok.flatMap((page) => (page.kind === "stores" ? page.stores : []))) }
    : { ...last, items: unique(ok.flatMap((page) => (page.kind === "items" ? page.items : []))) };
}

async function loadListingPage(
  api: ApiClient,
  query: ListingQuery,
  ctx: CardContext,
): Promise<ListingResults> {
  const page: SearchPage = { limit: PAGE_SIZE, offset: query.page };
  const filters = apiFilters(query);
  const more = (count: number, total: number) =>
    count >= PAGE_SIZE && query.page * PAGE_SIZE < total;

  if (query.tab === "stores") {
    const result = await settle(
      api.search.stores(
        STORE_DATA_TYPES[query.dataType],
        { ...filters, name: query.search, newlyJoined: query.dataType === "new" },
        page,
      ),
    );
    if (!result.ok) return { status: "failed", kind: "stores" };
    const stores = result.value.stores.map((store) => toStoreCard(store, ctx));
    return {
      status: "ok",
      kind: "stores",
      stores,
      total: result.value.total,
      hasMore: more(stores.length, result.value.total),
    };
  }

  const call =
    query.dataType === "condition" && query.id !== null
      ? api.search.conditionItems(query.id, page)
      : query.dataType === "searched" && !filters.brandIds
        ? api.search.searchItems({ ...filters, name: query.search }, page)
        : // get-products: every other listing, and a search narrowed to brands (items/search
          // takes no brand_ids)
          api.search.items(
            query.dataType === "condition" ? "all" : query.dataType,
            {
              ...filters,
              name: query.search,
            },
            page,
          );
  const result = await settle(call);
  if (!result.ok) return { status: "failed", kind: "items" };
  const items = inShownPriceOrder(result.value.items, query.sort).map((item) =>
    toItemCard(item, ctx),
  );
  return {
    status: "ok",
    kind: "items",
    items,
    total: result.value.total,
    hasMore: more(items.length, result.value.total),
  };
}

/**
 * A price sort reads in the order of the prices the cards show, discounts included (issue 22
 * item 2). The reference backend sorts by that price already; stock 6amMart 3.2 sorts in SQL by
 * the undiscounted `price`, so the page is put in order here too (stable: equal prices keep the
 * backend's order). Across pages only the backend's order can hold.
 */
export function inShownPriceOrder<T extends Parameters<typeof optionPriceRange>[0]>(
  items: readonly T[],
  sort: string | null,
): T[] {
  if (sort !== "low" && sort !== "high") return [...items];
  const keyed = items.map((item, index) => ({ item, index, range: optionPriceRange(item) }));
  keyed.sort((a, b) => {
    const diff =
      sort === "low"
        ? a.range.discountedMin - b.range.discountedMin
        : b.range.discountedMax - a.range.discountedMax;
    return diff || a.index - b.index;
  });
  return keyed.map((k) => k.item);
}

/**
 * The name of what a brand, category or condition listing lists, for its title, from the
 * backend in the page's language (GET brand, categories, common-condition); null when it cannot
 * be found. The URL's own `name` was written in the language of the page that linked here, so
 * after a language switch it kept the heading in the other language (issue 22 item 15).
 */
export async function listingName(api: ApiClient, query: ListingQuery): Promise<string | null> {
  const find = (list: { id: number; name: string }[], id: number | null | undefined) =>
    list.find((entry) => entry.id === id)?.name || null;
  if (query.dataType === "brand") {
    if (query.brandIds.length !== 1) return null;
    const result = await settle(api.home.brands());
    return result.ok ? find(result.value, query.brandIds[0]) : null;
  }
  if (query.dataType === "category") {
    const result = await settle(api.stores.categories());
    if (!result.ok) return null;
    return find(
      result.value.flatMap((root) => [root, ...(root.childes ?? [])]),
      query.id,
    );
  }
  if (query.dataType === "condition") {
    const result = await settle(api.home.commonConditions());
    return result.ok ? find(result.value, query.id) : null;
  }
  return null;
}
