import { SearchX } from "~/components/ui/icons";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "~/components/ui/button";
import type {
  ItemCard as ItemCardModel,
  StoreCard as StoreCardModel,
} from "~/features/catalogue/card-models";
import { ItemCard } from "~/features/cards/item-card";
import { QuickAddScope } from "~/features/cards/quick-add-form";
import { StoreCard } from "~/features/cards/store-card";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { listingHref } from "./listing-hrefs";
import { MAX_PAGES_SHOWN } from "./listing-query";
import type { ListingData } from "./listing-loader.server";
import { useNextPages } from "./use-next-pages";

/**
 * The listing's cards in grid or list view, and its paging: without JavaScript a "Load more"
 * link to `?from=F&page=N+1`, which shows the pages so far and the next one (up to
 * MAX_PAGES_SHOWN, then the range moves on, and "Previous page" leads to the pages before it);
 * with JavaScript the same link and the bottom sentinel append the next pages in place
 * (use-next-pages.ts).
 */
export function ListingResults({ data }: { data: ListingData }) {
  const { t } = useTranslation("search");
  const localize = useLocalizedPath();
  const { query, results, module } = data;
  const hrefFor = (page: number, from?: number) =>
    localize(listingHref(query, module.id, { page, from }));
  const paging = useNextPages({
    firstPage: query.page,
    hasMore: results.status === "ok" && results.hasMore,
    hrefFor,
  });

  if (results.status === "failed") {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-16 text-center">
        <p className="text-muted-foreground">{t("listing.failed")}</p>
        <Link
          to={hrefFor(query.page, query.from)}
          className={buttonVariants({ variant: "outline" })}
        >
          {t("listing.retry")}
        </Link>
      </div>
    );
  }

  const first = results.kind === "items" ? results.items : results.stores;
  if (first.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 py-16 text-center">
        <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="text-lg font-semibold">
          {t(results.kind === "items" ? "listing.empty.items" : "listing.empty.stores")}
        </p>
        {query.dataType === "searched" ? (
          <p className="text-sm text-muted-foreground">{t("listing.empty.searched")}</p>
        ) : null}
        {query.page > 1 ? (
          <Link to={hrefFor(1)} className={cn(buttonVariants({ variant: "link" }))}>
            {t("listing.firstPage")}
          </Link>
        ) : null}
      </div>
    );
  }

  const list = query.view === "list";
  const grid = list
    ? "grid gap-3 xl:grid-cols-2"
    : "grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4";
  const pages = [first, ...paging.pages];
  return (
    <div>
      {/* One add-to-cart form for the listing's cards (issue 27). */}
      <QuickAddScope moduleId={module.id}>
        <ul className={grid} aria-busy={paging.loading || undefined}>
          {pages.flatMap((entries, pageIndex) =>
            entries.map((entry, index) => (
              <li key={`${pageIndex}-${entry.id}`} className="flex">
                {results.kind === "items" ? (
                  <ItemCard
                    item={entry as ItemCardModel}
                    layout={list ? "list" : "vertical"}
                    moduleType={module.type}
                    priority={pageIndex === 0 && index === 0 && query.from === 1}
                    className="w-full"
                  />
                ) : (
                  <StoreCard
                    store={entry as StoreCardModel}
                    layout={list ? "featured" : "plain"}
                    priority={pageIndex === 0 && index === 0 && query.from === 1}
                    className="w-full"
                  />
                )}
              </li>
            )),
          )}
        </ul>
      </QuickAddScope>
      <div ref={paging.sentinel} aria-hidden="true" className="h-px" />
      <p role="status" className="sr-only">
        {paging.loading ? t("listing.loading") : ""}
      </p>
      <nav aria-label={t("listing.resultsLabel")} className="mt-6 flex justify-center gap-3">
        {query.from > 1 ? (
          <Link to={hrefFor(query.from - 1)} className={buttonVariants({ variant: "outline" })}>
            {t("listing.previousPage")}
          </Link>
        ) : null}
        {paging.hasMore ? (
          <Link
            to={hrefFor(
              paging.nextPage,
              Math.max(query.from, paging.nextPage - MAX_PAGES_SHOWN + 1),
            )}
            rel="next"
            onClick={(event) => {
              const plain = !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
              if (event.button !== 0 || !plain) return;
              // With JavaScript the next page is appended here instead of replacing this one.
              event.preventDefault();
              paging.loadMore();
            }}
            aria-disabled={paging.loading || undefined}
            className={buttonVariants({ variant: "outline" })}
          >
            {t("listing.loadMore")}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
