import { LANGS, DEFAULT_LANG, localizePath, type Lang } from "~/i18n/config";

/**
 * Canonical and hreflang links for a page that exists in every language (design.md
 * "Crawlable"). `path` is the unprefixed app path ("/privacy-policy"); `origin` comes from the
 * loader (new URL(request.url).origin) because meta functions have no request.
 */
export function alternateLinks(origin: string, path: string, lang: Lang) {
  const href = (l: Lang) => `${origin}${localizePath(path, l)}`;
  return [
    { tagName: "link", rel: "canonical", href: href(lang) },
    ...LANGS.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: href(l) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(DEFAULT_LANG) },
  ];
}

export { pageTitle } from "~/lib/page-title";

/** The business name from the root loader's data, for meta functions. */
export function businessNameFrom(
  matches: ReadonlyArray<{ id: string; data?: unknown }>,
): string | null {
  const root = matches.find((m) => m.id === "root")?.data as
    { config?: { businessName?: string } | null } | undefined;
  return root?.config?.businessName || null;
}
