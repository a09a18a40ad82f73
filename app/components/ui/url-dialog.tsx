import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Link, useLocation, useNavigate } from "@remix-run/react";
import * as React from "react";
import { useHydrated } from "remix-utils/use-hydrated";

/*
 * Dialogs are URL state in this app (docs: "Dialogs are URL state"): a route decides `open` from
 * the URL, the server renders the dialog open, and closing is a link back (`closeHref`).
 *
 * The trap: Radix's <Portal> renders nothing on the server (it mounts after an effect), so a
 * portalled dialog is invisible until JavaScript runs, and never appears without it. So content
 * the server renders open is rendered INLINE (no portal) and stays there after hydration until
 * it closes — moving it into a portal at hydration would remount it and wipe what the user
 * typed meanwhile. Dialogs opened after hydration use the portal as usual. Radix supplies
 * role="dialog" and, once hydrated, the focus trap, Escape, outside click and aria-hidden on
 * the rest of the page; we add aria-modal, the title link (titleId below) and focus return.
 *
 * Render URL dialogs at route level, not inside a transformed/filtered ancestor: inline
 * content uses position: fixed, which such ancestors would capture.
 */

type UrlDialogState = {
  /** Render content where it stands instead of in a portal (see above). */
  inline: boolean;
  /** URL that closes the dialog; close controls become links to it. */
  closeHref?: string;
  /** Close at once when a close link is followed, instead of waiting for the loaders. */
  markClosing: () => void;
  /**
   * Our own id for the title. Radix (1.3) only links aria-labelledby after a layout effect has
   * counted the title, i.e. never in server HTML: a no-JS dialog would have no accessible name.
   */
  titleId: string;
};

const UrlDialogContext = React.createContext<UrlDialogState>({
  inline: false,
  markClosing: () => {},
  titleId: "",
});

/** For DialogContent and SheetContent: where to render, how to close, what names them. */
export const useUrlDialog = () => React.useContext(UrlDialogContext);

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  /** Called on Escape, outside click and Radix close buttons (JS only). */
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

  const state = React.useMemo<UrlDialogState>(
    () => ({ inline, closeHref, titleId, markClosing: () => setClosing(true) }),
    [inline, closeHref, titleId],
  );

  const handleOpenChange = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
    if (!next && closeHref) {
      setClosing(true);
      navigate(closeHref, { preventScrollReset: true });
    }
  };

  return (
    <UrlDialogContext.Provider value={state}>
      {/* Always modal: DialogContent nests the content inside the overlay, which Radix only
          renders for modal dialogs. */}
      <DialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
        {children}
      </DialogPrimitive.Root>
    </UrlDialogContext.Provider>
  );
}

/** True on the server and through hydration; false from the first open after hydration. */
function useInlineUntilReopened(open: boolean, hydrated: boolean): boolean {
  const [inline, setInline] = React.useState(!hydrated);
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    // Adjusting state during render (React's documented pattern) avoids a portal flash.
    setWasOpen(open);
    if (open && hydrated && inline) setInline(false);
  }
  return inline;
}

/** Portal after hydration, inline for server-rendered content. */
export function DialogLayer({ children }: { children: React.ReactNode }) {
  const { inline } = useUrlDialog();
  return inline ? <>{children}</> : <DialogPrimitive.Portal>{children}</DialogPrimitive.Portal>;
}

export interface DialogCloseProps {
  className?: string;
  children: React.ReactNode;
  /** Radix mode only (no closeHref): render the child as the close button. */
  asChild?: boolean;
  "aria-label"?: string;
}

/**
 * A close control: a link to `closeHref` when the dialog is URL state (works without JS), else a
 * Radix close button. Style it with buttonVariants(): `className={buttonVariants({ variant:
 * "outline" })}` works in both modes, where asChild could only wrap a <button>.
 */
export function DialogClose({ className, children, asChild, ...aria }: DialogCloseProps) {
  const { closeHref, markClosing } = useUrlDialog();
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
  return (
    <DialogPrimitive.Close asChild={asChild} className={className} {...aria}>
      {children}
    </DialogPrimitive.Close>
  );
}

/**
 * Radix returns focus to its <DialogTrigger> on close, but URL dialogs are opened by links, so
 * focus would fall to <body>. Remember what had focus when the dialog opened and go back there.
 */
export function useReturnFocus(handlers: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = React.useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Runs before Radix moves focus in, so activeElement is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current?.isConnected) return;
      event.preventDefault();
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
