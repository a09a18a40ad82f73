import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { BrandsPage } from "~/features/promotion-pages/brands-view";
import { promotionPageMeta } from "~/features/promotion-pages/page-meta";
import { loadSharedBrands } from "~/features/promotion-pages/shared-promotions.server";
import type { CacheHandle } from "~/lib/http-cache.server";
import { keepRetryAfter } from "~/lib/retry-after";
import { keepSharedPageData } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /all-brands/z/<zone ids>/m/<module id>?sort= — the module's brands as a shared cache can keep
 * them (ADR 033): what /all-brands?module_id=N shows a guest in those zones, from the URL alone,
 * `public, s-maxage=60` without `Vary: Cookie`; canonical → /all-brands?module_id=N. Its sort
 * links stay on it; each brand links to its items' (private) listing.
 */
export const handle: CacheHandle = { sharedCache: "url" };

export const loader = (args: LoaderFunctionArgs) => loadSharedBrands(args);

/** Actions change nothing here; frame dialogs keep the data (keepSharedPageData). */
export const shouldRevalidate = keepSharedPageData;

/** A 503's Retry-After reaches the document (unavailable.server.ts). */
export const headers = keepRetryAfter;

export const meta: MetaFunction<typeof loader> = (args) => promotionPageMeta(args);

export default function SharedBrands() {
  const data = useLoaderData<typeof loader>();
  return <BrandsPage view={data.view} onDefaultLocation={false} />;
}

export const ErrorBoundary = RouteErrorBoundary;
