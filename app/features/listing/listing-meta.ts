import type { MetaDescriptor } from "@remix-run/react";
import type { Lang } from "~/i18n/config";
import { pageMeta } from "~/lib/page-meta";
import { itemListLd } from "~/lib/structured-data";

/**
 * The listing's <head>: title with its page number, description, self-canonical and hreflang
 * alternates of the same listing page, and the page's results as a schema.org ItemList.
 */
export function listingMetaDescriptors(
  data: { origin: string; meta: ListingMeta },
  lang: Lang,
  businessName: string | null,
): MetaDescriptor[] {
  const { meta } = data;
  const jsonLd = itemListLd(meta.itemList, {
    name: meta.heading,
    startPosition: meta.startPosition,
  });
  return pageMeta({ ...meta, jsonLd }, data.origin, lang, businessName);
}

/** Computed by the loader (listing-meta.server.ts). */
export interface ListingMeta {
  heading: string;
  title: string;
  description: string;
  /** Unprefixed app path of this page's canonical (with its page number). */
  canonicalPath: string;
  itemList: { name: string; url: string }[];
  startPosition: number;
}
