import { randomInt } from "node:crypto";
import type Database from "better-sqlite3";
import { sha256 } from "./tokens";
import { normalisePhone } from "./users";

/**
 * One-time codes for phone/e-mail verification and password resets (contract §6.3).
 *
 * - demo mode: every code sent is 123456, so the storefront can show its demo hint; a code is
 *   only accepted after one was sent (no "123456 always works" back door for password resets);
 * - a new code for the same phone/e-mail within 60 s is refused (`otp` throttle);
 * - 5 wrong codes block the phone/e-mail for 600 s (`otp_temp_blocked`, then `otp_block_time`).
 *   Unlike the original, the block also refuses the right code and applies to every flow
 *   (the original let OTP-login guess forever and let a correct guess through a block).
 * - misses are counted per phone/e-mail within MISS_WINDOW_SECONDS of the last miss, and a
 *   resend does not wipe them: it used to, so 4 guesses + resend, repeated, never blocked.
 * Codes are stored as SHA-256, never in plain text.
 */

export type OtpTable = "phone_verifications" | "email_verifications" | "password_resets";
const keyColumn: Record<OtpTable, string> = {
  phone_verifications: "phone",
  email_verifications: "email",
  password_resets: "identity",
};

export const DEMO_OTP = "123456";
export const RESEND_WAIT_SECONDS = 60;
export const MAX_MISSES = 5;
export const BLOCK_SECONDS = 600;
export const MISS_WINDOW_SECONDS = 15 * 60;

interface OtpRow {
  token: string;
  otp_hit_count: number;
  is_temp_blocked: number;
  temp_block_time: string | null;
  last_miss_at: string | null;
  created_at: string;
}

export type SendResult = { ok: true; code: string } | { ok: false; waitSeconds: number };
export type CheckResult =
  | { ok: true }
  | { ok: false; reason: "mismatch" }
  | { ok: false; reason: "just_blocked" }
  | { ok: false; reason: "blocked"; waitSeconds: number };

const secondsBetween = (from: string, to: Date) =>
  Math.floor((to.getTime() - Date.parse(from)) / 1000);

/**
 * The row key: phones in their one stored form (users.normalisePhone), e-mails lower-cased, so a
 * code sent to "+971…" is the code checked for "971…" (issue 28 item 12). A password reset is
 * keyed by either.
 */
function keyOf(table: OtpTable, identity: string): string {
  const isEmail = table === "email_verifications" || identity.includes("@");
  return isEmail ? identity.trim().toLowerCase() : normalisePhone(identity);
}

function readRow(db: Database.Database, table: OtpTable, identity: string) {
  return db.prepare(`SELECT * FROM ${table} WHERE ${keyColumn[table]} = ?`).get(identity) as
    OtpRow | undefined;
}

function blockSecondsLeft(row: OtpRow, now: Date): number {
  if (!row.is_temp_blocked || !row.temp_block_time) return 0;
  return Math.max(0, BLOCK_SECONDS - secondsBetween(row.temp_block_time, now));
}

/** Creates (or replaces) the code for `identity`, honouring the 60 s resend throttle. */
export function sendOtp(
  db: Database.Database,
  table: OtpTable,
  identity: string,
  options: { demo: boolean; now: Date },
): SendResult {
  const { now } = options;
  identity = keyOf(table, identity);
  const existing = readRow(db, table, identity);
  if (existing) {
    const elapsed = secondsBetween(existing.created_at, now);
    if (elapsed < RESEND_WAIT_SECONDS)
      return { ok: false, waitSeconds: RESEND_WAIT_SECONDS - elapsed };
  }
  const code = options.demo ? DEMO_OTP : String(randomInt(0, 1_000_000)).padStart(6, "0");
  const at = now.toISOString();
  // Misses and a running block survive a resend (checkOtp ages them out): otherwise resending
  // would hand out a fresh set of guesses every minute.
  db.prepare(
    `INSERT INTO ${table} (${keyColumn[table]}, token, otp_hit_count, is_temp_blocked, temp_block_time, created_at, updated_at)
     VALUES (?, ?, 0, 0, NULL, ?, ?)
     ON CONFLICT(${keyColumn[table]}) DO UPDATE SET token = excluded.token, created_at = excluded.created_at,
       updated_at = excluded.updated_at`,
  ).run(identity, sha256(code), at, at);
  if (!options.demo) {
    // No SMS/mail gateway in the reference backend: the operator reads the code from the log.
    console.info(`[otp] code for ${identity}: ${code}`);
  }
  return { ok: true, code };
}

