import { useFetcher } from "@remix-run/react";
import * as React from "react";
import type { ItemCard, StoreCard } from "~/features/catalogue/card-models";
import type { ListingData } from "./listing-loader.server";

/** browsing §9: the bottom sentinel's root margin. */
export const SENTINEL_ROOT_MARGIN = "0px 0px 38% 0px";

type Entry = ItemCard | StoreCard;

/**
 * Infinite scroll with JavaScript (browsing §4: the next page is fetched when the bottom
 * sentinel becomes visible, only while the last page had results). Each next page is the
 * listing's own `?page=N` URL loaded by a fetcher — the loader a link without JavaScript
 * reaches — and its cards are appended below the server's page.
 *
 * The address bar keeps the page the listing was opened at: it names the first results on
 * screen, so a shared or reloaded URL starts where this view starts and the recipient scrolls
 * on the same way. Rewriting it to the last appended page would make a reload (or Back) show
 * that page alone and lose everything above it.
 *
 * Render the owner with `key` = the listing's URL: a new listing starts over.
 */
export function useNextPages(options: {
  firstPage: number;
  hasMore: boolean;
  hrefFor: (page: number) => string;
}) {
  const fetcher = useFetcher();
  const [pages, setPages] = React.useState<Entry[][]>([]);
  const [hasMore, setHasMore] = React.useState(options.hasMore);
  // A page that failed to load: no more automatic tries; the "Load more" link retries.
  const [failed, setFailed] = React.useState(false);
  const requested = React.useRef<number | null>(null);
  const hrefFor = React.useRef(options.hrefFor);
  hrefFor.current = options.hrefFor;
  const nextPage = options.firstPage + pages.length + 1;

  // A fetched page arrives once: append it and learn whether another one follows.
  const data = fetcher.data as { listing?: ListingData } | undefined;
  const [seen, setSeen] = React.useState<unknown>(null);
  if (fetcher.state === "idle" && data && data !== seen) {
    setSeen(data);
    const results = data.listing?.results;
    if (results?.status === "ok") {
      const entries = results.kind === "items" ? results.items : results.stores;
      if (entries.length) setPages((all) => [...all, entries]);
      setHasMore(entries.length > 0 && results.hasMore);
    } else {
      setFailed(true);
    }
    requested.current = null;
  }

  const { load, state } = fetcher;
  const loadMore = React.useCallback(() => {
    if (!hasMore || state !== "idle" || requested.current === nextPage) return;
    requested.current = nextPage;
    setFailed(false);
    load(hrefFor.current(nextPage));
  }, [hasMore, state, load, nextPage]);

  const sentinel = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || failed || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: SENTINEL_ROOT_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, failed, loadMore]);

  return {
    pages,
    hasMore,
    nextPage,
    loading: fetcher.state !== "idle",
    failed,
    loadMore,
    sentinel,
  };
}
