import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import * as React from "react";
import { cn } from "~/lib/cn";
import {
  DialogClose,
  DialogLayer,
  enterAnimation,
  useReturnFocus,
  useUrlDialog,
} from "~/components/ui/url-dialog";

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
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;

/** The corner "×" shared by DialogContent and SheetContent. */
export function DialogCloseIcon({ label }: { label: string }) {
  return (
    <DialogClose className="absolute end-3 top-3 rounded-sm p-1 opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </DialogClose>
  );
}

export const DialogOverlay = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Overlay>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Overlay>
>(({ className, ...props }, ref) => {
  const { inline } = useUrlDialog();
  return (
    <DialogPrimitive.Overlay
      ref={ref}
      className={cn(
        "fixed inset-0 z-50 bg-black/80 data-[state=closed]:animate-out data-[state=closed]:fade-out-0",
        enterAnimation(inline, "data-[state=open]:animate-in data-[state=open]:fade-in-0"),
        className,
      )}
      {...props}
    />
  );
});
DialogOverlay.displayName = DialogPrimitive.Overlay.displayName;

export interface DialogContentProps extends React.ComponentPropsWithoutRef<
  typeof DialogPrimitive.Content
> {
  /** Accessible name of the corner close control (pass the translated "Close"). */
  closeLabel?: string;
  hideClose?: boolean;
  overlayClassName?: string;
}

export const DialogContent = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Content>,
  DialogContentProps
>(({ className, children, closeLabel = "Close", hideClose, overlayClassName, ...props }, ref) => {
  const { titleId, inline } = useUrlDialog();
  const focusHandlers = useReturnFocus(props);
  return (
    <DialogLayer>
      {/* Content sits inside the overlay (Radix's "scrollable overlay" pattern): a dialog taller
        than a small phone scrolls instead of being cut off, and m-auto centres it without
        transforms, which also keeps the top reachable when it overflows. */}
      <DialogOverlay className={cn("grid overflow-y-auto p-4", overlayClassName)}>
        <DialogPrimitive.Content
          ref={ref}
          aria-modal="true"
          aria-labelledby={titleId}
          data-url-dialog=""
          className={cn(
            "relative z-50 m-auto grid w-full max-w-lg gap-4 rounded-lg border bg-background p-6 text-foreground shadow-lg duration-200 focus:outline-none data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=closed]:zoom-out-95",
            enterAnimation(
              inline,
              "data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95",
            ),
            className,
          )}
          {...props}
          {...focusHandlers}
        >
          {children}
          {hideClose ? null : <DialogCloseIcon label={closeLabel} />}
        </DialogPrimitive.Content>
      </DialogOverlay>
    </DialogLayer>
  );
});
DialogContent.displayName = DialogPrimitive.Content.displayName;

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
  React.ElementRef<typeof DialogPrimitive.Title>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Title
    ref={ref}
    id={useUrlDialog().titleId}
    className={cn("text-lg font-semibold leading-none tracking-tight", className)}
    {...props}
  />
));
DialogTitle.displayName = DialogPrimitive.Title.displayName;

export const DialogDescription = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Description>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Description
    ref={ref}
    className={cn("text-sm text-muted-foreground", className)}
    {...props}
  />
));
DialogDescription.displayName = DialogPrimitive.Description.displayName;
