import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { isApiError, type ApiError } from "~/api/errors";
import { composePhone } from "~/features/auth/phone";
import { localizePath } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import { parseWithZod } from "~/lib/conform.server";
import { passesHoneypot } from "~/lib/honeypot.server";
import { readForm } from "~/lib/read-form.server";
import { makeToast, type ToastMessage } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { commitSession } from "~/sessions/session.server";
import { codeSchema, newPasswordSchema, requestSchema } from "./reset-schema";
import { accountFields, currentReset, resendWaitSeconds } from "./reset-state.server";

export const RESET_PATH = "/forgot-password";
export const RESET_INTENTS = ["send", "resend", "verify", "reset", "restart"] as const;
export type ResetIntent = (typeof RESET_INTENTS)[number];

/** Form-level messages (i18n keys; a backend message is shown as the backend wrote it). */
export const RESET_FORM_ERRORS = {
  refused: "password:errors.refused",
  unavailable: "password:errors.unavailable",
} as const;

export interface ResetActionData {
  intent: ResetIntent;
  result: SubmissionResult<string[]>;
}

/**
 * Which form field a backend error code belongs to, per step (contract §6.3, §6.5): the
 * account's field for `not-found`, the code field for a wrong or blocked code, the password
 * fields for the backend's own rules (it wants 8 characters where the form asks for 6).
 */
const FIELD_OF_CODE: Record<"send" | "verify" | "reset", Record<string, string>> = {
  send: { phone: "phone", email: "email", "not-found": "" },
  verify: {
    reset_token: "otp",
    invalid: "otp",
    otp_temp_blocked: "otp",
    otp_block_time: "otp",
  },
  reset: {
    password: "password",
    confirm_password: "confirm_password",
    mismatch: "confirm_password",
  },
};

/** What the refusals need of any step's submission. */
interface Submission {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult<string[]>;
}

/**
 * POST /forgot-password (foundations §2, contract §6.5): every step is a form posting here with
 * its `intent`. What the steps know — whose account, when the code went, the accepted code —
 * lives in the httpOnly session (`passwordReset`), so a step can be neither skipped nor aimed at
 * another account by editing the page. Success answers 303 to the page (which shows the next
 * step) or, at the end, to sign-in; a refusal re-renders the step with its messages (400).
 */
