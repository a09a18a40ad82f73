import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A new page starts at its top, its heading focused (issue 22 item 5), as a document load does
 * without JavaScript. `<ScrollRestoration>` alone does not: a form that keeps its scroll
 * (`preventScrollReset`, e.g. checkout's Place Order, so a refused post stays where it was)
 * keeps it through the redirect to the next page too — the order confirmation opened at its
 * footer. Only a new path counts: dialogs, tabs and filters change the query and keep their
 * place; back and forward are ScrollRestoration's to restore; a #fragment is the browser's.
 */
export function useNewPageStart() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === "POP" || hash) return;
    window.scrollTo(0, 0);
    // A dialog page (/modules, /location) focuses its own first control.
    if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
    const heading = document.querySelector<HTMLElement>("#main h1");
    if (!heading) return;
    // Focusable by script only: not a tab stop, and no ring for a mouse user.
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.classList.add("focus:outline-none");
    heading.focus({ preventScroll: true });
  }, [pathname, hash, navigationType]);
}
