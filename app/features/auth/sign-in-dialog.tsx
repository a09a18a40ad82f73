import { useTranslation } from "react-i18next";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import type { AuthSettings } from "./auth-config";
import { STEP_TITLES, type AuthStepView } from "./auth-step-view";
import { AuthStepForm } from "./auth-step-form";
import { SignInPanel } from "./sign-in-panel";
import { SignUpForm } from "./sign-up-form";

/*
 * The sign-in family of URL dialogs over the current page (design §2 "Dialogs are URL state"):
 * `?dialog=sign-in|sign-up|otp|user-info|is-it-you`, with `redirectTo` where the opener asked to
 * continue (checkout). Without JavaScript the server renders them open and their forms post to
 * the /auth pages' actions, whose pages answer a refused form. One module, so one chunk.
 */

export interface SignInDialogProps {
  closeHref: string;
  redirectTo: string;
  rememberedIdentifier: string | null;
  settings: AuthSettings;
  signUpHref: string;
}

export function SignInDialog({
  closeHref,
  redirectTo,
  rememberedIdentifier,
  settings,
  signUpHref,
}: SignInDialogProps) {
  const { t } = useTranslation("auth");
  return (
    <AuthDialog closeHref={closeHref} title={t("signIn.title")} description={t("signIn.subtitle")}>
      <SignInPanel
        settings={settings}
        redirectTo={redirectTo}
        surface="dialog"
        rememberedIdentifier={rememberedIdentifier}
        signUpHref={signUpHref}
        idPrefix="sign-in-dialog"
      />
    </AuthDialog>
  );
}

export interface SignUpDialogProps {
  closeHref: string;
  redirectTo: string;
  settings: AuthSettings;
  signInHref: string;
}

export function SignUpDialog({ closeHref, redirectTo, settings, signInHref }: SignUpDialogProps) {
  const { t } = useTranslation("auth");
  return (
    <AuthDialog closeHref={closeHref} title={t("signUp.title")} description={t("signUp.subtitle")}>
      <SignUpForm
        settings={settings}
        redirectTo={redirectTo}
        surface="dialog"
        signInHref={signInHref}
        idPrefix="sign-up-dialog"
      />
    </AuthDialog>
  );
}

export interface AuthStepDialogProps {
  closeHref: string;
  redirectTo: string;
  view: AuthStepView;
  settings: AuthSettings;
}

/** The step a sign-in or sign-up waits on: the OTP code, user info or "Is it you?". */
export function AuthStepDialog({ closeHref, redirectTo, view, settings }: AuthStepDialogProps) {
  const { t } = useTranslation("auth");
  const copy = STEP_TITLES[view.step];
  return (
    <AuthDialog closeHref={closeHref} title={t(copy.title)} description={t(copy.description)}>
      <AuthStepForm view={view} settings={settings} redirectTo={redirectTo} surface="dialog" />
    </AuthDialog>
  );
}

function AuthDialog({
  closeHref,
  title,
  description,
  children,
}: {
  closeHref: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("auth");
  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent
        closeLabel={t("common:close")}
        className="max-h-[90vh] max-w-md overflow-y-auto"
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
