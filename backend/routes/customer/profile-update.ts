import type { Request, RequestHandler, Response, Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError, sendMessage } from "../../http/errors";
import { multipartBody, UploadedFile } from "../../http/multipart";
import { bearerTokenOf } from "../../http/request";
import { currentUser } from "../../services/auth-guard";
import {
  accountKey,
  blockedForMs,
  clearFailures,
  recordFailure,
  tooManyAttemptsMessage,
} from "../../services/login-throttle";
import { revokeOtherTokens } from "../../services/tokens";
import { commerceSettings } from "../../services/orders-settings";
import { badImageDimensions, dimensionsMessage, sniffImage } from "../../services/uploads";
import { firebaseCodeRefusal } from "../../services/firebase-phone";
import { checkOtp, sendOtp, tryAgainMessage, type OtpTable } from "../../services/otp";
import {
  findUserByEmail,
  findUserByPhone,
  hashPassword,
  normalisePhone,
  passwordMatches,
  splitName,
  updateUser,
  type UserRow,
} from "../../services/users";
import {
  email,
  inputOf,
  optionalOneOf,
  optionalPassword,
  optionalText,
  phone,
  text,
  validate,
} from "../commerce-input";

const profileSchema = z.object({
  name: text(100),
  email: email(),
  phone: phone(9, 20).transform(normalisePhone),
  password: optionalPassword(8),
  // Not in 6amMart's §7.4 (issue 28 item 7): a new password needs the one it replaces.
  current_password: optionalPassword(1),
  button_type: optionalOneOf(["phone", "email", "change_password"]),
  otp: optionalText(10),
  verification_on: optionalOneOf(["phone", "email"]),
  verification_medium: optionalText(20),
  session_info: optionalText(4000),
});
type ProfileInput = z.infer<typeof profileSchema>;

/**
 * POST customer/update-profile (contract §7.4). A new (or unverified) phone must be verified
 * first: the call answers the OTP prompt, and the client repeats it with `otp`. Unlike the
 * original, `button_type=change_password` does not skip the check when the phone itself
 * changes. The profile image is not taken: multipart bodies are parsed only on the order
 * routes (http/multipart.ts, for prescriptions), and no profile upload is stored.
 * With config firebase_otp_verification on, a phone is checked by Firebase phone auth instead
 * of an SMS code: the prompt says `verification_medium: "firebase"` (no code is stored), and the
 * repeat call's `session_info` + `otp` are redeemed at Identity Toolkit, as sign-in does.
 * A new `password` needs `current_password` (checkCurrentPassword), and signs out the account's
 * other devices, as reset-password does: the original let anyone holding a token (a shared or
 * stolen device) lock the owner out, and the old password's sessions stayed in.
 */
export function registerProfileUpdateRoute(
  router: Router,
  deps: BackendDeps,
  auth: RequestHandler,
) {
  router.post("/customer/update-profile", profileForm, auth, (req, res, next) => {
    updateProfile(deps, req, res).catch(next);
  });
}

async function updateProfile(deps: BackendDeps, req: Request, res: Response) {
  const { db, options } = deps;
  const input = validate(profileSchema, inputOf(req), res);
  if (!input) return;
  const image = profileImage(inputOf(req).image);
  if (image === "invalid")
    return sendError(res, 403, "image", "The image must be a file of type: jpg, png, jpeg, gif.");
  if (image === "too-large")
    return sendError(res, 403, "image", "The image may not be greater than 2048 kilobytes.");
  if (image === "dimensions") return sendError(res, 403, "image", dimensionsMessage("image"));
  const user = currentUser(res);
  if (input.password && !checkCurrentPassword(deps, res, user, input.current_password)) return;
  const phoneOwner = findUserByPhone(db, input.phone);
  if (phoneOwner && phoneOwner.id !== user.id)
    return sendError(res, 403, "phone", "The phone has already been taken.");
  const emailOwner = findUserByEmail(db, input.email);
  if (emailOwner && emailOwner.id !== user.id)
    return sendError(res, 403, "email", "The email has already been taken.");

  const settings = commerceSettings(db);
  const email = input.email.toLowerCase();
  const phoneChanged = input.phone !== user.phone;
  const emailChanged = email !== user.email;
  const needsPhoneCheck =
    settings.phoneVerification &&
    (phoneChanged || (input.button_type === "phone" && !user.is_phone_verified));
  const needsEmailCheck =
    settings.emailVerification &&
    (emailChanged || (input.button_type === "email" && !user.is_email_verified));

  let verified: "phone" | "email" | null = null;
  for (const channel of ["phone", "email"] as const) {
    const needed = channel === "phone" ? needsPhoneCheck : needsEmailCheck;
    if (!needed) continue;
    const target = channel === "phone" ? input.phone : email;
    const outcome =
      channel === "phone" && settings.firebaseOtp
        ? await verifyWithFirebase(deps, res, input, target)
        : verifyChannel(deps, res, input, channel, target);
    if (outcome !== "verified") return;
    verified = channel;
  }

  const now = options.now();
  const changes: Partial<UserRow> = {
    ...splitName(input.name),
    phone: input.phone,
    email,
  };
  if (phoneChanged || verified === "phone")
    changes.is_phone_verified = verified === "phone" ? 1 : 0;
  if (emailChanged || verified === "email") {
    changes.is_email_verified = verified === "email" ? 1 : 0;
    changes.email_verified_at = verified === "email" ? now.toISOString() : null;
  }
  if (input.password) changes.password_hash = hashPassword(input.password);
  if (image) [changes.image] = deps.uploads.save("profile", [image]);
  db.transaction(() => {
    updateUser(db, user.id, changes, now);
    if (input.password) revokeOtherTokens(db, user.id, bearerTokenOf(req)!);
  })();
  if (image && user.image) deps.uploads.remove("profile", [user.image]);
  return sendMessage(res, 200, "Successfully updated!");
}

