import type { AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "~/lib/conform.server";
import { passesHoneypot } from "~/lib/honeypot.server";
import { readForm } from "~/lib/read-form.server";
import { AUTH_FORM_ERRORS, backendRefusal, refuse } from "./auth-answers.server";
import { continueAuth, goToStep, returnPath } from "./auth-flow.server";
import { otpLoginSchema } from "./auth-schemas";
import { usesFirebasePhoneAuth } from "./firebase/firebase-switch.server";
import { composePhone } from "./phone";
import { identifierOf, signInSchema } from "./sign-in-schema";

export { returnPath };

/** Which of the sign-in page's forms posted (the OTP part's button is named `intent=otp`). */
export type SignInForm = "manual" | "otp";

/**
 * POST /auth/sign-in (foundations §4 "Sign-in", §5 "Login", "OTP login phone"): the manual form
 * or the OTP part's phone, checked by the same schemas as in the browser, then the login call
 * with the guest id (the guest's cart is merged into the account). The answer's branch (§4) is
 * continueAuth's: signed in and back where the customer was, or the next step (OTP, user info,
 * "Is it you?"). Refusals come back as field or form errors on the form that posted, with what
 * was typed kept (never the password).
 */
export async function signIn(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  if (formData.get("intent") === "otp") return otpSignIn(request, context, formData);
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (!passesHoneypot(formData))
    return refuse("manual", submission, 400, { formErrors: [AUTH_FORM_ERRORS.refused] });
  if (submission.status !== "success") return refuse("manual", submission, 400);

  const { email_or_phone, password, remember } = submission.value;
  const identifier = identifierOf(email_or_phone);
  const surface = submission.value.surface ?? "page";
  try {
    const answer = await context.api.auth.loginManual({
      email_or_phone: identifier.value,
      password,
      field_type: identifier.field_type,
    });
    const start = {
      origin: "sign-in" as const,
      login_type: "manual" as const,
      verification_type: identifier.field_type,
      ...(identifier.field_type === "phone"
        ? { phone: identifier.value }
        : { email: identifier.value }),
      redirectTo: returnPath(submission.value.redirectTo, context),
      ...(remember ? { remember: { identifier: email_or_phone } } : {}),
    };
    return (
      (await continueAuth(request, context, answer, start, surface)) ??
      refuse("manual", submission, 409, { formErrors: [AUTH_FORM_ERRORS.needsMore] })
    );
  } catch (error) {
    // Wrong credentials (401 auth-001), a blocked account (403 auth-003), too many tries (429):
    // the backend's own words, which X-localization already translated.
    return backendRefusal("manual", submission, error, []);
  }
}

/**
 * The OTP part: 'Get OTP' asks the backend to send a code, then the OTP step opens (with
 * Firebase phone auth the step opens at once and the browser has Firebase send the code).
 */
async function otpSignIn(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: otpLoginSchema });
  if (!passesHoneypot(formData))
    return refuse("otp", submission, 400, { formErrors: [AUTH_FORM_ERRORS.refused] });
  if (submission.status !== "success") return refuse("otp", submission, 400);
  const phone = composePhone(submission.value.phone_country, submission.value.phone);
  const surface = submission.value.surface ?? "page";
  const start = {
    origin: "sign-in" as const,
    login_type: "otp" as const,
    verification_type: "phone" as const,
    phone,
    redirectTo: returnPath(submission.value.redirectTo, context),
  };
  // Firebase phone auth: the browser has Firebase send the code, so the backend sends no SMS.
  if (await usesFirebasePhoneAuth(context)) {
    const flow = { ...start, step: "otp" as const, via: "firebase" as const, sentAt: Date.now() };
    return goToStep(request, context, flow, surface);
  }
  try {
    const answer = await context.api.auth.requestLoginOtp(phone);
    return (
      (await continueAuth(request, context, answer, start, surface)) ??
      refuse("otp", submission, 409, { formErrors: [AUTH_FORM_ERRORS.needsMore] })
    );
  } catch (error) {
    // 405 `otp`: a code went out less than a minute ago — its message says how long to wait.
    return backendRefusal("otp", submission, error, ["phone"]);
  }
}
