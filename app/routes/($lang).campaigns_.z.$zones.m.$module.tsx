import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { CampaignsPage } from "~/features/promotion-pages/campaigns-view";
import { promotionPageMeta } from "~/features/promotion-pages/page-meta";
import { loadSharedCampaigns } from "~/features/promotion-pages/shared-promotions.server";
import type { CacheHandle } from "~/lib/http-cache.server";
import { keepRetryAfter } from "~/lib/retry-after";
import { keepSharedPageData } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /campaigns/z/<zone ids>/m/<module id> — the module's running campaigns as a shared cache can
 * keep them (ADR 033): what /campaigns?module_id=N shows a guest in those zones, from the URL
 * alone, `public, s-maxage=60` without `Vary: Cookie`; canonical → /campaigns?module_id=N. A
 * campaign's own page has no shared twin (its store cards show the customer's distance).
 */
export const handle: CacheHandle = { sharedCache: "url" };

export const loader = (args: LoaderFunctionArgs) => loadSharedCampaigns(args);

/** Actions change nothing here; frame dialogs keep the data (keepSharedPageData). */
export const shouldRevalidate = keepSharedPageData;

/** A 503's Retry-After reaches the document (unavailable.server.ts). */
export const headers = keepRetryAfter;

export const meta: MetaFunction<typeof loader> = (args) => promotionPageMeta(args);

export default function SharedCampaigns() {
  const data = useLoaderData<typeof loader>();
  return (
    <CampaignsPage
      campaigns={data.campaigns}
      moduleType={data.module.type}
      onDefaultLocation={false}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