/**
 * The password a change replaces, checked like a sign-in: wrong guesses count towards the
 * account's sign-in limit (services/login-throttle.ts), so a borrowed token cannot try them
 * forever. An account without a password (made by OTP or social sign-in) has none to give: it
 * sets its first one through forgot-password, whose code proves the phone. Answers itself and
 * returns false when refused.
 */
function checkCurrentPassword(
  deps: BackendDeps,
  res: Response,
  user: UserRow,
  current: string | undefined,
): boolean {
  const { db, options } = deps;
  if (!user.password_hash) {
    sendError(
      res,
      403,
      "current_password",
      "This account has no password yet. Use Forgot password to set one.",
    );
    return false;
  }
  if (current === undefined) {
    sendError(res, 403, "current_password", "The current password field is required.");
    return false;
  }
  const now = options.now();
  const account = accountKey(user.id, "");
  const waitMs = blockedForMs(db, account, now);
  if (waitMs > 0) {
    res.setHeader("Retry-After", String(Math.ceil(waitMs / 1000)));
    sendError(res, 429, "current_password", tooManyAttemptsMessage(waitMs));
    return false;
  }
  if (!passwordMatches(current, user.password_hash)) {
    recordFailure(db, account, now);
    sendError(res, 403, "current_password", "The current password is incorrect.");
    return false;
  }
  clearFailures(db, account);
  return true;
}

const MAX_IMAGE_BYTES = 2048 * 1024;
const profileForm = multipartBody({
  maxBytes: MAX_IMAGE_BYTES + 256 * 1024,
  tooLarge: { code: "image", message: "The image may not be greater than 2048 kilobytes." },
});

/** The uploaded picture, checked by its bytes (a renamed HTML page is not an image). */
function profileImage(raw: unknown) {
  if (raw === undefined || raw === "") return null;
  if (!(raw instanceof UploadedFile)) return "invalid" as const;
  if (raw.bytes.length > MAX_IMAGE_BYTES) return "too-large" as const;
  const extension = sniffImage(raw.bytes);
  if (extension === null || extension === "webp") return "invalid" as const;
  if (badImageDimensions(raw.bytes)) return "dimensions" as const;
  return { bytes: new Uint8Array(raw.bytes), extension };
}

/**
 * Without `otp`: sends a code to the new phone/e-mail and answers the prompt. With it: checks
 * the code (403 on a miss, as the contract's profile flow does). Returns "verified" or
 * "answered" (a response was sent).
 */
function verifyChannel(
  deps: BackendDeps,
  res: Response,
  input: ProfileInput,
  channel: "phone" | "email",
  target: string,
): "verified" | "answered" {
  const table: OtpTable = channel === "phone" ? "phone_verifications" : "email_verifications";
  const medium = channel === "phone" ? "SMS" : "email";
  const now = deps.options.now();
  if (!input.otp || input.verification_on !== channel) {
    const sent = sendOtp(deps.db, table, target, { demo: deps.options.demo, now });
    if (!sent.ok) {
      res.status(403).json({
        verification_on: channel,
        verification_medium: medium,
        otp_send: false,
        message: tryAgainMessage(sent.waitSeconds),
      });
    } else {
      res.json({
        verification_on: channel,
        verification_medium: medium,
        otp_send: true,
        message: `An OTP was sent to your ${channel}.`,
      });
    }
    return "answered";
  }
  const check = checkOtp(deps.db, table, target, input.otp, { now });
  if (check.ok) return "verified";
  if (check.reason === "just_blocked")
    sendError(res, 403, "otp_temp_blocked", "Too many attempts. Please try again later.");
  else if (check.reason === "blocked")
    sendError(res, 403, "otp_block_time", tryAgainMessage(check.waitSeconds));
  else sendError(res, 403, "otp", "OTP does not match");
  return "answered";
}

/**
 * The phone check when Firebase sends the code (contract §6.2 step 3, §7.4): without `otp` (or
 * without `session_info`) the prompt, nothing stored — the browser has Firebase text the code.
 * With them: Firebase redeems the session, and the number it verified must be the new phone.
 * Refusals are the profile flow's 403 `otp` (Firebase's INVALID_CODE is "OTP does not match").
 */
async function verifyWithFirebase(
  deps: BackendDeps,
  res: Response,
  input: ProfileInput,
  target: string,
): Promise<"verified" | "answered"> {
  if (!input.otp || input.verification_on !== "phone" || !input.session_info) {
    res.json({
      verification_on: "phone",
      verification_medium: "firebase",
      otp_send: true,
      message: "An OTP was sent to your phone.",
    });
    return "answered";
  }
  const refusal = await firebaseCodeRefusal(deps.db, deps.options.identityToolkitUrl, {
    sessionInfo: input.session_info,
    code: input.otp,
    expectedPhone: target,
  });
  if (refusal) {
    sendError(res, 403, "otp", refusal === "INVALID_CODE" ? "OTP does not match" : refusal);
    return "answered";
  }
  return "verified";
}
