import type { Request, Response, Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError, sendMessage } from "../../http/errors";
import { publicOriginOf } from "../../http/request";
import { guestIdOf } from "../../services/auth-guard";
import { existingUserSummary, pendingShape, signedIn } from "../../services/auth-session";
import { storageUrl } from "../../services/images";
import { firebaseCodeRefusal } from "../../services/firebase-phone";
import { commerceSettings } from "../../services/orders-settings";
import { checkOtp, storeCheckedCode } from "../../services/otp";
import {
  createUser,
  findUserByEmail,
  findUserByPhone,
  normalisePhone,
  updateUser,
  type UserRow,
} from "../../services/users";
import { email, inputOf, oneOf, optionalOneOf, phone, text, validate } from "../commerce-input";
import { answerOtpFailure } from "./otp-answers";

const baseSchema = z.object({
  otp: text(10),
  verification_type: oneOf(["phone", "email"]),
  login_type: oneOf(["manual", "otp"]),
});
const phoneSchema = z.object({ phone: phone(9, 14).transform(normalisePhone) });
const emailSchema = z.object({ email: email() });

const firebaseSchema = z.object({
  session_info: text(4000),
  phone: phone(9, 20).transform(normalisePhone),
  otp: text(10),
  login_type: optionalOneOf(["manual", "otp"]),
});

/** POST /auth/verify-phone and /auth/firebase-verify-token (contract §6.1–6.3, §7.2). */
export function registerVerifyRoutes(router: Router, deps: BackendDeps) {
  router.post("/auth/verify-phone", (req, res) => {
    const input = inputOf(req);
    const base = validate(baseSchema, input, res);
    if (!base) return;
    if (base.verification_type === "email") {
      const target = validate(emailSchema, input, res);
      if (!target) return;
      if (base.login_type === "otp") {
        return sendError(res, 403, "verification_type", "OTP login verifies phone numbers only.");
      }
      return verifyManualEmail(deps, req, res, target.email, base.otp);
    }
    const target = validate(phoneSchema, input, res);
    if (!target) return;
    if (base.login_type === "otp")
      return answerOtpLogin(deps, req, res, target.phone, { code: base.otp });
    return verifyManualPhone(deps, req, res, target.phone, base.otp);
  });

  router.post("/auth/firebase-verify-token", (req, res, next) => {
    firebaseVerify(deps, req, res).catch(next);
  });
}

/** POST /auth/firebase-verify-token (contract §6.2 step 3, §7.2). */
async function firebaseVerify(deps: BackendDeps, req: Request, res: Response) {
  const input = validate(firebaseSchema, inputOf(req), res);
  if (!input) return;
  if (!commerceSettings(deps.db).firebaseOtp)
    return sendError(res, 403, "403", "Firebase phone verification is not active.");
  const refusal = await firebaseCodeRefusal(deps.db, deps.options.identityToolkitUrl, {
    sessionInfo: input.session_info,
    code: input.otp,
    expectedPhone: input.phone,
  });
  if (refusal) return sendError(res, 403, "403", refusal);
  if (input.login_type === "otp")
    return answerOtpLogin(deps, req, res, input.phone, { firebaseCode: input.otp });
  return verifyManualPhone(deps, req, res, input.phone, null);
}

const guestOf = (req: Request) => {
  const id = guestIdOf(req);
  return typeof id === "number" ? id : null;
};

/** Sign-up verification: marks the phone verified and signs the user in. */
function verifyManualPhone(
  deps: BackendDeps,
  req: Request,
  res: Response,
  phoneNumber: string,
  /** null: Firebase has checked the code already. */
  code: string | null,
) {
  const { db, options } = deps;
  const user = findUserByPhone(db, phoneNumber);
  if (!user) return sendError(res, 404, "not-found", "User not found.");
  if (user.is_phone_verified) return sendMessage(res, 200, "Phone number is already verified");
  const now = options.now();
  if (code !== null) {
    const check = checkOtp(db, "phone_verifications", phoneNumber, code, { now });
    if (!check.ok) return answerOtpFailure(res, check);
  }
  updateUser(db, user.id, { is_phone_verified: 1 }, now);
  return res.json(
    signedIn(db, { ...user, is_phone_verified: 1 }, "manual", { guestId: guestOf(req), now }),
  );
}

function verifyManualEmail(
  deps: BackendDeps,
  req: Request,
  res: Response,
  address: string,
  code: string,
) {
  const { db, options } = deps;
  const user = findUserByEmail(db, address);
  if (!user) return sendError(res, 404, "not-found", "User not found.");
  if (user.is_email_verified) return sendMessage(res, 200, "Email is already verified");
  const now = options.now();
  const check = checkOtp(db, "email_verifications", user.email!, code, { now });
  if (!check.ok) return answerOtpFailure(res, check);
  updateUser(db, user.id, { is_email_verified: 1, email_verified_at: now.toISOString() }, now);
  return res.json(
    signedIn(db, { ...user, is_email_verified: 1 }, "manual", { guestId: guestOf(req), now }),
  );
}

/**
 * Second step of OTP login. A verified account signs in; an unverified existing account gets the
 * "Is it you?" prompt (the code stays valid for the follow-up login with `verified`); an unknown
 * phone gets a new account WITHOUT a usable password (the original set the phone as password).
 * With `firebaseCode` Firebase has checked the code; it is recorded for that follow-up login.
 */
function answerOtpLogin(
  deps: BackendDeps,
  req: Request,
  res: Response,
  phoneNumber: string,
  proof: { code: string } | { firebaseCode: string },
) {
  const { db, options } = deps;
  const now = options.now();
  const user = findUserByPhone(db, phoneNumber);
  if (user && user.status !== 1) return sendError(res, 403, "auth-003", "Your account is blocked");
  const asksIsItYou = user !== undefined && !user.is_phone_verified && !user.is_from_pos;
  if ("code" in proof) {
    const check = checkOtp(db, "phone_verifications", phoneNumber, proof.code, {
      now,
      keep: asksIsItYou,
    });
    if (!check.ok) return answerOtpFailure(res, check);
  } else if (asksIsItYou) {
    storeCheckedCode(db, "phone_verifications", phoneNumber, proof.firebaseCode, now);
  }

  if (user && asksIsItYou) {
    const image = storageUrl(publicOriginOf(req, options.publicUrl), "profile", user.image);
    return res.json(pendingShape(user, "otp", { is_exist_user: existingUserSummary(user, image) }));
  }
  const account: UserRow = user
    ? { ...user, is_phone_verified: 1 }
    : createUser(db, { phone: phoneNumber, is_phone_verified: 1, login_medium: "otp" }, now);
  if (user && !user.is_phone_verified) updateUser(db, user.id, { is_phone_verified: 1 }, now);
  return res.json(signedIn(db, account, "otp", { guestId: guestOf(req), now }));
}
