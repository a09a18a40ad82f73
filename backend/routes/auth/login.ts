import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError } from "../../http/errors";
import { zoneIdsOf } from "../../http/request";
import { guestIdOf } from "../../services/auth-guard";
import { pendingShape, signedIn } from "../../services/auth-session";
import { createGuest } from "../../services/guest-ids";
import {
  accountKey,
  blockedForMs,
  clearFailures,
  recordFailure,
  tooManyAttemptsMessage,
} from "../../services/login-throttle";
import { commerceSettings } from "../../services/orders-settings";
import { checkOtp, sendOtp, tryAgainMessage } from "../../services/otp";
import { revokeUserTokens } from "../../services/tokens";
import {
  createUser,
  findUserByEmail,
  findUserByPhone,
  normalisePhone,
  passwordMatches,
  updateUser,
  type UserRow,
} from "../../services/users";
import {
  inputOf,
  oneOf,
  optionalOneOf,
  optionalText,
  password,
  phone,
  text,
  validate,
} from "../commerce-input";
import { answerOtpFailure } from "./otp-answers";
import { registerSocialRoutes, socialLoginHandler } from "./social";

const loginTypeSchema = z.object({ login_type: oneOf(["manual", "otp", "social"]) });

const manualSchema = z.object({
  email_or_phone: text(255),
  password: password(6),
  field_type: optionalOneOf(["phone", "email"]),
});

const otpSchema = z.object({
  phone: phone(9, 20).transform(normalisePhone),
  otp: optionalText(10),
  verified: optionalOneOf(["yes", "no"]),
});

/** POST /auth/login (manual, otp, social), POST /auth/guest/request, POST /auth/social-*. */
export function registerLoginRoutes(router: Router, deps: BackendDeps) {
  const socialLogin = socialLoginHandler(deps);
  router.post("/auth/login", (req, res) => {
    const input = inputOf(req);
    const kind = validate(loginTypeSchema, input, res);
    if (!kind) return;
    if (kind.login_type === "manual") return manualLogin(deps, req, res);
    if (kind.login_type === "otp") return otpLogin(deps, req, res);
    return socialLogin(req, res);
  });
  // social-login and social-register (routes/auth/social.ts).
  registerSocialRoutes(router, deps);

  router.post("/auth/guest/request", (req, res) => {
    const fcmToken =
      typeof req.body?.fcm_token === "string" ? req.body.fcm_token.slice(0, 500) : null;
    // A random id, not the auto-increment: a guest id is the guest's only credential.
    const guestId = createGuest(deps.db, {
      ipAddress: req.ip ?? null,
      fcmToken,
      at: deps.options.now().toISOString(),
    });
    res.json({ message: "Guest verified", guest_id: guestId });
  });
}

const guestOf = (req: Request) => {
  const id = guestIdOf(req);
  return typeof id === "number" ? id : null;
};

function findByIdentifier(
  deps: BackendDeps,
  identifier: string,
  fieldType?: "phone" | "email",
): UserRow | undefined {
  const isEmail = fieldType === "email" || (fieldType === undefined && identifier.includes("@"));
  if (isEmail) return findUserByEmail(deps.db, identifier);
  // Phones are compared in their stored form: typed with or without the "+", one account.
  return /^\+?[0-9 ()-]+$/.test(identifier) ? findUserByPhone(deps.db, identifier) : undefined;
}

/**
 * Manual login (contract §6.1): 401 `auth-001` on wrong credentials, 403 `auth-003` when blocked.
 * After MAX_FAILURES wrong passwords the account answers 429 for a while, even to the right
 * password (services/login-throttle.ts) — checked before the password, so guesses stop counting.
 * An unknown account costs the same scrypt as a known one (passwordMatches), so the answer's
 * time does not tell who has an account (issue 28 item 10).
 * Unlike the original (quirk 15), an account whose phone was never verified does not sign in by
 * password while phone verification is on (issue 28 item 3): anyone could sign up with someone
 * else's number. The right password gets the sign-up's answer instead — no token, a code sent
 * to the phone, `is_phone_verified: 0` — and verify-phone signs in. Otherwise both flags are
 * reported as 1, as the original does.
 */
