import { useLocation } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Toaster } from "~/components/ui/toaster";
import { dismissToast, getToastQueue, type ToastRecord } from "~/components/ui/use-toast";
import type { ToastMessage } from "~/lib/toast";
import { useShell } from "~/shell/use-shell";
import { dialogFrom } from "~/lib/dialog-url";

/** URL dialogs docked to the inline end (their footers hold their main actions). */
const END_DRAWERS = new Set(["cart", "wishlist", "menu"]);

const VARIANTS: Record<ToastMessage["variant"], ToastRecord["variant"]> = {
  success: "success",
  error: "destructive",
  info: "default",
};

/** The page's toast region, fed with the toasts the server queued in the flash cookie. */
export function ShellToaster() {
  const { t } = useTranslation();
  const shell = useShell();
  const serverToasts = shell?.toasts;
  const toasts = useMemo<ToastRecord[]>(
    () =>
      (serverToasts ?? []).map((message) => ({
        id: flashId(message),
        title: message.text ?? (message.key ? t(message.key, message.params) : ""),
        variant: VARIANTS[message.variant],
      })),
    [serverToasts, t],
  );
  const location = useLocation();
  const drawer = dialogFrom(location.search);
  // Another page: what was said about the last one is over (issue 22 item 18). The new page's
  // own toasts (a redirect's flash cookie) stay.
  const page = location.pathname;
  const current = useRef(serverToasts);
  current.current = serverToasts;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const fresh = new Set(toastIds(current.current));
    for (const queued of getToastQueue().toasts) if (!fresh.has(queued.id)) dismissToast(queued.id);
  }, [page]);
  return (
    <Toaster
      toasts={toasts}
      label={t("notifications")}
      dismissLabel={t("dismiss")}
      side={drawer && END_DRAWERS.has(drawer) ? "start" : "end"}
    />
  );
}

const flashId = (message: ToastMessage) => `flash-${message.id.replace(/[^\w-]/g, "")}`;
const toastIds = (messages: readonly ToastMessage[] | undefined) => (messages ?? []).map(flashId);
