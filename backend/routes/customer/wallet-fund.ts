import { randomBytes } from "node:crypto";
import express, { type Response, type Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError } from "../../http/errors";
import { publicOriginOf } from "../../http/request";
import { currentUser, requireUser } from "../../services/auth-guard";
import { setting } from "../../services/settings";
import { addFund } from "../../services/wallet";
import { allowedCallback } from "../payment-callback";
import { inputOf, number, oneOf, optionalText, text, validate } from "../commerce-input";

const addFundSchema = z.object({
  amount: number().pipe(z.number().min(1).max(1_000_000)),
  payment_method: text(100).pipe(z.string().min(1)),
  payment_platform: optionalText(20),
  callback: text(2000),
});
const paySchema = z.object({ token: z.string().regex(/^[a-f0-9]{48}$/) });
const outcomeSchema = paySchema.extend({ outcome: oneOf(["success", "cancel"]) });

/** A started add-fund: who, how much, where to come back; single use, 30 minutes. */
interface PendingFund {
  userId: number;
  amount: number;
  gateway: string;
  callback: URL;
  expires: number;
}
const LIFETIME_MS = 30 * 60 * 1000;

/**
 * POST customer/wallet/add-fund (contract §2.3) → `{redirect_link}`: the demo gateway's page
 * for this top-up (like /payment-mobile for orders), where Pay credits the wallet (with the
 * running bonus) and both buttons send the browser to `callback` with `flag=success|cancel`.
 * The link carries a random single-use token, kept in this process only: nothing about the
 * customer is in the URL, and a replayed or forged link is refused. `callback` must be on the
 * storefront's own origin(s), as for orders (payment-callback.ts).
 */
export function registerWalletFundRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const auth = requireUser(deps);
  const pending = new Map<string, PendingFund>();
  const PAGE = "/customer/wallet/add-fund/pay";

  router.post("/customer/wallet/add-fund", auth, (req, res) => {
    const input = validate(addFundSchema, inputOf(req), res);
    if (!input) return;
    const on = (key: string) => Number(setting(db, key, 0)) === 1;
    if (!on("wallet_status") || !on("add_fund_status"))
      return res.status(403).json({ errors: { message: "Add fund to wallet is not active." } });
    const origin = publicOriginOf(req, options.publicUrl);
    const callback = allowedCallback(input.callback, {
      ownOrigin: origin,
      allowed: options.callbackOrigins ?? [],
    });
    if (!callback) return sendError(res, 403, "callback", "The return address is not allowed.");
    const now = options.now().getTime();
    for (const [key, fund] of pending) if (fund.expires < now) pending.delete(key);
    const token = randomBytes(24).toString("hex");
    pending.set(token, {
      userId: currentUser(res).id,
      amount: Math.round(input.amount * 100) / 100,
      gateway: input.payment_method,
      callback,
      expires: now + LIFETIME_MS,
    });
    return res.json({ redirect_link: `${origin}/api/v1${PAGE}?token=${token}` });
  });

  const found = (token: string) => {
    const fund = pending.get(token);
    return fund && fund.expires >= options.now().getTime() ? fund : null;
  };

  router.get(PAGE, (req, res) => {
    const input = paySchema.safeParse(req.query);
    const fund = input.success ? found(input.data.token) : null;
    if (!input.success || !fund) return sendPage(res, 410, expiredPage());
    return sendPage(res, 200, fundPage(input.data.token, fund.amount), fund.callback.origin);
  });

  router.post(PAGE, express.urlencoded({ extended: false, limit: "4kb" }), (req, res) => {
    const input = outcomeSchema.safeParse(req.body ?? {});
    const fund = input.success ? found(input.data.token) : null;
    if (!input.success || !fund) return sendPage(res, 410, expiredPage());
    pending.delete(input.data.token);
    if (input.data.outcome === "success")
      addFund(db, fund.userId, fund.amount, fund.gateway, options.now());
    const target = new URL(fund.callback.toString());
    target.searchParams.set("flag", input.data.outcome);
    res.setHeader("Cache-Control", "no-store");
    return res.redirect(303, target.toString());
  });
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f4f4f5;color:#18181b}main{width:min(92vw,26rem);background:#fff;border-radius:1rem;padding:2rem}button{width:100%;padding:.8rem;border-radius:.6rem;font-size:1rem;font-weight:600;margin:.4rem 0;cursor:pointer;border:1px solid #a1a1aa;background:#fff;color:#3f3f46}.pay{background:#15803d;color:#fff;border-color:#15803d}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}</style></head><body><main>${body}</main></body></html>`;
}

function fundPage(token: string, amount: number) {
  const button = (outcome: string, label: string, className = "") =>
    `<form method="post"><input type="hidden" name="token" value="${token}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit" class="${className}">${label}</button></form>`;
  return layout(
    "Add fund",
    `<h1>Add fund to wallet</h1><p style="font-size:2rem;font-weight:700">${amount.toFixed(2)}</p>${button("success", "Pay now", "pay")}${button("cancel", "Cancel payment")}<p>This is a demonstration gateway: no card is charged.</p>`,
  );
}

const expiredPage = () =>
  layout(
    "Payment link expired",
    "<h1>Payment link expired</h1><p>This payment link has expired or was already used. Start again from your wallet.</p>",
  );

function sendPage(res: Response, status: number, html: string, callbackOrigin?: string) {
  res.status(status);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader(
    "Content-Security-Policy",
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${callbackOrigin ? ` ${callbackOrigin}` : ""}; frame-ancestors 'none'; base-uri 'none'`,
  );
  return res.send(html);
}
