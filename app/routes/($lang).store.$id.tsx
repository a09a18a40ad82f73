import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ShareMenu } from "~/features/sharing/share-menu";
import { StoreHeader } from "~/features/stores/store-header";
import { StoreItems } from "~/features/stores/store-items";
import { StoreRecommended } from "~/features/stores/store-recommended";
import { usePreloadOnIntent } from "~/components/ui/deferred";
import { STORE_MAP_DIALOG } from "~/features/stores/params";
import { StoreMapDialog } from "~/features/stores/store-dialogs";
import { dialogFrom } from "~/lib/dialog-url";
import { keepRetryAfter } from "~/lib/retry-after";
import { loadStorePage } from "~/features/stores/store-page.server";
import { StoreReviews } from "~/features/stores/store-reviews";
import { catalogueMeta } from "~/features/stores/page-meta";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { keepDataForFrameDialogs } from "~/shell/frame-dialog-params";
import { RouteErrorBoundary } from "~/components/error-boundary";

/**
 * /store/{slug|id}?module_id=&module_type=&store_zone_id= (browsing §2, foundations §2): one
 * store's page — header, items by category with a search inside the store and `?page=N`, the
 * newest reviews with a review plan, and the map dialog (`?dialog=store-map`). Renders for
 * anyone, cookies or not (crawlers): the store decides its module. Unknown or malformed ids are
 * a 404; bad query values fall back to page 1 / no search.
 */
/** Nothing personal for an anonymous visitor: a shared cache may keep it (http-cache.server.ts). */
export const handle = { sharedCache: true };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadStorePage(request, context, params.id);
}

/** Opening or closing a frame dialog (cart, track order, …) keeps this page's data. */
export const shouldRevalidate: ShouldRevalidateFunction = keepDataForFrameDialogs;

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

export default function StorePage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("store");
  const location = useLocation();
  usePreloadOnIntent(StoreMapDialog);
  return (
    <div className="container py-6">
      {data.onDefaultLocation ? (
        <p className="mb-3 text-sm text-muted-foreground">{t("defaultLocationNote")}</p>
      ) : null}
      <div className="mb-3 flex justify-end">
        <ShareMenu url={data.meta.share.url} title={data.meta.share.title} />
      </div>
      <StoreHeader store={data.store} />
      {data.store.announcement ? (
        <p role="note" className="mt-4 rounded-md border border-primary bg-muted p-3 text-sm">
          {data.store.announcement}
        </p>
      ) : null}
      <StoreRecommended store={data.store} items={data.recommended} />
      <StoreItems
        store={data.store}
        groups={data.groups}
        categories={data.categories}
        categoryId={data.categoryId}
        search={data.search}
        paging={data.paging}
        failed={data.itemsFailed}
      />
      {data.store.reviewPlan ? <StoreReviews reviews={data.reviews} /> : null}
      {dialogFrom(location.search) === STORE_MAP_DIALOG ? (
        <StoreMapDialog
          name={data.store.name}
          address={data.store.address}
          point={data.store.location}
        />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
