import type { Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError } from "../../http/errors";
import { pendingShape, signedIn } from "../../services/auth-session";
import { guestIdOf } from "../../services/auth-guard";
import { commerceSettings } from "../../services/orders-settings";
import { sendOtp, tryAgainMessage } from "../../services/otp";
import { createUser, findUserByEmail, findUserByPhone, splitName } from "../../services/users";
import {
  inputOf,
  optionalEmail,
  optionalText,
  password,
  phone,
  text,
  validate,
} from "../commerce-input";

const signUpSchema = z.object({
  name: text(100),
  phone: phone(9, 20),
  email: optionalEmail(),
  password: password(8),
  ref_code: optionalText(50),
});

/** POST /auth/sign-up (contract §6.2, §7.1). */
export function registerSignUpRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;

  router.post("/auth/sign-up", (req, res) => {
    const input = validate(signUpSchema, inputOf(req), res);
    if (!input) return;
    if (findUserByPhone(db, input.phone)) {
      return sendError(res, 403, "phone", "The phone has already been taken.");
    }
    if (input.email && findUserByEmail(db, input.email)) {
      return sendError(res, 403, "email", "The email has already been taken.");
    }
    const settings = commerceSettings(db);
    let referrerId: number | null = null;
    if (input.ref_code) {
      if (!settings.refEarning)
        return sendError(res, 403, "ref_code", "Referral earning is not active.");
      const referrer = db
        .prepare("SELECT id FROM users WHERE ref_code = ? AND status = 1")
        .get(input.ref_code.toUpperCase()) as { id: number } | undefined;
      if (!referrer) return sendError(res, 405, "ref_code", "Referer code not found.");
      referrerId = referrer.id;
    }

    const now = options.now();
    const result = db.transaction(() => {
      const user = createUser(
        db,
        {
          ...splitName(input.name),
          phone: input.phone,
          email: input.email,
          password: input.password,
          ref_by: referrerId,
        },
        now,
      );
      if (settings.phoneVerification && !settings.firebaseOtp) {
        const sent = sendOtp(db, "phone_verifications", input.phone, { demo: options.demo, now });
        // A code sent moments ago (e.g. an OTP login attempt) is still valid: keep it.
        if (!sent.ok) throw new ThrottledSignUp(sent.waitSeconds);
        return pendingShape(user, "manual", { is_phone_verified: 0 });
      }
      // With Firebase the original answers a token beside `is_phone_verified: 0` (§6.2): a
      // number nobody proved would be signed in. Here the token waits for the browser's
      // Firebase code at firebase-verify-token, as it waits for the SMS code above (issue 28
      // item 3).
      if (settings.phoneVerification) return pendingShape(user, "manual", { is_phone_verified: 0 });
      if (settings.emailVerification && input.email) {
        const sent = sendOtp(db, "email_verifications", user.email!, { demo: options.demo, now });
        if (!sent.ok) throw new ThrottledSignUp(sent.waitSeconds);
        return pendingShape(user, "manual", { is_email_verified: 0 });
      }
      const guestId = guestIdOf(req);
      // 6ammart-3.2 row 4: stock's sign-up ignores guest_id (only login merges the guest cart)
      const merged = options.compat === "6ammart-3.2" ? null : guestId;
      return signedIn(db, user, "manual", {
        guestId: typeof merged === "number" ? merged : null,
        now,
      });
    });
    try {
      return res.json(result());
    } catch (error) {
      if (error instanceof ThrottledSignUp) {
        return sendError(res, 405, "otp", tryAgainMessage(error.waitSeconds));
      }
      throw error;
    }
  });
}

/** Thrown inside the transaction so the new user is rolled back when the OTP cannot be sent. */
class ThrottledSignUp extends Error {
  constructor(readonly waitSeconds: number) {
    super("otp throttled");
  }
}
