import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";

/**
 * Guest ids (contract §3.4: an integer). A guest id is the only thing a guest shows to read its
 * cart and orders, so it must not be guessable: not the table's auto-increment (1, 2, 3…) but a
 * random safe integer in [2^32, 2^53 − 1] — about 2^53 values, still a plain JSON integer every
 * client parses exactly. The floor keeps them clear of the small ids older databases held
 * (re-keyed by migration 003) and of anything a 32-bit parser would wrap.
 */
export const GUEST_ID_MIN = 2 ** 32;
export const GUEST_ID_MAX = Number.MAX_SAFE_INTEGER;

/** A uniform random integer in [GUEST_ID_MIN, GUEST_ID_MAX] (rejection sampling, no modulo bias). */
export function randomGuestId(): number {
  for (;;) {
    // crypto.randomInt only spans 2^48 values: draw 53 bits ourselves.
    const bytes = randomBytes(7);
    // 5 bits from the first byte + 48 from the other six = 53 bits (readUIntBE stops at 6 bytes).
    const n = (bytes[0] & 0x1f) * 2 ** 48 + bytes.readUIntBE(1, 6);
    if (n >= GUEST_ID_MIN && n <= GUEST_ID_MAX) return n;
  }
}

/** Inserts a guest row under a fresh random id (a collision, however unlikely, draws again). */
export function createGuest(
  db: Database.Database,
  row: { ipAddress: string | null; fcmToken: string | null; at: string },
): number {
  const insert = db.prepare(
    "INSERT OR IGNORE INTO guests (id, ip_address, fcm_token, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
  );
  for (;;) {
    const id = randomGuestId();
    if (insert.run(id, row.ipAddress, row.fcmToken, row.at, row.at).changes === 1) return id;
  }
}
