import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { keepRetryAfter } from "~/lib/retry-after";
import { loadStorePage } from "~/features/stores/store-page.server";
import { StorePage } from "~/features/stores/store-page";
import { catalogueMeta } from "~/features/stores/page-meta";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /store/{slug|id}?module_id=&module_type=&store_zone_id= (browsing §2, foundations §2): one
 * store's page — header, items by category with a search inside the store and `?page=N`, the
 * newest reviews with a review plan, and the map dialog (`?dialog=store-map`). Renders for
 * anyone, cookies or not (crawlers): the store decides its module. Unknown or malformed ids are
 * a 404; bad query values fall back to page 1 / no search.
 */
/** Nothing personal for an anonymous visitor: a shared cache may keep it (http-cache.server.ts). */
export const handle = { sharedCache: true };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadStorePage(request, context, params.id);
}

/** Opening or closing a frame dialog (cart, track order, …) keeps this page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = keepDataForFrameDialogs;

/** A 503's Retry-After reaches the document (the loader throws it: unavailable.server.ts). */
export const headers = keepRetryAfter;

export const meta: MetaFunction<typeof loader> = ({ data, error, matches, params }) =>
  catalogueMeta({
    data,
    error,
    matches,
    params,
    fallbackTitle: { en: "Store not found", ar: "المتجر غير موجود" },
  });

export default function StoreRoute() {
  return <StorePage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
