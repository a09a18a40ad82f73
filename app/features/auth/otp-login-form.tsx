import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { AuthSettings } from "./auth-config";
import { FlowFields } from "./auth-form-parts";
import { FormAlert } from "~/components/form-messages";
import type { otpLoginSchema } from "./auth-schemas";
import { SIGN_IN_ACTION, type AuthSurface } from "./auth-urls";
import { PhoneField } from "./phone-field";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

export interface OtpLoginFormProps {
  lastResult?: SubmissionResult<string[]> | null;
  redirectTo: string;
  surface: AuthSurface;
  settings: AuthSettings;
  idPrefix?: string;
}

/**
 * Sign-in's OTP part (foundations §2, §5 "OTP login phone"): a phone with its country and
 * 'Get OTP'. The action asks the backend to send a code, and the OTP step opens over the page.
 */
export function OtpLoginForm({
  lastResult,
  redirectTo,
  surface,
  settings,
  idPrefix = "otp-login",
}: OtpLoginFormProps) {
  const { t } = useTranslation("auth");
  const localize = useLocalizedPath();
  const fetcher = useFetcher<{ form: string; result: SubmissionResult<string[]> }>();
  const validate = useLazyValidation(() =>
    import("./auth-validation").then((m) => m.AUTH_VALIDATORS.otpLogin),
  );
  const answer = fetcher.data?.form === "otp" ? fetcher.data.result : undefined;
  const [form, fields] = useForm<z.input<typeof otpLoginSchema>>({
    id: idPrefix,
    lastResult: answer ?? lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={localize(SIGN_IN_ACTION)}
      {...getFormProps(form)}
      className="grid gap-4"
    >
      <HoneypotFields />
      <FlowFields redirectTo={redirectTo} surface={surface} />
      <input type="hidden" name="intent" value="otp" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <PhoneField
        phone={fields.phone}
        country={fields.phone_country}
        label={t("otpLogin.phone")}
        picker={settings.countryPicker}
        defaultRegion={settings.country}
      />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t("otpLogin.submit")}
      </Button>
    </fetcher.Form>
  );
}
