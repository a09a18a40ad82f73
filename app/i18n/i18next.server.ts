import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import en from "./resources/en";
import ar from "./resources/ar";
import { DEFAULT_LANG, DEFAULT_NS, LANGS, langFromPath, type Lang } from "./config";
import { i18nOptions } from "./i18n";

export const resources = { en, ar };

/**
 * One initialised i18next instance per language, built once when the server starts. The
 * resources are bundled objects and each instance is pinned to its language, so renders and
 * loaders can share them safely; remix-i18next's own getFixedT (and the per-request
 * `createInstance` of its examples) built and initialised a fresh instance per call — about a
 * tenth of a render's CPU (issue 8's profile).
 */
const instances = new Map<Lang, I18n>(
  LANGS.map((lang) => {
    const instance = createInstance();
    // initImmediate false: with inline resources init finishes synchronously.
    void instance.use(initReactI18next).init({
      ...i18nOptions,
      lng: lang,
      resources,
      initImmediate: false,
    });
    memoizePlainLookups(instance);
    return [lang, instance];
  }),
);

const PLAIN_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);
/** i18next's own options: a call naming one of these is not a plain fill-in of values. */
const I18NEXT_OPTIONS = new Set([
  "context",
  "ordinal",
  "replace",
  "fallbackLng",
  "nsSeparator",
  "keySeparator",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "skipInterpolation",
  "ignoreJSONStructure",
]);
const MAX_MEMOIZED = 5_000;
/** Stands for the n-th value in a remembered template (private-use characters: never in a text). */
const slot = (n: number) => `\ue000${n}\ue001`;
const SLOT = /\ue000(\d+)\ue001/g;

/**
 * Resources never change after boot, so a lookup gives the same string every time: remember it.
 * A page renders a few hundred lookups; in i18next each walks the options, the key and the
 * resource tree, and with values the interpolator's regular expressions too (issue 8: ≈ 5 % of
 * a render's CPU; issue 27: the cards' 'Add {name} to cart' labels, ≈ 5 % more).
 * - Without values: the string itself.
 * - With values only (strings or numbers, no context or other i18next option): the
 *   translation is made once with numbered slots for the values — a template — and each call
 *   fills the slots in. Our texts use plain {{name}} fills (no formatters, no $t() nesting), so
 *   that is what i18next would answer. A `count` picks the plural form, so it is not a slot: it
 *   is part of the template's key, and i18next sees the real number ("12 reviews").
 * Anything else (plurals, context, defaults…) goes through i18next as before.
 */
function memoizePlainLookups(instance: I18n) {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const memo = new Map<string, unknown>();
  const remember = (cacheKey: string, make: () => unknown) => {
    if (memo.has(cacheKey)) return memo.get(cacheKey);
    const value = make();
    if (typeof value === "string" && memo.size < MAX_MEMOIZED) memo.set(cacheKey, value);
    return value;
  };
  const memoized = (key: unknown, options?: unknown) => {
    const lookup = lookupOf(key, options);
    if (lookup === null) return translate(key, options);
    if (lookup.values.length === 0) return remember(lookup.cacheKey, () => translate(key, options));
    const slotted = { ...(options as object) } as Record<string, unknown>;
    // Only the slotted names are replaced; `count` keeps its number (it is in the key).
    lookup.names.forEach((name, index) => (slotted[name] = slot(index)));
    const template = remember(lookup.cacheKey, () => translate(key, slotted));
    if (typeof template !== "string") return translate(key, options);
    return template.replace(SLOT, (_, index: string) => lookup.values[Number(index)] ?? "");
  };
  instance.t = memoized as unknown as I18n["t"];
}

/** The memo key of a call, with the names and values it fills in; null: not memoisable. */
function lookupOf(
  key: unknown,
  options: unknown,
): { cacheKey: string; names: string[]; values: string[] } | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return { cacheKey: key, names: [], values: [] };
  if (typeof options !== "object" || options === null) return null;
  const record = options as Record<string, unknown>;
  const names: string[] = [];
  const values: string[] = [];
  const count = record.count;
  if (count !== undefined && !(typeof count === "number" && Number.isFinite(count))) return null;
  for (const name of Object.keys(record)) {
    const value = record[name];
    if (PLAIN_OPTIONS.has(name) || name === "count" || value === undefined) continue;
    if (I18NEXT_OPTIONS.has(name) || name.startsWith("defaultValue")) return null;
    if (typeof value === "string") values.push(value);
    else if (typeof value === "number" && Number.isFinite(value)) values.push(String(value));
    else return null;
    names.push(name);
  }
  return {
    cacheKey: JSON.stringify([
      key,
      record.lng,
      record.lngs,
      record.ns,
      record.keyPrefix,
      count ?? null,
      names,
    ]),
    names,
    values,
  };
}

/** The shared instance for a language (entry.server hands it to react-i18next). */
export function i18nFor(lang: Lang): I18n {
  return instances.get(lang) ?? (instances.get(DEFAULT_LANG) as I18n);
}

const fixedTs = new Map<string, TFunction>();

/** The language comes from the URL (/ar/...), never from a cookie or header guess. */
class StorefrontI18n extends RemixI18Next {
  /** A translation function fixed to the request's language and a namespace, built once. */
  override async getFixedT(
    requestOrLocale: Request | string,
    namespace: string = DEFAULT_NS,
  ): Promise<TFunction<string, undefined>> {
    const lang =
      typeof requestOrLocale === "string"
        ? langOf(requestOrLocale)
        : langFromPath(new URL(requestOrLocale.url).pathname);
    const key = `${lang}|${namespace}`;
    let t = fixedTs.get(key);
    if (!t) {
      t = i18nFor(lang).getFixedT(lang, namespace);
      fixedTs.set(key, t);
    }
    return t as TFunction<string, undefined>;
  }
}

const langOf = (value: string): Lang =>
  (LANGS as readonly string[]).includes(value) ? (value as Lang) : DEFAULT_LANG;

const i18next = new StorefrontI18n({
  detection: {
    supportedLanguages: [...LANGS],
    fallbackLanguage: DEFAULT_LANG,
    order: ["custom"],
    findLocale: async (request) => langFromPath(new URL(request.url).pathname),
  },
  i18next: {
    supportedLngs: [...LANGS],
    fallbackLng: DEFAULT_LANG,
    defaultNS: DEFAULT_NS,
    resources,
    interpolation: { escapeValue: false },
  },
});

export default i18next;
