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
export function Toaster({
  toasts: serverToasts = [],
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
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 sm:start-auto sm:justify-end"
    >
      <ol aria-live="polite" className="flex w-full flex-col gap-2 sm:max-w-[420px]">
        {visible.map((toast) =>
          hydrated ? (
            <TimedToast key={toast.id} toast={toast} dismissLabel={dismissLabel} />
          ) : (
            <Toast key={toast.id} toast={toast} dismissLabel={dismissLabel} />
          ),
        )}
      </ol>
    </section>
  );
}

function TimedToast({ toast, dismissLabel }: { toast: ToastRecord; dismissLabel: string }) {
  const [paused, setPaused] = React.useState(false);
  const duration = toast.duration ?? TOAST_DURATION_MS;

  React.useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), duration);
    return () => window.clearTimeout(timer);
  }, [paused, duration, toast.id]);

  return (
    <Toast
      toast={toast}
      dismissLabel={dismissLabel}
      onDismiss={() => dismissToast(toast.id)}
      onPause={setPaused}
    />
  );
}
