import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { loadSharedCategoryPage } from "~/features/categories/shared-listings.server";
import { CategoryView } from "~/features/categories/category-view";
import { catalogueMeta } from "~/features/stores/page-meta";
import type { CacheHandle } from "~/lib/http-cache.server";
import { keepRetryAfter } from "~/lib/retry-after";
import { keepSharedPageData } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /category/<id>/z/<zone ids>/m/<module id> — a category's page as a shared cache can keep it
 * (ADR 033): what /category/<id>?module_id=N shows a guest in those zones, from the URL alone,
 * `public, s-maxage=60` without `Vary: Cookie`; canonical → /category/<id>?module_id=N. Its
 * pages (`?page=N`) stay on it; the cards' steppers and hearts come from the personal request.
 */
export const handle: CacheHandle = { sharedCache: "url" };

export const loader = (args: LoaderFunctionArgs) => loadSharedCategoryPage(args);

/** Actions change nothing here; frame dialogs keep the data (keepSharedPageData). */
export const shouldRevalidate = keepSharedPageData;

/** A 503's Retry-After reaches the document (the gate throws it: unavailable.server.ts). */
export const headers = keepRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) =>
  catalogueMeta({
    data,
    matches,
    params,
    fallbackTitle: { en: "Category not found", ar: "الفئة غير موجودة" },
  });

export default function SharedCategoryPage() {
  const data = useLoaderData<typeof loader>();
  return <CategoryView data={data} pageHref={data.shared.href} />;
}

export const ErrorBoundary = RouteErrorBoundary;
