import type { Response } from "express";
import { sendError, sendMessage } from "../../http/errors";
import { tryAgainMessage, type CheckResult } from "../../services/otp";

/**
 * The contract's answers to a refused code (§6.3): blocks are 405 with `otp_temp_blocked` /
 * `otp_block_time`; a plain miss is 404 `{message}` for phone/e-mail verification and
 * 400 `invalid` for the password-reset token.
 */
export function answerOtpFailure(
  res: Response,
  check: Exclude<CheckResult, { ok: true }>,
  missStyle: "verification" | "reset" = "verification",
) {
  if (check.reason === "just_blocked") {
    return sendError(res, 405, "otp_temp_blocked", "Too many attempts. Please try again later.");
  }
  if (check.reason === "blocked")
    return sendError(res, 405, "otp_block_time", tryAgainMessage(check.waitSeconds));
  if (missStyle === "reset") return sendError(res, 400, "invalid", "Invalid OTP.");
  return sendMessage(res, 404, "OTP does not match");
}
