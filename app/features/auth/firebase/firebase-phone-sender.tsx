import * as React from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { useShell } from "~/shell/use-shell";
import { logSendFailure } from "./send-failure";

/** The resend wait (foundations §4 "OTP modal", §9): 60 s, as for a server-sent code. */
const RESEND_WAIT_S = 60;

/**
 * Firebase phone auth in the OTP step (foundations §4 "Sign-in"): on arrival the browser has
 * Firebase send the code (invisible reCAPTCHA) and keeps Firebase's verificationId in a hidden
 * `session_info` field of the Verify form (`form` attribute: the field lives here, the form in
 * OtpStepForm). Resend sends again from the browser after the 60-second countdown. Failures are
 * only logged (§8). Mounted after hydration only (firebase-step.tsx).
 */
export default function FirebasePhoneSender({ formId, phone }: { formId: string; phone: string }) {
  const { t, i18n } = useTranslation("auth");
  const config = useShell()?.publicEnv.firebase ?? null;
  const container = React.useRef<HTMLDivElement>(null);
  const [sessionInfo, setSessionInfo] = React.useState("");
  const [sentAt, setSentAt] = React.useState(0);
  const [sending, setSending] = React.useState(false);
  const seconds = useCountdown(sentAt);

  const send = React.useCallback(async () => {
    setSentAt(Date.now());
    setSending(true);
    try {
      if (!config || !container.current) throw new Error("Firebase is not configured");
      const firebase = await import("./firebase-phone.client");
      setSessionInfo(
        await firebase.sendFirebaseCode(config, container.current, phone, i18n.language),
      );
    } catch (error) {
      logSendFailure(error);
    } finally {
      setSending(false);
    }
  }, [config, phone, i18n.language]);

  // Once per step (StrictMode runs effects twice in development: one code, not two).
  const started = React.useRef(false);
  React.useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send();
  }, [send]);

  return (
    <div className="grid gap-2 text-center text-sm">
      <input type="hidden" name="session_info" value={sessionInfo} form={formId} />
      <div ref={container} />
      <p aria-live="polite" className="text-muted-foreground">
        {seconds > 0 ? t("otp.resendIn", { count: seconds }) : t("otp.noCode")}
      </p>
      <Button
        type="button"
        variant="link"
        disabled={sending || seconds > 0}
        className="justify-self-center"
        onClick={() => void send()}
      >
        {t("otp.resend")}
      </Button>
    </div>
  );
}

/** Seconds left of the resend wait since `since` (0: none yet), ticking once a second. */
function useCountdown(since: number) {
  const left = React.useCallback(
    () => (since ? Math.max(0, RESEND_WAIT_S - Math.floor((Date.now() - since) / 1000)) : 0),
    [since],
  );
  const [seconds, setSeconds] = React.useState(left);
  React.useEffect(() => {
    setSeconds(left());
    if (!since) return;
    const timer = window.setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [since, left]);
  return seconds;
}
