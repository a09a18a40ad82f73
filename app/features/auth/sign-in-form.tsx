import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import { Eye, EyeOff, Loader2 } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { SIGN_IN_ACTION } from "./auth-urls";

export interface SignInFormProps {
  /** The action's answer to a document POST (the /auth/sign-in page re-rendered with errors). */
  lastResult?: SubmissionResult<string[]> | null;
  /** Where to come back after signing in (same-site path). */
  redirectTo: string;
  /** "Remember me" from last time: the identifier, pre-filled. */
  rememberedIdentifier?: string | null;
  /** Ids must be unique on the page (the dialog over /auth/sign-in is never both). */
  idPrefix?: string;
}

/**
 * The manual sign-in part (foundations §2 "Sign-in modal": email or phone, password with
 * show/hide, remember me, terms line, Sign In). One POST form to /auth/sign-in, validated in the
 * browser by Conform with the action's own zod schema (messages on blur, then as you type) and
 * always again by the server. With JavaScript it runs through a fetcher, so a refusal shows in
 * place (the dialog stays open) and success follows the action's redirect; without it the
 * browser posts and the /auth/sign-in page answers with the errors and the typed identifier.
 */
export function SignInForm({
  lastResult,
  redirectTo,
  rememberedIdentifier,
  idPrefix = "sign-in",
}: SignInFormProps) {
  const { t } = useTranslation("auth");
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>();
  const [showPassword, setShowPassword] = React.useState(false);
  const validate = useLazyValidation();
  const [form, fields] = useForm({
    id: idPrefix,
    lastResult: fetcher.data?.result ?? lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
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
  const answer = fetcher.data?.result;
  const password = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (answer && password.current) password.current.value = "";
  }, [answer]);
  const message = (error: string) => (error.startsWith("auth:") ? t(error) : error);

  return (
    <fetcher.Form
      method="post"
      action={localize(SIGN_IN_ACTION)}
      {...getFormProps(form)}
      className="grid gap-4"
    >
      <HoneypotFields />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {form.errors?.length ? (
        <p
          id={form.errorId}
          role="alert"
          className="rounded-md border border-destructive p-3 text-sm text-destructive"
        >
          {form.errors.map(message).join(" ")}
        </p>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={fields.email_or_phone.id}>{t("signIn.identifier")}</Label>
        <Input
          {...getInputProps(fields.email_or_phone, { type: "text" })}
          key={fields.email_or_phone.key}
          autoComplete="username"
          inputMode="email"
          placeholder={t("signIn.identifierPlaceholder")}
        />
        {fields.email_or_phone.errors ? (
          <p id={fields.email_or_phone.errorId} className="text-sm text-destructive">
            {fields.email_or_phone.errors.map(message).join(" ")}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.password.id}>{t("signIn.password")}</Label>
        <div className="relative">
          <Input
            {...getInputProps(fields.password, { type: showPassword ? "text" : "password" })}
            key={fields.password.key}
            ref={password}
            autoComplete="current-password"
            className="pe-10"
          />
          {hydrated ? (
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-pressed={showPassword}
              aria-label={t(showPassword ? "signIn.hidePassword" : "signIn.showPassword")}
              title={t(showPassword ? "signIn.hidePassword" : "signIn.showPassword")}
              className="absolute inset-y-0 end-0 grid w-10 place-items-center text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          ) : null}
        </div>
        {fields.password.errors ? (
          <p id={fields.password.errorId} className="text-sm text-destructive">
            {fields.password.errors.map(message).join(" ")}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          {...getInputProps(fields.remember, { type: "checkbox" })}
          key={fields.remember.key}
        />
        <Label htmlFor={fields.remember.id}>{t("signIn.remember")}</Label>
      </div>
      <p className="text-xs text-muted-foreground">
        {t("signIn.termsLead")}{" "}
        <Link to={localize("/terms-and-conditions")} className="underline">
          {t("signIn.termsLink")}
        </Link>{" "}
        {t("signIn.termsAnd")}{" "}
        <Link to={localize("/privacy-policy")} className="underline">
          {t("signIn.privacyLink")}
        </Link>
        {t("signIn.termsEnd")}
      </p>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t("signIn.submit")}
      </Button>
    </fetcher.Form>
  );
}

/**
 * The browser-side check, fetched once the form is on screen (see sign-in-validation.ts). Not
 * <Trans> either for the terms line: react-i18next's Trans would join the code every page loads.
 */
function useLazyValidation() {
  const [validate, setValidate] = React.useState<
    typeof import("./sign-in-validation").validateSignIn | null
  >(null);
  React.useEffect(() => {
    let live = true;
    import("./sign-in-validation")
      .then((module) => live && setValidate(() => module.validateSignIn))
      .catch(() => {
        // Offline or a failed chunk: the server checks every post anyway.
      });
    return () => {
      live = false;
    };
  }, []);
  return validate;
}
