import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { cardContext } from "~/features/catalogue/card-context.server";
import { campaignMeta, campaignPage } from "~/features/promotion-pages/campaign-page.server";
import { CampaignPage } from "~/features/promotion-pages/campaign-view";
import { promotionPageMeta } from "~/features/promotion-pages/page-meta";
import { campaignIdOf } from "~/features/promotion-pages/params";
import { promotionGate } from "~/features/promotion-pages/promotion-gate.server";
import i18nServer from "~/i18n/i18next.server";
import { settle } from "~/api/settle.server";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /campaigns/{slug|id}?id=&module_id= — a basic campaign (browsing §2 "Other routes"): banner,
 * title, countdown, its stores and their item campaigns. `module_id` makes it render without
 * cookies on the default location (crawlers, shared links). An id that is not a running
 * campaign of the zone is a 404.
 */

export const handle = { sharedCache: true };

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const campaignId = campaignIdOf(params.id, url);
  if (campaignId === null) throw notFound();
  // Config and strings do not depend on the gate: asked for while it runs (no waterfall).
  const pending = Promise.all([
    settle(context.api.config.get()),
    i18nServer.getFixedT(request, "catalogue"),
  ]);
  const gate = await promotionGate(request, context);
  const api = context.api.with(gate.apiState);
  const [config, t] = await pending;
  const ctx = cardContext(config.ok ? config.value : null, gate.module);
  const found = await campaignPage(api, campaignId, ctx);
  if (!found) throw notFound();
  return {
    campaign: found.view,
    module: gate.module,
    onDefaultLocation: gate.onDefaultLocation,
    origin: url.origin,
    meta: campaignMeta(t, found.view, found.campaign, gate.module),
  };
}

/** Opening or closing a frame dialog (cart, track order, …) keeps this page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = keepDataForFrameDialogs;

export const meta: MetaFunction<typeof loader> = (args) => promotionPageMeta(args);

export default function Campaign() {
  const data = useLoaderData<typeof loader>();
  return (
    <CampaignPage
      campaign={data.campaign}
      moduleType={data.module.type}
      onDefaultLocation={data.onDefaultLocation}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
