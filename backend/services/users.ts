import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import type Database from "better-sqlite3";

/** A row of the `users` table. */
export interface UserRow {
  id: number;
  f_name: string | null;
  l_name: string | null;
  phone: string | null;
  email: string | null;
  image: string | null;
  password_hash: string | null;
  is_phone_verified: number;
  is_email_verified: number;
  email_verified_at: string | null;
  cm_firebase_token: string | null;
  status: number;
  order_count: number;
  login_medium: string;
  social_id: string | null;
  zone_id: number | null;
  wallet_balance: number;
  loyalty_point: number;
  ref_code: string | null;
  ref_by: number | null;
  current_language_key: string;
  interest: string | null;
  module_ids: string | null;
  is_from_pos: number;
  personal_info_until: string | null;
  /** SHA-256 of the verification token that alone may complete update-info (migration 010). */
  personal_info_token: string | null;
  created_at: string;
  updated_at: string;
}

const SCRYPT_KEYLEN = 32;

/** "scrypt$<salt>$<hash>" with a fresh 16-byte salt. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, SCRYPT_KEYLEN);
  return `scrypt$${salt.toString("hex")}$${hash.toString("hex")}`;
}

/** Hashed once, on first need: what an unknown account's password is checked against. */
let dummyHash: string | null = null;

/**
 * Constant-time check; a NULL or malformed stored hash never matches. It costs one scrypt
 * whatever is stored — an unknown account (`stored` undefined), an account without a password
 * — so the time a refusal takes does not tell whether the account exists (issue 28 item 10).
 */
export function passwordMatches(password: string, stored: string | null | undefined): boolean {
  const [scheme, saltHex, hashHex] = (stored ?? "").split("$");
  const usable = scheme === "scrypt" && Boolean(saltHex) && Boolean(hashHex);
  const [, dummySalt, dummyHex] = (dummyHash ??= hashPassword("no account")).split("$");
  const expected = Buffer.from(usable ? hashHex! : dummyHex!, "hex");
  const actual = scryptSync(password, Buffer.from(usable ? saltHex! : dummySalt!, "hex"), 32);
  return usable && expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Phones are stored and compared in one form, E.164-like: digits with a leading "+" (issue 28
 * item 12). "971500000001", "+971500000001" and "+971 50 000 0001" are one number; without
 * this, sign-up accepted a second account for a number written without its "+".
 */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  return digits ? `+${digits}` : "";
}

export const findUserById = (db: Database.Database, id: number) =>
  db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;

export const findUserByPhone = (db: Database.Database, phone: string) =>
  db.prepare("SELECT * FROM users WHERE phone = ?").get(normalisePhone(phone)) as
    UserRow | undefined;

/** E-mails compare case-insensitively; they are stored lower-cased. */
export const findUserByEmail = (db: Database.Database, email: string) =>
  db.prepare("SELECT * FROM users WHERE email = ?").get(email.trim().toLowerCase()) as
    UserRow | undefined;

/** Splits a full name: the first word is the first name, the rest the last name (contract §6.2). */
export function splitName(name: string): { f_name: string; l_name: string } {
  const words = name.trim().split(/\s+/);
  return { f_name: words[0] ?? "", l_name: words.slice(1).join(" ") };
}

/** A referral code nobody has yet: 10 upper-case letters/digits. */
export function newRefCode(db: Database.Database): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  for (;;) {
    const bytes = randomBytes(10);
    const code = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
    if (!db.prepare("SELECT 1 FROM users WHERE ref_code = ?").get(code)) return code;
  }
}

export interface NewUser {
  f_name?: string | null;
  l_name?: string | null;
  phone?: string | null;
  email?: string | null;
  password?: string | null;
  is_phone_verified?: number;
  is_email_verified?: number;
  login_medium?: string;
  ref_by?: number | null;
  personal_info_until?: string | null;
}

export function createUser(db: Database.Database, user: NewUser, now: Date): UserRow {
  const at = now.toISOString();
  const result = db
    .prepare(
      `INSERT INTO users (f_name, l_name, phone, email, password_hash, is_phone_verified,
         is_email_verified, email_verified_at, login_medium, ref_code, ref_by, personal_info_until,
         created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.f_name ?? null,
      user.l_name ?? null,
      user.phone ? normalisePhone(user.phone) : null,
      user.email ? user.email.trim().toLowerCase() : null,
      user.password ? hashPassword(user.password) : null,
      user.is_phone_verified ?? 0,
      user.is_email_verified ?? 0,
      user.is_email_verified ? at : null,
      user.login_medium ?? "manual",
      newRefCode(db),
      user.ref_by ?? null,
      user.personal_info_until ?? null,
      at,
      at,
    );
  return findUserById(db, Number(result.lastInsertRowid))!;
}

/** Updates the given columns (names are fixed by the callers, never user input). */
export function updateUser(
  db: Database.Database,
  id: number,
  changes: Partial<Omit<UserRow, "id" | "created_at">>,
  now: Date,
) {
  const phone = typeof changes.phone === "string" ? { phone: normalisePhone(changes.phone) } : {};
  const entries = Object.entries({ ...changes, ...phone, updated_at: now.toISOString() });
  const sets = entries.map(([column]) => `${column} = ?`).join(", ");
  db.prepare(`UPDATE users SET ${sets} WHERE id = ?`).run(...entries.map(([, v]) => v), id);
}

export const fullName = (user: Pick<UserRow, "f_name" | "l_name">) =>
  [user.f_name, user.l_name].filter(Boolean).join(" ");
