import type { MetaDescriptor } from "@remix-run/react";
import { isLang, DEFAULT_LANG } from "~/i18n/config";
import { errorPageMeta, pageMeta } from "~/lib/page-meta";
import { businessNameFrom } from "~/lib/seo";
import { shareMeta, type ShareCard } from "~/lib/share-meta";
import type { JsonObject } from "~/lib/structured-data";

type PageMetaData = {
  origin: string;
  canonical: string;
  meta: {
    title: string;
    description: string;
    jsonLd: JsonObject[];
    noindex?: boolean;
    share?: ShareCard;
  };
};

// common.json errors.unavailableTitle: a meta function has no t().
const UNAVAILABLE_TITLE = {
  en: "We can't reach the marketplace right now",
  ar: "تعذّر الوصول إلى السوق الآن",
} as const;

/**
 * The meta of the store, store list and category pages: the loader computes the texts (meta
 * functions have no t()), this adds the business name, the self-canonical with its page number
 * and the hreflang alternates (seo.ts), and the JSON-LD (structured-data.ts).
 */
export function catalogueMeta(args: {
  data: PageMetaData | undefined;
  /** The error the loader threw: a 503 is titled as such, not with the "not found" fallback. */
  error?: unknown;
  matches: ReadonlyArray<{ id: string; data?: unknown }>;
  params: { lang?: string };
  fallbackTitle: { en: string; ar: string };
}): MetaDescriptor[] {
  const lang = isLang(args.params.lang) ? args.params.lang : DEFAULT_LANG;
  const business = businessNameFrom(args.matches);
  const { data } = args;
  if (!data) {
    const unavailable = (args.error as { status?: number } | null)?.status === 503;
    return errorPageMeta(
      unavailable ? UNAVAILABLE_TITLE[lang] : args.fallbackTitle[lang],
      business,
    );
  }
  const extra = data.meta.share ? shareMeta(data.meta.share) : undefined;
  return pageMeta(
    { ...data.meta, canonicalPath: data.canonical, extra },
    data.origin,
    lang,
    business,
  );
}
