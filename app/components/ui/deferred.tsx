import * as React from "react";
import { dialogFrom } from "~/lib/dialog-url";

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
 * fetched at once. `urlDialog: false` for a component no `?dialog=` URL opens (a notice): a
 * dialog URL then does not fetch its chunk before hydrating (preloadDeferredFor). `dialogs`:
 * the `?dialog=` values that open it, so that pointing at a link to another dialog does not
 * fetch it (usePreloadOnIntent); without it, a link to any dialog does.
 */
export function deferred<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  eager: React.ComponentType<P> | undefined,
  { urlDialog = true, dialogs }: { urlDialog?: boolean; dialogs?: readonly string[] } = {},
): React.ComponentType<P> & Preloadable {
  let loading: Promise<React.ComponentType<P>> | undefined;
  let loaded: React.ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  if (urlDialog) PRELOADS.add(preload);
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
      <React.Suspense fallback={null}>
        <Component {...props} />
      </React.Suspense>
    );
  }
  return Object.assign(Deferred, { preload, dialogs });
}

/** A deferred component as `usePreloadOnIntent` sees it. */
type Preloadable = { preload: () => Promise<unknown>; dialogs?: readonly string[] };

const PRELOADS = new Set<() => Promise<unknown>>();

/**
 * Before hydrating a page whose URL opens a dialog (`?dialog=`, the server rendered it open):
 * fetch the deferred chunks, so the dialog hydrates with the page instead of after it — the
 * visitor may already be typing into it. Failures are left to the lazy path.
 */
export function preloadDeferredFor(search: string): Promise<unknown> {
  if (!/[?&]dialog=/.test(search)) return Promise.resolve();
  return Promise.all([...PRELOADS].map((preload) => preload().catch(() => undefined)));
}

/** True from the first render where `open` is true on: keeps a closed dialog mounted. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = React.useState(open);
  // Adjusting state during render (React's documented pattern): no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * Fetches deferred components' chunks when the visitor shows an intent to open a URL dialog:
 * the pointer over, a touch on, or focus on a link whose URL has `?dialog=`. Not when idle: a
 * first visit would download every dialog (~20 KB with Radix Dialog) whether or not it is ever
 * opened, which low-end phones and the first-visit budget pay for (design.md §5). Hover or
 * focus comes a few hundred milliseconds before the click, enough for a small chunk on most
 * connections; a click without either (a screen reader's virtual cursor) still works, it waits
 * for the chunk like any lazy route.
 */
export function usePreloadOnIntent(...components: Preloadable[]) {
  React.useEffect(() => {
    // Only the dialog the link opens (issue 27 item 5): pointing at Sign In fetched the menu,
    // cart, wishlist, map and cashback dialogs too, ~20 KB a visitor about to sign in never uses.
    let waiting = components;
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!link) return;
      const dialog = dialogOf(link.getAttribute("href") ?? "");
      if (dialog === null) return;
      const wanted = waiting.filter((c) => !c.dialogs || c.dialogs.includes(dialog));
      for (const component of wanted) component.preload().catch(() => {});
      waiting = waiting.filter((c) => !wanted.includes(c));
      if (waiting.length === 0) stop();
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

/** The `dialog` parameter of a link's URL, or null when it opens none. */
function dialogOf(href: string): string | null {
  const query = href.indexOf("?");
  return query < 0 ? null : dialogFrom(href.slice(query + 1).split("#")[0]) || null;
}
