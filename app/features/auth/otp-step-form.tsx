import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { OtpCodeInput, OTP_LENGTH } from "~/components/otp-code-input";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { FlowFields } from "./auth-form-parts";
import { FieldError, FormAlert } from "~/components/form-messages";
import type { otpCodeSchema } from "./auth-schemas";
import type { AuthStepView } from "./auth-step-view";
import { FirebaseStep } from "./firebase/firebase-step";
import { AUTH_STEP_PATHS, type AuthSurface } from "./auth-urls";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

/** The code a demo backend sends (contract §6.3; design §3): the dialog says so (§8). */
export const DEMO_OTP = "123456";

export interface StepAnswer {
  form: string;
  result: SubmissionResult<string[]>;
  wait?: number;
}

export interface OtpStepFormProps {
  view: AuthStepView;
  redirectTo: string;
  surface: AuthSurface;
  demo: boolean;
  answer?: StepAnswer | null;
  idPrefix?: string;
}

/**
 * The OTP verification step (foundations §2, §4 "OTP modal", §5 "OTP code"): six digits, Verify
 * disabled until there are six (with JavaScript), 'field is empty' when sent empty, and Resend
 * after a 60-second countdown — ticking with JavaScript; without it the server refuses an early
 * Resend and says how many seconds are left.
 */
export function OtpStepForm({
  view,
  redirectTo,
  surface,
  demo,
  answer,
  idPrefix = "otp",
}: OtpStepFormProps) {
  const { t } = useTranslation("auth");
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const action = localize(AUTH_STEP_PATHS.otp);
  const verifier = useFetcher<StepAnswer>();
  const validate = useLazyValidation(() =>
    import("./auth-validation").then((m) => m.AUTH_VALIDATORS.otpCode),
  );
  const verifyAnswer = verifier.data?.form === "otp" ? verifier.data.result : undefined;
  const [form, fields] = useForm<z.input<typeof otpCodeSchema>>({
    id: idPrefix,
    lastResult: verifyAnswer ?? (answer?.form === "otp" ? answer.result : undefined),
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const [digits, setDigits] = React.useState(0);
  const busy = verifier.state !== "idle";

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t(`otp.sentTo.${view.verificationType}`)}{" "}
        <bdi dir="ltr" className="font-medium text-foreground">
          {view.target}
        </bdi>
      </p>
      {demo && !view.firebase ? (
        <p className="rounded-md bg-muted p-3 text-sm">{t("otp.demoHint", { secret: DEMO_OTP })}</p>
      ) : null}
      <verifier.Form
        method="post"
        action={action}
        {...getFormProps(form)}
        // Firebase sends the code from the browser: without JavaScript there is nothing to verify.
        className={view.firebase && !hydrated ? "hidden" : "grid gap-4"}
      >
        <FlowFields redirectTo={redirectTo} surface={surface} />
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="grid gap-2">
          <Label htmlFor={fields.otp.id}>{t("otp.code")}</Label>
          <OtpCodeInput
            {...getInputProps(fields.otp, { type: "text" })}
            key={fields.otp.key}
            onInput={(event) => setDigits(event.currentTarget.value.length)}
            autoFocus={surface === "page" ? true : undefined}
          />
          <FieldError id={fields.otp.errorId} errors={fields.otp.errors} />
        </div>
        <Button
          type="submit"
          disabled={busy || (hydrated && digits !== OTP_LENGTH)}
          aria-busy={busy || undefined}
        >
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("otp.verify")}
        </Button>
      </verifier.Form>
      {view.firebase ? <FirebaseStep formId={form.id} phone={view.target} /> : null}
      {view.canResend ? (
        <ResendForm
          key={view.sentAt}
          action={action}
          redirectTo={redirectTo}
          surface={surface}
          resendIn={view.resendIn}
          answer={answer?.form === "resend" ? answer : null}
        />
      ) : null}
    </div>
  );
}

function ResendForm({
  action,
  redirectTo,
  surface,
  resendIn,
  answer,
}: {
  action: string;
  redirectTo: string;
  surface: AuthSurface;
  resendIn: number;
  answer: StepAnswer | null;
}) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const fetcher = useFetcher<StepAnswer>();
  const seconds = useCountdown(resendIn);
  const refused = fetcher.data?.form === "resend" ? fetcher.data : answer;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} className="grid gap-2 text-center text-sm">
      <FlowFields redirectTo={redirectTo} surface={surface} />
      <input type="hidden" name="intent" value="resend" />
      <FormAlert
        errors={refused?.result.error?.[""] ?? undefined}
        params={{ count: refused?.wait }}
      />
      <p aria-live="polite" className="text-muted-foreground">
        {seconds > 0 ? t("otp.resendIn", { count: seconds }) : t("otp.noCode")}
      </p>
      <Button
        type="submit"
        variant="link"
        disabled={busy || (hydrated && seconds > 0)}
        className="justify-self-center"
        // Without JavaScript nothing ticks: the button stays hidden (not clickable, not in the
        // tab order) while the time left shows, and a CSS delay brings it back when the wait
        // is over — an enabled Resend the server would refuse is a dead end (issue 22 item 20).
        style={!hydrated && seconds > 0 ? revealAfter(seconds) : undefined}
      >
        {t("otp.resend")}
      </Button>
    </fetcher.Form>
  );
}

/** Hidden now, visible after `seconds` (the `reveal` keyframes of tailwind.css). */
const revealAfter = (seconds: number): React.CSSProperties => ({
  visibility: "hidden",
  animation: `reveal 0s linear ${seconds}s forwards`,
});

/** Seconds left, ticking once a second after hydration (the server's count before it). */
function useCountdown(from: number) {
  const [seconds, setSeconds] = React.useState(from);
  React.useEffect(() => {
    setSeconds(from);
    if (from <= 0) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, from - Math.floor((Date.now() - started) / 1000));
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [from]);
  return seconds;
}
