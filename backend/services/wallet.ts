import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";

/**
 * Wallet movements: the balance on `users.wallet_balance` (what customer/info shows) and one
 * `wallet_transactions` row per movement with the balance after it. Call inside the
 * transaction that causes the movement.
 */

/**
 * Takes `amount` for an order. The balance was checked by the order checks in this same
 * synchronous request; the guarded UPDATE still refuses to go below zero rather than trust that.
 */
export function debitWallet(
  db: Database.Database,
  userId: number,
  amount: number,
  orderId: number,
  at: string,
) {
  const debited = db
    .prepare(
      "UPDATE users SET wallet_balance = ROUND(wallet_balance - ?, 2) WHERE id = ? AND wallet_balance >= ?",
    )
    .run(amount, userId, amount);
  if (debited.changes !== 1) throw new Error("wallet balance changed during the order");
  record(db, userId, { debit: amount, credit: 0, type: "order_place" }, orderId, at);
}

/**
 * A partial payment (contract §7.7): `paid` from the wallet (a `partial_payment` transaction),
 * the order's `partially_paid_amount`, and its two payments — the wallet's paid, the rest
 * unpaid by `restMethod`.
 */
export function payPartly(
  db: Database.Database,
  orderId: number,
  userId: number,
  paid: number,
  total: number,
  restMethod: string,
  at: string,
) {
  const debited = db
    .prepare(
      "UPDATE users SET wallet_balance = ROUND(wallet_balance - ?, 2) WHERE id = ? AND wallet_balance >= ?",
    )
    .run(paid, userId, paid);
  if (debited.changes !== 1) throw new Error("wallet balance changed during the order");
  record(db, userId, { debit: paid, credit: 0, type: "partial_payment" }, orderId, at);
  db.prepare("UPDATE orders SET partially_paid_amount = ? WHERE id = ?").run(paid, orderId);
  const payment = db.prepare(
    `INSERT INTO order_payments (order_id, transaction_ref, amount, payment_status, payment_method, created_at, updated_at)
     VALUES (?, NULL, ?, ?, ?, ?, ?)`,
  );
  payment.run(orderId, paid, "paid", "wallet", at, at);
  payment.run(orderId, Math.round((total - paid) * 100) / 100, "unpaid", restMethod, at, at);
}

/** Gives a canceled paid order's amount back. */
export function refundToWallet(
  db: Database.Database,
  userId: number,
  amount: number,
  orderId: number,
  at: string,
) {
  db.prepare("UPDATE users SET wallet_balance = ROUND(wallet_balance + ?, 2) WHERE id = ?").run(
    amount,
    userId,
  );
  record(db, userId, { debit: 0, credit: amount, type: "order_refund" }, orderId, at);
}

