import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { ItemPage, itemPageMeta } from "~/features/product/item-page";
import { loadSharedItem } from "~/features/product/shared-item.server";
import type { CacheHandle } from "~/lib/http-cache.server";
import { keepRetryAfter } from "~/lib/retry-after";
import { keepSharedPageData } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /product/<id or slug>/z/<zone ids> — an item's page a shared cache can keep (ADR 033, issue 27
 * item 2): what /product/<id> shows a guest located in those zones, from the URL alone,
 * answered `public, s-maxage=60` without `Vary: Cookie`. Its price and stock may be as old as
 * the copy (a minute): the cart action and checkout reprice from the backend. The visitor's
 * heart, "Update to cart" and counts come after hydration from the personal request. Search
 * engines are sent to the item's own URL (canonical).
 */
export const handle: CacheHandle = { sharedCache: "url" };

export const loader = (args: LoaderFunctionArgs) => loadSharedItem(args);

/** Actions change nothing here; frame dialogs keep the data (keepSharedPageData). */
export const shouldRevalidate = keepSharedPageData;

/** A 503's Retry-After reaches the document (the loader throws it: unavailable.server.ts). */
export const headers = keepRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) =>
  itemPageMeta({ data, matches, params });

export default function SharedItemRoute() {
  return <ItemPage page={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
