import { cva } from "class-variance-authority";
import { Link } from "@remix-run/react";
import { CircleAlert, CircleCheck, Info, X } from "~/components/ui/icons";
import * as React from "react";
import { cn } from "~/lib/cn";
import { isBrowserToast, type ToastRecord } from "~/components/ui/use-toast";

/*
 * One toast, hand-rolled rather than Radix Toast: Radix portals each toast into its viewport
 * after mount, so a server toast (flash message) would be missing from the HTML and invisible
 * without JavaScript. This renders in the server HTML and needs no JS to be read or dismissed.
 */

export const toastVariants = cva(
  "pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-md border p-4 pe-10 shadow-lg",
  {
    variants: {
      variant: {
        default: "border-border bg-background text-foreground",
        success: "border-success/40 bg-background text-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

const icons = { default: Info, success: CircleCheck, destructive: CircleAlert } as const;

export interface ToastProps {
  toast: ToastRecord;
  /** After hydration: dismiss through the queue. Before it, the control is a link (below). */
  onDismiss?: () => void;
  dismissLabel: string;
  onPause?: (paused: boolean) => void;
}

/** Element id of a toast; doubles as the no-JS dismiss target (`:target` hides it). */
export const toastElementId = (id: string) => `toast-${id.replace(/[^\w-]/g, "_")}`;

export function Toast({ toast, onDismiss, dismissLabel, onPause }: ToastProps) {
  const variant = toast.variant ?? "default";
  const Icon = icons[variant];
  const elementId = toastElementId(toast.id);
  const dismissClass =
    "absolute end-2 top-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
  return (
    // Without JS the dismiss link targets this element, and `target:hidden` hides it: no
    // request, no reload, typed form values survive. With JS the queue removes it instead.
    <li
      id={elementId}
      className="target:hidden"
      onMouseEnter={() => onPause?.(true)}
      onMouseLeave={() => onPause?.(false)}
      onFocus={() => onPause?.(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onPause?.(false);
      }}
    >
      <div
        role={variant === "destructive" ? "alert" : "status"}
        aria-atomic="true"
        // Only toasts raised in the browser slide in: server toasts are part of the page as it
        // loads (and a checker sampling colours mid-fade would report false contrast failures).
        className={cn(toastVariants({ variant }), isBrowserToast(toast.id) && "animate-toast-in")}
      >
        <Icon
          aria-hidden="true"
          className={cn("mt-0.5 size-5 shrink-0", variant === "success" && "text-success")}
        />
        <div className="grid gap-1">
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
          {toast.action ? (
            <Link to={toast.action.href} className="text-sm font-medium underline">
              {toast.action.label}
            </Link>
          ) : null}
        </div>
        {onDismiss ? (
          <button type="button" className={dismissClass} onClick={onDismiss}>
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{dismissLabel}</span>
          </button>
        ) : (
          <a href={`#${elementId}`} className={dismissClass}>
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{dismissLabel}</span>
          </a>
        )}
      </div>
    </li>
  );
}
