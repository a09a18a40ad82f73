import type { Request, Response, Router } from "express";
import { z } from "zod";
import { defaultSocialEndpoints, type BackendDeps } from "../../context";
import { sendError } from "../../http/errors";
import { guestIdOf } from "../../services/auth-guard";
import {
  existingUserSummary,
  hasPersonalInfo,
  pendingShape,
  signedIn,
} from "../../services/auth-session";
import { publicOriginOf } from "../../http/request";
import { storageUrl } from "../../services/images";
import { sendOtp, tryAgainMessage } from "../../services/otp";
import { setting } from "../../services/settings";
import {
  SocialVerificationError,
  verifySocialCredential,
  type SocialIdentity,
} from "../../services/social-identity";
import { SOCIAL_MEDIUMS, socialProvider } from "../../services/social-settings";
import {
  createUser,
  findUserByEmail,
  findUserByPhone,
  normalisePhone,
  splitName,
  updateUser,
  type UserRow,
} from "../../services/users";
import {
  inputOf,
  oneOf,
  optionalEmail,
  optionalOneOf,
  optionalPhone,
  optionalText,
  phone,
  text,
  validate,
} from "../commerce-input";

const credentialFields = {
  token: text(4096).pipe(z.string().min(1)),
  unique_id: optionalText(255),
  medium: oneOf([...SOCIAL_MEDIUMS]),
  email: optionalEmail(),
};

const socialLoginSchema = z.object({
  ...credentialFields,
  // Facebook accounts made with a phone have no email: the phone asked for instead (§3).
  phone: optionalPhone(9, 14).transform((value) => value && normalisePhone(value)),
  verified: optionalOneOf(["yes", "no"]),
});

const socialRegisterSchema = z.object({
  ...credentialFields,
  phone: phone(9, 14).transform(normalisePhone),
  ref_code: optionalText(50),
});

/**
 * POST /auth/social-login (also /auth/login with login_type=social) and POST
 * /auth/social-register (contract §2.2, §6.1). Each call checks its credential with the provider
 * (services/social-identity.ts). Answers are login-shapes with the legacy `phone` field:
 * - a new email → a new account (named from the provider when it gave a name: is_personal_info
 *   0 otherwise, and update-info completes it);
 * - an existing account whose email was never verified (and not a POS customer) →
 *   `is_exist_user`; the client asks "Is it you?" and calls again with `verified`;
 * - an account without a phone → no token: the client asks for one and calls social-register;
 * - no email from the provider → 403 `email`: the client asks for a phone.
 */
export function registerSocialRoutes(router: Router, deps: BackendDeps) {
  router.post("/auth/social-login", (req, res, next) => {
    socialLogin(deps, req, res).catch(next);
  });
  router.post("/auth/social-register", (req, res, next) => {
    socialRegister(deps, req, res).catch(next);
  });
}

/** For /auth/login's login_type=social. */
export const socialLoginHandler = (deps: BackendDeps) => (req: Request, res: Response) =>
  socialLogin(deps, req, res).catch((error) => {
    console.error("[backend] social login", error);
    sendError(res, 500, "server_error", "Something went wrong on the server.");
  });

const guestOf = (req: Request) => {
  const id = guestIdOf(req);
  return typeof id === "number" ? id : null;
};

const phoneOf = (user: UserRow) => ({ phone: user.phone });

