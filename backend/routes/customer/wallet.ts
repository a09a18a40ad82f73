import type { Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError, sendMessage } from "../../http/errors";
import { currentUser, requireUser } from "../../services/auth-guard";
import { localeOf } from "../../http/request";
import { seedWord } from "../../services/seed-words-ar";
import { setting } from "../../services/settings";
import { ledgerPage, loyaltyToWallet } from "../../services/wallet";
import { inputOf, integer, optionalText, validate } from "../commerce-input";

/** Laravel's `limit, offset` (both required, offset counted from 1). */
const pageSchema = z.object({
  limit: integer().pipe(z.number().min(1).max(100)),
  offset: integer().pipe(z.number().min(1).max(1_000_000)),
  type: optionalText(30),
});
const transferSchema = z.object({ point: integer().pipe(z.number().min(1).max(1_000_000_000)) });

/**
 * `type` of wallet/transactions (contract §2.3): one word for the kinds a customer tells apart;
 * "order" covers the order's payment, its refund and a partial payment. Anything else (or none,
 * or "all") lists everything.
 */
const WALLET_TYPES: Record<string, string[]> = {
  order: ["order_place", "order_refund", "partial_payment"],
  loyalty_point: ["loyalty_point"],
  add_fund: ["add_fund"],
  referrer: ["referrer"],
  CashBack: ["CashBack"],
};

/**
 * customer/wallet/transactions, customer/wallet/bonuses, customer/loyalty-point/transactions
 * and customer/loyalty-point/point-transfer (contract §2.3, §5.12). Every ledger read is the
 * token owner's: no id of anyone is taken from the request.
 */
export function registerWalletRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const auth = requireUser(deps);

  router.get("/customer/wallet/transactions", auth, (req, res) => {
    const input = validate(pageSchema, req.query, res);
    if (!input) return;
    const types = input.type ? WALLET_TYPES[input.type] : undefined;
    res.json(ledgerPage(db, "wallet_transactions", currentUser(res).id, { ...input, types }));
  });

  router.get("/customer/wallet/bonuses", auth, (req, res) => {
    const today = options.now().toISOString().slice(0, 10);
    const locale = localeOf(req);
    const rows = db
      .prepare(
        "SELECT * FROM wallet_bonuses WHERE status = 1 AND start_date <= ? AND end_date >= ? ORDER BY id",
      )
      .all(today, today) as Array<{ title: string; description: string | null }>;
    res.json(
      rows.map((b) => ({
        ...b,
        title: seedWord(b.title, locale),
        description: b.description === null ? null : seedWord(b.description, locale),
      })),
    );
  });

  router.get("/customer/loyalty-point/transactions", auth, (req, res) => {
    const input = validate(pageSchema, req.query, res);
    if (!input) return;
    res.json(ledgerPage(db, "loyalty_point_transactions", currentUser(res).id, input));
  });

  router.post("/customer/loyalty-point/point-transfer", auth, (req, res) => {
    const input = validate(transferSchema, inputOf(req), res);
    if (!input) return;
    const user = currentUser(res);
    if (Number(setting(db, "loyalty_point_status", 0)) !== 1)
      return sendError(res, 403, "point", "Loyalty points are not active.");
    const minimum = Number(setting(db, "loyalty_point_minimum_point", 0));
    const rate = Number(setting(db, "loyalty_point_exchange_rate", 0));
    if (input.point < minimum)
      return sendError(res, 403, "point", `The minimum points to transfer is ${minimum}.`);
    if (input.point > user.loyalty_point)
      return sendError(res, 403, "point", "Insufficient points.");
    if (!(rate > 0)) return sendError(res, 203, "point", "Point transfer failed.");
    const amount = Math.round((input.point / rate) * 100) / 100;
    if (!loyaltyToWallet(db, user.id, input.point, amount, options.now().toISOString()))
      return sendError(res, 403, "point", "Insufficient points.");
    return sendMessage(res, 200, "Point to wallet transfer successfully.");
  });
}
