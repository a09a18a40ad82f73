import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ShareMenu } from "~/features/sharing/share-menu";
import { usePreloadOnIntent } from "~/components/ui/deferred";
import { dialogFrom } from "~/lib/dialog-url";
import { STORE_MAP_DIALOG } from "./params";
import { StoreMapDialog } from "./store-dialogs";
import { StoreHeader } from "./store-header";
import { StoreItems } from "./store-items";
import { StoreRecommended } from "./store-recommended";
import { StoreReviews } from "./store-reviews";
import type { StorePageData } from "./store-page.server";

/**
 * One store's page (browsing §2): header, recommended items, items by category with a search
 * inside the store and `?page=N`, the newest reviews, and the map dialog (`?dialog=store-map`).
 * The private `/store/<id>` and the shared `/store/<id>/z/<zones>` (ADR 033) draw the same;
 * `pageHref` is the shared page's own path, so its category tabs and search stay on it.
 */
export function StorePage({ data, pageHref }: { data: StorePageData; pageHref?: string }) {
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
        pageHref={pageHref ?? data.store.href}
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
