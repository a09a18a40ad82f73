import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { localizePath } from "~/i18n/config";
import { closeDialogHref } from "~/lib/dialog-url";
import { passesHoneypot } from "~/lib/honeypot.server";
import { readForm } from "~/lib/read-form.server";
import { safeLocalPath } from "~/lib/safe-redirect";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { commitSession } from "~/sessions/session.server";
import { identifierOf, signInSchema } from "./sign-in-schema";

/** Form-level messages (i18n keys; a backend message is shown as the backend wrote it). */
export const SIGN_IN_FORM_ERRORS = {
  refused: "auth:errors.refused",
  unavailable: "auth:errors.unavailable",
  needsMore: "auth:errors.needsMore",
} as const;

/**
 * Where sign-in returns: the page the dialog was opened on (its `redirectTo`, same-site only),
 * without the dialog and the sign-in's own parameters; /home when there is none.
 */
export function returnPath(value: unknown, context: AppLoadContext): string {
  const path = safeLocalPath(value);
  if (!path) return localizePath("/home", context.lang);
  const url = new URL(path, "http://local.invalid");
  return `${closeDialogHref(url, ["redirectTo", "from"])}${url.hash}`;
}

/**
 * POST /auth/sign-in, manual layout (foundations §4 "Sign-in", §5 "Login"): the form checked by
 * the same schema as in the browser, then the login call with the guest id (the guest's cart is
 * merged into the account). Signed in → the token into the httpOnly session only ("Remember me":
 * for 30 days, and the identifier — never the password — pre-filled next time), 'Sign in
 * successfully.', back where the customer was. Refusals come back as field or form errors with
 * the typed identifier kept (the password is never echoed).
 */
export async function signIn(request: Request, context: AppLoadContext) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: signInSchema });
  const refuse = (status: number, formErrors?: string[]) =>
    data(
      {
        result: submission.reply({
          hideFields: ["password"],
          ...(formErrors ? { formErrors } : {}),
        }),
      },
      { status },
    );
  if (!passesHoneypot(formData)) return refuse(400, [SIGN_IN_FORM_ERRORS.refused]);
  if (submission.status !== "success") return refuse(400);

  const { email_or_phone, password, remember } = submission.value;
  const identifier = identifierOf(email_or_phone);
  let answer;
  try {
    answer = await context.api.auth.loginManual({
      email_or_phone: identifier.value,
      password,
      field_type: identifier.field_type,
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.isUnavailable) return refuse(503, [SIGN_IN_FORM_ERRORS.unavailable]);
    // Wrong credentials (401 auth-001), a blocked account (403 auth-003), too many tries:
    // the backend's own words, which X-localization already translated.
    return refuse(error.status === 429 ? 429 : 400, [
      error.messages[0] ?? SIGN_IN_FORM_ERRORS.refused,
    ]);
  }
  // The account still needs a name or a verification: those steps (user_info, OTP) are the
  // next part of the sign-in issue; until then say so rather than pretend.
  if (!answer.token) return refuse(409, [SIGN_IN_FORM_ERRORS.needsMore]);

  const { session } = context;
  session.set("token", answer.token);
  // The backend merged the guest's cart into the account; the guest id has served.
  session.unset("guestId");
  if (remember) {
    session.set("remember", true);
    session.set("rememberedIdentifier", email_or_phone);
  } else {
    session.unset("remember");
    session.unset("rememberedIdentifier");
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session));
  headers.append(
    "Set-Cookie",
    await flashToasts(request, makeToast("success", { key: "auth:signedIn" })),
  );
  return redirect(returnPath(submission.value.redirectTo, context), { status: 303, headers });
}
