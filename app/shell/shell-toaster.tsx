import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Toaster } from "~/components/ui/toaster";
import { arrivalMark, leavePage, type ToastRecord } from "~/components/ui/use-toast";
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
  // Toasts that arrive while the next page loads (a push message) belong to it: only what
  // arrived before the navigation began is dismissed. The mark is taken when the navigation
  // starts, since React may commit the new location a moment after the URL changed.
  const landing = useRef(toasts);
  landing.current = toasts;
  const departedAt = useRef<number>();
  const navigation = useNavigation();
  const leaving =
    navigation.location !== undefined && navigation.location.pathname !== location.pathname;
  useEffect(() => leavePage(landing.current, departedAt.current), [location.pathname]);
  // After the effect above (declared order): a landed or cancelled navigation drops its mark.
  useEffect(() => {
    departedAt.current = leaving ? arrivalMark() : undefined;
  }, [leaving]);
  return (
    <Toaster
      toasts={toasts}
      label={t("notifications")}
      dismissLabel={t("dismiss")}
      side={drawer && END_DRAWERS.has(drawer) ? "start" : "end"}
    />
  );
}
