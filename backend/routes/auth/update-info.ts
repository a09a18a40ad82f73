import type { Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError, sendMessage } from "../../http/errors";
import { guestIdOf } from "../../services/auth-guard";
import { signedIn } from "../../services/auth-session";
import { sha256 } from "../../services/tokens";
import {
  findUserByEmail,
  findUserByPhone,
  normalisePhone,
  splitName,
  updateUser,
} from "../../services/users";
import {
  inputOf,
  oneOf,
  optionalEmail,
  optionalText,
  phone,
  text,
  validate,
} from "../commerce-input";

const updateInfoSchema = z.object({
  name: text(100),
  login_type: oneOf(["otp", "social", "manual"]),
  phone: phone(9, 14).transform(normalisePhone),
  email: optionalEmail(),
  ref_code: optionalText(50),
  verification_token: optionalText(200),
});

/**
 * POST /auth/update-info (contract §6.4): names an account created by OTP login and signs it in.
 * The original lets anyone who knows such a phone number claim the account. Here it takes the
 * `verification_token` that the verification answered (services/auth-session.ts), within its
 * window (`personal_info_until`), once (issue 28 item 1): knowing the phone is not enough.
 * An e-mail given here was typed, not proven: it is kept unverified, so it cannot reset the
 * password (routes/auth/password.ts) until a code sent to it is entered.
 */
export function registerUpdateInfoRoute(router: Router, deps: BackendDeps) {
  const { db, options } = deps;

  router.post("/auth/update-info", (req, res) => {
    const input = validate(updateInfoSchema, inputOf(req), res);
    if (!input) return;
    // A social account is the one of its checked email; the phone is the one it lacks (§6.4).
    const social = input.login_type === "social";
    if (social && !input.email) return sendError(res, 403, "email", "The email field is required.");
    const user = social ? findUserByEmail(db, input.email!) : findUserByPhone(db, input.phone);
    if (!user) return sendMessage(res, 404, "User not found");
    if (user.f_name) return sendMessage(res, 403, "Personal info already exists");
    const now = options.now();
    const proven =
      input.verification_token !== undefined &&
      user.personal_info_token !== null &&
      sha256(input.verification_token) === user.personal_info_token;
    if (
      !proven ||
      !user.personal_info_until ||
      Date.parse(user.personal_info_until) < now.getTime()
    ) {
      return sendMessage(
        res,
        403,
        "Please verify your phone number again to complete your profile.",
      );
    }
    if (social) {
      const owner = findUserByPhone(db, input.phone);
      if (owner && owner.id !== user.id)
        return sendError(res, 403, "phone", "The phone has already been taken.");
    } else if (input.email) {
      const owner = findUserByEmail(db, input.email);
      if (owner && owner.id !== user.id)
        return sendError(res, 403, "email", "The email has already been taken.");
    }
    const names = splitName(input.name);
    const typedEmail = !social && input.email ? input.email.toLowerCase() : null;
    const email = typedEmail ?? user.email;
    const phoneNumber = social ? input.phone : user.phone;
    updateUser(
      db,
      user.id,
      {
        ...names,
        email,
        phone: phoneNumber,
        // single use: the token is spent, and the window closed
        personal_info_until: null,
        personal_info_token: null,
        ...(typedEmail && typedEmail !== user.email
          ? { is_email_verified: 0, email_verified_at: null }
          : {}),
      },
      now,
    );
    const guestId = guestIdOf(req);
    const shape = signedIn(db, { ...user, ...names, email, phone: phoneNumber }, input.login_type, {
      guestId: typeof guestId === "number" ? guestId : null,
      now,
    });
    return res.json(shape);
  });
}
