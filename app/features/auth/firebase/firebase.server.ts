import type { AppLoadContext } from "@remix-run/node";
import type { Submission } from "@conform-to/react";
import { isApiError } from "~/api/errors";
import { makeToast } from "~/lib/toast";
import type { AuthFlow } from "~/sessions/session.server";
import { AUTH_FORM_ERRORS, backendRefusal, refuse } from "../auth-answers.server";
import { continueAuth, flowLost, goToStep } from "../auth-flow.server";
import type { AuthSurface } from "../auth-urls";

/** The verificationId the browser got from Firebase (a hidden field the sender fills). */
function sessionInfoOf(formData: FormData): string | null {
  const value = formData.get("session_info");
  return typeof value === "string" && value.length > 0 && value.length <= 4000 ? value : null;
}

/**
 * The OTP step's Verify for a Firebase flow: the code and Firebase's verificationId go to
 * firebase-verify-token (contract §6.2 step 3) instead of verify-phone; the answer takes the same
 * branch (user_info, "Is it you?", signed in). Firebase's refusal is the failure toast (§8).
 */
export async function verifyWithFirebase(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  submission: Submission<unknown>,
  otp: string,
  flow: AuthFlow,
  surface: AuthSurface,
) {
  const sessionInfo = sessionInfoOf(formData);
  // The send failed or is still running (failures are only logged, foundations §8); without
  // JavaScript the form is hidden and the step says it needs JavaScript.
  if (!sessionInfo || !flow.phone)
    return refuse("otp", submission, 400, { formErrors: ["auth:firebase.notSent"] });
  try {
    const answer = await context.api.auth.firebaseVerifyToken({
      session_info: sessionInfo,
      phone: flow.phone,
      otp,
      login_type: flow.login_type === "otp" ? "otp" : "manual",
    });
    return (
      (await continueAuth(request, context, answer, flow, surface, { verified: "phone", otp })) ??
      flowLost(request, context)
    );
  } catch (error) {
    if (!isApiError(error) || error.isUnavailable)
      return backendRefusal("otp", submission, error, []);
    return goToStep(request, context, flow, surface, [
      error.messages[0]
        ? makeToast("error", { text: error.messages[0] })
        : makeToast("error", { key: AUTH_FORM_ERRORS.refused }),
    ]);
  }
}
