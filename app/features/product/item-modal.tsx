import { useFetcher, useLocation } from "@remix-run/react";
import * as React from "react";
import type { productPageLoader } from "./product-page.server";

/*
 * The item modal (issue 10 item 6; foundations §2 "product details modal"): with JavaScript, a
 * food, grocery or pharmacy item card's link to the item (inside `[data-item-modal]`) opens the item over the
 * current page instead of navigating (the card carries the mark; item-card.tsx), while the address bar shows the item's own URL — so a
 * reload, a new tab, a shared link or a crawler get the page (/product/{id}) and Back closes
 * the modal. Mount once, in the root layout.
 *
 * How it stays in step with Remix's router: the item URL is pushed with history.pushState
 * carrying the router's own state (its key and index), marked `itemModal`. The router never
 * learns about that entry: the popstate that leaves it (Back, Escape, the close button — all
 * go through history.back()) is caught before the router's listener and only closes the modal,
 * so the page under it is neither reloaded nor scrolled. Forward onto the entry reopens it.
 * Anything else (a link inside the modal, the cart form's redirect) is an ordinary router
 * navigation: the modal closes with the location change, and Back from there is the router's
 * business (it renders the item's page). The dialog's code is a lazy chunk, fetched when the
 * pointer or focus reaches such a link.
 */

const loadDialog = () =>
  import("./item-modal-dialog").then((m) => ({ default: m.ItemModalDialog }));
let preloading: Promise<unknown> | undefined;
const preload = () => (preloading ??= loadDialog());
const LazyDialog = React.lazy(loadDialog);

type ModalState = { itemModal?: string; key?: string } | null;

/** A same-origin link to an item page inside an element marked `data-item-modal` (the card). */
function itemLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = (target as Element | null)?.closest?.("[data-item-modal] a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return /^(\/[a-z]{2})?\/product\//.test(link.pathname) ? link : null;
}

export function ItemModal() {
  const location = useLocation();
  const fetcher = useFetcher<typeof productPageLoader>();
  const [href, setHref] = React.useState<string | null>(null);
  const open = React.useRef<{ href: string; key: string } | null>(null);
  const latest = React.useRef({ location, fetcher });
  latest.current = { location, fetcher };

  // A router navigation while open (a link in the modal, a form's redirect) closes it.
  const [key, setKey] = React.useState(location.key);
  if (key !== location.key) {
    setKey(location.key);
    if (href) setHref(null);
  }
  React.useEffect(() => {
    if (!href) open.current = null;
  }, [href]);

  React.useEffect(() => {
    // Two phases: before anyone (window, capture) the click is claimed — Remix's <Link> and
    // PageLink skip a prevented click —, after everyone (window, bubble) the modal opens. A
    // click something stopped on the way is not a click on the item: the one that ends a drag
    // of a carousel (embla stops it) neither opens the item nor navigates. React stops one too,
    // on a card it has not hydrated yet; those carry no mark yet (item-card.tsx), so the click
    // is not claimed and the browser follows the link.
    let claimed: MouseEvent | null = null;
    const onClaim = (event: MouseEvent) => {
      claimed = null;
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = itemLink(event.target);
      if (!link || link.target === "_blank") return;
      event.preventDefault();
      claimed = event;
    };
    const onClick = (event: MouseEvent) => {
      if (event !== claimed) return;
      claimed = null;
      const link = itemLink(event.target);
      if (!link) return;
      const url = new URL(link.href);
      const target = `${url.pathname}${url.search}`;
      const routerKey = latest.current.location.key;
      latest.current.fetcher.load(target);
      window.history.pushState({ ...window.history.state, itemModal: target }, "", target);
      open.current = { href: target, key: routerKey };
      setHref(target);
    };
    const onPopState = (event: PopStateEvent) => {
      const state = event.state as ModalState;
      const current = latest.current.location.key;
      if (open.current && state?.key === open.current.key && !state?.itemModal) {
        // Back off the item entry, onto the page it was opened over: only close.
        event.stopImmediatePropagation();
        open.current = null;
        setHref(null);
      } else if (!open.current && state?.itemModal && state.key === current) {
        // Forward onto it again.
        event.stopImmediatePropagation();
        open.current = { href: state.itemModal, key: current };
        latest.current.fetcher.load(state.itemModal);
        setHref(state.itemModal);
      }
    };
    const onIntent = (event: Event) => {
      if (itemLink(event.target)) void preload();
    };
    window.addEventListener("click", onClaim, true);
    window.addEventListener("click", onClick);
    // capture: runs before the router's own popstate listener on window
    window.addEventListener("popstate", onPopState, true);
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      window.removeEventListener("click", onClaim, true);
      window.removeEventListener("click", onClick);
      window.removeEventListener("popstate", onPopState, true);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, []);

  const data = fetcher.data;
  const failed = Boolean(href && data && data.kind !== "item" && fetcher.state === "idle");
  React.useEffect(() => {
    // Not found or not loaded: the address bar already shows the item's URL; its page says why.
    if (failed) window.location.reload();
  }, [failed]);

  if (!href) return null;
  return (
    <React.Suspense fallback={null}>
      <LazyDialog
        page={data && data.kind === "item" && fetcher.state === "idle" ? data : null}
        href={href}
        currentPath={location.pathname}
        onClose={() => window.history.back()}
      />
    </React.Suspense>
  );
}
