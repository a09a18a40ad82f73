import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { loadBrands } from "~/features/promotion-pages/brands-page.server";
import { BrandsPage } from "~/features/promotion-pages/brands-view";
import { promotionPageMeta } from "~/features/promotion-pages/page-meta";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /all-brands?module_id=&sort= — the module's full brand list (browsing §2 "Other routes") with
 * the sorts A to Z, Z to A and Default (§9) as GET links; each brand links to its items
 * (/home?brand_id=&data_type=brand). An unknown sort is Default.
 */

export const handle = { sharedCache: true };

export const loader = ({ request, context }: LoaderFunctionArgs) => loadBrands(request, context);

/** Opening or closing a frame dialog (cart, track order, …) keeps this page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = keepDataForFrameDialogs;

export const meta: MetaFunction<typeof loader> = (args) => promotionPageMeta(args);

export default function AllBrands() {
  const data = useLoaderData<typeof loader>();
  return <BrandsPage view={data.view} onDefaultLocation={data.onDefaultLocation} />;
}

export const ErrorBoundary = RouteErrorBoundary;
