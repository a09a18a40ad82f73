import { useLocation, useRevalidator } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/use-toast";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useShell } from "~/shell/use-shell";
import type { PushMessage } from "./push-message";

/*
 * How long a referral_code message shows (§9: 5 seconds). Here, not in push-message.ts: the
 * frame (this file) imports only types from there, so the parser stays in the lazy push chunk
 * instead of every page's shell (issue 27 item 4).
 */
const REFERRAL_TOAST_MS = 5000;

/**
 * Push notifications (foundations §4, ADR 024), mounted once in the frame: renders nothing and,
 * only when push is configured and the customer is signed in, loads push.client lazily. A
 * message in the foreground is a toast — message: "Open chat" to the conversation (and the
 * open chat page refreshes at once); order_status: "View order"; referral_code: 5 seconds.
 */
export function PushBridge() {
  const shell = useShell();
  const push = shell?.publicEnv.push ?? null;
  const signedIn = Boolean(shell?.signedIn);
  const { t } = useTranslation("chat");
  const localize = useLocalizedPath();
  const location = useLocation();
  const revalidator = useRevalidator();
  const ui = React.useRef({ t, localize, location, revalidator });
  ui.current = { t, localize, location, revalidator };
  const firebase = shell?.publicEnv.firebase ?? null;

  React.useEffect(() => {
    if (!push || !signedIn) return;
    let live = true;
    let stop: (() => void) | undefined;
    const onMessage = (message: PushMessage) => {
      const { t, localize, location, revalidator } = ui.current;
      const href = message.path ? localize(message.path) : null;
      const here = location.pathname === localize(message.path?.split("?")[0] ?? "-");
      if (here && revalidator.state === "idle") revalidator.revalidate();
      toast({
        title: message.title || t(`push.title.${message.kind}`),
        description: message.body || undefined,
        variant: "default",
        duration: message.kind === "referral" ? REFERRAL_TOAST_MS : undefined,
        action:
          href && message.kind === "chat"
            ? { label: t("push.openChat"), href }
            : href && message.kind === "order"
              ? { label: t("push.viewOrder"), href }
              : undefined,
      });
    };
    import("./push.client")
      .then((module) =>
        module.startPush({
          push,
          firebase,
          tokenUrl: "/push-token",
          onMessage,
        }),
      )
      .then((stopper) => {
        if (live) stop = stopper;
        else stopper();
      })
      .catch(() => {
        // A chunk that failed to load: no push on this page, nothing else changes.
      });
    return () => {
      live = false;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [push?.vapidKey, push?.standIn, signedIn]);
  return null;
}
