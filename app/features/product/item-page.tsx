import type { MetaDescriptor } from "@remix-run/react";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ShareMenu } from "~/features/sharing/share-menu";
import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { pageMeta } from "~/lib/page-meta";
import { businessNameFrom, pageTitle } from "~/lib/seo";
import { shareMeta } from "~/lib/share-meta";
import { ItemDetail } from "./item-detail";
import type { ProductPage } from "./product-page.server";
import { RelatedItems } from "./related-items";
import { unpack } from "~/lib/packed-data";

/**
 * An item's page (browsing §2 "Product detail view"): the item view and its related shelves.
 * The private `/product/<id>` and the shared `/product/<id>/z/<zones>` (ADR 033) draw the same.
 */
export function ItemPage({ page }: { page: ProductPage }) {
  const { t } = useTranslation("product");
  const location = useLocation();
  return (
    <div className="container py-6">
      {page.onDefaultLocation ? (
        <p className="mb-4 text-sm text-muted-foreground">{t("defaultLocationNote")}</p>
      ) : null}
      <div className="mb-3 flex justify-end">
        <ShareMenu url={page.meta.share.url} title={page.meta.share.title} />
      </div>
      {/* keyed by the URL: a GET submission starts the form from the server's answer */}
      <ItemDetail key={`${page.view.id}${location.search}`} page={page} />
      {/* unpack reads each shelf's JSON text once per loader answer (ADR 044) */}
      <RelatedItems
        similar={unpack(page.related.similar)}
        sameStore={unpack(page.related.sameStore)}
        moduleType={page.view.moduleType}
      />
    </div>
  );
}

/**
 * The item page's `<head>`: its own URL as canonical (a shared page's too), the share card;
 * "Item not found" (noindex) without an item.
 */
export function itemPageMeta(args: {
  data: (ProductPage & { origin: string }) | { kind: string } | undefined;
  matches: ReadonlyArray<{ id: string; data?: unknown }>;
  params: { lang?: string };
}): MetaDescriptor[] {
  const lang = isLang(args.params.lang) ? args.params.lang : DEFAULT_LANG;
  const business = businessNameFrom(args.matches);
  const page = args.data;
  if (!page || page.kind !== "item" || !("view" in page)) {
    const title = lang === "ar" ? "المنتج غير موجود" : "Item not found";
    return [{ title: pageTitle(title, business) }, { name: "robots", content: "noindex" }];
  }
  const head = { ...page.meta, canonicalPath: page.meta.path, extra: shareMeta(page.meta.share) };
  return pageMeta(head, page.origin, lang, business);
}
