import { LayoutGrid, List, SlidersHorizontal } from "~/components/ui/icons";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import { useOpenedOnce, usePreloadOnIntent } from "~/components/ui/deferred";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { closeDialogHref, dialogFrom, openDialogHref } from "~/lib/dialog-url";
import { FILTERS_DIALOG, FiltersDrawer } from "./listing-dialogs";
import { ListingFilters } from "./listing-filters";
import { listingHref } from "./listing-hrefs";
import type { ListingData } from "./listing-loader.server";
import { hasFilters, storesTabShown, tabKeys, type ListingTab } from "./listing-query";
import { ListingResults } from "./listing-results";

/**
 * The search and listing view (browsing §2): the title and result count, the items / stores
 * tabs (the stores tab hidden when brands are chosen), grid and list views, sort and filter —
 * beside the results on large screens, in a right-hand drawer on small ones (URL state, so it
 * opens without JavaScript too) — and the results with their paging.
 */
export function ListingPage({ data }: { data: ListingData }) {
  const { t } = useTranslation("search");
  const localize = useLocalizedPath();
  const location = useLocation();
  const { module, results, meta } = data;
  // The view is read from the address: switching it runs no loader (the home route's shouldRevalidate).
  const view = new URLSearchParams(location.search).get("view") === "list" ? "list" : "grid";
  const query = { ...data.query, view } as const;
  const keys = tabKeys(module.type);
  const tabs: ListingTab[] = storesTabShown(query.dataType, query.brandIds)
    ? ["items", "stores"]
    : ["items"];
  const filters = hasFilters(query);
  const drawerOpen = filters && dialogFrom(location.search) === FILTERS_DIALOG;
  // Mounted from its first opening on (closing animates and returns focus); its code is
  // fetched when the pointer or focus reaches the link that opens it.
  const drawerMounted = useOpenedOnce(drawerOpen);
  usePreloadOnIntent(FiltersDrawer);
  const pill =
    "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

  return (
    <div className="container py-6">
      <header className="mb-4 grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{meta.heading}</h1>
        {results.status === "ok" && results.total > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t("listing.results", { count: results.total })}
          </p>
        ) : null}
      </header>

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <nav aria-label={t("listing.tabs.label")}>
          <ul className="flex gap-2">
            {tabs.map((tab) => (
              <li key={tab}>
                <Link
                  to={localize(listingHref(query, module.id, { tab, page: 1, clearFilters: true }))}
                  aria-current={tab === query.tab ? "page" : undefined}
                  className={cn(
                    pill,
                    tab === query.tab
                      ? "border-primary bg-primary text-primary-foreground"
                      : "bg-background hover:bg-accent hover:text-accent-foreground",
                  )}
                >
                  {t(`listing.tabs.${tab === "items" ? keys.items : keys.stores}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={t("listing.views.label")} className="ms-auto">
          <ul className="flex gap-1">
            {(["grid", "list"] as const).map((view) => {
              const Icon = view === "grid" ? LayoutGrid : List;
              return (
                <li key={view}>
                  <Link
                    to={localize(listingHref(query, module.id, { view }))}
                    preventScrollReset
                    aria-label={t(`listing.views.${view}`)}
                    aria-current={view === query.view ? "true" : undefined}
                    className={cn(
                      buttonVariants({ variant: view === query.view ? "secondary" : "ghost" }),
                      "size-9 p-0",
                    )}
                  >
                    <Icon aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        {filters ? (
          <Link
            to={openDialogHref(location, FILTERS_DIALOG)}
            preventScrollReset
            className={cn(buttonVariants({ variant: "outline" }), "lg:hidden")}
          >
            <SlidersHorizontal aria-hidden="true" />
            {t("listing.filters.open")}
          </Link>
        ) : null}
      </div>

      <div className="flex gap-6">
        {filters ? (
          <aside aria-label={t("listing.filters.open")} className="hidden w-64 shrink-0 lg:block">
            <ListingFilters query={query} moduleId={module.id} idPrefix="aside" />
          </aside>
        ) : null}
        <section aria-label={t("listing.resultsLabel")} className="min-w-0 flex-1">
          <ListingResults key={meta.canonicalPath} data={{ ...data, query }} />
        </section>
      </div>

      {filters && drawerMounted ? (
        <FiltersDrawer
          open={drawerOpen}
          closeHref={closeDialogHref(location)}
          query={query}
          moduleId={module.id}
        />
      ) : null}
    </div>
  );
}
