import * as React from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Toast } from "~/components/ui/toast";
import {
  TOAST_DURATION_MS,
  adoptToasts,
  dismissToast,
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
}

/**
 * The page's toast region. Render it once, in root.tsx, with the flash toasts of the request.
 * Without JS the server toasts are in the HTML, inside a polite live region, each with a
 * dismiss link. Once hydrated they join the client queue (see use-toast.ts), dismiss
 * themselves after ~5 s, and `toast()` adds more.
 */
const NO_TOASTS: readonly ToastRecord[] = [];

export function Toaster({
  toasts: serverToasts = NO_TOASTS,
  label = "Notifications",
  dismissLabel = "Dismiss",
}: ToasterProps) {
  const hydrated = useHydrated();
  const queue = useToastQueue();

  React.useEffect(() => {
    adoptToasts(serverToasts);
  }, [serverToasts]);

  // Until the adopt effect has run, server toasts are shown straight from props.
  const queued = new Set(queue.toasts.map((t) => t.id));
  const visible = [
    ...serverToasts.filter((t) => !queued.has(t.id) && !queue.dismissed.has(t.id)),
    ...queue.toasts,
  ];

  return (
    <section
      aria-label={label}
      // justify-end follows the writing direction: bottom-right in English, bottom-left in Arabic.
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 sm:justify-end"
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
  const duration = toast.duration ?? TOAST_DURATION_MS;

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