function manualLogin(deps: BackendDeps, req: Request, res: Response) {
  const { db, options } = deps;
  if (!commerceSettings(db).manualLogin) {
    return sendError(res, 403, "login_type", "Manual login is not active.");
  }
  const input = validate(manualSchema, inputOf(req), res);
  if (!input) return;
  const now = options.now();
  const user = findByIdentifier(deps, input.email_or_phone, input.field_type);
  const account = accountKey(user?.id ?? null, input.email_or_phone);
  const waitMs = blockedForMs(db, account, now);
  if (waitMs > 0) {
    res.setHeader("Retry-After", String(Math.ceil(waitMs / 1000)));
    return sendError(res, 429, "auth-429", tooManyAttemptsMessage(waitMs));
  }
  // The password is checked first, unknown account or not: one scrypt either way.
  if (!passwordMatches(input.password, user?.password_hash) || !user) {
    recordFailure(db, account, now);
    return sendError(res, 401, "auth-001", "Email or password does not match");
  }
  clearFailures(db, account);
  if (user.status !== 1) return sendError(res, 403, "auth-003", "Your account is blocked");
  const settings = commerceSettings(db);
  if (user.phone && !user.is_phone_verified && !user.is_from_pos && settings.phoneVerification) {
    // Firebase sends its code from the browser; otherwise a code (or the one sent less than a
    // minute ago, still good) waits for verify-phone.
    if (!settings.firebaseOtp)
      sendOtp(db, "phone_verifications", user.phone, { demo: options.demo, now });
    // `phone` (as social login's answer has it): where the code went, for a sign-in by e-mail.
    return res.json({
      ...pendingShape(user, "manual", { is_phone_verified: 0 }),
      phone: user.phone,
    });
  }
  const shape = signedIn(db, user, "manual", {
    guestId: guestOf(req),
    now,
    overrides: { is_phone_verified: 1, is_email_verified: 1 },
  });
  if (shape.token) rememberStockZone(deps, req, user.id);
  return res.json(shape);
}

/**
 * OTP login. Step 1 (`phone` only) sends a code. After verify-phone answered `is_exist_user`,
 * the client calls again with `otp` and `verified`: "yes" claims the existing account, "no"
 * detaches the phone from it and starts a fresh account.
 */
function otpLogin(deps: BackendDeps, req: Request, res: Response) {
  const { db, options } = deps;
  if (!commerceSettings(db).otpLogin)
    return sendError(res, 403, "login_type", "OTP login is not active.");
  const input = validate(otpSchema, inputOf(req), res);
  if (!input) return;
  const now = options.now();
  const existing = findUserByPhone(db, input.phone);
  if (existing && existing.status !== 1)
    return sendError(res, 403, "auth-003", "Your account is blocked");

  if (input.verified === undefined) {
    const sent = sendOtp(db, "phone_verifications", input.phone, { demo: options.demo, now });
    if (!sent.ok) return sendError(res, 405, "otp", tryAgainMessage(sent.waitSeconds));
    return res.json(
      pendingShape(null, "otp", {
        is_phone_verified: 0,
        is_email_verified: 1,
        is_personal_info: 1,
      }),
    );
  }

  if (!input.otp) return sendError(res, 403, "otp", "The otp field is required.");
  if (!existing) return sendError(res, 404, "phone", "No account uses this phone number.");
  const check = checkOtp(db, "phone_verifications", input.phone, input.otp, { now });
  if (!check.ok) return answerOtpFailure(res, check);

  const user = db.transaction(() => {
    if (input.verified === "yes") {
      // The phone's owner claims an account someone signed up with it and never verified: every
      // way in that sign-up set up stops working (issue 28 item 3) — its password, its signed-in
      // devices, its e-mail and social link (a social sign-in with that e-mail would otherwise
      // get back in) — or whoever squatted the number would stay in the owner's account. The
      // owner keeps what the phone proves, and adds a password or an e-mail again.
      const claimed = {
        is_phone_verified: 1,
        password_hash: null,
        email: null,
        is_email_verified: 0,
        email_verified_at: null,
        social_id: null,
      };
      updateUser(db, existing.id, claimed, now);
      revokeUserTokens(db, existing.id);
      return { ...existing, ...claimed };
    }
    updateUser(db, existing.id, { phone: null }, now);
    return createUser(db, { phone: input.phone, is_phone_verified: 1, login_medium: "otp" }, now);
  })();
  const shape = signedIn(db, user, "otp", { guestId: guestOf(req), now });
  if (shape.token) rememberStockZone(deps, req, user.id);
  return res.json(shape);
}

/**
 * 6ammart-3.2: stock's sign-in keeps the request's zoneId header on the user, which
 * customer/info then answers as the JSON-array string ("[1]", routes/customer/profile.ts).
 */
function rememberStockZone(deps: BackendDeps, req: Request, userId: number) {
  if (deps.options.compat !== "6ammart-3.2") return;
  const zoneIds = zoneIdsOf(req);
  if (zoneIds) updateUser(deps.db, userId, { zone_id: zoneIds[0] }, deps.options.now());
}
