import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { catalogueMeta } from "~/features/stores/page-meta";
import { loadStoreList } from "~/features/stores/store-list.server";
import { StoreListPage } from "~/features/stores/store-list-page";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /store/popular (browsing §2 "Other routes"): a static route, so it wins over /store/{id}.
 * Sort tabs, delivery-type filter, list categories and paging are query parameters
 * (features/stores/store-list-page.tsx, shared by the three store lists).
 */
/** Nothing personal for an anonymous visitor: a shared cache may keep it (http-cache.server.ts). */
export const handle = { sharedCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadStoreList("popular", request, context);
}

/** Opening or closing a frame dialog (cart, track order, …) keeps this page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = keepDataForFrameDialogs;

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) =>
  catalogueMeta({ data, matches, params, fallbackTitle: { en: "Stores", ar: "المتاجر" } });

export default function StorePopular() {
  return <StoreListPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
