import { RemixBrowser, UNSAFE_decodeInitialState } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { i18nOptions } from "~/i18n/i18n";
import { DEFAULT_LANG, isLang } from "~/i18n/config";
import { takeLocaleFetch } from "~/i18n/locale-fetch";
import { rememberJavaScript } from "~/lib/js-hint";
import { preloadDeferredFor } from "~/components/ui/deferred";

/**
 * Only the page's language is downloaded, as JSON (app/i18n/locale-json.server.ts): <head>'s
 * inline script started the request (i18n/locale-fetch.ts), so it is already under way.
 * Fetched before hydration (the server already rendered the text, so nothing flashes).
 */
async function loadStrings(lang: string) {
  const again = () => fetch(`/locales/${lang}`, { credentials: "same-origin" });
  const response = await (takeLocaleFetch()?.catch(again) ?? again());
  if (!response.ok) throw new Error(`strings for ${lang}: ${response.status}`);
  return (await response.json()) as Record<string, Record<string, unknown>>;
}

/**
 * React's recoverable hydration errors are reported as usual, except one that is no fault:
 * a streamed section still hydrating when the router updates (Remix discovers the routes of the
 * page's links right after hydration) is rendered again on the client from the data that
 * already arrived — same content, no visible change (React 18, error 421; ADR 015).
 */
function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  if (/#421|received an update before it finished hydrating/.test(message)) return;
  reportError(error);
}

async function hydrate() {
  const htmlLang = document.documentElement.lang;
  const lang = isLang(htmlLang) ? htmlLang : DEFAULT_LANG;
  // The router's initial state is decoded before hydrateRoot, not by RemixBrowser's first render
  // (which suspends until then): a key typed into the server HTML forces React 18 to hydrate
  // synchronously, and a suspension there is "Root did not complete" (#345), which leaves the
  // page without React. Patched into @remix-run/react; ADR 026.
  const [strings] = await Promise.all([
    loadStrings(lang),
    UNSAFE_decodeInitialState(),
    // A dialog the URL opened hydrates with the page: typing into it is kept (issue 22 item 11).
    preloadDeferredFor(window.location.search),
  ]);
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
      { onRecoverableError },
    );
  });
}

hydrate().catch((error) => console.error(error));
