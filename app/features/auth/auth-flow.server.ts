import { redirect, type AppLoadContext } from "@remix-run/node";
import type { LoginShape } from "~/api/schemas/auth";
import { localizePath, stripLangPrefix } from "~/i18n/config";
import { closeDialogHref, DIALOG_PARAM } from "~/lib/dialog-url";
import { safeLocalPath } from "~/lib/safe-redirect";
import { settle } from "~/api/settle.server";
import { makeToast, type ToastMessage } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { commitSession, type AuthFlow } from "~/sessions/session.server";
import { usesFirebasePhoneAuth } from "./firebase/firebase-switch.server";
import { carryGuestCart } from "./guest-cart.server";
import { AUTH_STEP_PATHS, SIGN_IN_ACTION, type AuthStep, type AuthSurface } from "./auth-urls";

/** The OTP dialog's resend wait (foundations §4, §9). */
export const RESEND_WAIT_MS = 60_000;

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

/** A step's address: its dialog over the return page, or its own /auth page. */
export function stepHref(
  step: AuthStep,
  redirectTo: string,
  surface: AuthSurface,
  context: AppLoadContext,
): string {
  if (surface === "page") {
    return `${localizePath(AUTH_STEP_PATHS[step], context.lang)}?from=${encodeURIComponent(redirectTo)}`;
  }
  const url = new URL(redirectTo, "http://local.invalid");
  url.searchParams.set(DIALOG_PARAM, step);
  return `${url.pathname}${url.search}`;
}

/** What a flow starts from: everything of AuthFlow but the step. */
export type FlowStart = Omit<AuthFlow, "step" | "sentAt" | "existUser">;

/** A 303 to `to` with the session written and any toasts queued. */
export async function redirectWith(
  request: Request,
  context: AppLoadContext,
  to: string,
  toasts: ToastMessage[] = [],
) {
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(context.session));
  if (toasts.length) headers.append("Set-Cookie", await flashToasts(request, ...toasts));
  return redirect(to, { status: 303, headers });
}

/** The flow waiting in the session, if it is at `step`. */
export function flowAt(context: AppLoadContext, step: AuthStep): AuthFlow | null {
  const flow = context.session.get("authFlow");
  return flow && flow.step === step ? flow : null;
}

/** A step's form arrived with no flow waiting on it (expired, another tab): start again. */
export function flowLost(request: Request, context: AppLoadContext) {
  return redirectWith(request, context, localizePath(SIGN_IN_ACTION, context.lang), [
    makeToast("error", { key: "auth:flow.lost" }),
  ]);
}

/** Moves the flow to `step` and shows it where the customer is. */
export function goToStep(
  request: Request,
  context: AppLoadContext,
  flow: AuthFlow,
  surface: AuthSurface,
  toasts: ToastMessage[] = [],
) {
  context.session.set("authFlow", flow);
  return redirectWith(
    request,
    context,
    stepHref(flow.step, flow.redirectTo, surface, context),
    toasts,
  );
}

/**
 * The branch after a login-shaped answer (foundations §4 "Sign-in", "Sign-up", "OTP modal"):
 * no personal info → user_info; an existing unverified account → "Is it you?"; a phone or email
 * still to verify → the OTP step (the backend has sent the code); a token → signed in.
 * `verified` names the channel the customer has just proved, so it is not asked again.
 */
