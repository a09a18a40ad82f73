import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import en from "./resources/en";
import ar from "./resources/ar";
import { DEFAULT_LANG, DEFAULT_NS, LANGS, langFromPath, type Lang } from "./config";
import { i18nOptions } from "./i18n";
import { rememberLookups } from "./remembered-lookups";

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
    // Every lookup remembered (remembered-lookups.ts): the resources never change after boot.
    instance.t = rememberLookups(instance.t.bind(instance));
    return [lang, instance];
  }),
);

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
