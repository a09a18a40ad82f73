import { useNavigate } from "@remix-run/react";
import * as React from "react";

type Navigate = ReturnType<typeof useNavigate>;

const NavigateContext = React.createContext<Navigate | null>(null);

/** The page's one navigate function for its PageLinks (the frame provides it, root.tsx). */
export function PageLinks({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

export type PageLinkProps = {
  /** An app path, already localised ("/ar/product/…"): never relative, never another site. */
  to: string;
  preventScrollReset?: boolean;
  "aria-label"?: string;
  title?: string;
  className?: string;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  children?: React.ReactNode;
};

/**
 * A link drawn dozens of times per page — every card's name, a guest's heart (issue 27). Remix's
 * Link costs each one a dozen hooks on the server (resolving the path against the route tree,
 * building a URL object, a prefetch state, a click handler's navigate); a grocery home has ~160
 * of them, ~8 % of its CPU. This is the same anchor, attributes in Link's order (`data-discover`
 * included: Remix finds the routes of the links in the page by it), with the click Link would
 * handle: a plain left click navigates client-side through the page's navigate (replacing the
 * entry when it is the page itself, as Link does); anything else — a new tab, no JavaScript —
 * is the browser's. Named props, no rest spread: it is drawn ~160 times.
 */
export function PageLink({
  to,
  preventScrollReset,
  "aria-label": label,
  title,
  className,
  onClick,
  children,
}: PageLinkProps) {
  const navigate = React.useContext(NavigateContext);
  return (
    <a
      aria-label={label}
      title={title}
      className={className}
      data-discover="true"
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || event.defaultPrevented || !plainClick(event)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        navigate(to, { replace: `${pathname}${search}${hash}` === to, preventScrollReset });
      }}
    >
      {children}
    </a>
  );
}

function plainClick(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = event.currentTarget.getAttribute("target");
  return (
    event.button === 0 &&
    (!target || target === "_self") &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
