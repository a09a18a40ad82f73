import * as React from "react";

/*
 * A component that every page may show but few pages do show — the frame's URL dialogs (menu
 * drawer, language and logout confirmations, footer map) — should not cost every page its
 * JavaScript. Radix Dialog alone is ~15 KB gzip, a tenth of the home page's budget.
 *
 * `deferred(load, eager)` returns a component that:
 * - on the server renders `eager` directly (complete HTML, works without JavaScript). `eager`
 *   comes from a `*.server.ts` module, which the Remix compiler empties in the browser bundle,
 *   so there it is undefined and the component's code stays out of the first load;
 * - in the browser renders `React.lazy(load)` inside the same <Suspense> boundary. When the
 *   server rendered it (a dialog opened by URL), React keeps that HTML as it is and hydrates it
 *   once the chunk arrives (selective hydration); when the visitor opens it later, the chunk is
 *   usually there already, because `usePreloadOnIntent` fetched it when the pointer or focus
 *   reached a link that opens a dialog (docs/decisions/013).
 *
 * Render a deferred component only while it is needed (`open ? <X/> : null`), or its chunk is
 * fetched at once. `dialogs`: the `?dialog=` names that open it, so that a URL or a link naming
 * one fetches this chunk and not every dialog's (preloadDeferredFor, usePreloadOnIntent).
 * `urlDialog: false` for a component no `?dialog=` URL opens (a notice): a dialog URL then does
 * not fetch its chunk before hydrating.
 */
export function deferred<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  eager: React.ComponentType<P> | undefined,
  {
    urlDialog = true,
    dialogs = [],
    fallback,
  }: {
    urlDialog?: boolean;
    dialogs?: readonly string[];
    /**
     * What the browser shows while the chunk loads (nothing by default): for content drawn
     * after the page hydrated (a section that arrives with a revalidation), a placeholder of its
     * size keeps the page from moving when it comes.
     */
    fallback?: (props: P) => React.ReactNode;
  } = {},
): React.ComponentType<P> & Preloadable {
  let loading: Promise<React.ComponentType<P>> | undefined;
  let loaded: React.ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  if (urlDialog) {
    PRELOADS.add(preload);
    for (const name of dialogs) {
      if (!BY_DIALOG.has(name)) BY_DIALOG.set(name, new Set());
      BY_DIALOG.get(name)!.add(preload);
    }
  }
  const Lazy = React.lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    // Once the chunk is here, render it directly (same <Suspense> as the server's HTML): a lazy
    // component suspends on its first render even then, and a boundary still suspended while
    // hydrating is rendered again from scratch by the next update — whatever the visitor typed
    // into the server's form is lost (issue 22 item 11).
    // Chosen once per mount: switching from Lazy to the loaded component on a later render is a
    // new element type to React, which remounts the dialog — the visitor's input is lost and a
    // form already in the page is swapped under the pointer (a submit of the old one went out
    // as a plain document POST).
    const [Component] = React.useState(() => (eager ?? loaded ?? Lazy) as React.ComponentType<P>);
    return (
      <React.Suspense fallback={fallback ? fallback(props) : null}>
        <Component {...props} />
      </React.Suspense>
    );
  }
  return Object.assign(Deferred, { preload, dialogs });
}

type Preloadable = { preload: () => Promise<unknown>; dialogs?: readonly string[] };

/** Every deferred component a `?dialog=` URL may open, and those that named their dialogs. */
const PRELOADS = new Set<() => Promise<unknown>>();
const BY_DIALOG = new Map<string, Set<() => Promise<unknown>>>();

/** The `dialog` parameter of a query string or href, or null. */
function dialogNameOf(searchOrHref: string): string | null {
  const query = searchOrHref.slice(searchOrHref.indexOf("?") + 1).split("#")[0];
  return new URLSearchParams(query).get("dialog");
}

/**
 * Before hydrating a page whose URL opens a dialog (`?dialog=`, the server rendered it open):
 * fetch the deferred chunks, so the dialog hydrates with the page instead of after it — the
 * visitor may already be typing into it. Failures are left to the lazy path.
 */
export function preloadDeferredFor(search: string): Promise<unknown> {
  const name = dialogNameOf(search);
  if (name === null) return Promise.resolve();
  // The components that named this dialog; a name none declared (a page's own confirm
  // dialog) fetches every one, as safe as before the names existed.
  const preloads = BY_DIALOG.get(name) ?? PRELOADS;
  return Promise.all([...preloads].map((preload) => preload().catch(() => undefined)));
}

/** True from the first render where `open` is true on: keeps a closed dialog mounted. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = React.useState(open);
  // Adjusting state during render (React's documented pattern): no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * Of `components`, those to fetch for a link to `?dialog=<name>`: the ones that named it, or
 * all of them when no deferred component named it.
 */
export function preloadsForDialog<T extends Preloadable>(
  components: Iterable<T>,
  name: string,
): T[] {
  const all = [...components];
  if (!BY_DIALOG.has(name)) return all;
  return all.filter((component) => component.dialogs?.includes(name));
}

/**
 * Fetches deferred components' chunks when the visitor shows an intent to open a URL dialog:
 * the pointer over, a touch on, or focus on a link whose URL has `?dialog=`. Only the components
 * that named that dialog (`deferred(…, { dialogs })`) are fetched: tapping Sign In on a phone
 * does not download the cart, wishlist and menu drawers too (issue 27: ~10 KB on the order
 * journey). A dialog no component named (a page's confirm dialog) fetches all of them. Not when
 * idle: a first visit would download every dialog (~20 KB with Radix Dialog) whether or not it
 * is ever opened, which low-end phones and the first-visit budget pay for (design.md §5). Hover
 * or focus comes a few hundred milliseconds before the click, enough for a small chunk on most
 * connections; a click without either (a screen reader's virtual cursor) still works, it waits
 * for the chunk like any lazy route.
 */
export function usePreloadOnIntent(...components: Preloadable[]) {
  React.useEffect(() => {
    const waiting = new Set(components);
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!link) return;
      const name = dialogNameOf(link.getAttribute("href") ?? "");
      if (name === null) return;
      for (const component of preloadsForDialog(waiting, name)) {
        waiting.delete(component);
        component.preload().catch(() => {});
      }
      if (waiting.size === 0) stop();
    };
    const events = ["pointerover", "touchstart", "focusin"] as const;
    const stop = () => {
      for (const type of events) document.removeEventListener(type, onIntent, true);
    };
    for (const type of events) {
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    }
    return stop;
    // The components are module-level constants: listen once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
