import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { cardContext } from "~/features/catalogue/card-context.server";
import { brandsMeta, brandsView } from "~/features/promotion-pages/brands-page.server";
import { BrandsPage } from "~/features/promotion-pages/brands-view";
import { promotionPageMeta } from "~/features/promotion-pages/page-meta";
import { brandSortParam } from "~/features/promotion-pages/params";
import { promotionGate } from "~/features/promotion-pages/promotion-gate.server";
import i18nServer from "~/i18n/i18next.server";
import { isUnreachable, settle } from "~/api/settle.server";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /all-brands?module_id=&sort= — the module's full brand list (browsing §2 "Other routes") with
 * the sorts A to Z, Z to A and Default (§9) as GET links; each brand links to its items
 * (/home?brand_id=&data_type=brand). An unknown sort is Default.
 */

export const handle = { sharedCache: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // Config and strings do not depend on the gate: asked for while it runs (no waterfall).
  const pending = Promise.all([
    settle(context.api.config.get()),
    i18nServer.getFixedT(request, "catalogue"),
  ]);
  const gate = await promotionGate(request, context);
  const brands = await settle(context.api.with(gate.apiState).promotions.brands());
  const [config, t] = await pending;
  if (!brands.ok && isUnreachable(brands)) throw new Response(null, { status: 503 });
  const ctx = cardContext(config.ok ? config.value : null, gate.module);
  const view = brandsView(brands.ok ? brands.value : [], brandSortParam(url), context.lang, ctx);
  return {
    view,
    onDefaultLocation: gate.onDefaultLocation,
    origin: url.origin,
    meta: brandsMeta(t, view, gate.module),
  };
}

/** Opening or closing a frame dialog (cart, track order, …) keeps this page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = keepDataForFrameDialogs;

export const meta: MetaFunction<typeof loader> = (args) => promotionPageMeta(args);

export default function AllBrands() {
  const data = useLoaderData<typeof loader>();
  return <BrandsPage view={data.view} onDefaultLocation={data.onDefaultLocation} />;
}

export const ErrorBoundary = RouteErrorBoundary;
