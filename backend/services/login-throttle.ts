import type Database from "better-sqlite3";

/**
 * Per-account limit on failed password sign-ins (issue 7 item 5). Rate limits keyed on the
 * client (IP) are skipped by anyone with many addresses or behind a shared proxy; this one is
 * keyed on the account itself, so it holds whoever asks: after MAX_FAILURES wrong passwords
 * within WINDOW_MS the account refuses every password — the right one too — for WINDOW_MS.
 * A successful sign-in clears the count. The clock is the backend's injectable `now()`.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

interface FailureRow {
  failures: number;
  first_failed_at: string;
  blocked_until: string | null;
}

/** The throttle key: the account when it exists, else what was typed (see migration 003). */
export function accountKey(userId: number | null, identifier: string): string {
  if (userId !== null) return `user:${userId}`;
  const typed = identifier.trim().toLowerCase();
  return `typed:${typed.includes("@") ? typed : typed.replace(/^\+/, "")}`;
}

const read = (db: Database.Database, account: string) =>
  db.prepare("SELECT * FROM login_failures WHERE account = ?").get(account) as
    FailureRow | undefined;

/** Milliseconds the account stays blocked (0 = may try). */
export function blockedForMs(db: Database.Database, account: string, now: Date): number {
  const row = read(db, account);
  if (!row?.blocked_until) return 0;
  return Math.max(0, Date.parse(row.blocked_until) - now.getTime());
}

/** Counts one failure; the MAX_FAILURES-th within the window starts the block. */
export function recordFailure(db: Database.Database, account: string, now: Date) {
  // Rows of made-up identifiers would otherwise pile up: drop every count that has run out.
  const stale = new Date(now.getTime() - WINDOW_MS).toISOString();
  db.prepare(
    "DELETE FROM login_failures WHERE first_failed_at < ? AND (blocked_until IS NULL OR blocked_until < ?)",
  ).run(stale, now.toISOString());
  const row = read(db, account);
  const fresh =
    !row ||
    now.getTime() - Date.parse(row.first_failed_at) >= WINDOW_MS ||
    (row.blocked_until !== null && Date.parse(row.blocked_until) <= now.getTime());
  const failures = fresh ? 1 : row.failures + 1;
  const first = fresh ? now.toISOString() : row.first_failed_at;
  const blockedUntil =
    failures >= MAX_FAILURES ? new Date(now.getTime() + WINDOW_MS).toISOString() : null;
  db.prepare(
    `INSERT INTO login_failures (account, failures, first_failed_at, blocked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT(account) DO UPDATE SET failures = excluded.failures,
       first_failed_at = excluded.first_failed_at, blocked_until = excluded.blocked_until`,
  ).run(account, failures, first, blockedUntil);
}

export function clearFailures(db: Database.Database, account: string) {
  db.prepare("DELETE FROM login_failures WHERE account = ?").run(account);
}

/** "…try again in N minutes." (rounded up; never "0 minutes"). */
export function tooManyAttemptsMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many failed attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
