import { useTranslation } from "react-i18next";
import { useShell } from "~/shell/use-shell";

/** Toasts queued by the server (flash cookie). */
export function ShellToaster() {
  const { t } = useTranslation();
  const shell = useShell();
  const toasts = shell?.toasts ?? [];
  return (
    <div aria-live="polite" role="status" className="fixed bottom-4 end-4 z-50 flex flex-col gap-2">
      {toasts.map((toast) => (
        <p key={toast.id} className="rounded-md border bg-background px-4 py-3 shadow">
          {toast.text ?? (toast.key ? t(toast.key, toast.params) : "")}
        </p>
      ))}
    </div>
  );
}
