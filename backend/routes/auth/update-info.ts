import type { Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError, sendMessage } from "../../http/errors";
import { guestIdOf } from "../../services/auth-guard";
import { signedIn } from "../../services/auth-session";
import { findUserByEmail, findUserByPhone, splitName, updateUser } from "../../services/users";
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
  phone: phone(9, 14),
  email: optionalEmail(),
  ref_code: optionalText(50),
});

/**
 * POST /auth/update-info (contract §6.4): names an account created by OTP login and signs it in.
 * The original lets anyone who knows such a phone number claim the account; here it only works
 * within the window opened by the OTP verification that created it (`personal_info_until`).
 */
export function registerUpdateInfoRoute(router: Router, deps: BackendDeps) {
  const { db, options } = deps;

  router.post("/auth/update-info", (req, res) => {
    const input = validate(updateInfoSchema, inputOf(req), res);
    if (!input) return;
    if (input.login_type === "social") {
      return sendError(res, 403, "social_login", "Social login is not configured on this server.");
    }
    const user = findUserByPhone(db, input.phone);
    if (!user) return sendMessage(res, 404, "User not found");
    if (user.f_name) return sendMessage(res, 403, "Personal info already exists");
    const now = options.now();
    if (!user.personal_info_until || Date.parse(user.personal_info_until) < now.getTime()) {
      return sendMessage(
        res,
        403,
        "Please verify your phone number again to complete your profile.",
      );
    }
    if (input.email) {
      const owner = findUserByEmail(db, input.email);
      if (owner && owner.id !== user.id)
        return sendError(res, 403, "email", "The email has already been taken.");
    }
    const names = splitName(input.name);
    const email = input.email ? input.email.toLowerCase() : user.email;
    updateUser(db, user.id, { ...names, email, personal_info_until: null }, now);
    const guestId = guestIdOf(req);
    const shape = signedIn(db, { ...user, ...names, email }, input.login_type, {
      guestId: typeof guestId === "number" ? guestId : null,
      now,
    });
    return res.json(shape);
  });
}