/**
 * Checks a code. On success the row is removed unless `keep` (the OTP-login "is this you?"
 * step needs the same code once more).
 */
export function checkOtp(
  db: Database.Database,
  table: OtpTable,
  identity: string,
  code: string,
  options: { now: Date; keep?: boolean },
): CheckResult {
  const { now } = options;
  identity = keyOf(table, identity);
  const key = keyColumn[table];
  const row = readRow(db, table, identity);
  if (row) {
    const left = blockSecondsLeft(row, now);
    if (left > 0) return { ok: false, reason: "blocked", waitSeconds: left };
  }
  const matches = row !== undefined && row.token === sha256(code);
  if (matches) {
    if (row && !options.keep) db.prepare(`DELETE FROM ${table} WHERE ${key} = ?`).run(identity);
    else if (row) {
      db.prepare(
        `UPDATE ${table} SET otp_hit_count = 0, is_temp_blocked = 0, temp_block_time = NULL WHERE ${key} = ?`,
      ).run(identity);
    }
    return { ok: true };
  }
  // No code was ever sent: nothing to guess, nothing to count.
  if (!row) return { ok: false, reason: "mismatch" };
  // A finished block, or misses older than the window, start a new count.
  const recent =
    !row.is_temp_blocked &&
    row.last_miss_at !== null &&
    secondsBetween(row.last_miss_at, now) < MISS_WINDOW_SECONDS;
  const misses = (recent ? row.otp_hit_count : 0) + 1;
  const at = now.toISOString();
  if (misses >= MAX_MISSES) {
    db.prepare(
      `UPDATE ${table} SET otp_hit_count = ?, is_temp_blocked = 1, temp_block_time = ?, last_miss_at = ?, updated_at = ? WHERE ${key} = ?`,
    ).run(misses, at, at, at, identity);
    return { ok: false, reason: "just_blocked" };
  }
  db.prepare(
    `UPDATE ${table} SET otp_hit_count = ?, is_temp_blocked = 0, temp_block_time = NULL, last_miss_at = ?, updated_at = ? WHERE ${key} = ?`,
  ).run(misses, at, at, identity);
  return { ok: false, reason: "mismatch" };
}

export const tryAgainMessage = (seconds: number) => `please try again after ${seconds} seconds`;

/**
 * Records a code another service has already checked (Firebase phone auth, contract §6.2): the
 * OTP login's "Is it you?" follow-up sends the same code again with `verified`, and checkOtp
 * then finds it here as if the backend had sent it. No resend throttle: nothing is sent.
 */
export function storeCheckedCode(
  db: Database.Database,
  table: OtpTable,
  identity: string,
  code: string,
  now: Date,
): void {
  identity = keyOf(table, identity);
  const at = now.toISOString();
  db.prepare(
    `INSERT INTO ${table} (${keyColumn[table]}, token, otp_hit_count, is_temp_blocked, temp_block_time, created_at, updated_at)
     VALUES (?, ?, 0, 0, NULL, ?, ?)
     ON CONFLICT(${keyColumn[table]}) DO UPDATE SET token = excluded.token, created_at = excluded.created_at,
       updated_at = excluded.updated_at`,
  ).run(identity, sha256(code), at, at);
}
