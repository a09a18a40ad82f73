import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { loadSharedCategories } from "~/features/categories/shared-listings.server";
import { CategoriesView } from "~/features/categories/categories-view";
import { catalogueMeta } from "~/features/stores/page-meta";
import type { CacheHandle } from "~/lib/http-cache.server";
import { keepRetryAfter } from "~/lib/retry-after";
import { keepSharedPageData } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /categories/z/<zone ids>/m/<module id> — the module's categories as a shared cache can keep
 * them (ADR 033): what /categories?module_id=N shows a guest in those zones, from the URL alone,
 * `public, s-maxage=60` without `Vary: Cookie`; canonical → /categories?module_id=N.
 */
export const handle: CacheHandle = { sharedCache: "url" };

export const loader = (args: LoaderFunctionArgs) => loadSharedCategories(args);

/** Actions change nothing here; frame dialogs keep the data (keepSharedPageData). */
export const shouldRevalidate = keepSharedPageData;

/** A 503's Retry-After reaches the document (the gate throws it: unavailable.server.ts). */
export const headers = keepRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) =>
  catalogueMeta({ data, matches, params, fallbackTitle: { en: "Categories", ar: "الفئات" } });

export default function SharedCategories() {
  return <CategoriesView data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
