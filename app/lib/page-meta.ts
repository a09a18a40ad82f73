import type { MetaDescriptor } from "@remix-run/node";
import type { Lang } from "~/i18n/config";
import { alternateLinks, pageTitle } from "~/lib/seo";
import { jsonLdMeta, type JsonObject } from "~/lib/structured-data";

/**
 * What a page's loader computes for its <head>: meta functions have no t() and no request, so
 * the texts and the canonical path come with the loader's data.
 */
export interface PageHead {
  title: string;
  description?: string;
  /** Unprefixed app path of the page's canonical, with its page number ("/store/popular?page=2"). */
  canonicalPath: string;
  /** schema.org documents, absolute URLs in the page's language (structured-data.ts). */
  jsonLd?: JsonObject | JsonObject[];
  /** "noindex, follow": out of search results, its links still followed (a filtered list). */
  noindex?: boolean;
  /** Open Graph and the like, after the description. */
  extra?: MetaDescriptor[];
}

/**
 * The one page-meta builder: the title with the business name, the description, robots, extra
 * tags, the self-canonical with the hreflang alternates (seo.ts) and the JSON-LD.
 */
export function pageMeta(
  head: PageHead,
  origin: string,
  lang: Lang,
  businessName: string | null,
): MetaDescriptor[] {
  const documents = head.jsonLd === undefined ? [] : [head.jsonLd].flat();
  return [
    { title: pageTitle(head.title, businessName) },
    ...(head.description !== undefined ? [{ name: "description", content: head.description }] : []),
    ...(head.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    ...(head.extra ?? []),
    ...alternateLinks(origin, head.canonicalPath, lang),
    ...(documents.length ? [jsonLdMeta(documents)] : []),
  ];
}

export { errorPageMeta } from "~/lib/page-title";
