import type { AppSession, PasswordReset } from "~/sessions/session.server";
import { RESET_METHODS } from "./reset-schema";

/** The resend wait (foundations §9), the backend's own throttle for the same account. */
export const RESEND_WAIT_SECONDS = 60;
/** A reset left this long is forgotten: the page starts again at step 1. */
export const RESET_STATE_TTL_MS = 30 * 60 * 1000;

export type ResetStep = "request" | "code" | "password";

/**
 * The reset under way in this session, or null when there is none, it is stale, or it is not a
 * shape this code wrote (the cookie is signed, but an older release may have written it).
 */
export function currentReset(session: AppSession, now = Date.now()): PasswordReset | null {
  const state = session.get("passwordReset") as Partial<PasswordReset> | undefined;
  if (!state || typeof state !== "object") return null;
  if (!RESET_METHODS.includes(state.method as PasswordReset["method"])) return null;
  const target = state.method === "phone" ? state.phone : state.email;
  if (typeof target !== "string" || !target) return null;
  if (typeof state.sentAt !== "number" || now - state.sentAt > RESET_STATE_TTL_MS) return null;
  if (state.sentAt > now + 60_000) return null;
  if (state.resetToken !== undefined && typeof state.resetToken !== "string") return null;
  return state as PasswordReset;
}

/** The step the page shows: decided here, from the session, never by the form. */
export function stepOf(state: PasswordReset | null): ResetStep {
  if (!state) return "request";
  return state.resetToken ? "password" : "code";
}

/** Whole seconds until another code may be sent (0: now). */
export function resendWaitSeconds(state: PasswordReset, now = Date.now()): number {
  const left = RESEND_WAIT_SECONDS * 1000 - (now - state.sentAt);
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Where the code went, as shown to the customer and sent back to the API. */
export function targetOf(state: PasswordReset): string {
  return (state.method === "phone" ? state.phone : state.email) ?? "";
}

/** The `verification_method` + phone/email part of every reset call. */
export function accountFields(state: PasswordReset) {
  return state.method === "phone"
    ? { verification_method: "phone" as const, phone: state.phone }
    : { verification_method: "email" as const, email: state.email };
}
