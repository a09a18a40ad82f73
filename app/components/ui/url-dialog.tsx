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
 * tailwind.css locks the page scroll while it is open). Once hydrated, DialogElement turns it
 * modal with showModal(), in place — no portal, so nothing remounts and what the visitor typed
 * before the scripts arrived stays. showModal() brings the top layer (transformed ancestors no
 * longer matter), focus containment, Escape (the `cancel` event) and an inert page behind. We add
 * the title and description links, closing by URL, the backdrop click, focus return and the
 * exit animation.
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

const useClientLayoutEffect =
  typeof document === "undefined" ? React.useEffect : React.useLayoutEffect;

export interface DialogElementProps extends Omit<
  React.DialogHTMLAttributes<HTMLDialogElement>,
  "open" | "onCancel" | "onClose"
> {
  /** Called before the dialog takes focus (it is still on the opener). */
  onOpenAutoFocus?: (event: Event) => void;
  /** Called after the dialog closed; preventDefault() keeps focus where it is. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The <dialog> itself, for DialogContent and SheetContent: rendered while the dialog is open and
 * through its exit animation (`data-state="closed"`), modal once hydrated. A click on the
 * element itself (not on what it holds) is a click on the backdrop and closes the dialog, so
 * give it the overlay look and put the panel inside.
 */
export const DialogElement = React.forwardRef<HTMLDialogElement, DialogElementProps>(
  function DialogElement({ onOpenAutoFocus, onCloseAutoFocus, children, ...props }, forwardedRef) {
    const { open, inline, requestClose, titleId, descriptionId } = useUrlDialog();
    const ref = React.useRef<HTMLDialogElement | null>(null);
    const [present, setPresent] = React.useState(open);
    if (open && !present) setPresent(true);
    // The server's `open` attribute, kept as it was: React must not remove it under showModal().
    const [serverOpen] = React.useState(inline);
    const latest = React.useRef({ requestClose, onOpenAutoFocus, onCloseAutoFocus });
    latest.current = { requestClose, onOpenAutoFocus, onCloseAutoFocus };

    const setRef = React.useCallback(
      (node: HTMLDialogElement | null) => {
        ref.current = node;
        if (typeof forwardedRef === "function") forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      },
      [forwardedRef],
    );

    // Modal while mounted: from the first client render (or hydration) to unmount.
    useClientLayoutEffect(() => {
      const dialog = ref.current;
      if (!present || !dialog) return;
      latest.current.onOpenAutoFocus?.(new Event("openautofocus", { cancelable: true }));
      const focused = document.activeElement;
      if (!dialog.matches(":modal")) {
        if (dialog.open) dialog.close(); // the server's non-modal dialog: showModal() would throw
        dialog.showModal();
        // Typed into the server-rendered dialog before hydration: keep the caret there.
        if (focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused))
          focused.focus({ preventScroll: true });
      }

      const onCancel = (event: Event) => {
        // Escape: the URL closes the dialog, not the browser.
        if (event.target !== dialog) return;
        event.preventDefault();
        latest.current.requestClose();
      };
      const onClose = (event: Event) => {
        // The close() above fires this late, when the dialog is open again: ignore it. A close we
        // did not ask for (a second Escape that the browser no longer lets us cancel) closes by
        // URL too, or — when nothing can close this dialog — reopens it.
        if (event.target !== dialog || dialog.open) return;
        if (!latest.current.requestClose()) dialog.showModal();
      };
      let downOnBackdrop = false;
      const onPointerDown = (event: PointerEvent) => {
        downOnBackdrop = event.target === dialog;
      };
      const onClick = (event: MouseEvent) => {
        // Both ends on the backdrop: a text selection dragged out of the panel does not close.
        if (event.target === dialog && downOnBackdrop) latest.current.requestClose();
        downOnBackdrop = false;
      };
      dialog.addEventListener("cancel", onCancel);
      dialog.addEventListener("close", onClose);
      dialog.addEventListener("pointerdown", onPointerDown);
      dialog.addEventListener("click", onClick);
      return () => {
        dialog.removeEventListener("cancel", onCancel);
        dialog.removeEventListener("close", onClose);
        dialog.removeEventListener("pointerdown", onPointerDown);
        dialog.removeEventListener("click", onClick);
        if (dialog.open) dialog.close();
        latest.current.onCloseAutoFocus?.(new Event("closeautofocus", { cancelable: true }));
      };
    }, [present]);

    // Closed: play the exit animation (data-state="closed" classes), then unmount.
    React.useEffect(() => {
      const dialog = ref.current;
      if (open || !present || !dialog) return;
      return afterExitAnimation(dialog, () => setPresent(false));
    }, [open, present]);

    if (!present) return null;
    return (
      <dialog
        ref={setRef}
        open={serverOpen || undefined}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        data-state={open ? "open" : "closed"}
        data-url-dialog=""
        {...props}
      >
        {children}
      </dialog>
    );
  },
);

/** Calls `done` once the finite animations under `element` have ended (at most 1 s). */
function afterExitAnimation(element: HTMLElement, done: () => void): () => void {
  let live = true;
  const finish = () => {
    if (live) done();
    live = false;
  };
  const animations = (element.getAnimations?.({ subtree: true }) ?? []).filter((animation) =>
    Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
  );
  if (animations.length === 0) {
    finish();
    return () => {};
  }
  const timer = window.setTimeout(finish, 1000);
  void Promise.allSettled(animations.map((animation) => animation.finished)).then(finish);
  return () => {
    live = false;
    window.clearTimeout(timer);
  };
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
