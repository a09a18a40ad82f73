/** Languages the storefront is translated into. English URLs are unprefixed; others live under /{lang}/. */
export const LANGS = ["en", "ar"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

/** Right-to-left language codes (browsing spec §4). */
export const RTL_LANGS = new Set([
  "ar",
  "arc",
  "dv",
  "fa",
  "ha",
  "he",
  "khw",
  "ks",
  "ku",
  "ps",
  "ur",
  "yl",
]);

export const dirOf = (lang: string): "rtl" | "ltr" => (RTL_LANGS.has(lang) ? "rtl" : "ltr");

export const isLang = (value: unknown): value is Lang =>
  typeof value === "string" && (LANGS as readonly string[]).includes(value);

/** The language named by a URL path's first segment (`/ar/home` → ar), else English. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split("/")[1]?.replace(/\.data$/, "") ?? "";
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}

/** Prefixes an app path with the language segment: ("/home", "ar") → "/ar/home". */
export function localizePath(path: string, lang: Lang): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (lang === DEFAULT_LANG) return clean;
  return clean === "/" ? `/${lang}` : `/${lang}${clean}`;
}

/** Removes a leading language segment: "/ar/home?x=1" → "/home?x=1". */
export function stripLangPrefix(path: string): string {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)/.exec(path);
  if (match && isLang(match[1])) {
    const rest = path.slice(match[0].length);
    return rest.startsWith("/") ? rest : `/${rest}`;
  }
  return path;
}

export const NAMESPACES = [
  "common",
  "chrome",
  "location",
  "modules",
  "landing",
  "pages",
  "footer",
  "cards",
  "home",
  "promotions",
  "homeDialogs",
  "search",
  "product",
  "store",
  "catalogue",
  "cart",
  "wishlist",
  "checkout",
  "auth",
  "password",
  "interest",
  "addresses",
  "orders",
  "parcel",
  "tracking",
  "account",
  "chat",
  "registration",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NS: Namespace = "common";
