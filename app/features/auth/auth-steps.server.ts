import type { AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { parseWithZod } from "~/lib/conform.server";
import { readForm } from "~/lib/read-form.server";
import { makeToast } from "~/lib/toast";
import type { AuthFlow } from "~/sessions/session.server";
import { AUTH_FORM_ERRORS, backendRefusal, refuse } from "./auth-answers.server";
import {
  continueAuth,
  finishSignIn,
  flowAt,
  flowLost,
  goToStep,
  RESEND_WAIT_MS,
} from "./auth-flow.server";
import { isItYouSchema, otpCodeSchema, userInfoSchema } from "./auth-schemas";
import type { AuthSurface } from "./auth-urls";
import { verifyWithFirebase } from "./firebase/firebase.server";
import { composePhone } from "./phone";
import { answerSocialIsItYou } from "./social/social.server";

/** Seconds until the OTP step may send another code (0: now). */
export function resendWaitSeconds(flow: Pick<AuthFlow, "sentAt">, now = Date.now()): number {
  return Math.max(0, Math.ceil(((flow.sentAt ?? 0) + RESEND_WAIT_MS - now) / 1000));
}

/**
 * A code can be sent again to a phone: OTP login's first call sends one to any phone, and the
 * sign-up's verification reads the same codes (contract §6.1, §6.3). The contract has no call
 * that sends an email code again, so an email step offers no Resend. A Firebase step resends in
 * the browser (features/auth/firebase), never through the server.
 */
export const canResend = (flow: Pick<AuthFlow, "verification_type" | "via">) =>
  flow.verification_type === "phone" && flow.via !== "firebase";

const surfaceOf = (value: unknown): AuthSurface => (value === "dialog" ? "dialog" : "page");

/**
 * POST /auth/verify (foundations §4 "OTP modal", §5 "OTP code"): `intent=resend` sends a new
 * code once 60 s have passed (refused before, with the seconds left — the no-JavaScript form has
 * no countdown to stop it); otherwise the code is checked by verify-phone and the flow goes on:
 * user_info, "Is it you?" or signed in. A wrong code comes back as the error toast with the
 * backend's message (§8 "OTP failure"), on the same step.
 */
export async function verifyCode(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  const flow = flowAt(context, "otp");
  const surface = surfaceOf(formData.get("surface"));
  if (formData.get("intent") === "resend") return resend(request, context, formData, surface);
  const submission = parseWithZod(formData, { schema: otpCodeSchema });
  if (!flow) return flowLost(request, context);
  if (submission.status !== "success") return refuse("otp", submission, 400);

  const otp = submission.value.otp;
  if (flow.via === "firebase")
    return verifyWithFirebase(request, context, formData, submission, otp, flow, surface);
  const target = flow.verification_type === "email" ? { email: flow.email } : { phone: flow.phone };
  try {
    const answer = await context.api.auth.verifyOtp({
      otp,
      verification_type: flow.verification_type,
      login_type: flow.login_type === "otp" ? "otp" : "manual",
      ...target,
    });
    return (
      (await continueAuth(request, context, answer, flow, surface, {
        verified: flow.verification_type,
        otp,
      })) ??
      // verify-phone's `{message}` for a channel verified meanwhile: sign in again.
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

async function resend(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  surface: AuthSurface,
) {
  const flow = flowAt(context, "otp");
  const submission = parseWithZod(formData, { schema: otpCodeSchema.partial() });
  if (!flow) return flowLost(request, context);
  const wait = resendWaitSeconds(flow);
  if (wait > 0)
    return refuse("resend", submission, 429, { formErrors: ["auth:otp.wait"] }, { wait });
  if (!canResend(flow) || !flow.phone)
    return refuse("resend", submission, 400, { formErrors: [AUTH_FORM_ERRORS.refused] });
  try {
    await context.api.auth.requestLoginOtp(flow.phone);
  } catch (error) {
    // 405 `otp` "please try again after N seconds" (the backend's clock), or OTP login is off.
    return backendRefusal("resend", submission, error, []);
  }
  return goToStep(request, context, { ...flow, sentAt: Date.now() }, surface, [
    makeToast("success", { key: "auth:otp.resent" }),
  ]);
}

/**
 * POST /auth/user-info (foundations §2 "user_info modal", §5): the name, the contact the sign-in
 * did not use, an optional refer code → update-info → a token. Which contact is asked comes from
 * the flow, never from the form.
 */
export async function completeUserInfo(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  const flow = flowAt(context, "user-info");
  if (flow) formData.set("asks", asksFor(flow));
  const submission = parseWithZod(formData, { schema: userInfoSchema });
  if (!flow) return flowLost(request, context);
  if (submission.status !== "success") return refuse("user-info", submission, 400);
  const value = submission.value;
  const typedPhone = value.phone ? composePhone(value.phone_country, value.phone) : undefined;
  try {
    const answer = await context.api.auth.updateInfo({
      name: value.name,
      login_type: flow.login_type,
      phone: flow.phone ?? typedPhone,
      email: flow.email ?? value.email,
      ...(value.ref_code ? { ref_code: value.ref_code } : {}),
      ...(flow.verificationToken ? { verification_token: flow.verificationToken } : {}),
    });
    if (answer.token) return finishSignIn(request, context, answer.token, flow);
    return refuse("user-info", submission, 409, { formErrors: [AUTH_FORM_ERRORS.needsMore] });
  } catch (error) {
    return backendRefusal("user-info", submission, error, ["name", "email", "phone", "ref_code"]);
  }
}

/** user_info asks for an email after a phone sign-in, a phone after an email one (§5). */
export const asksFor = (flow: Pick<AuthFlow, "phone" | "email">): "email" | "phone" =>
  flow.phone ? "email" : "phone";

/**
 * POST /auth/is-it-you (foundations §4): the answer goes as `verified` with the phone and the
 * code already checked; yes with a token signs in, no starts a new account (user_info next).
 */
export async function answerIsItYou(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  const flow = flowAt(context, "is-it-you");
  // After a social sign-in the same credential goes again (features/auth/social).
  if (flow?.social)
    return answerSocialIsItYou(request, context, formData, { ...flow, social: flow.social });
  const submission = parseWithZod(formData, { schema: isItYouSchema });
  if (!flow || !flow.phone || !flow.otp) return flowLost(request, context);
  if (submission.status !== "success") return refuse("is-it-you", submission, 400);
  try {
    const answer = await context.api.auth.loginOtpVerified({
      phone: flow.phone,
      otp: flow.otp,
      verified: submission.value.verified,
    });
    const next = { ...flow, existUser: undefined };
    return (
      (await continueAuth(request, context, answer, next, surfaceOf(submission.value.surface), {
        verified: "phone",
      })) ?? flowLost(request, context)
    );
  } catch (error) {
    return backendRefusal("is-it-you", submission, error, []);
  }
}
