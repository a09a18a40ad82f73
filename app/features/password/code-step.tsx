import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import * as React from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { HoneypotFields } from "~/components/honeypot-fields";
import { OtpCodeInput } from "~/components/otp-code-input";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { useResetText } from "./reset-form-parts";
import { OTP_PATTERN } from "./reset-fields";
import { FieldError, FormAlert } from "~/components/form-messages";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

/** The code every demo backend sends (contract §6.3), named by the demo hint. */
const DEMO_OTP = "123456";

export interface CodeStepProps {
  /** The refused verify, if that was the last post. */
  verifyResult?: SubmissionResult<string[]> | null;
  /** The refused resend (too early, or the backend's throttle), if that was the last post. */
  resendResult?: SubmissionResult<string[]> | null;
  /** When the last code went (ms): a new one restarts the countdown. */
  sentAt: number;
  /** Seconds until the server accepts a resend, as of the page's rendering. */
  resendIn: number;
  /** Backend in demo mode: say which code to use. */
  demo: boolean;
}

/**
 * Step 2: the 6-digit code (foundations §5 "OTP code": Verify disabled until 6 digits with
 * JavaScript, 'field is empty', exactly 6), the demo hint, and Resend after 60 s (§4 "OTP
 * modal"). With JavaScript the wait counts down and Resend is disabled until 0; without it the
 * page says how long is left and the server refuses an early press with the seconds remaining.
 */
export function CodeStep({ verifyResult, resendResult, sentAt, resendIn, demo }: CodeStepProps) {
  const { t } = useResetText();
  const hydrated = useHydrated();
  const validate = useLazyValidation(() =>
    import("./reset-validation").then((m) => m.validateCode),
  );
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-code",
    lastResult: verifyResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const complete = OTP_PATTERN.test(fields.otp.value ?? "");
  const left = useCountdown(sentAt, resendIn);
  const waiting = left > 0;

  return (
    <div className="grid gap-6">
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <HoneypotFields />
        <input type="hidden" name="intent" value="verify" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="grid gap-2">
          <Label htmlFor={fields.otp.id}>{t("code.label")}</Label>
          <OtpCodeInput {...getInputProps(fields.otp, { type: "text" })} key={fields.otp.key} />
          <FieldError id={fields.otp.errorId} errors={fields.otp.errors} />
          {demo ? (
            <p className="text-sm text-muted-foreground">{t("code.demo", { secret: DEMO_OTP })}</p>
          ) : null}
        </div>
        <Button
          type="submit"
          // Without JavaScript the button stays on: the server gives the messages.
          disabled={(hydrated && !complete) || posting === "verify"}
          aria-busy={posting === "verify" || undefined}
        >
          {posting === "verify" ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : null}
          {t("code.submit")}
        </Button>
      </Form>

      <Form method="post" className="grid justify-items-center gap-2 text-center text-sm">
        <HoneypotFields />
        <input type="hidden" name="intent" value="resend" />
        <FormAlert errors={resendResult?.error?.[""] ?? undefined} />
        <p className="text-muted-foreground">
          {waiting ? t("code.resendIn", { seconds: left }) : t("code.resendPrompt")}
        </p>
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={(hydrated && waiting) || posting === "resend"}
          aria-busy={posting === "resend" || undefined}
        >
          {t("code.resend")}
        </Button>
      </Form>
    </div>
  );
}

/**
 * Seconds left before a resend, ticking once hydrated. Keyed on `sentAt` so that a new code
 * restarts it at 60; counted against the browser's clock from the server's "seconds left", so
 * a skewed clock does not matter.
 */
function useCountdown(sentAt: number, seconds: number): number {
  const [left, setLeft] = React.useState(seconds);
  React.useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const end = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const now = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [sentAt, seconds]);
  return left;
}
