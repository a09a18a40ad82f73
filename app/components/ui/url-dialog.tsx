import { Slot } from "@radix-ui/react-slot";
import { Link, useLocation, useNavigate } from "@remix-run/react";
import * as React from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/*
 * Dialogs are URL state in this app (docs: "Dialogs are URL state"): a route decides `open` from
 * the URL, the server renders the dialog open, and closing is a link back (`closeHref`).
 *
 * The element is a native <dialog> (docs/decisions/013, revised). The server renders it with the
 * `open` attribute: an ordinary, visible, non-modal box that works without JavaScript (CSS in
 * tailwind.css locks the page scroll while it is open). Once hydrated, DialogElement
 * (dialog-element.tsx) turns it modal with showModal(), in place — no portal, so nothing
 * remounts and what the visitor typed before the scripts arrived stays. showModal() brings
 * the top layer (transformed ancestors no longer matter), focus containment, Escape (the
 * `cancel` event) and an inert page behind. We add the title and description links, closing by
 * URL, the backdrop click, focus return and the exit animation.
 */

type UrlDialogState = {
  /** What the dialog should show now (false while a close navigation is under way). */
  open: boolean;
  /** Server-rendered and not reopened since: no entrance animation (see enterAnimation). */
  inline: boolean;
  /** URL that closes the dialog; close controls become links to it. */
  closeHref?: string;
  /** Close at once when a close link is followed, instead of waiting for the loaders. */
  markClosing: () => void;
  /**
   * Escape, a backdrop click or a close button: navigate to closeHref, or tell onOpenChange.
   * Returns false when nothing can close the dialog (open without closeHref or onOpenChange).
   */
  requestClose: () => boolean;
  /** Our ids for the title and description (aria-labelledby/-describedby, server HTML too). */
  titleId: string;
  descriptionId: string;
};

const UrlDialogContext = React.createContext<UrlDialogState>({
  open: false,
  inline: false,
  markClosing: () => {},
  requestClose: () => false,
  titleId: "",
  descriptionId: "",
});

/** For DialogContent and SheetContent: where to render, how to close, what names them. */
export const useUrlDialog = () => React.useContext(UrlDialogContext);

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  /** Called on Escape, backdrop click and close buttons (JS only). */
  onOpenChange?: (open: boolean) => void;
  /** URL state: where closing goes. Close buttons become links; Escape navigates there. */
  closeHref?: string;
  children?: React.ReactNode;
}

export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  closeHref,
  children,
}: DialogProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const [uncontrolledOpen, setUncontrolledOpen] = React.useState(defaultOpen);
  // Set when a close navigation starts: the dialog closes at once instead of waiting for the
  // loaders, although the URL (and so `openProp`) still says open. Any location change clears
  // it — including Back to this very entry, which must reopen the dialog.
  const [closing, setClosing] = React.useState(false);
  const [locationKey, setLocationKey] = React.useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setClosing(false);
  }
  const open = (openProp ?? uncontrolledOpen) && !closing;
  const inline = useInlineUntilReopened(open, hydrated);
  const titleId = React.useId();
  const descriptionId = React.useId();

  // The latest props for requestClose, which the element's listeners keep.
  const latest = React.useRef({ openProp, onOpenChange, closeHref, navigate });
  latest.current = { openProp, onOpenChange, closeHref, navigate };

  const state = React.useMemo<UrlDialogState>(
    () => ({
      open,
      inline,
      closeHref,
      titleId,
      descriptionId,
      markClosing: () => setClosing(true),
      requestClose: () => {
        const { openProp, onOpenChange, closeHref, navigate } = latest.current;
        if (openProp === undefined) setUncontrolledOpen(false);
        onOpenChange?.(false);
        if (closeHref) {
          setClosing(true);
          navigate(closeHref, { preventScrollReset: true });
        }
        return openProp === undefined || Boolean(onOpenChange) || Boolean(closeHref);
      },
    }),
    [open, inline, closeHref, titleId, descriptionId],
  );

  return <UrlDialogContext.Provider value={state}>{children}</UrlDialogContext.Provider>;
}

/** True on the server and through hydration; false from the first open after hydration. */
function useInlineUntilReopened(open: boolean, hydrated: boolean): boolean {
  const [inline, setInline] = React.useState(!hydrated);
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    // Adjusting state during render (React's documented pattern).
    setWasOpen(open);
    if (open && hydrated && inline) setInline(false);
  }
  return inline;
}

export interface DialogCloseProps {
  className?: string;
  children: React.ReactNode;
  /** Without closeHref only: render the child as the close button. */
  asChild?: boolean;
  "aria-label"?: string;
}

/**
 * A close control: a link to `closeHref` when the dialog is URL state (works without JS), else a
 * close button. Style it with buttonVariants(): `className={buttonVariants({ variant:
 * "outline" })}` works in both modes, where asChild could only wrap a <button>.
 */
export function DialogClose({ className, children, asChild, ...aria }: DialogCloseProps) {
  const { closeHref, markClosing, requestClose } = useUrlDialog();
  if (closeHref) {
    return (
      <Link
        to={closeHref}
        preventScrollReset
        onClick={(event) => {
          // A modified click opens a new tab: this page is not navigating, so stay open.
          const plain = !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
          if (event.button === 0 && plain) markClosing();
        }}
        className={className}
        {...aria}
      >
        {children}
      </Link>
    );
  }
  const Button = asChild ? Slot : "button";
  return (
    <Button
      type={asChild ? undefined : "button"}
      className={className}
      onClick={() => requestClose()}
      {...aria}
    >
      {children}
    </Button>
  );
}

/**
 * URL dialogs are opened by links, and a dialog closed by navigation leaves focus nowhere useful.
 * Remember what had focus when the dialog opened and go back there when it closes.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Runs before showModal() moves focus in, so activeElement is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current?.isConnected) return;
      opener.current.focus();
    },
  };
}

/*
 * Entrance animations only for dialogs opened in the browser. Content the server rendered open
 * is simply there: fading it in on page load would only delay it (and an accessibility checker
 * sampling colours mid-fade reports false contrast failures).
 */
export const enterAnimation = (inline: boolean, classes: string) => (inline ? "" : classes);
