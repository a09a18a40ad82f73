import type { Transport } from "./http.server";
import { loginShapeSchema } from "./schemas/auth";
import { messageSchema } from "./schemas/content";

/** How an account is being verified or completed (contract §6): by phone or by email. */
export type VerificationType = "phone" | "email";
/** The login types of contract §6.1 that verify-phone and update-info accept. */
export type LoginType = "manual" | "otp" | "social";
export type SocialMedium = "google" | "facebook" | "apple";

/** A provider's credential as social-login and social-register take it (contract §2.2). */
export interface SocialCredentialFields {
  medium: SocialMedium;
  token: string;
  unique_id?: string;
  email?: string;
}

/**
 * auth/* (api-contract §2.2, §6): sign-in, sign-up and their follow-ups (OTP, update-info,
 * forgot password). The guest id goes with every call that can sign someone in (`asGuest`) so
 * the backend merges the guest's cart into the account (§3.4). Phones are sent with their '+'.
 */
export function authApi(t: Transport) {
  const post = (path: string, body: Record<string, unknown>) =>
    t.call(path, { method: "POST", body, schema: loginShapeSchema, asGuest: true });
  return {
    /** POST /auth/login, login_type=manual (§6.1): wrong credentials → 401 `auth-001`. */
    loginManual: (fields: {
      email_or_phone: string;
      password: string;
      field_type: "email" | "phone";
    }) => post("auth/login", { login_type: "manual", ...fields }),

    /** POST /auth/login, login_type=otp, step 1: the server sends a code (405 `otp` within 60 s). */
    requestLoginOtp: (phone: string) => post("auth/login", { login_type: "otp", phone }),

    /** POST /auth/login, login_type=otp, after "Is it you?": `verified` yes keeps the account. */
    loginOtpVerified: (fields: { phone: string; otp: string; verified: "yes" | "no" }) =>
      post("auth/login", { login_type: "otp", ...fields }),

    /** POST /auth/sign-up (§6.2): a token, or none while the phone/email awaits its code. */
    signUp: (fields: {
      name: string;
      email: string;
      phone: string;
      password: string;
      confirm_password: string;
      ref_code?: string;
    }) => post("auth/sign-up", fields),

    /** POST /auth/verify-phone (§6.2–6.3): the code for a phone or an email. */
    verifyOtp: (fields: {
      otp: string;
      verification_type: VerificationType;
      login_type: "manual" | "otp";
      phone?: string;
      email?: string;
    }) => post("auth/verify-phone", fields),

    /**
     * POST /auth/firebase-verify-token (§2.2, §6.2 step 3): the verificationId Firebase gave the
     * browser (`session_info`) with the code it sent; Firebase's refusal text → 403 code "403".
     */
    firebaseVerifyToken: (fields: {
      session_info: string;
      phone: string;
      otp: string;
      login_type: "manual" | "otp";
    }) => post("auth/firebase-verify-token", fields),

    /**
     * POST /auth/update-info (§6.4): the name (and the other contact) an account lacks, with the
     * `verification_token` the verification answered when the backend sent one (issue 28).
     */
    updateInfo: (fields: {
      name: string;
      login_type: LoginType;
      phone?: string;
      email?: string;
      ref_code?: string;
      verification_token?: string;
    }) => post("auth/update-info", fields),

    /**
     * POST /auth/social-login (§2.2, §6.1; foundations §3 "Social login payload"): the
     * provider's credential. `phone` only when Facebook gave no email and one was asked for.
     */
    socialLogin: (fields: SocialCredentialFields & { phone?: string; verified?: "yes" | "no" }) =>
      post("auth/social-login", { ...fields, login_type: "social" }),

    /** POST /auth/social-register (§2.2): the phone an account signed in socially lacks. */
    socialRegister: (fields: SocialCredentialFields & { phone: string }) =>
      post("auth/social-register", { ...fields, id_token: true }),

    /** POST /auth/forgot-password (§6.5): a code by phone or email. */
    forgotPassword: (fields: {
      verification_method: VerificationType;
      phone?: string;
      email?: string;
    }) => t.call("auth/forgot-password", { method: "POST", body: fields, schema: messageSchema }),

    /** POST /auth/verify-token (§6.5): the reset code; 400 `invalid` when wrong. */
    verifyResetToken: (fields: {
      reset_token: string;
      verification_method: VerificationType;
      phone?: string;
      email?: string;
    }) => t.call("auth/verify-token", { method: "POST", body: fields, schema: messageSchema }),

    /** PUT /auth/reset-password (§6.5). */
    resetPassword: (fields: {
      reset_token: string;
      password: string;
      confirm_password: string;
      verification_method: VerificationType;
      phone?: string;
      email?: string;
    }) => t.call("auth/reset-password", { method: "PUT", body: fields, schema: messageSchema }),
  };
}
