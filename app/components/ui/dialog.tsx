import { X } from "~/components/ui/icons";
import * as React from "react";
import { cn } from "~/lib/cn";
import {
  DialogClose,
  enterAnimation,
  useReturnFocus,
  useUrlDialog,
} from "~/components/ui/url-dialog";
import { DialogElement, type DialogElementProps } from "~/components/ui/dialog-element";

/*
 * shadcn-style Dialog whose open state can live in the URL: rendered open by the server,
 * visible without JavaScript, closed by a link (`closeHref`). The machinery is in
 * url-dialog.tsx; this file is the look.
 *
 *   <Dialog open={searchParams.get("dialog") === "sign-in"} closeHref={urlWithoutDialog}>
 *     <DialogContent closeLabel={t("close")}>
 *       <DialogHeader><DialogTitle>…</DialogTitle><DialogDescription>…</DialogDescription></DialogHeader>
 *       …
 *       <DialogFooter><DialogClose className={buttonVariants({ variant: "outline" })}>…</DialogClose></DialogFooter>
 *     </DialogContent>
 *   </Dialog>
 *
 * A DialogTitle is required: it is the dialog's accessible name (use className="sr-only" to
 * hide it visually).
 */

export {
  Dialog,
  DialogClose,
  type DialogCloseProps,
  type DialogProps,
} from "~/components/ui/url-dialog";

/** The corner "×" shared by DialogContent and SheetContent. */
export function DialogCloseIcon({ label }: { label: string }) {
  return (
    <DialogClose className="absolute end-3 top-3 rounded-sm p-1 opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </DialogClose>
  );
}

/** The <dialog> is the dimmed overlay; a click on it (outside the panel) closes the dialog. */
export const dialogOverlayLook =
  "fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none bg-black/80 p-0 text-foreground outline-none backdrop:bg-transparent data-[state=closed]:animate-out data-[state=closed]:fade-out-0";
export const overlayEnter = "data-[state=open]:animate-in data-[state=open]:fade-in-0";

export interface DialogContentProps extends DialogElementProps {
  /** Accessible name of the corner close control (pass the translated "Close"). */
  closeLabel?: string;
  hideClose?: boolean;
  /** Classes for the overlay (the <dialog> element); `className` styles the panel. */
  overlayClassName?: string;
}

export const DialogContent = React.forwardRef<HTMLDialogElement, DialogContentProps>(
  ({ className, children, closeLabel = "Close", hideClose, overlayClassName, ...props }, ref) => {
    const { inline, open } = useUrlDialog();
    const focusHandlers = useReturnFocus(props);
    return (
      // The panel sits inside the overlay (a "scrollable overlay"): a dialog taller than a small
      // phone scrolls instead of being cut off, and m-auto centres it without transforms, which
      // also keeps the top reachable when it overflows.
      <DialogElement
        ref={ref}
        {...props}
        {...focusHandlers}
        className={cn(
          dialogOverlayLook,
          "overflow-y-auto overscroll-contain p-4 open:grid",
          enterAnimation(inline, overlayEnter),
          overlayClassName,
        )}
      >
        <div
          data-state={open ? "open" : "closed"}
          className={cn(
            "relative z-50 m-auto grid w-full max-w-lg gap-4 rounded-lg border bg-background p-6 text-foreground shadow-lg duration-200 data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95",
            enterAnimation(
              inline,
              "data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95",
            ),
            className,
          )}
        >
          {children}
          {hideClose ? null : <DialogCloseIcon label={closeLabel} />}
        </div>
      </DialogElement>
    );
  },
);
DialogContent.displayName = "DialogContent";

export function DialogHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn("flex flex-col gap-1.5 pe-6 text-center sm:text-start", className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export const DialogTitle = React.forwardRef<
  HTMLHeadingElement,
  React.HTMLAttributes<HTMLHeadingElement>
>(({ className, ...props }, ref) => (
  <h2
    ref={ref}
    id={useUrlDialog().titleId}
    className={cn("text-lg font-semibold leading-none tracking-tight", className)}
    {...props}
  />
));
DialogTitle.displayName = "DialogTitle";

export const DialogDescription = React.forwardRef<
  HTMLParagraphElement,
  React.HTMLAttributes<HTMLParagraphElement>
>(({ className, ...props }, ref) => (
  <p
    ref={ref}
    id={useUrlDialog().descriptionId}
    className={cn("text-sm text-muted-foreground", className)}
    {...props}
  />
));
DialogDescription.displayName = "DialogDescription";
