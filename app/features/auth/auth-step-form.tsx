import type { AuthSettings } from "./auth-config";
import type { AuthStepView } from "./auth-step-view";
import type { AuthSurface } from "./auth-urls";
import { IsItYouForm } from "./is-it-you-form";
import { OtpStepForm, type StepAnswer } from "./otp-step-form";
import { PhoneStepForm } from "./social/phone-step-form";
import { UserInfoForm } from "./user-info-form";

/** The form of the step a sign-in or sign-up waits on, in a dialog or on its page. */
export function AuthStepForm({
  view,
  settings,
  redirectTo,
  surface,
  answer,
}: {
  view: AuthStepView;
  settings: AuthSettings;
  redirectTo: string;
  surface: AuthSurface;
  answer?: StepAnswer | null;
}) {
  if (view.step === "otp")
    return (
      <OtpStepForm
        view={view}
        redirectTo={redirectTo}
        surface={surface}
        demo={settings.demo}
        answer={answer}
      />
    );
  if (view.step === "user-info")
    return (
      <UserInfoForm
        view={view}
        settings={settings}
        redirectTo={redirectTo}
        surface={surface}
        answer={answer}
      />
    );
  if (view.step === "phone")
    return (
      <PhoneStepForm
        settings={settings}
        redirectTo={redirectTo}
        surface={surface}
        answer={answer}
      />
    );
  return <IsItYouForm view={view} redirectTo={redirectTo} surface={surface} answer={answer} />;
}