function record(
  db: Database.Database,
  userId: number,
  move: { debit: number; credit: number; type: string },
  orderId: number,
  at: string,
) {
  const { wallet_balance: balance } = db
    .prepare("SELECT wallet_balance FROM users WHERE id = ?")
    .get(userId) as { wallet_balance: number };
  db.prepare(
    `INSERT INTO wallet_transactions (user_id, transaction_id, credit, debit, balance, transaction_type, reference,
       created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(userId, randomUUID(), move.credit, move.debit, balance, move.type, String(orderId), at, at);
}

/** The points converted: loyalty balance down, wallet up, one row in each ledger. */
export function loyaltyToWallet(
  db: Database.Database,
  userId: number,
  points: number,
  amount: number,
  at: string,
): boolean {
  return db.transaction(() => {
    const taken = db
      .prepare(
        "UPDATE users SET loyalty_point = loyalty_point - ? WHERE id = ? AND loyalty_point >= ?",
      )
      .run(points, userId, points);
    if (taken.changes !== 1) return false;
    const { loyalty_point: left } = db
      .prepare("SELECT loyalty_point FROM users WHERE id = ?")
      .get(userId) as { loyalty_point: number };
    db.prepare(
      `INSERT INTO loyalty_point_transactions (user_id, transaction_id, credit, debit, balance, transaction_type,
         reference, created_at, updated_at) VALUES (?, ?, 0, ?, ?, 'point_to_wallet', NULL, ?, ?)`,
    ).run(userId, randomUUID(), points, left, at, at);
    db.prepare("UPDATE users SET wallet_balance = ROUND(wallet_balance + ?, 2) WHERE id = ?").run(
      amount,
      userId,
    );
    const { wallet_balance: balance } = db
      .prepare("SELECT wallet_balance FROM users WHERE id = ?")
      .get(userId) as { wallet_balance: number };
    db.prepare(
      `INSERT INTO wallet_transactions (user_id, transaction_id, credit, debit, balance, transaction_type, reference,
         created_at, updated_at) VALUES (?, ?, ?, 0, ?, 'loyalty_point', ?, ?, ?)`,
    ).run(userId, randomUUID(), amount, balance, String(points), at, at);
    return true;
  })();
}

/** One page of a ledger (wallet_transactions or loyalty_point_transactions), newest first. */
export function ledgerPage(
  db: Database.Database,
  table: "wallet_transactions" | "loyalty_point_transactions",
  userId: number,
  page: { limit: number; offset: number; types?: string[] },
) {
  const typed = page.types?.length
    ? ` AND transaction_type IN (${page.types.map(() => "?").join(", ")})`
    : "";
  const args = [userId, ...(page.types ?? [])];
  const { n } = db
    .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?${typed}`)
    .get(...args) as { n: number };
  const rows = db
    .prepare(
      `SELECT * FROM ${table} WHERE user_id = ?${typed} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, page.limit, (page.offset - 1) * page.limit);
  return { total_size: n, limit: page.limit, offset: page.offset, data: rows };
}

/**
 * A paid add-fund: the amount plus the best running bonus it qualifies for (contract §5.12
 * wallet bonus: percentage or amount, from `minimum_add_amount`, capped at
 * `maximum_bonus_amount`), one add_fund row with the bonus in `admin_bonus`.
 */
export function addFund(
  db: Database.Database,
  userId: number,
  amount: number,
  reference: string,
  now: Date,
): { credited: number; bonus: number } {
  const today = now.toISOString().slice(0, 10);
  const bonuses = db
    .prepare(
      "SELECT * FROM wallet_bonuses WHERE status = 1 AND start_date <= ? AND end_date >= ? AND minimum_add_amount <= ?",
    )
    .all(today, today, amount) as Array<{
    bonus_type: string;
    bonus_amount: number;
    maximum_bonus_amount: number;
  }>;
  const bonus = Math.max(
    0,
    ...bonuses.map((b) => {
      const raw = b.bonus_type === "percentage" ? (amount * b.bonus_amount) / 100 : b.bonus_amount;
      const capped = b.maximum_bonus_amount > 0 ? Math.min(raw, b.maximum_bonus_amount) : raw;
      return Math.round(capped * 100) / 100;
    }),
  );
  const credited = Math.round((amount + bonus) * 100) / 100;
  const at = now.toISOString();
  db.transaction(() => {
    db.prepare("UPDATE users SET wallet_balance = ROUND(wallet_balance + ?, 2) WHERE id = ?").run(
      credited,
      userId,
    );
    const { wallet_balance: balance } = db
      .prepare("SELECT wallet_balance FROM users WHERE id = ?")
      .get(userId) as { wallet_balance: number };
    db.prepare(
      `INSERT INTO wallet_transactions (user_id, transaction_id, credit, debit, admin_bonus, balance, transaction_type,
         reference, created_at, updated_at) VALUES (?, ?, ?, 0, ?, ?, 'add_fund', ?, ?, ?)`,
    ).run(userId, randomUUID(), credited, bonus, balance, reference, at, at);
  })();
  return { credited, bonus };
}
