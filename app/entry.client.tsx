import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nOptions } from "~/i18n/i18n";
import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { rememberJavaScript } from "~/lib/js-hint";

/**
 * Only the page's language is downloaded: each language's strings are their own chunk, fetched
 * before hydration (the server already rendered the text, so nothing flashes).
 */
const loaders = {
  en: () => import("~/i18n/resources/en"),
  ar: () => import("~/i18n/resources/ar"),
};

async function hydrate() {
  const htmlLang = document.documentElement.lang;
  const lang = isLang(htmlLang) ? htmlLang : DEFAULT_LANG;
  const { default: strings } = await loaders[lang]();
  await i18next.use(initReactI18next).init({
    ...i18nOptions,
    lng: lang,
    ns: getInitialNamespaces(),
    resources: { [lang]: strings },
  });
  rememberJavaScript();
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error) => console.error(error));
