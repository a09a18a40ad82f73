import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { AuthSettings } from "./auth-config";
import { FlowFields, PasswordInput } from "./auth-form-parts";
import { FieldError, FieldErrorSlot, FormAlert } from "~/components/form-messages";
import type { signUpSchema } from "./auth-schemas";
import { SIGN_UP_ACTION, type AuthSurface } from "./auth-urls";
import { PhoneField } from "./phone-field";
import { TermsLine } from "./sign-in-form";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

export interface SignUpFormProps {
  settings: AuthSettings;
  redirectTo: string;
  surface: AuthSurface;
  /** Back to Sign In: the dialog over the same page, or /auth/sign-in. */
  signInHref: string;
  lastResult?: SubmissionResult<string[]> | null;
  idPrefix?: string;
  /** The refer code of a share link (`?ref_code=`), shown filled where the field is shown. */
  refCode?: string;
}

/**
 * The sign-up form (foundations §2 "Sign-up form", §5 "Sign-up"): name, refer code (only with
 * wallet and referral earning on), email, phone with its country, password and confirmation,
 * the terms checkbox — Sign Up stays disabled until it is ticked (with JavaScript; without it
 * the server refuses an unticked form with the spec's message) — and the way back to Sign In.
 */
export function SignUpForm({
  settings,
  redirectTo,
  surface,
  signInHref,
  lastResult,
  idPrefix = "sign-up",
  refCode,
}: SignUpFormProps) {
  const { t } = useTranslation("auth");
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ form: string; result: SubmissionResult<string[]> }>();
  const validate = useLazyValidation(() =>
    import("./auth-validation").then((m) => m.AUTH_VALIDATORS.signUp),
  );
  const answer = fetcher.data?.form === "sign-up" ? fetcher.data.result : undefined;
  const [form, fields] = useForm<z.input<typeof signUpSchema>>({
    id: idPrefix,
    lastResult: answer ?? lastResult ?? undefined,
    defaultValue: refCode ? { ref_code: refCode } : undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const [agreed, setAgreed] = React.useState(fields.terms.initialValue === "on");
  const busy = fetcher.state !== "idle";
  const text = (name: "name" | "email" | "ref_code", type: "text" | "email", auto?: string) => (
    <div className="grid gap-2">
      <Label htmlFor={fields[name].id}>{t(LABELS[name])}</Label>
      <Input
        {...getInputProps(fields[name], { type })}
        key={fields[name].key}
        autoComplete={auto}
        dir={type === "email" ? "ltr" : undefined}
      />
      <FieldErrorSlot id={fields[name].errorId} errors={fields[name].errors} />
    </div>
  );
  return (
    <fetcher.Form
      method="post"
      action={localize(SIGN_UP_ACTION)}
      {...getFormProps(form)}
      className="grid gap-4"
    >
      <HoneypotFields />
      <FlowFields redirectTo={redirectTo} surface={surface} />
      <FormAlert id={form.errorId} errors={form.errors} />
      {text("name", "text", "name")}
      {settings.referral ? text("ref_code", "text", "off") : null}
      {text("email", "email", "email")}
      <PhoneField
        phone={fields.phone}
        country={fields.phone_country}
        label={t("signUp.phone")}
        picker={settings.countryPicker}
        defaultRegion={settings.country}
      />
      <div className="grid gap-2">
        <Label htmlFor={fields.password.id}>{t("signIn.password")}</Label>
        <PasswordInput
          {...getInputProps(fields.password, { type: "password" })}
          key={fields.password.key}
          autoComplete="new-password"
        />
        <FieldErrorSlot id={fields.password.errorId} errors={fields.password.errors} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.confirm_password.id}>{t("signUp.confirmPassword")}</Label>
        <PasswordInput
          {...getInputProps(fields.confirm_password, { type: "password" })}
          key={fields.confirm_password.key}
          autoComplete="new-password"
        />
        <FieldErrorSlot
          id={fields.confirm_password.errorId}
          errors={fields.confirm_password.errors}
        />
      </div>
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <Checkbox
            {...getInputProps(fields.terms, { type: "checkbox" })}
            key={fields.terms.key}
            className="mt-0.5"
            onCheckedChange={setAgreed}
          />
          <Label htmlFor={fields.terms.id} className="font-normal leading-snug">
            {t("signUp.agree")}
          </Label>
        </div>
        <TermsLine lead="signUp.termsLead" />
        <FieldError id={fields.terms.errorId} errors={fields.terms.errors} />
      </div>
      <Button type="submit" disabled={busy || (hydrated && !agreed)} aria-busy={busy || undefined}>
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t("signUp.submit")}
      </Button>
      <p className="text-center text-sm">
        {t("signUp.haveAccount")}{" "}
        <Link
          to={signInHref}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("signIn.title")}
        </Link>
      </p>
    </fetcher.Form>
  );
}

const LABELS = {
  name: "signUp.name",
  email: "signUp.email",
  ref_code: "signUp.referCode",
} as const;
