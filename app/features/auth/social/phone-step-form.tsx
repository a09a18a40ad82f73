import { getFormProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { AuthSettings } from "../auth-config";
import { FlowFields } from "../auth-form-parts";
import { FormAlert } from "~/components/form-messages";
import { AUTH_STEP_PATHS, type AuthSurface } from "../auth-urls";
import type { StepAnswer } from "../otp-step-form";
import { PhoneField } from "../phone-field";
import type { phoneCompletionSchema } from "./social-schemas";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

/**
 * phone_modal (foundations §2, §5 "Phone completion: required, minimum 10 digits"): the phone a
 * social sign-in lacks. The credential it completes stays in the session; the form sends only
 * the phone.
 */
export function PhoneStepForm({
  settings,
  redirectTo,
  surface,
  answer,
  idPrefix = "phone-step",
}: {
  settings: AuthSettings;
  redirectTo: string;
  surface: AuthSurface;
  answer?: StepAnswer | null;
  idPrefix?: string;
}) {
  const { t } = useTranslation("auth");
  const localize = useLocalizedPath();
  const fetcher = useFetcher<StepAnswer>();
  const validate = useLazyValidation(() =>
    import("./phone-validation").then((m) => m.validatePhoneCompletion),
  );
  const result = fetcher.data?.form === "phone" ? fetcher.data.result : undefined;
  const [form, fields] = useForm<z.input<typeof phoneCompletionSchema>>({
    id: idPrefix,
    lastResult: result ?? (answer?.form === "phone" ? answer.result : undefined),
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={localize(AUTH_STEP_PATHS.phone)}
      {...getFormProps(form)}
      className="grid gap-4"
    >
      <FlowFields redirectTo={redirectTo} surface={surface} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <PhoneField
        phone={fields.phone}
        country={fields.phone_country}
        label={t("social.phone.label")}
        picker={settings.countryPicker}
        defaultRegion={settings.country}
      />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t("social.phone.submit")}
      </Button>
    </fetcher.Form>
  );
}
