import type { AppLoadContext } from "@remix-run/node";
import type { LoginShape } from "~/api/schemas/auth";
import { isApiError } from "~/api/errors";
import { localizePath } from "~/i18n/config";
import { parseWithZod } from "~/lib/conform.server";
import { readForm } from "~/lib/read-form.server";
import { safeLocalPath } from "~/lib/safe-redirect";
import { makeToast, type ToastMessage } from "~/lib/toast";
import type { AuthFlow } from "~/sessions/session.server";
import { AUTH_FORM_ERRORS, backendRefusal, refuse } from "../auth-answers.server";
import {
  continueAuth,
  flowAt,
  flowLost,
  goToStep,
  redirectWith,
  returnPath,
  type FlowStart,
} from "../auth-flow.server";
import { isItYouSchema } from "../auth-schemas";
import { SIGN_IN_ACTION, type AuthSurface } from "../auth-urls";
import { composePhone } from "../phone";
import { phoneCompletionSchema, socialCredentialSchema } from "./social-schemas";

type SocialFlow = NonNullable<AuthFlow["social"]>;

const surfaceOf = (value: unknown): AuthSurface => (value === "dialog" ? "dialog" : "page");

/** The claims of a JWT (Google's credential, Apple's ID token) — hints only: the backend checks. */
function claimsOf(token: string | undefined): Record<string, unknown> {
  const part = token?.split(".")[1];
  if (!part) return {};
  try {
    const claims = JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as unknown;
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
const str = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * POST /auth/social (foundations §4 "Social sign-in"): the credential a provider's SDK gave the
 * page → social-login → the §4 social branch: a token signs in; no token and nothing else
 * missing → phone_modal; is_personal_info 0 → user_info; is_exist_user → "Is it you?". Errors
 * (§8): an entry with code email opens the phone prompt, every other is an error toast. The
 * credential stays in the session's flow for the steps that send it again.
 */
export async function signInWithSocial(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: socialCredentialSchema });
  const back = safeLocalPath(formData.get("back")) ?? localizePath(SIGN_IN_ACTION, context.lang);
  // The page could not start the provider (SDK unreachable, provider off): the same toast.
  if (submission.status !== "success" || formData.get("intent") === "failed")
    return redirectWith(request, context, back, [
      makeToast("error", { key: "auth:social.failed" }),
    ]);
  const value = submission.value;
  const surface = surfaceOf(value.surface);
  const claims = claimsOf(value.medium === "google" ? value.token : value.id_token);
  const social: SocialFlow = {
    medium: value.medium,
    token: value.token,
    unique_id: value.medium === "facebook" ? value.user_id : str(claims.sub),
  };
  const email = str(claims.email)?.toLowerCase() ?? value.email?.toLowerCase();
  const start: FlowStart = {
    origin: "sign-in",
    login_type: "social",
    verification_type: "phone",
    redirectTo: returnPath(value.redirectTo, context),
    ...(email ? { email } : {}),
    social,
  };
  try {
    const answer = await context.api.auth.socialLogin({ ...social, email });
    return await continueSocial(request, context, answer, start, surface);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const toasts = errorToasts(error);
    if (error.hasCode("email"))
      return goToStep(request, context, { ...start, step: "phone" }, surface, toasts);
    return redirectWith(request, context, back, toasts);
  }
}

/** §8 "Social login error": one error toast per entry (the email entry is the phone prompt). */
function errorToasts(error: import("~/api/errors").ApiError): ToastMessage[] {
  if (error.isUnavailable) return [makeToast("error", { key: AUTH_FORM_ERRORS.unavailable })];
  const asked = error.fieldErrors.email;
  const messages = error.messages.filter((message) => message !== asked);
  if (!messages.length && !error.hasCode("email"))
    return [makeToast("error", { key: "auth:social.failed" })];
  return messages.map((text) => makeToast("error", { text }));
}

async function continueSocial(
  request: Request,
  context: AppLoadContext,
  answer: LoginShape,
  start: FlowStart,
  surface: AuthSurface,
  options: { verified?: "phone" } = {},
) {
  const next = await continueAuth(request, context, answer, start, surface, options);
  if (next) return next;
  // is_exist_user null, is_personal_info 1 and no token: phone_modal (§4).
  return goToStep(
    request,
    context,
    { ...start, step: "phone", ...(answer.email && !start.email ? { email: answer.email } : {}) },
    surface,
  );
}

/**
 * POST /auth/phone (phone_modal; foundations §3 "Phone completion payload", §5): the phone the
 * social account lacks → social-register (id_token true) → signed in, or the OTP step when the
 * backend verifies the phone first. A Facebook account with no email sends its social login
 * again with the phone instead (§3 "phone (for facebook)").
 */
export async function completePhone(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  const flow = flowAt(context, "phone");
  const submission = parseWithZod(formData, { schema: phoneCompletionSchema });
  if (!flow?.social) return flowLost(request, context);
  if (submission.status !== "success") return refuse("phone", submission, 400);
  const phone = composePhone(submission.value.phone_country, submission.value.phone);
  const surface = surfaceOf(submission.value.surface);
  const start: FlowStart = { ...flow, phone };
  try {
    const answer = flow.email
      ? await context.api.auth.socialRegister({ ...flow.social, email: flow.email, phone })
      : await context.api.auth.socialLogin({ ...flow.social, phone });
    return (
      (await continueAuth(request, context, answer, start, surface)) ??
      refuse("phone", submission, 409, { formErrors: [AUTH_FORM_ERRORS.needsMore] })
    );
  } catch (error) {
    return backendRefusal("phone", submission, error, ["phone"]);
  }
}

/**
 * "Is it you?" after a social sign-in (foundations §4): the answer goes as `verified` with the
 * same credential; yes with a token signs in, otherwise the branch goes on (phone, user_info).
 */
export async function answerSocialIsItYou(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  flow: AuthFlow & { social: SocialFlow },
) {
  const submission = parseWithZod(formData, { schema: isItYouSchema });
  if (submission.status !== "success") return refuse("is-it-you", submission, 400);
  try {
    const answer = await context.api.auth.socialLogin({
      ...flow.social,
      email: flow.email,
      verified: submission.value.verified,
    });
    const { existUser: _shown, step: _step, sentAt: _sent, ...start } = flow;
    return await continueSocial(
      request,
      context,
      answer,
      start,
      surfaceOf(submission.value.surface),
    );
  } catch (error) {
    return backendRefusal("is-it-you", submission, error, []);
  }
}
