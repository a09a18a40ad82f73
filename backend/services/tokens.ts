import { createHash, randomBytes } from "node:crypto";
import type Database from "better-sqlite3";

/**
 * Bearer tokens are random opaque strings (43 url-safe characters, 256 bits). Only their
 * SHA-256 is stored, so a leaked database does not leak usable tokens.
 */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function issueToken(db: Database.Database, userId: number, now: Date): string {
  const token = randomBytes(32).toString("base64url");
  db.prepare("INSERT INTO auth_tokens (user_id, token_hash, created_at) VALUES (?, ?, ?)").run(
    userId,
    sha256(token),
    now.toISOString(),
  );
  return token;
}

/** The user id a token belongs to, or null. Over-long garbage is rejected before hashing. */
export function userIdForToken(db: Database.Database, token: string): number | null {
  if (token.length > 200) return null;
  const row = db
    .prepare("SELECT user_id FROM auth_tokens WHERE token_hash = ?")
    .get(sha256(token)) as { user_id: number } | undefined;
  return row?.user_id ?? null;
}

/** Signs the user out everywhere (password reset, account removal). */
export function revokeUserTokens(db: Database.Database, userId: number) {
  db.prepare("DELETE FROM auth_tokens WHERE user_id = ?").run(userId);
}

/** Signs this one token out (POST /auth/logout); the account's other devices stay signed in. */
export function revokeToken(db: Database.Database, token: string) {
  if (token.length > 200) return;
  db.prepare("DELETE FROM auth_tokens WHERE token_hash = ?").run(sha256(token));
}

/**
 * Signs the account out on every device but the one asking (a password change in
 * customer/update-profile): whoever knew the old password is out, the customer stays in.
 */
export function revokeOtherTokens(db: Database.Database, userId: number, keep: string) {
  db.prepare("DELETE FROM auth_tokens WHERE user_id = ? AND token_hash <> ?").run(
    userId,
    sha256(keep),
  );
}

/** A random one-time secret (256 bits, url-safe) and the SHA-256 that is stored of it. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: sha256(secret) };
}
