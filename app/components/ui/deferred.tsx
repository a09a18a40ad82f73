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
 *   usually there already, because `usePreloadWhenIdle` fetched it after the page settled.
 *
 * Render a deferred component only while it is needed (`open ? <X/> : null`), or its chunk is
 * fetched at once.
 */
export function deferred<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
  eager: React.ComponentType<P> | undefined,
): React.ComponentType<P> & { preload: () => Promise<unknown> } {
  let loading: Promise<React.ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Lazy = React.lazy(() => preload().then((component) => ({ default: component })));
  const Component = (eager ?? Lazy) as React.ComponentType<P>;
  function Deferred(props: P) {
    return (
      <React.Suspense fallback={null}>
        <Component {...props} />
      </React.Suspense>
    );
  }
  return Object.assign(Deferred, { preload });
}

/** True from the first render where `open` is true on: keeps a closed dialog mounted. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = React.useState(open);
  // Adjusting state during render (React's documented pattern): no extra commit.
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Fetches deferred components' chunks once the browser is idle after the page loaded. */
export function usePreloadWhenIdle(...components: Array<{ preload: () => Promise<unknown> }>) {
  React.useEffect(() => {
    const preloadAll = () => {
      for (const component of components) component.preload().catch(() => {});
    };
    // Safari has no requestIdleCallback: a timeout after load does the same job there.
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(preloadAll, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preloadAll, 2000);
    return () => window.clearTimeout(id);
    // The components are module-level constants: preload once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
