import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError, sendMessage } from "../../http/errors";
import { checkOtp, sendOtp, tryAgainMessage } from "../../services/otp";
import { revokeUserTokens } from "../../services/tokens";
import {
  findUserByEmail,
  findUserByPhone,
  hashPassword,
  normalisePhone,
  updateUser,
  type UserRow,
} from "../../services/users";
import {
  inputOf,
  optionalEmail,
  optionalOneOf,
  optionalPhone,
  password,
  text,
  validate,
} from "../commerce-input";
import { answerOtpFailure } from "./otp-answers";

const identitySchema = z
  .object({
    verification_method: optionalOneOf(["phone", "email"]),
    phone: optionalPhone(9, 20),
    email: optionalEmail(),
  })
  .superRefine((value, ctx) => {
    const method = value.verification_method ?? (value.email && !value.phone ? "email" : "phone");
    if (method === "phone" && !value.phone) {
      ctx.addIssue({ code: "custom", path: ["phone"], message: "The phone field is required." });
    }
    if (method === "email" && !value.email) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "The email field is required." });
    }
  });

const tokenSchema = z.object({ reset_token: text(10) });
const resetSchema = z.object({
  reset_token: text(10),
  password: password(8),
  confirm_password: password(1),
});

/**
 * Forgot / reset password (contract §6.5). The reset code is a password_resets OTP.
 * Unlike the original, an unknown phone or e-mail is not a 404 (issue 28 item 10): anyone could
 * learn who has an account. forgot-password answers as if it sent a code (and keeps the same
 * 60 s resend throttle for it, which would tell otherwise), verify-token and reset-password
 * refuse every code as a wrong one. An e-mail nobody proved (kept unverified, e.g. typed at
 * update-info) counts as unknown: a code sent there would hand the account to its mailbox.
 */
export function registerPasswordRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;

  router.post("/auth/forgot-password", (req, res) => {
    const target = resolveAccount(deps, req, res);
    if (!target) return;
    // Unknown accounts too: the code goes nowhere, but the answer and the throttle are the same.
    const sent = sendOtp(db, "password_resets", target.identity, {
      demo: options.demo,
      now: options.now(),
    });
    if (!sent.ok) return sendError(res, 405, "otp", tryAgainMessage(sent.waitSeconds));
    return sendMessage(res, 200, "OTP sent successfully");
  });

  router.post("/auth/verify-token", (req, res) => {
    const input = validate(tokenSchema, inputOf(req), res);
    if (!input) return;
    const target = resolveAccount(deps, req, res);
    if (!target) return;
    // The code stays valid: reset-password needs it once more.
    const check = checkOtp(db, "password_resets", target.identity, input.reset_token, {
      now: options.now(),
      keep: true,
    });
    if (!check.ok) return answerOtpFailure(res, check, "reset");
    if (!target.user) return answerOtpFailure(res, { ok: false, reason: "mismatch" }, "reset");
    return sendMessage(res, 200, "OTP found, you can proceed");
  });

  router.put("/auth/reset-password", (req, res) => {
    const input = validate(resetSchema, inputOf(req), res);
    if (!input) return;
    const target = resolveAccount(deps, req, res);
    if (!target) return;
    if (input.password !== input.confirm_password) {
      return sendError(res, 401, "mismatch", "Password did not match.");
    }
    const now = options.now();
    const check = checkOtp(db, "password_resets", target.identity, input.reset_token, { now });
    if (!check.ok) return answerOtpFailure(res, check, "reset");
    const user = target.user;
    if (!user) return answerOtpFailure(res, { ok: false, reason: "mismatch" }, "reset");
    db.transaction(() => {
      updateUser(db, user.id, { password_hash: hashPassword(input.password) }, now);
      // Whoever held the old password is signed out everywhere.
      revokeUserTokens(db, user.id);
    })();
    return sendMessage(res, 200, "Password changed successfully.");
  });

  router.put("/auth/firebase-reset-password", (_req, res) =>
    sendError(res, 403, "403", "Firebase phone verification is not configured on this server."),
  );
}

/**
 * The account named by `verification_method` + phone/email (validation refusals answered here):
 * `user` is null when there is none — or when its e-mail was never verified — and `identity` is
 * what the code is keyed on either way (the phone normalised, the e-mail lower-cased).
 */
function resolveAccount(
  deps: BackendDeps,
  req: Request,
  res: Response,
): { user: UserRow | null; identity: string } | undefined {
  const input = validate(identitySchema, inputOf(req), res);
  if (!input) return undefined;
  const byEmail =
    (input.verification_method ?? (input.email && !input.phone ? "email" : "phone")) === "email";
  if (byEmail) {
    const user = findUserByEmail(deps.db, input.email!);
    const identity = input.email!.trim().toLowerCase();
    return { user: user?.is_email_verified ? user : null, identity };
  }
  return {
    user: findUserByPhone(deps.db, input.phone!) ?? null,
    identity: normalisePhone(input.phone!),
  };
}
