import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { FlashSalePage } from "~/features/promotion-pages/flash-sale-view";
import { promotionPageMeta } from "~/features/promotion-pages/page-meta";
import { loadSharedFlashSale } from "~/features/promotion-pages/shared-promotions.server";
import type { CacheHandle } from "~/lib/http-cache.server";
import { keepRetryAfter } from "~/lib/retry-after";
import { keepSharedPageData } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /flash-sales/z/<zone ids>/m/<module id>?id=&page= — a flash sale as a shared cache can keep it
 * (ADR 033): what /flash-sales?id=&module_id=N&page= shows a guest in those zones, from the URL
 * alone, `public, s-maxage=60` without `Vary: Cookie`; canonical → /flash-sales?id=&module_id=N.
 * Its pages stay on it; the cards' steppers and hearts come from the personal request.
 */
export const handle: CacheHandle = { sharedCache: "url" };

export const loader = (args: LoaderFunctionArgs) => loadSharedFlashSale(args);

/** Actions change nothing here; frame dialogs keep the data (keepSharedPageData). */
export const shouldRevalidate = keepSharedPageData;

/** A 503's Retry-After reaches the document (unavailable.server.ts). */
export const headers = keepRetryAfter;

export const meta: MetaFunction<typeof loader> = (args) => promotionPageMeta(args);

export default function SharedFlashSale() {
  const data = useLoaderData<typeof loader>();
  return <FlashSalePage sale={data.sale} module={data.module} onDefaultLocation={false} />;
}

export const ErrorBoundary = RouteErrorBoundary;
