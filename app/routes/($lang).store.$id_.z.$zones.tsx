import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { keepRetryAfter } from "~/lib/retry-after";
import { loadSharedStore } from "~/features/stores/shared-store.server";
import { StorePage } from "~/features/stores/store-page";
import { catalogueMeta } from "~/features/stores/page-meta";
import type { CacheHandle } from "~/lib/http-cache.server";
import { keepSharedPageData } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /store/<id or slug>/z/<zone ids> — a store's page a shared cache can keep (ADR 033, issue 27
 * item 2): what /store/<id> shows a guest located in those zones, from the URL alone, answered
 * `public, s-maxage=60` without `Vary: Cookie`. The visitor's own parts (steppers, hearts, the
 * header's counts) come after hydration from the personal request. Search engines are sent to
 * the store's own URL (canonical).
 */
export const handle: CacheHandle = { sharedCache: "url" };

export const loader = (args: LoaderFunctionArgs) => loadSharedStore(args);

/** Actions change nothing here; frame dialogs keep the data (keepSharedPageData). */
export const shouldRevalidate = keepSharedPageData;

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

export default function SharedStoreRoute() {
  const data = useLoaderData<typeof loader>();
  return <StorePage data={data} pageHref={data.shared.href} />;
}

export const ErrorBoundary = RouteErrorBoundary;
