import { RemixI18Next } from "remix-i18next/server";
import en from "./resources/en";
import ar from "./resources/ar";
import { DEFAULT_LANG, DEFAULT_NS, LANGS, langFromPath } from "./config";

export const resources = { en, ar };

/** The language comes from the URL (/ar/...), never from a cookie or header guess. */
const i18next = new RemixI18Next({
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
