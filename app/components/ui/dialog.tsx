import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { X } from "lucide-react";
import * as React from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { cn } from "~/lib/cn";

/*
 * Dialogs are URL state in this app (docs: "Dialogs are URL state"): a route decides `open` from
 * the URL, the server renders the dialog open, and closing is a link back (`closeHref`).
 *
 * The trap: Radix's <Portal> renders nothing on the server (it mounts after an effect), so a
 * portalled dialog is invisible until JavaScript runs, and never appears without it. So content
 * the server renders open is rendered INLINE (no portal) and stays there after hydration until
 * it closes — moving it into a portal at hydration would remount it and wipe what the user
 * typed meanwhile. Dialogs opened after hydration use the portal as usual. Radix supplies
 * role="dialog", aria-labelledby/-describedby ids (useId, identical on server and client) and,
 * once hydrated, the focus trap, Escape, outside click and focus return.
 *
 * Render URL dialogs at route level, not inside a transformed/filtered ancestor: inline
 * content uses position: fixed, which such ancestors would capture.
 */

type DialogPlacement = {
  /** Render content where it stands instead of in a portal (see above). */
  inline: boolean;
  /** URL that closes the dialog; close controls become links to it. */
  closeHref?: string;
  /** Close at once when a close link is followed, instead of waiting for the loaders. */
  markClosing: () => void;
};

const DialogPlacementContext = React.createContext<DialogPlacement>({
  inline: false,
  markClosing: () => {},
});

/** For sheet.tsx: where to render, and how to close. */
export const useDialogPlacement = () => React.useContext(DialogPlacementContext);

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
  // The location we were on when a close navigation started: until it changes, treat the
  // dialog as closed even though the URL (and so `openProp`) still says open.
  const [closingAt, setClosingAt] = React.useState<string | null>(null);
  const open = (openProp ?? uncontrolledOpen) && closingAt !== location.key;
  const inline = useInlineUntilReopened(open, hydrated);

  const placement = React.useMemo<DialogPlacement>(
    () => ({ inline, closeHref, markClosing: () => setClosingAt(location.key) }),
    [inline, closeHref, location.key],
  );

  const handleOpenChange = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
    if (!next && closeHref) {
      setClosingAt(location.key);
      navigate(closeHref, { preventScrollReset: true });
    }
  };

  return (
    <DialogPlacementContext.Provider value={placement}>
      {/* Always modal: DialogContent nests the content inside the overlay, which Radix only
          renders for modal dialogs. */}
      <DialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
        {children}
      </DialogPrimitive.Root>
    </DialogPlacementContext.Provider>
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
  const { inline } = useDialogPlacement();
  return inline ? <>{children}</> : <DialogPrimitive.Portal>{children}</DialogPrimitive.Portal>;
}

export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;

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
  const { closeHref, markClosing } = useDialogPlacement();
  if (closeHref) {
    return (
      <Link
        to={closeHref}
        preventScrollReset
        onClick={markClosing}
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

/** The corner "×" shared by DialogContent and SheetContent. */
export function DialogCloseIcon({ label }: { label: string }) {
  return (
    <DialogClose className="absolute end-4 top-4 rounded-sm opacity-70 ring-offset-background transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2">
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </DialogClose>
  );
}

export const DialogOverlay = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Overlay>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Overlay>
>(({ className, ...props }, ref) => (
  <DialogPrimitive.Overlay
    ref={ref}
    className={cn(
      "fixed inset-0 z-50 bg-black/80 data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0",
      className,
    )}
    {...props}
  />
));
DialogOverlay.displayName = DialogPrimitive.Overlay.displayName;

export interface DialogContentProps
  extends React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** Accessible name of the corner close control (pass the translated "Close"). */
  closeLabel?: string;
  hideClose?: boolean;
  overlayClassName?: string;
}

export const DialogContent = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Content>,
  DialogContentProps
>(({ className, children, closeLabel = "Close", hideClose, overlayClassName, ...props }, ref) => (
  <DialogLayer>
    {/* Content sits inside the overlay (Radix's "scrollable overlay" pattern): a dialog taller
        than a small phone scrolls instead of being cut off, and m-auto centres it without
        transforms, which also keeps the top reachable when it overflows. */}
    <DialogOverlay className={cn("grid overflow-y-auto p-4", overlayClassName)}>
      <DialogPrimitive.Content
        ref={ref}
        aria-modal="true"
        data-url-dialog=""
        className={cn(
          "relative z-50 m-auto grid w-full max-w-lg gap-4 rounded-lg border bg-background p-6 text-foreground shadow-lg duration-200 focus:outline-none data-[state=open]:animate-in data-[state=closed]:animate-out data-[state=closed]:fade-out-0 data-[state=open]:fade-in-0 data-[state=closed]:zoom-out-95 data-[state=open]:zoom-in-95",
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : <DialogCloseIcon label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogOverlay>
  </DialogLayer>
));
DialogContent.displayName = DialogPrimitive.Content.displayName;

export function DialogHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn("flex flex-col gap-1.5 pe-6 text-center sm:text-start", className)} {...props} />
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