export async function continueAuth(
  request: Request,
  context: AppLoadContext,
  answer: LoginShape,
  start: FlowStart,
  surface: AuthSurface,
  options: { verified?: "phone" | "email"; otp?: string } = {},
) {
  const base: AuthFlow = {
    ...start,
    step: "otp",
    ...(options.otp ? { otp: options.otp } : {}),
    ...(answer.email && !start.email ? { email: answer.email } : {}),
    // A manual sign-in by e-mail of an unverified phone: the backend sent the code to the phone
    // its answer names (the reference backend, issue 28).
    ...(start.login_type === "manual" && typeof answer.phone === "string" && !start.phone
      ? { phone: answer.phone }
      : {}),
  };
  if (answer.is_personal_info === false) {
    // The backend's proof for update-info, when it sends one (a stock backend does not).
    const proof = answer.verification_token ? { verificationToken: answer.verification_token } : {};
    return goToStep(request, context, { ...base, step: "user-info", ...proof }, surface);
  }
  if (answer.is_exist_user) {
    const existUser = {
      name: answer.is_exist_user.name,
      image: answer.is_exist_user.image ?? null,
    };
    return goToStep(request, context, { ...base, step: "is-it-you", existUser }, surface);
  }
  // A channel is asked for only where the operator requires its verification: an account's
  // email is "unverified" in every answer while email verification is off (contract §6.2).
  const required = await verificationRequired(context);
  const unverified =
    answer.is_phone_verified === false &&
    required.phone &&
    options.verified !== "phone" &&
    base.phone
      ? "phone"
      : answer.is_email_verified === false &&
          required.email &&
          options.verified !== "email" &&
          (start.email || answer.email)
        ? "email"
        : null;
  if (unverified) {
    // No toast: the step itself says where the code went.
    return goToStep(
      request,
      context,
      {
        ...base,
        step: "otp",
        verification_type: unverified,
        sentAt: Date.now(),
        // A sign-up's phone with Firebase phone auth: the browser has Firebase send the code.
        ...(unverified === "phone" && (await usesFirebasePhoneAuth(context))
          ? { via: "firebase" as const }
          : {}),
      },
      surface,
    );
  }
  if (answer.token) return finishSignIn(request, context, answer.token, start);
  return null;
}

/**
 * Signed in: the token into the httpOnly session only (design §2), the guest id dropped (the
 * backend merged the guest's cart — after a sign-up, which stock does not merge, the guest's
 * lines are carried over first), the flow cleared; 'Sign in successfully.' back where the
 * customer was, or 'Signup successfully.', the welcome flag and /interest after a sign-up
 * (/home when there is no zone or the module is parcel, §4 "Sign-up") — except from checkout,
 * where the customer goes back to finish the order.
 */
export async function finishSignIn(
  request: Request,
  context: AppLoadContext,
  token: string,
  start: Pick<AuthFlow, "origin" | "redirectTo" | "remember">,
) {
  const { session, prefs, lang } = context;
  // Read with the guest id, so before it is dropped.
  if (start.origin === "sign-up") await carryGuestCart(context, token);
  session.set("token", token);
  session.unset("guestId");
  session.unset("authFlow");
  if (start.remember) {
    session.set("remember", true);
    session.set("rememberedIdentifier", start.remember.identifier);
  } else if (start.origin === "sign-in") {
    session.unset("remember");
    session.unset("rememberedIdentifier");
  }
  let to = start.redirectTo;
  if (start.origin === "sign-up") {
    session.set("welcome", true);
    const interest = prefs.zoneIds && prefs.moduleId && prefs.moduleType !== "parcel";
    if (!isCheckout(start.redirectTo)) to = localizePath(interest ? "/interest" : "/home", lang);
  }
  const toast = makeToast("success", {
    key: start.origin === "sign-up" ? "auth:signedUp" : "auth:signedIn",
  });
  return redirectWith(request, context, to, [toast]);
}

/** A return path on the checkout page (`/checkout`, `/ar/checkout?page=cart`). */
const isCheckout = (path: string) => /^\/checkout(?:[/?#]|$)/.test(stripLangPrefix(path));

/** Config's centralize_login verification switches (cached); both on when config is away. */
async function verificationRequired(context: AppLoadContext) {
  const config = await settle(context.api.config.get());
  const login = config.ok ? config.value.centralize_login : undefined;
  return {
    phone: login ? Boolean(login.phone_verification_status) : true,
    email: login ? Boolean(login.email_verification_status) : true,
  };
}
