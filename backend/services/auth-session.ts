import type Database from "better-sqlite3";
import { mergeGuestCart } from "./cart-store";
import { issueToken, newSecret } from "./tokens";
import { fullName, updateUser, type UserRow } from "./users";

/** The login-shape body of sign-up, login, verify-phone and update-info (contract §5.10). */
export interface LoginShape {
  token: string | null;
  is_phone_verified: 0 | 1;
  is_email_verified: 0 | 1;
  is_personal_info: 0 | 1;
  is_exist_user: { id: number; name: string; image: string | null } | null;
  login_type: "manual" | "otp" | "social";
  email: string | null;
  /**
   * Not in 6amMart (issue 28 item 1): with `is_personal_info: 0`, the secret update-info
   * requires — it binds that step to whoever just proved the phone, e-mail or social account.
   */
  verification_token?: string;
}

export type LoginType = LoginShape["login_type"];

/** How long an OTP-created account may complete its profile through update-info. */
export const PERSONAL_INFO_WINDOW_MS = 30 * 60 * 1000;

const flag = (value: number | boolean) => (value ? 1 : 0) as 0 | 1;

export const hasPersonalInfo = (user: UserRow) => Boolean(user.f_name && user.f_name.trim());

/** A login-shape without a token (verification or personal info still pending). */
export function pendingShape(
  user: UserRow | null,
  loginType: LoginType,
  overrides: Partial<LoginShape> = {},
): LoginShape {
  return {
    token: null,
    is_phone_verified: flag(user?.is_phone_verified ?? 0),
    is_email_verified: flag(user?.is_email_verified ?? 0),
    is_personal_info: user ? flag(hasPersonalInfo(user)) : 1,
    is_exist_user: null,
    login_type: loginType,
    email: user?.email ?? null,
    ...overrides,
  };
}

/**
 * The caller proved who they are: the guest cart (if a guest_id came along) moves to the user,
 * and a token is issued when the account has a name. Without a name the client must call
 * update-info first, within PERSONAL_INFO_WINDOW_MS and with the `verification_token` answered
 * here: the original let anyone who knew a freshly verified phone finish (and so take) the
 * account. Only the token's SHA-256 is kept; a new verification replaces it.
 */
export function signedIn(
  db: Database.Database,
  user: UserRow,
  loginType: LoginType,
  options: { guestId?: number | null; now: Date; overrides?: Partial<LoginShape> },
): LoginShape {
  mergeGuestCart(db, options.guestId, user.id);
  if (!hasPersonalInfo(user)) {
    const proof = newSecret();
    updateUser(
      db,
      user.id,
      {
        personal_info_until: new Date(
          options.now.getTime() + PERSONAL_INFO_WINDOW_MS,
        ).toISOString(),
        personal_info_token: proof.hash,
      },
      options.now,
    );
    return {
      ...pendingShape(user, loginType, { is_personal_info: 0, ...options.overrides }),
      verification_token: proof.secret,
    };
  }
  return {
    ...pendingShape(user, loginType, options.overrides),
    token: issueToken(db, user.id, options.now),
    is_personal_info: 1,
    ...options.overrides,
  };
}

/** `is_exist_user` for the "Is it you?" prompt. */
export const existingUserSummary = (user: UserRow, imageUrl: string | null) => ({
  id: user.id,
  name: fullName(user),
  image: imageUrl,
});
