import * as React from "react";
import { cn } from "~/lib/cn";
import { createPortal } from "react-dom";
import { useHydrated } from "remix-utils/use-hydrated";
import { Toast } from "~/components/ui/toast";
import {
  ACTION_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  adoptToasts,
  dismissToast,
  newestToast,
  useToastQueue,
  type ToastRecord,
} from "~/components/ui/use-toast";

export interface ToasterProps {
  /** Toasts the server knows about (flash cookie), already translated. */
  toasts?: readonly ToastRecord[];
  /** Name of the notifications landmark (translated). */
  label?: string;
  /** Accessible name of each toast's dismiss control (translated). */
  dismissLabel?: string;
  /**
   * "start" while a drawer docked to the inline end is open: the toasts move to the other side
   * (on small screens, where the drawer is nearly full width, to the top, under its header) so
   * they never cover its footer — the cart's checkout button, which without JavaScript they
   * would until dismissed — nor its title and close button.
   */
  side?: "end" | "start";
}

/**
 * The page's toast region. Render it once, in root.tsx, with the flash toasts of the request.
 * One toast at a time, the newest (newestToast). Without JS the server's newest toast is in
 * the HTML, inside a polite live region, with a dismiss link. Once hydrated server toasts join
 * the client queue (see use-toast.ts), dismiss themselves after ~5 s, and `toast()` adds more.
 */
const NO_TOASTS: readonly ToastRecord[] = [];

export function Toaster({
  toasts: serverToasts = NO_TOASTS,
  label = "Notifications",
  dismissLabel = "Dismiss",
  side = "end",
}: ToasterProps) {
  const hydrated = useHydrated();
  const queue = useToastQueue();

  React.useEffect(() => {
    adoptToasts(serverToasts);
  }, [serverToasts]);

  // Until the adopt effect has run, server toasts are shown straight from props.
  const newest = newestToast(serverToasts, queue);
  const visible = newest ? [newest] : [];

  const modalHost = useOpenModalDialog();
  const region = (
    <section
      aria-label={label}
      // justify-end follows the writing direction: bottom-right in English, bottom-left in Arabic.
      className={cn(
        "pointer-events-none fixed inset-x-0 z-[100] flex justify-center p-4",
        // Phones: below the drawer's header (title, item count, close button), never over it.
        side === "start"
          ? "top-24 sm:bottom-0 sm:top-auto sm:justify-start"
          : "bottom-0 sm:justify-end",
      )}
    >
      <ol aria-live="polite" className="flex w-full flex-col gap-2 sm:max-w-[420px]">
        {visible.map((toast) => (
          <TimedToast
            key={toast.id}
            toast={toast}
            dismissLabel={dismissLabel}
            interactive={hydrated}
          />
        ))}
      </ol>
    </section>
  );
  // A modal <dialog> sits in the top layer, above any z-index, and makes the rest of the page
  // inert: a toast outside it would be hidden under its backdrop and never announced. While one
  // is open the region lives inside it.
  return modalHost ? createPortal(region, modalHost) : region;
}

/** The open modal dialog, if any (native <dialog> opened with showModal()). */
function useOpenModalDialog(): HTMLDialogElement | null {
  const [host, setHost] = React.useState<HTMLDialogElement | null>(null);
  React.useEffect(() => {
    const find = () => {
      const open = Array.from(document.querySelectorAll("dialog[open]")).filter((d) =>
        d.matches(":modal"),
      );
      setHost((open[open.length - 1] as HTMLDialogElement | undefined) ?? null);
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["open"],
    });
    return () => observer.disconnect();
  }, []);
  return host;
}

/** One component before and after hydration, so hydrating does not remount (and re-animate) it. */
function TimedToast({
  toast,
  dismissLabel,
  interactive,
}: {
  toast: ToastRecord;
  dismissLabel: string;
  interactive: boolean;
}) {
  const [paused, setPaused] = React.useState(false);
  const duration = toast.duration ?? (toast.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS);

  React.useEffect(() => {
    if (!interactive || paused) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), duration);
    return () => window.clearTimeout(timer);
  }, [interactive, paused, duration, toast.id]);

  return (
    <Toast
      toast={toast}
      dismissLabel={dismissLabel}
      onDismiss={interactive ? () => dismissToast(toast.id) : undefined}
      onPause={setPaused}
    />
  );
}
