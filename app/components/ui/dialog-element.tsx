import * as React from "react";
import { useUrlDialog } from "~/components/ui/url-dialog";

/*
 * The native <dialog> behind DialogContent and SheetContent (url-dialog.tsx holds the URL state
 * it reads: open, inline, requestClose, the title and description ids).
 */

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
