import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { FlowFields, PasswordInput } from "./auth-form-parts";
import { FieldError, FormAlert } from "~/components/form-messages";
import { FORGOT_PASSWORD_PATH, SIGN_IN_ACTION, type AuthSurface } from "./auth-urls";
import type { signInSchema } from "./sign-in-schema";
import { checkFieldsWhen, isSubmissionReply, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

export interface SignInFormProps {
  /** The action's answer to a document POST (the /auth/sign-in page re-rendered with errors). */
  lastResult?: SubmissionResult<string[]> | null;
  /** Where to come back after signing in (same-site path). */
  redirectTo: string;
  /** "Remember me" from last time: the identifier, pre-filled. */
  rememberedIdentifier?: string | null;
  /** Ids must be unique on the page (the dialog over /auth/sign-in is never both). */
  idPrefix?: string;
  surface: AuthSurface;
}

/**
 * The manual sign-in part (foundations §2 "Sign-in modal": email or phone, password with
 * show/hide, remember me, 'Forgot password?', terms line, Sign In). One POST form to
 * /auth/sign-in, validated in the browser by Conform with the action's own zod schema (messages
 * on blur, then as you type) and always again by the server. With JavaScript it runs through a
 * fetcher, so a refusal shows in place (the dialog stays open) and success follows the action's
 * redirect; without it the browser posts and the /auth/sign-in page answers with the errors and
 * the typed identifier.
 */
export function SignInForm({
  lastResult,
  redirectTo,
  rememberedIdentifier,
  idPrefix = "sign-in",
  surface,
}: SignInFormProps) {
  const { t } = useTranslation("auth");
  const localize = useLocalizedPath();
  const fetcher = useFetcher<{ form: string; result: SubmissionResult<string[]> }>();
  const validate = useLazyValidation(() =>
    import("./auth-validation").then((m) => m.AUTH_VALIDATORS.manual),
  );
  const answer = fetcher.data?.form === "manual" ? fetcher.data.result : undefined;
  const [form, fields] = useForm<z.input<typeof signInSchema>>({
    id: idPrefix,
    lastResult: answer ?? lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    defaultValue: {
      email_or_phone: rememberedIdentifier ?? "",
      remember: rememberedIdentifier ? "on" : undefined,
    },
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = fetcher.state !== "idle";
  // A refused sign-in empties the password, as the server's answer does without JavaScript: a
  // wrong password is not worth keeping, and must not sit in the field.
  // (Set on the element, not through Conform: form.update() would validate the emptied field and
  // replace the answer's message with 'Password is required'.)
  const password = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (isSubmissionReply(answer) && password.current) password.current.value = "";
  }, [answer]);

  return (
    <fetcher.Form
      method="post"
      action={localize(SIGN_IN_ACTION)}
      {...getFormProps(form)}
      className="grid gap-4"
    >
      <HoneypotFields />
      <FlowFields redirectTo={redirectTo} surface={surface} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-2">
        <Label htmlFor={fields.email_or_phone.id}>{t("signIn.identifier")}</Label>
        <Input
          {...getInputProps(fields.email_or_phone, { type: "text" })}
          key={fields.email_or_phone.key}
          autoComplete="username"
          inputMode="email"
          placeholder={t("signIn.identifierPlaceholder")}
        />
        <FieldError id={fields.email_or_phone.errorId} errors={fields.email_or_phone.errors} />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={fields.password.id}>{t("signIn.password")}</Label>
          <Link
            to={localize(FORGOT_PASSWORD_PATH)}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {t("signIn.forgot")}
          </Link>
        </div>
        <PasswordInput
          {...getInputProps(fields.password, { type: "password" })}
          key={fields.password.key}
          ref={password}
          autoComplete="current-password"
        />
        <FieldError id={fields.password.errorId} errors={fields.password.errors} />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          {...getInputProps(fields.remember, { type: "checkbox" })}
          key={fields.remember.key}
        />
        <Label htmlFor={fields.remember.id}>{t("signIn.remember")}</Label>
      </div>
      <TermsLine />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t("signIn.submit")}
      </Button>
    </fetcher.Form>
  );
}

/**
 * "By signing in you agree to the Terms and Conditions and the Privacy Policy." Not <Trans>:
 * react-i18next's Trans would join the code every page loads.
 */
export function TermsLine({ lead = "signIn.termsLead" }: { lead?: string }) {
  const { t } = useTranslation("auth");
  const localize = useLocalizedPath();
  return (
    <p className="text-xs text-muted-foreground">
      {t(lead)}{" "}
      <Link to={localize("/terms-and-conditions")} target="_blank" className="underline">
        {t("signIn.termsLink")}
      </Link>{" "}
      {t("signIn.termsAnd")}{" "}
      <Link to={localize("/privacy-policy")} target="_blank" className="underline">
        {t("signIn.privacyLink")}
      </Link>
      {t("signIn.termsEnd")}
    </p>
  );
}
