import { categoryListingHref, itemHref, storeHref } from "~/features/catalogue/urls";
import { DEFAULT_LANG, LANGS, localizePath, type Lang } from "~/i18n/config";
import type { SitemapData } from "./sitemap-data.server";

/**
 * The sitemap as files (sitemaps.org protocol): an index at /sitemap.xml pointing at one file per
 * language and kind — /sitemaps/en-stores.xml, /sitemaps/ar-items.xml, … — each at most
 * MAX_URLS URLs (a kind with more is split: en-items.xml, en-items-2.xml, …). Every URL comes
 * from the catalogue's URL builders (urls.ts) and carries its other-language twins as
 * `xhtml:link rel="alternate" hreflang` (en, ar, x-default = en).
 */
export const MAX_URLS = 50_000;
export const KINDS = ["stores", "categories", "items"] as const;
export type Kind = (typeof KINDS)[number];

/** One page in every language: its unprefixed app path per language. */
export type Entry = Record<Lang, string>;

export type SitemapFile = { name: string; lang: Lang; kind: Kind; entries: Entry[] };

const same = (path: string): Entry =>
  Object.fromEntries(LANGS.map((lang) => [lang, path])) as Entry;

/** Every page of a kind, module by module. */
export function entriesOf(data: SitemapData, kind: Kind): Entry[] {
  return data.modules.flatMap((module): Entry[] => {
    if (kind === "stores") {
      return module.stores.map((store) =>
        same(storeHref(store, { id: module.id, type: module.type })),
      );
    }
    if (kind === "items") return module.items.map((item) => same(itemHref(item, module.id)));
    // A category's listing URL carries its name (base64) in the page's language.
    const names = Object.fromEntries(
      LANGS.map((lang) => [lang, new Map(module.categories[lang].map((c) => [c.id, c.name]))]),
    ) as Record<Lang, Map<number, string>>;
    return module.categories[DEFAULT_LANG].map(
      (category) =>
        Object.fromEntries(
          LANGS.map((lang) => [
            lang,
            categoryListingHref(
              { id: category.id, name: names[lang].get(category.id) ?? category.name },
              module.id,
            ),
          ]),
        ) as Entry,
    );
  });
}

/** The files of the sitemap, in index order; kinds without pages have none. */
export function sitemapFiles(data: SitemapData, maxUrls = MAX_URLS): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (const lang of LANGS) {
    for (const kind of KINDS) {
      const entries = entriesOf(data, kind);
      for (let start = 0, n = 1; start < entries.length; start += maxUrls, n++) {
        files.push({
          name: `${lang}-${kind}${n === 1 ? "" : `-${n}`}.xml`,
          lang,
          kind,
          entries: entries.slice(start, start + maxUrls),
        });
      }
    }
  }
  return files;
}

export const sitemapFileHref = (name: string) => `/sitemaps/${name}`;

/** &, <, >, " and ' as entities: URLs carry & between query parameters. */
export function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function indexXml(origin: string, files: SitemapFile[]): string {
  const items = files.map(
    (file) => `<sitemap><loc>${escapeXml(origin + sitemapFileHref(file.name))}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

export function urlsetXml(origin: string, file: SitemapFile): string {
  const absolute = (entry: Entry, lang: Lang) =>
    escapeXml(`${origin}${localizePath(entry[lang], lang)}`);
  const urls = file.entries.map((entry) => {
    const alternates = [
      ...LANGS.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${absolute(entry, lang)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(entry, DEFAULT_LANG)}"/>`,
    ];
    return `<url><loc>${absolute(entry, file.lang)}</loc>${alternates.join("")}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Sitemaps change when the catalogue does: browsers and CDNs keep them a few minutes. */
export const SITEMAP_CACHE_CONTROL =
  "public, max-age=300, s-maxage=300, stale-while-revalidate=3600";

const built = new WeakMap<SitemapData, SitemapFile[]>();

/** sitemapFiles() of a cached walk, built once per walk (the index and every file share it). */
export function filesOf(data: SitemapData): SitemapFile[] {
  let files = built.get(data);
  if (!files) {
    files = sitemapFiles(data);
    built.set(data, files);
  }
  return files;
}
