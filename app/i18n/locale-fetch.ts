/**
 * The page's strings (GET /locales/{lang}?v=…) are fetched by an inline script in <head> as the
 * document is parsed, so the request runs while the page's modules download, and entry.client
 * takes the answer before hydrating. A script, not a <link rel="preload" as="fetch">: a browser
 * with JavaScript off downloads a preload too, and never uses it.
 */
const SLOT = "__localeStrings";

type WithSlot = { [SLOT]?: Promise<Response> };

/** The inline script's source: starts the fetch and leaves its promise for entry.client. */
export function startLocaleFetch(url: string): string {
  // JSON string of our own URL; `<` escaped so no value could close the script element.
  const literal = JSON.stringify(url).replace(/</g, "\\u003c");
  return `window.${SLOT}=fetch(${literal},{credentials:"same-origin"});`;
}

/** The fetch the inline script started, if it ran (it may not: an old cached page). */
export function takeLocaleFetch(): Promise<Response> | undefined {
  const holder = window as unknown as WithSlot;
  const started = holder[SLOT];
  delete holder[SLOT];
  return started;
}
