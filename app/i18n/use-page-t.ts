import type { i18n as I18n, TFunction } from "i18next";
import * as React from "react";
import { getI18n, I18nContext } from "react-i18next";
import { DEFAULT_LANG, isLang, localizePath, type Lang } from "./config";

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
      if (!t) ts.set(ns, (t = remembering(i18n.getFixedT(null, ns))));
      return t;
    },
    localize: (path) => localizePath(path, lang),
  };
  made.set(i18n, strings);
  return strings;
}

/** Stands for the n-th value in a kept sentence (private-use characters: never in a text). */
const slot = (n: number) => `\ue000${n}\ue001`;
const SLOT = /\ue000(\d+)\ue001/g;
const MAX_KEPT = 2_000;
/** i18next's own options (and `count`, which picks a plural form): never a slot. */
const OPTIONS = new Set([
  "count",
  "context",
  "ordinal",
  "replace",
  "lng",
  "lngs",
  "ns",
  "keyPrefix",
  "fallbackLng",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "skipInterpolation",
  "nsSeparator",
  "keySeparator",
  "ignoreJSONStructure",
]);

/**
 * `t` that keeps what it looked up: the resources never change once loaded. A card's parts ask
 * for the same few sentences 80 times a page, and each i18next call copies its options, builds
 * a key and walks the resources (issue 27: ~4 % of the home's CPU, after i18next.server.ts's own
 * memo). Without values: the string. With plain string or number fills only ({{name}}; our
 * texts use no formatters and no $t() nesting, see i18next.server.ts): the sentence made once
 * with slots, filled per call; a `count` picks the plural form, so the sentence is kept per
 * count and i18next sees the real number. Anything else (i18next's options) goes to i18next as
 * it came.
 */
function remembering(t: TFunction): TFunction {
  const fixed = t as unknown as (key: unknown, options?: unknown) => unknown;
  const kept = new Map<string, string>();
  // Bounded (counts of ratings vary without end): past it, start over rather than grow.
  const keep = (id: string, text: string) => {
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(id, text);
    return text;
  };
  const remembered = (key: unknown, options?: unknown): unknown => {
    if (typeof key !== "string") return fixed(key, options);
    if (options === undefined) {
      let text = kept.get(key);
      if (text === undefined) {
        const made = fixed(key);
        if (typeof made !== "string") return made;
        text = keep(key, made);
      }
      return text;
    }
    if (typeof options !== "object" || options === null) return fixed(key, options);
    const record = options as Record<string, unknown>;
    const values: string[] = [];
    let id = key;
    for (const name in record) {
      const value = record[name];
      if (name === "count" && typeof value === "number" && Number.isFinite(value)) {
        // The plural form depends on the number: it is part of the sentence's key, not a slot.
        id += `\u0001count=${value}`;
        continue;
      }
      if (OPTIONS.has(name) || name.startsWith("defaultValue")) return fixed(key, record);
      if (typeof value === "string") values.push(value);
      else if (typeof value === "number" && Number.isFinite(value)) values.push(String(value));
      else return fixed(key, record);
      id += `\u0001${name}`;
    }
    let template = kept.get(id);
    if (template === undefined) {
      const slotted: Record<string, unknown> = {};
      let n = 0;
      for (const name in record) slotted[name] = name === "count" ? record.count : slot(n++);
      const made = fixed(key, slotted);
      if (typeof made !== "string") return fixed(key, record);
      template = keep(id, made);
    }
    return template.replace(SLOT, (_, index: string) => values[Number(index)] ?? "");
  };
  return remembered as unknown as TFunction;
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
