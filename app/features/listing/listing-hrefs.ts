import { base64Utf8 } from "~/features/catalogue/urls";
import type { ListingQuery, ListingTab, ListingView } from "./listing-query";

/**
 * The listing's own URLs, built from the parsed query so every link (tabs, views, pages, the
 * canonical) has one stable parameter order and carries only valid values. The base (which
 * listing) follows the shapes of catalogue/urls.ts: category tiles `search=category&id&name`,
 * special offers `search=special-offer`, brands `brand_id`, conditions `id&name`.
 */

type Patch = Partial<Pick<ListingQuery, "tab" | "view" | "page">> & {
  /** The first page shown (no-JS "Load more"); other links show one page. */
  from?: number;
  /** Leave out filters and sorts (a tab switch clears them — browsing §4). */
  clearFilters?: boolean;
  /** Leave out the view (the canonical: grid and list show the same results). */
  noView?: boolean;
};

/** Which listing: data type and what names it (term, category, brand, condition), module. */
export function listingBaseParams(query: ListingQuery, moduleId: number): URLSearchParams {
  const params = new URLSearchParams();
  params.set("data_type", query.dataType);
  if (query.dataType === "searched") params.set("search", query.search);
  if (query.dataType === "category") params.set("search", "category");
  if (query.dataType === "discounted") params.set("search", "special-offer");
  if (query.id !== null) params.set("id", String(query.id));
  if (query.name) params.set("name", base64Utf8(query.name));
  if (query.brandIds.length) params.set("brand_id", query.brandIds.join(","));
  params.set("module_id", String(moduleId));
  return params;
}

/** The listing's URL with `patch` applied ("/home?…", unprefixed: localize it for links). */
export function listingHref(query: ListingQuery, moduleId: number, patch: Patch = {}): string {
  const params = listingBaseParams(query, moduleId);
  const tab: ListingTab = patch.tab ?? query.tab;
  const view: ListingView = patch.view ?? query.view;
  if (tab !== "items") params.set("tab", tab);
  if (view !== "grid" && !patch.noView) params.set("view", view);
  if (!patch.clearFilters && (patch.tab === undefined || patch.tab === query.tab)) {
    for (const word of query.filters) {
      // Implied by the data type: not repeated in the URL.
      if (word === "discounted" && query.dataType === "discounted") continue;
      params.append("filter", word);
    }
    if (query.rating !== null) params.set("rating", String(query.rating));
    if (query.minPrice !== null) params.set("min_price", String(query.minPrice));
    if (query.maxPrice !== null) params.set("max_price", String(query.maxPrice));
    if (query.sort) params.set("sort", query.sort);
  }
  const page = patch.page ?? query.page;
  if (patch.from !== undefined && patch.from < page) params.set("from", String(patch.from));
  if (page > 1) params.set("page", String(page));
  return `/home?${params.toString()}`;
}

/** The page's canonical (app path): its own results, page number included, view left out. */
export const canonicalListingHref = (query: ListingQuery, moduleId: number) =>
  listingHref(query, moduleId, { noView: true });

/** True when any filter or sort differs from the listing's defaults. */
export function hasActiveFilters(query: ListingQuery): boolean {
  const implied = query.dataType === "discounted" ? 1 : 0;
  return (
    query.filters.length > implied ||
    query.rating !== null ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.sort !== null
  );
}
