import type { AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "~/lib/conform.server";
import { passesHoneypot } from "~/lib/honeypot.server";
import { readForm } from "~/lib/read-form.server";
import { AUTH_FORM_ERRORS, backendRefusal, refuse } from "./auth-answers.server";
import { continueAuth, returnPath } from "./auth-flow.server";
import { signUpSchema } from "./auth-schemas";
import { composePhone } from "./phone";

const SIGN_UP_FIELDS = ["name", "email", "phone", "password", "confirm_password", "ref_code"];

/**
 * POST /auth/sign-up (foundations §2 "Sign-up form", §4 "Sign-up", §5 "Sign-up"): the form
 * checked by the browser's schema again, the terms refused unticked ('You must accept the terms
 * and conditions' — the button's disabled state needs JavaScript), the phone sent with its '+',
 * the refer code only where the operator shows it. Then the verification branch every sign-in
 * takes; once signed in, 'Signup successfully.', the welcome flag and /interest (or /home).
 */
export async function signUp(request: Request, context: AppLoadContext, referral: boolean) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (!passesHoneypot(formData))
    return refuse("sign-up", submission, 400, { formErrors: [AUTH_FORM_ERRORS.refused] });
  if (submission.status !== "success") return refuse("sign-up", submission, 400);
  const value = submission.value;
  const phone = composePhone(value.phone_country, value.phone);
  try {
    const answer = await context.api.auth.signUp({
      name: value.name,
      email: value.email,
      phone,
      password: value.password,
      confirm_password: value.confirm_password,
      ...(referral && value.ref_code ? { ref_code: value.ref_code } : {}),
    });
    const start = {
      origin: "sign-up" as const,
      login_type: "manual" as const,
      verification_type: "phone" as const,
      phone,
      email: value.email,
      redirectTo: returnPath(value.redirectTo, context),
    };
    return (
      (await continueAuth(request, context, answer, start, value.surface ?? "page")) ??
      refuse("sign-up", submission, 409, { formErrors: [AUTH_FORM_ERRORS.needsMore] })
    );
  } catch (error) {
    // 403 `phone`/`email` taken, `ref_code` unknown, the backend's password rule (§7.1).
    return backendRefusal("sign-up", submission, error, SIGN_UP_FIELDS);
  }
}
