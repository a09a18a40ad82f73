import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_LANG, isLang, localizePath, type Lang } from "~/i18n/config";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import { businessNameFrom } from "~/lib/seo";
import { breadcrumbLd, itemListLd, type JsonObject } from "~/lib/structured-data";
import type { PromotionMeta } from "./views";

/**
 * A promotion page's meta tags from the texts its loader computed: title, description,
 * self-canonical with hreflang en/ar/x-default, and JSON-LD (BreadcrumbList, plus an ItemList
 * of what the page lists) with absolute URLs in the page's language.
 */
export function promotionMetaTags(
  meta: PromotionMeta,
  origin: string,
  lang: Lang,
  businessName: string | null,
): MetaDescriptor[] {
  const absolute = (path: string) => `${origin}${localizePath(path, lang)}`;
  const documents: JsonObject[] = [
    breadcrumbLd(meta.breadcrumb.map((c) => ({ name: c.name, url: absolute(c.path) }))),
  ];
  if (meta.list && meta.list.entries.length > 0) {
    documents.push(
      itemListLd(
        meta.list.entries.map((e) => ({ name: e.name, url: absolute(e.path) })),
        { name: meta.list.name, startPosition: meta.list.startPosition },
      ),
    );
  }
  const head = { title: meta.title, description: meta.description, canonicalPath: meta.path };
  return pageMeta({ ...head, jsonLd: documents }, origin, lang, businessName);
}

// The error titles of common.json (errors.*Title): a meta function has no t(), and a thrown
// 404 has no loader data to carry a translated title.
const ERROR_TITLES = {
  en: { notFound: "Page not found", other: "Something went wrong" },
  ar: { notFound: "الصفحة غير موجودة", other: "حدث خطأ ما" },
} as const;

/** Title and noindex of a promotion page that answered an error (404, 503). */
export function errorMetaTags(
  error: unknown,
  lang: Lang,
  businessName: string | null,
): MetaDescriptor[] {
  const status = (error as { status?: number } | null)?.status;
  const titles = ERROR_TITLES[lang];
  return errorPageMeta(status === 404 ? titles.notFound : titles.other, businessName);
}

/** The three promotion routes' `meta`: their loader data carries `meta` and `origin`. */
export function promotionPageMeta({
  data,
  error,
  matches,
  params,
}: {
  data?: { meta: PromotionMeta; origin: string } | null;
  error?: unknown;
  matches: ReadonlyArray<{ id: string; data?: unknown }>;
  params: { lang?: string };
}): MetaDescriptor[] {
  const lang = isLang(params.lang) ? params.lang : DEFAULT_LANG;
  const business = businessNameFrom(matches);
  if (!data) return errorMetaTags(error, lang, business);
  return promotionMetaTags(data.meta, data.origin, lang, business);
}
