import type { TFunction } from "i18next";
import { localizePath, type Lang } from "~/i18n/config";
import type { ModuleType } from "~/sessions/prefs.server";
import { canonicalListingHref } from "./listing-hrefs";
import type { ListingMeta } from "./listing-meta";
import type { ListingResults } from "./listing-data.server";
import { PAGE_SIZE, tabKeys, type ListingQuery } from "./listing-query";

/**
 * The listing's words for people and crawlers, computed by the loader (meta functions have no
 * t(), and these strings then stay out of the route's JavaScript): the h1, the document title
 * with its page number, the description, the self-canonical path and the ItemList entries.
 */

export function listingMeta(options: {
  t: TFunction;
  lang: Lang;
  origin: string;
  query: ListingQuery;
  module: { id: number; type: ModuleType; name: string };
  /** The backend's name of the brand, category or condition listed (listingName). */
  name: string | null;
  results: ListingResults;
}): ListingMeta {
  const { t, lang, origin, query, module } = options;
  const keys = tabKeys(module.type);
  const what = t(`listing.tabs.${query.tab === "stores" ? keys.stores : keys.items}`);
  const heading = headingOf(t, query, options.name, what);
  const title =
    query.page > 1 ? t("listing.meta.paged", { title: heading, page: query.page }) : heading;
  const description =
    query.dataType === "searched"
      ? t("listing.meta.descriptionSearched", { term: query.search, what })
      : t("listing.meta.description", { title: heading, what });
  const absolute = (href: string) => `${origin}${localizePath(href, lang)}`;
  const results = options.results;
  const entries =
    results.status !== "ok"
      ? []
      : results.kind === "items"
        ? results.items.map((i) => ({ name: i.name, url: absolute(i.href) }))
        : results.stores.map((s) => ({ name: s.name, url: absolute(s.href) }));
  return {
    heading,
    title,
    description,
    canonicalPath: canonicalListingHref(query, module.id),
    itemList: entries,
    startPosition: (query.from - 1) * PAGE_SIZE + 1,
  };
}

function headingOf(t: TFunction, query: ListingQuery, name: string | null, what: string): string {
  switch (query.dataType) {
    case "searched":
      return t("listing.titles.searched", { term: query.search });
    case "category":
      return name ?? query.name ?? t("listing.titles.category");
    case "condition":
      return name ?? query.name ?? t("listing.titles.condition");
    case "brand":
      return name ?? t("listing.titles.brand");
    case "discounted":
      return t("listing.titles.discounted");
    case "new":
      return t("listing.titles.new");
    default:
      return t("listing.titles.all", { what });
  }
}
