import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "~/lib/cn";
import {
  DialogCloseIcon,
  DialogDescription,
  DialogTitle,
  dialogOverlayLook,
  overlayEnter,
} from "~/components/ui/dialog";
import {
  Dialog,
  DialogClose,
  enterAnimation,
  useReturnFocus,
  useUrlDialog,
} from "~/components/ui/url-dialog";
import { DialogElement, type DialogElementProps } from "~/components/ui/dialog-element";

/*
 * A drawer: the same URL-state dialog as dialog.tsx (server-rendered open and inline without
 * JS, a modal <dialog> after hydration, `closeHref` to close), docked to one side. Sides are logical:
 * "start" is the left in English and the right in Arabic.
 */

export const Sheet = Dialog;
export const SheetClose = DialogClose;

// The slide direction is physical in tailwindcss-animate, so RTL picks the mirror one.
export const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background p-6 text-foreground shadow-lg transition ease-in-out focus:outline-none data-[state=closed]:animate-out data-[state=closed]:duration-300",
  {
    variants: {
      side: {
        top: "inset-x-0 top-0 max-h-[90vh] border-b data-[state=closed]:slide-out-to-top",
        bottom:
          "inset-x-0 bottom-0 max-h-[90vh] rounded-t-lg border-t data-[state=closed]:slide-out-to-bottom",
        start:
          "inset-y-0 start-0 h-full w-3/4 border-e data-[state=closed]:slide-out-to-left sm:max-w-sm rtl:data-[state=closed]:slide-out-to-right",
        end: "inset-y-0 end-0 h-full w-3/4 border-s data-[state=closed]:slide-out-to-right sm:max-w-sm rtl:data-[state=closed]:slide-out-to-left",
      },
    },
    defaultVariants: { side: "end" },
  },
);

/** Slide-in, only for sheets opened in the browser (see enterAnimation in url-dialog.tsx). */
const sheetEnter = {
  top: "data-[state=open]:slide-in-from-top",
  bottom: "data-[state=open]:slide-in-from-bottom",
  start: "data-[state=open]:slide-in-from-left rtl:data-[state=open]:slide-in-from-right",
  end: "data-[state=open]:slide-in-from-right rtl:data-[state=open]:slide-in-from-left",
} as const;

export interface SheetContentProps extends DialogElementProps, VariantProps<typeof sheetVariants> {
  /** Accessible name of the corner close control (pass the translated "Close"). */
  closeLabel?: string;
  hideClose?: boolean;
}

/** The <dialog> is the dimmed overlay (a click on it closes the sheet); the panel is docked. */
export const SheetContent = React.forwardRef<HTMLDialogElement, SheetContentProps>(
  ({ side, className, children, closeLabel = "Close", hideClose, ...props }, ref) => {
    const { inline, open } = useUrlDialog();
    const focusHandlers = useReturnFocus(props);
    return (
      <DialogElement
        ref={ref}
        {...props}
        {...focusHandlers}
        className={cn(dialogOverlayLook, enterAnimation(inline, overlayEnter))}
      >
        <div
          data-state={open ? "open" : "closed"}
          className={cn(
            sheetVariants({ side }),
            enterAnimation(
              inline,
              `data-[state=open]:animate-in data-[state=open]:duration-500 ${sheetEnter[side ?? "end"]}`,
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
SheetContent.displayName = "SheetContent";

export function SheetHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-2 pe-6 text-start", className)} {...props} />;
}

export function SheetFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn("mt-auto flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export const SheetTitle = React.forwardRef<
  React.ElementRef<typeof DialogTitle>,
  React.ComponentPropsWithoutRef<typeof DialogTitle>
>(({ className, ...props }, ref) => (
  <DialogTitle ref={ref} className={cn("text-foreground", className)} {...props} />
));
SheetTitle.displayName = "SheetTitle";

export const SheetDescription = DialogDescription;