export async function forgotPasswordAction(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  const { session } = context;
  const page = localizePath(RESET_PATH, context.lang);
  if (session.get("token")) return redirect(localizePath("/home", context.lang), 303);

  const raw = formData.get("intent");
  const intent = RESET_INTENTS.find((name) => name === raw);
  const state = currentReset(session);
  const go = async (to: string, ...toasts: ToastMessage[]) => {
    const headers = new Headers({ "Set-Cookie": await commitSession(session) });
    if (toasts.length) headers.append("Set-Cookie", await flashToasts(request, ...toasts));
    return redirect(to, { status: 303, headers });
  };
  const expired = () => {
    session.unset("passwordReset");
    return go(page, makeToast("info", { key: "password:expired" }));
  };
  if (!intent) return redirect(page, 303);

  if (intent === "restart") {
    session.unset("passwordReset");
    return go(state ? `${page}?by=${state.method}` : page);
  }

  if (intent === "send") {
    const submission = parseWithZod(formData, { schema: requestSchema });
    if (!passesHoneypot(formData))
      return refuse(intent, submission, 400, [RESET_FORM_ERRORS.refused]);
    if (submission.status !== "success") return refuse(intent, submission, 400);
    const { method } = submission.value;
    const target =
      method === "phone"
        ? composePhone(submission.value.phone_country, submission.value.phone ?? "")
        : (submission.value.email ?? "");
    try {
      await context.api.auth.forgotPassword({ verification_method: method, [method]: target });
    } catch (error) {
      return refuseApi(intent, submission, error, method);
    }
    session.set("passwordReset", { method, [method]: target, sentAt: Date.now() });
    return go(page);
  }

  // The later steps belong to a reset under way, in the step it is at.
  if (!state) return expired();

  if (intent === "resend") {
    const submission = parseWithZod(formData, { schema: z.object({}) });
    if (state.resetToken) return go(page);
    if (!passesHoneypot(formData))
      return refuse(intent, submission, 400, [RESET_FORM_ERRORS.refused]);
    // Without JavaScript nothing stops an early press: the server keeps the 60-second wait.
    const wait = resendWaitSeconds(state);
    if (wait > 0) {
      const t = await i18nServer.getFixedT(context.lang, "password");
      return refuse(intent, submission, 429, [t("errors.resendWait", { seconds: wait })]);
    }
    try {
      await context.api.auth.forgotPassword(accountFields(state));
    } catch (error) {
      return refuseApi(intent, submission, error);
    }
    session.set("passwordReset", { ...state, sentAt: Date.now() });
    return go(page, makeToast("success", { key: "password:code.resent" }));
  }

  if (intent === "verify") {
    const submission = parseWithZod(formData, { schema: codeSchema });
    if (state.resetToken) return go(page);
    if (!passesHoneypot(formData))
      return refuse(intent, submission, 400, [RESET_FORM_ERRORS.refused]);
    if (submission.status !== "success") return refuse(intent, submission, 400);
    try {
      await context.api.auth.verifyResetToken({
        reset_token: submission.value.otp,
        ...accountFields(state),
      });
    } catch (error) {
      return refuseApi(intent, submission, error);
    }
    session.set("passwordReset", { ...state, resetToken: submission.value.otp });
    return go(page);
  }

  // intent === "reset"
  const submission = parseWithZod(formData, { schema: newPasswordSchema });
  if (!state.resetToken) return go(page);
  if (!passesHoneypot(formData))
    return refuse(intent, submission, 400, [RESET_FORM_ERRORS.refused]);
  if (submission.status !== "success") return refuse(intent, submission, 400);
  try {
    await context.api.auth.resetPassword({
      reset_token: state.resetToken,
      password: submission.value.password,
      confirm_password: submission.value.confirm_password,
      ...accountFields(state),
    });
  } catch (error) {
    if (!isApiError(error) || error.isUnavailable) return refuseApi(intent, submission, error);
    // The code stopped being good (blocked, replaced) or the account is gone: that step again,
    // with the backend's words — the new password cannot help.
    if (error.hasCode("invalid") || error.hasCode("not-found")) {
      if (error.hasCode("not-found")) session.unset("passwordReset");
      else session.set("passwordReset", { ...state, resetToken: undefined });
      return go(page, makeToast("error", { text: error.messages[0] ?? "" }));
    }
    return refuseApi(intent, submission, error);
  }
  // Signed out: whoever held the old password (the backend revoked its tokens), this browser too.
  session.unset("passwordReset");
  session.unset("token");
  return go(
    localizePath("/auth/sign-in", context.lang),
    makeToast("success", { key: "password:changed" }),
  );
}

const PASSWORD_FIELDS = ["password", "confirm_password"];

function refuse(
  intent: ResetIntent,
  submission: Submission,
  status: number,
  formErrors?: string[],
  fieldErrors?: Record<string, string[]>,
) {
  const result = submission.reply({
    hideFields: intent === "reset" ? PASSWORD_FIELDS : undefined,
    ...(formErrors ? { formErrors } : {}),
    ...(fieldErrors ? { fieldErrors } : {}),
  });
  return data<ResetActionData>({ intent, result }, { status });
}

/** A refused API call as the step's messages: on the field its code names, else the form's. */
function refuseApi(
  intent: ResetIntent,
  submission: Submission,
  error: unknown,
  accountField?: "phone" | "email",
) {
  if (!isApiError(error)) throw error;
  if (error.isUnavailable) return refuse(intent, submission, 503, [RESET_FORM_ERRORS.unavailable]);
  const status = error.status === 429 ? 429 : 400;
  const fieldErrors = fieldErrorsOf(intent, error, accountField);
  if (fieldErrors) return refuse(intent, submission, status, undefined, fieldErrors);
  return refuse(intent, submission, status, [error.messages[0] ?? RESET_FORM_ERRORS.refused]);
}

function fieldErrorsOf(
  intent: ResetIntent,
  error: ApiError,
  accountField?: "phone" | "email",
): Record<string, string[]> | null {
  if (intent !== "send" && intent !== "verify" && intent !== "reset") return null;
  const map = FIELD_OF_CODE[intent];
  // Codes and messages pair up only when every error had both (the contract's usual shape).
  if (error.codes.length !== error.messages.length) return null;
  const errors: Record<string, string[]> = {};
  error.codes.forEach((code, index) => {
    if (!(code in map)) return;
    const field = map[code] || accountField;
    const message = error.messages[index];
    if (!field || !message) return;
    // Only the field on screen: a phone error while the email form is shown is the form's.
    if (intent === "send" && field !== accountField) return;
    (errors[field] ??= []).push(message);
  });
  return Object.keys(errors).length ? errors : null;
}
