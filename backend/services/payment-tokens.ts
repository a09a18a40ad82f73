import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { sha256 } from "./tokens";

/**
 * The proof that opens the demo payment page (/payment-mobile) for one order. The contract's
 * page asks only for order_id and customer_id — both sequential, so anyone could open (and fail)
 * anyone's payment. The reference backend issues this token when a digital-payment order is
 * placed (`payment_token` in the order-place answer) and the page requires it:
 * random (256 bits), bound to the order, valid PAYMENT_TOKEN_TTL_MS, spent by the first outcome
 * POST. Only its SHA-256 is stored.
 */
export const PAYMENT_TOKEN_TTL_MS = 30 * 60 * 1000;

export function issuePaymentToken(db: Database.Database, orderId: number, now: Date): string {
  const token = randomBytes(32).toString("base64url");
  db.prepare(
    "INSERT INTO payment_tokens (token_hash, order_id, expires_at, created_at) VALUES (?, ?, ?, ?)",
  ).run(
    sha256(token),
    orderId,
    new Date(now.getTime() + PAYMENT_TOKEN_TTL_MS).toISOString(),
    now.toISOString(),
  );
  return token;
}

/** "invalid": unknown, or another order's (403). "expired"/"used": it was this order's (410). */
export type PaymentTokenCheck = "valid" | "invalid" | "expired" | "used";

export function checkPaymentToken(
  db: Database.Database,
  orderId: number,
  token: string,
  now: Date,
): PaymentTokenCheck {
  if (token.length > 200) return "invalid";
  const row = db
    .prepare("SELECT order_id, expires_at, used_at FROM payment_tokens WHERE token_hash = ?")
    .get(sha256(token)) as
    { order_id: number; expires_at: string; used_at: string | null } | undefined;
  if (!row || row.order_id !== orderId) return "invalid";
  if (row.used_at) return "used";
  if (Date.parse(row.expires_at) <= now.getTime()) return "expired";
  return "valid";
}

/**
 * Marks the token used; false when another request spent it first (a double submit racing
 * this one), so exactly one outcome is ever recorded per token.
 */
export function spendPaymentToken(db: Database.Database, token: string, now: Date): boolean {
  return (
    db
      .prepare("UPDATE payment_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL")
      .run(now.toISOString(), sha256(token)).changes === 1
  );
}
