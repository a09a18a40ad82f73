import type { i18n as I18n, TFunction } from "i18next";
import * as React from "react";
import { getI18n, I18nContext } from "react-i18next";
import { DEFAULT_LANG, isLang, localizePath, type Lang } from "./config";
import { rememberLookups } from "./remembered-lookups";

type PageStrings = {
  lang: Lang;
  t: (ns: string) => TFunction;
  localize: (path: string) => string;
};

const made = new WeakMap<I18n, PageStrings>();

function stringsOf(i18n: I18n): PageStrings {
  const lang = isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
  let strings = made.get(i18n);
  if (strings?.lang === lang) return strings;
  const ts = new Map<string, TFunction>();
  strings = {
    lang,
    t: (ns) => {
      let t = ts.get(ns);
      // The fixed t of a namespace, remembering its lookups (remembered-lookups.ts): the
      // server's instances remember theirs already, but each getFixedT call copies its options.
      if (!t) ts.set(ns, (t = rememberLookups(i18n.getFixedT(null, ns))));
      return t;
    },
    localize: (path) => localizePath(path, lang),
  };
  made.set(i18n, strings);
  return strings;
}

function usePageStrings(): PageStrings {
  return stringsOf(React.useContext(I18nContext)?.i18n ?? getI18n());
}

/**
 * `t` for a namespace, for the parts drawn dozens of times per page (a grocery home has ~80
 * cards, each with a price, a rating, marks, a badge: issue 27). useTranslation costs each of
 * them a state, an effect and a subscription to i18next's events, which would re-render them
 * when the language changes in place — and it never does: every string of the page's language
 * is loaded before hydration (entry.client.tsx), and a page in another language is loaded as a
 * document (root.tsx, useDocumentLanguage). So a context read is enough; the function is made
 * once per i18next instance (one per language on the server) and namespace.
 */
export function usePageT<Ns extends string>(ns: Ns): TFunction<Ns> {
  return usePageStrings().t(ns) as TFunction<Ns>;
}

/** Turns an app path ("/home") into the current language's URL ("/ar/home"); see usePageT. */
export function useLocalize(): (path: string) => string {
  return usePageStrings().localize;
}

/** The page's language ("en", "ar"); see usePageT. */
export function usePageLang(): Lang {
  return usePageStrings().lang;
}
