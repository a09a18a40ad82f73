import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { AuthSettings } from "./auth-config";
import { FlowFields } from "./auth-form-parts";
import { FieldError, FormAlert } from "~/components/form-messages";
import type { userInfoSchema } from "./auth-schemas";
import type { AuthStepView } from "./auth-step-view";
import { AUTH_STEP_PATHS, type AuthSurface } from "./auth-urls";
import type { StepAnswer } from "./otp-step-form";
import { PhoneField } from "./phone-field";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

export interface UserInfoFormProps {
  view: AuthStepView;
  settings: AuthSettings;
  redirectTo: string;
  surface: AuthSurface;
  answer?: StepAnswer | null;
  idPrefix?: string;
}

/**
 * user_info (foundations §2, §5): the name an account still lacks, the email after a phone
 * sign-in or the phone after an email one, and the refer code where referrals are on. The
 * backend answers with the token (contract §6.4).
 */
export function UserInfoForm({
  view,
  settings,
  redirectTo,
  surface,
  answer,
  idPrefix = "user-info",
}: UserInfoFormProps) {
  const { t } = useTranslation("auth");
  const localize = useLocalizedPath();
  const fetcher = useFetcher<StepAnswer>();
  const validate = useLazyValidation(() =>
    import("./auth-validation").then((m) => m.AUTH_VALIDATORS.userInfo),
  );
  const result = fetcher.data?.form === "user-info" ? fetcher.data.result : undefined;
  const [form, fields] = useForm<z.input<typeof userInfoSchema>>({
    id: idPrefix,
    lastResult: result ?? (answer?.form === "user-info" ? answer.result : undefined),
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={localize(AUTH_STEP_PATHS["user-info"])}
      {...getFormProps(form)}
      className="grid gap-4"
    >
      <FlowFields redirectTo={redirectTo} surface={surface} />
      <input type="hidden" name="asks" value={view.asks} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-2">
        <Label htmlFor={fields.name.id}>{t("signUp.name")}</Label>
        <Input
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          autoComplete="name"
          required
        />
        <FieldError id={fields.name.errorId} errors={fields.name.errors} />
      </div>
      {view.asks === "email" ? (
        <div className="grid gap-2">
          <Label htmlFor={fields.email.id}>{t("signUp.email")}</Label>
          <Input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="email"
            dir="ltr"
          />
          <FieldError id={fields.email.errorId} errors={fields.email.errors} />
        </div>
      ) : (
        <PhoneField
          phone={fields.phone}
          country={fields.phone_country}
          label={t("signUp.phone")}
          picker={settings.countryPicker}
          defaultRegion={settings.country}
        />
      )}
      {settings.referral ? (
        <div className="grid gap-2">
          <Label htmlFor={fields.ref_code.id}>{t("signUp.referCode")}</Label>
          <Input {...getInputProps(fields.ref_code, { type: "text" })} key={fields.ref_code.key} />
          <FieldError id={fields.ref_code.errorId} errors={fields.ref_code.errors} />
        </div>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t("userInfo.submit")}
      </Button>
    </fetcher.Form>
  );
}
