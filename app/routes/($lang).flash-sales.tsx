import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { cardContext } from "~/features/catalogue/card-context.server";
import {
  findFlashSale,
  flashSaleMeta,
  flashSaleView,
  noSaleMeta,
} from "~/features/promotion-pages/flash-sale-page.server";
import { FlashSalePage } from "~/features/promotion-pages/flash-sale-view";
import { promotionPageMeta } from "~/features/promotion-pages/page-meta";
import { pageParam } from "~/features/promotion-pages/params";
import { promotionGate } from "~/features/promotion-pages/promotion-gate.server";
import i18nServer from "~/i18n/i18next.server";
import { settle } from "~/api/settle.server";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { positiveId } from "~/lib/params";

/**
 * /flash-sales?id=&module_id=&page=N — a running flash sale (browsing §2, §5): countdown, its
 * products 12 a page with sold / stock progress and 'Out of Stock' at available_stock 0.
 * Without ?id= the module's running sale, or a "no sale right now" page. An id that is not a running sale, or a page past the
 * last, is a 404; a page that is not a number shows page 1.
 */

export const handle = { sharedCache: true };

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const rawId = url.searchParams.get("id");
  const saleId = rawId === null ? null : positiveId(rawId);
  if (rawId !== null && saleId === null) throw notFound();
  const page = pageParam(url) ?? 1;
  // Config and strings do not depend on the gate: asked for while it runs (no waterfall).
  const pending = Promise.all([
    settle(context.api.config.get()),
    i18nServer.getFixedT(request, "catalogue"),
  ]);
  const gate = await promotionGate(request, context);
  const hit = await findFlashSale(context.api, gate, saleId, page);
  const [config, t] = await pending;
  // The module's own sale page (no ?id=, e.g. Food between sales) is a place, not a dead end.
  if (!hit && saleId === null && page === 1) {
    const { module, onDefaultLocation } = gate;
    return {
      sale: null,
      module,
      onDefaultLocation,
      origin: url.origin,
      meta: noSaleMeta(t, module),
    };
  }
  if (!hit) throw notFound();
  const { found, module } = hit;
  const ctx = cardContext(config.ok ? config.value : null, module);
  const sale = flashSaleView(found, page, module.id, ctx);
  if (page > 1 && sale.items.length === 0) throw notFound();
  return {
    sale,
    module,
    onDefaultLocation: gate.onDefaultLocation,
    origin: url.origin,
    meta: flashSaleMeta(t, sale, module),
  };
}

/** Opening or closing a frame dialog (cart, track order, …) keeps this page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = keepDataForFrameDialogs;

export const meta: MetaFunction<typeof loader> = (args) => promotionPageMeta(args);

export default function FlashSales() {
  const data = useLoaderData<typeof loader>();
  return (
    <FlashSalePage
      sale={data.sale}
      module={data.module}
      onDefaultLocation={data.onDefaultLocation}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
