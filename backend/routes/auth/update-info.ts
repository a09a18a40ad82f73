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
    // A social account is the one of its checked email; the phone is the one it lacks (§6.4).
    const social = input.login_type === "social";
    if (social && !input.email) return sendError(res, 403, "email", "The email field is required.");
    const user = social ? findUserByEmail(db, input.email!) : findUserByPhone(db, input.phone);
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
    const email = input.email ? input.email.toLowerCase() : user.email;
    const phoneNumber = social ? input.phone : user.phone;
    updateUser(
      db,
      user.id,
      { ...names, email, phone: phoneNumber, personal_info_until: null },
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
