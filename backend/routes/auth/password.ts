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

/** Forgot / reset password (contract §6.5). The reset code is a password_resets OTP. */
export function registerPasswordRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;

  router.post("/auth/forgot-password", (req, res) => {
    const target = resolveAccount(deps, req, res);
    if (!target) return;
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
    db.transaction(() => {
      updateUser(db, target.user.id, { password_hash: hashPassword(input.password) }, now);
      // Whoever held the old password is signed out everywhere.
      revokeUserTokens(db, target.user.id);
    })();
    return sendMessage(res, 200, "Password changed successfully.");
  });

  router.put("/auth/firebase-reset-password", (_req, res) =>
    sendError(res, 403, "403", "Firebase phone verification is not configured on this server."),
  );
}

/** The account named by `verification_method` + phone/email; answers 403/404 itself. */
function resolveAccount(
  deps: BackendDeps,
  req: Request,
  res: Response,
): { user: UserRow; identity: string } | undefined {
  const input = validate(identitySchema, inputOf(req), res);
  if (!input) return undefined;
  const byEmail =
    (input.verification_method ?? (input.email && !input.phone ? "email" : "phone")) === "email";
  const user = byEmail
    ? findUserByEmail(deps.db, input.email!)
    : findUserByPhone(deps.db, input.phone!);
  if (!user) {
    sendError(res, 404, "not-found", "User not found!");
    return undefined;
  }
  return { user, identity: byEmail ? user.email! : user.phone! };
}
