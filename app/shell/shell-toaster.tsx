import { useLocation } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Toaster } from "~/components/ui/toaster";
import { leavePage, type ToastRecord } from "~/components/ui/use-toast";
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
        id: `flash-${message.id.replace(/[^\w-]/g, "")}`,
        title: message.text ?? (message.key ? t(message.key, message.params) : ""),
        variant: VARIANTS[message.variant],
      })),
    [serverToasts, t],
  );
  const location = useLocation();
  const drawer = dialogFrom(location.search);
  // Another page (not a dialog opened on this one): the last page's toasts go, the toasts
  // this page landed with stay (issue 22 item 18). This effect runs after the Toaster's
  // adopt effect (children first), so the landing toasts are queued by then.
  const landing = useRef(toasts);
  landing.current = toasts;
  useEffect(() => leavePage(landing.current), [location.pathname]);
  return (
    <Toaster
      toasts={toasts}
      label={t("notifications")}
      dismissLabel={t("dismiss")}
      side={drawer && END_DRAWERS.has(drawer) ? "start" : "end"}
    />
  );
}
