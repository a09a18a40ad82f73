import { DEFAULT_LANG, DEFAULT_NS, LANGS, NAMESPACES } from "./config";

/** i18next options shared by the server and the browser instance. */
export const i18nOptions = {
  supportedLngs: [...LANGS],
  fallbackLng: DEFAULT_LANG,
  defaultNS: DEFAULT_NS,
  ns: [...NAMESPACES],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
