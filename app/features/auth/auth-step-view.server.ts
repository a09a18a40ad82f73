import type { AppSession } from "~/sessions/session.server";
import { asksFor, canResend, resendWaitSeconds } from "./auth-steps.server";
import type { AuthStepView } from "./auth-step-view";
import { DIALOG_PARAM } from "~/lib/dialog-url";
import { isAuthStep, type AuthStep } from "./auth-urls";

/** The waiting step's view, when the session's flow is at `step` (null otherwise). */
export function authStepView(session: AppSession, step: AuthStep): AuthStepView | null {
  const flow = session.get("authFlow");
  if (!flow || flow.step !== step) return null;
  return {
    step,
    verificationType: flow.verification_type,
    target: (flow.verification_type === "email" ? flow.email : flow.phone) ?? "",
    resendIn: resendWaitSeconds(flow),
    sentAt: flow.sentAt ?? 0,
    canResend: canResend(flow),
    existUser: flow.existUser ?? null,
    asks: asksFor(flow),
    origin: flow.origin,
    firebase: flow.via === "firebase",
  };
}

/** The root loader's part: the step's view while the URL opens its dialog (`?dialog=otp`). */
export function authStepDialogView(request: Request, session: AppSession): AuthStepView | null {
  const dialog = new URL(request.url).searchParams.get(DIALOG_PARAM);
  return isAuthStep(dialog) ? authStepView(session, dialog) : null;
}
