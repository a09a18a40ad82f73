import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction, type ShouldRevalidateFunction } from "@remix-run/react";
import { campaignsPage } from "~/features/promotion-pages/campaigns-page.server";
import { CampaignsPage } from "~/features/promotion-pages/campaigns-view";
import { promotionPageMeta } from "~/features/promotion-pages/page-meta";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/** /campaigns?module_id= — every running campaign of the zone (the footer's Campaigns link). */

export const loader = ({ request, context }: LoaderFunctionArgs) => campaignsPage(request, context);

/** Opening or closing a frame dialog (cart, track order, …) keeps this page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = keepDataForFrameDialogs;

export const meta: MetaFunction<typeof loader> = (args) => promotionPageMeta(args);

export default function Campaigns() {
  const data = useLoaderData<typeof loader>();
  return (
    <CampaignsPage
      campaigns={data.campaigns}
      moduleType={data.module.type}
      onDefaultLocation={data.onDefaultLocation}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
