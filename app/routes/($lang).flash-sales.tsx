import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { loadFlashSale } from "~/features/promotion-pages/flash-sale-page.server";
import { FlashSalePage } from "~/features/promotion-pages/flash-sale-view";
import { promotionPageMeta } from "~/features/promotion-pages/page-meta";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /flash-sales?id=&module_id=&page=N — a running flash sale (browsing §2, §5): countdown, its
 * products 12 a page with sold / stock progress and 'Out of Stock' at available_stock 0.
 * Without ?id= the module's running sale, or a "no sale right now" page. An id that is not a running sale, or a page past the
 * last, is a 404; a page that is not a number shows page 1.
 */

export const handle = { sharedCache: true };

export const loader = ({ request, context }: LoaderFunctionArgs) => loadFlashSale(request, context);

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