/** Checks the switch and the credential; answers the refusal itself and returns null. */
async function identify(
  deps: BackendDeps,
  res: Response,
  input: {
    medium: (typeof SOCIAL_MEDIUMS)[number];
    token: string;
    unique_id?: string;
    email?: string;
  },
): Promise<SocialIdentity | null> {
  const provider = socialProvider(deps.db, input.medium);
  if (!provider.enabled) {
    sendError(res, 403, "social_login", `${capitalise(input.medium)} login is not active.`);
    return null;
  }
  let identity: SocialIdentity;
  try {
    identity = await verifySocialCredential(
      deps.options.socialEndpoints ?? defaultSocialEndpoints(),
      provider,
      input.medium,
      input.token,
      deps.options.now().getTime(),
    );
  } catch (error) {
    if (!(error instanceof SocialVerificationError)) throw error;
    sendError(res, 403, "social_login", error.message);
    return null;
  }
  // The client's idea of who signed in must be the provider's.
  const claimedEmail = input.email?.toLowerCase();
  if (
    (input.unique_id && input.unique_id !== identity.id) ||
    (claimedEmail && identity.email && claimedEmail !== identity.email)
  ) {
    sendError(res, 403, "social_login", "wrong credential.");
    return null;
  }
  return identity;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function newSocialUser(deps: BackendDeps, identity: SocialIdentity, phoneNumber: string | null) {
  const now = deps.options.now();
  const names = identity.name ? splitName(identity.name) : { f_name: null, l_name: null };
  const user = createUser(
    deps.db,
    {
      ...names,
      email: identity.email,
      phone: phoneNumber,
      is_email_verified: identity.email ? 1 : 0,
      login_medium: identity.medium,
    },
    now,
  );
  updateUser(deps.db, user.id, { social_id: identity.id }, now);
  return { ...user, social_id: identity.id };
}

async function socialLogin(deps: BackendDeps, req: Request, res: Response) {
  const { db, options } = deps;
  const input = validate(socialLoginSchema, inputOf(req), res);
  if (!input) return;
  const identity = await identify(deps, res, input);
  if (!identity) return;
  const now = options.now();
  const guestId = guestOf(req);

  if (!identity.email) {
    if (input.medium !== "facebook" || !input.phone)
      return sendError(res, 403, "email", "The email field is required.");
    return facebookByPhone(deps, req, res, identity, input.phone);
  }

  let user = findUserByEmail(db, identity.email);
  if (user && user.status !== 1) return sendError(res, 403, "auth-003", "Your account is blocked");

  if (user && !user.is_email_verified && !user.is_from_pos) {
    if (input.verified === undefined) {
      const image = storageUrl(publicOriginOf(req, options.publicUrl), "profile", user.image);
      return res.json({
        ...pendingShape(user, "social", {
          is_exist_user: existingUserSummary(user, image),
          is_personal_info: 1,
        }),
        ...phoneOf(user),
      });
    }
    if (input.verified === "no") {
      // Not theirs: the old account lets go of the email, a new one is made for this person.
      updateUser(db, user.id, { email: null }, now);
      user = undefined;
    } else {
      updateUser(db, user.id, { is_email_verified: 1, email_verified_at: now.toISOString() }, now);
      user = { ...user, is_email_verified: 1 };
    }
  }
  if (!user) user = newSocialUser(deps, identity, null);
  else if (!user.social_id) {
    updateUser(db, user.id, { social_id: identity.id }, now);
  }
  return answerFor(deps, res, user, guestId);
}

/** Signed in when the account has a name and a phone; otherwise what it still lacks. */
function answerFor(deps: BackendDeps, res: Response, user: UserRow, guestId: number | null) {
  const now = deps.options.now();
  if (hasPersonalInfo(user) && !user.phone) {
    // No token until a phone is given (foundations §4: phone_modal).
    return res.json({
      ...pendingShape(user, "social", { is_personal_info: 1, is_phone_verified: 0 }),
      ...phoneOf(user),
    });
  }
  return res.json({ ...signedIn(deps.db, user, "social", { guestId, now }), ...phoneOf(user) });
}

function facebookByPhone(
  deps: BackendDeps,
  req: Request,
  res: Response,
  identity: SocialIdentity,
  phoneNumber: string,
) {
  const { db } = deps;
  const bySocial = db
    .prepare("SELECT * FROM users WHERE social_id = ? AND login_medium = 'facebook'")
    .get(identity.id) as UserRow | undefined;
  const owner = findUserByPhone(db, phoneNumber);
  if (owner && owner.id !== bySocial?.id)
    return sendError(res, 403, "phone", "The phone has already been taken.");
  if (bySocial && bySocial.status !== 1)
    return sendError(res, 403, "auth-003", "Your account is blocked");
  if (bySocial?.phone === phoneNumber && bySocial.is_phone_verified)
    return answerFor(deps, res, bySocial, guestOf(req));
  return givePhone(deps, req, res, bySocial ?? newSocialUser(deps, identity, null), phoneNumber);
}

/**
 * The account gets the phone. With phone verification on it is verified by OTP first (`token:
 * null, is_phone_verified: 0`; verify-phone with login_type manual signs in); the demo backend
 * skips that step (contract §6.3 "Demo mode").
 */
function givePhone(
  deps: BackendDeps,
  req: Request,
  res: Response,
  user: UserRow,
  phoneNumber: string,
) {
  const { db, options } = deps;
  const now = options.now();
  const login = setting<Record<string, unknown>>(db, "centralize_login", {});
  const verifyPhone = Boolean(Number(login.phone_verification_status ?? 0)) && !options.demo;
  const verified = verifyPhone ? 0 : 1;
  updateUser(db, user.id, { phone: phoneNumber, is_phone_verified: verified }, now);
  const account = { ...user, phone: phoneNumber, is_phone_verified: verified };
  if (verifyPhone) {
    const sent = sendOtp(db, "phone_verifications", phoneNumber, { demo: options.demo, now });
    if (!sent.ok) return sendError(res, 405, "otp", tryAgainMessage(sent.waitSeconds));
    return res.json({
      ...pendingShape(account, "social", { is_phone_verified: 0 }),
      ...phoneOf(account),
    });
  }
  return answerFor(deps, res, account, guestOf(req));
}

/**
 * The phone completion (foundations §3): the account of the checked email gets the phone (a new
 * account when there is none), verified as givePhone says.
 */
async function socialRegister(deps: BackendDeps, req: Request, res: Response) {
  const { db, options } = deps;
  const input = validate(socialRegisterSchema, inputOf(req), res);
  if (!input) return;
  const identity = await identify(deps, res, input);
  if (!identity) return;
  if (!identity.email) return sendError(res, 403, "email", "The email field is required.");
  const now = options.now();
  const owner = findUserByPhone(db, input.phone);
  let user = findUserByEmail(db, identity.email);
  if (owner && owner.id !== user?.id)
    return sendError(res, 403, "phone", "The phone has already been taken.");
  if (user && user.status !== 1) return sendError(res, 403, "auth-003", "Your account is blocked");
  if (user?.phone && user.phone !== input.phone)
    return sendError(res, 403, "phone", "This account already has a phone number.");

  if (!user) user = newSocialUser(deps, identity, null);
  else if (!user.social_id) updateUser(db, user.id, { social_id: identity.id }, now);
  return givePhone(deps, req, res, user, input.phone);
}
