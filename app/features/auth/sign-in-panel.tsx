import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { showsSignUpLink, type AuthSettings } from "./auth-config";
import type { AuthSurface } from "./auth-urls";
import { OtpLoginForm } from "./otp-login-form";
import { SignInForm } from "./sign-in-form";
import { SocialButtons } from "./social/social-buttons";

export interface SignInPanelProps {
  settings: AuthSettings;
  redirectTo: string;
  surface: AuthSurface;
  rememberedIdentifier: string | null;
  /** Where the sign-up link goes: the dialog over the same page, or /auth/sign-up. */
  signUpHref: string;
  /** A refused document POST, for the form that posted it. */
  answer?: { form: string; result: SubmissionResult<string[]> } | null;
  idPrefix: string;
}

/**
 * The sign-in layouts (foundations §2): the OTP part, the manual part and the sign-up link as
 * the operator's centralize_login switches them — otp, manual, otp_manual, and with social the
 * remaining four (the social part is the providers' buttons, social/social-buttons.tsx).
 * Default manual.
 */
export function SignInPanel({
  settings,
  redirectTo,
  surface,
  rememberedIdentifier,
  signUpHref,
  answer,
  idPrefix,
}: SignInPanelProps) {
  const { t } = useTranslation("auth");
  return (
    <div className="grid gap-6">
      {settings.otp ? (
        <section aria-labelledby={`${idPrefix}-otp-heading`} className="grid gap-3">
          <h2 id={`${idPrefix}-otp-heading`} className="text-base font-semibold">
            {t("otpLogin.heading")}
          </h2>
          <OtpLoginForm
            lastResult={answer?.form === "otp" ? answer.result : null}
            redirectTo={redirectTo}
            surface={surface}
            settings={settings}
            idPrefix={`${idPrefix}-otp`}
          />
        </section>
      ) : null}
      {settings.otp && settings.manual ? <OrLine /> : null}
      {settings.manual ? (
        <section aria-labelledby={`${idPrefix}-manual-heading`} className="grid gap-3">
          {settings.otp ? (
            <h2 id={`${idPrefix}-manual-heading`} className="text-base font-semibold">
              {t("signIn.manualHeading")}
            </h2>
          ) : (
            <h2 id={`${idPrefix}-manual-heading`} className="sr-only">
              {t("signIn.manualHeading")}
            </h2>
          )}
          <SignInForm
            lastResult={answer?.form === "manual" ? answer.result : null}
            redirectTo={redirectTo}
            rememberedIdentifier={rememberedIdentifier}
            surface={surface}
            idPrefix={idPrefix}
          />
        </section>
      ) : null}
      {settings.social && (settings.otp || settings.manual) ? <OrLine /> : null}
      {settings.social ? (
        <SocialButtons
          settings={settings}
          redirectTo={redirectTo}
          surface={surface}
          idPrefix={idPrefix}
        />
      ) : null}
      {showsSignUpLink(settings) ? (
        <p className="text-center text-sm">
          {t("signIn.noAccount")}{" "}
          <Link
            to={signUpHref}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("signUp.title")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function OrLine() {
  const { t } = useTranslation("auth");
  return (
    <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
      <span className="h-px flex-1 bg-border" />
      {t("signIn.or")}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
