import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../context";
import { publicOriginOf } from "../http/request";
import {
  checkPaymentToken,
  spendPaymentToken,
  type PaymentTokenCheck,
} from "../services/payment-tokens";
import { amountDue, payableOrder, recordPayment, type PaymentOutcome } from "../services/payments";
import { allowedCallback } from "./payment-callback";
import { oneOf, optionalText, positiveId, text } from "./commerce-input";
import { gatewayPage, messagePage } from "./payment-page-html";

/**
 * The demo digital-payment gateway (contract §2.4, "Digital payment is not an API call"):
 * GET /payment-mobile renders a self-contained page with Pay / Fail / Cancel; each button POSTs
 * back here, the order is marked, and the browser is sent (303) to `callback` with
 * `flag=success|fail|cancel&order_id=…`. Mounted on the web router, not under /api/v1.
 *
 * A partial payment's digital rest (issue 24 item 2) is charged alone: the page shows and takes
 * order_amount − partially_paid_amount (services/payments.ts).
 *
 * Beyond the contract's query (order_id, customer_id — both guessable — and callback), both the
 * page and its POST need `payment_token`, the single-use token the order-place answer carried
 * (services/payment-tokens.ts), and `callback` must stay on the storefront's origin(s)
 * (payment-callback.ts). Every refusal is decided before the order is read or written.
 */

const querySchema = z.object({
  order_id: positiveId(),
  customer_id: positiveId(),
  callback: text(2000),
  payment_token: text(200),
  payment_method: optionalText(100),
  payment_platform: optionalText(20),
});
const postSchema = querySchema.extend({ outcome: oneOf(["success", "fail", "cancel"]) });

export function registerPaymentPages(router: Router, deps: BackendDeps) {
  const { db, options } = deps;

  /** The callback and order of a request whose token checked out, or null after answering. */
  const target = (req: Request, res: Response, input: z.infer<typeof querySchema>) => {
    const callback = allowedCallback(input.callback, {
      ownOrigin: publicOriginOf(req, options.publicUrl),
      allowed: options.callbackOrigins ?? [],
    });
    if (!callback) {
      sendPage(res, 400, invalidRequest("The return address must be on this shop's own site."));
      return null;
    }
    const check = checkPaymentToken(db, input.order_id, input.payment_token, options.now());
    if (check !== "valid") {
      refuseToken(res, check);
      return null;
    }
    const order = payableOrder(db, input.order_id, input.customer_id);
    if (!order) {
      sendPage(
        res,
        404,
        messagePage("Order not found", "This order does not exist for this customer."),
      );
      return null;
    }
    return { callback, order };
  };

  router.get("/payment-mobile", (req, res) => {
    const input = querySchema.safeParse(req.query);
    if (!input.success)
      return sendPage(res, 400, invalidRequest("The payment link is incomplete."));
    const found = target(req, res, input.data);
    if (!found) return;
    const { callback, order } = found;
    // The whole order, or only a partial payment's rest (the wallet paid the other part).
    const due = amountDue(db, order);
    if (due === null) {
      // Switched to cash or canceled since: nothing to pay, report where it stands.
      const flag = order.payment_status === "paid" ? "success" : "fail";
      return redirectToCallback(res, callback, flag, order.id);
    }
    const html = gatewayPage({
      orderId: order.id,
      amount: due,
      currency: currencyOf(deps),
      fields: {
        order_id: String(order.id),
        customer_id: String(input.data.customer_id),
        callback: callback.toString(),
        payment_token: input.data.payment_token,
      },
    });
    return sendPage(res, 200, html, callback.origin);
  });

  router.post(
    "/payment-mobile",
    express.urlencoded({ extended: false, limit: "16kb" }),
    (req: Request, res: Response) => {
      const input = postSchema.safeParse(req.body ?? {});
      if (!input.success)
        return sendPage(res, 400, invalidRequest("The payment form is incomplete."));
      const found = target(req, res, input.data);
      if (!found) return;
      const { callback, order } = found;
      const now = options.now();
      // Single use: the first outcome spends the token; a replay (back button, double click,
      // a copied form) is refused below and can never change what was recorded.
      if (!spendPaymentToken(db, input.data.payment_token, now)) return refuseToken(res, "used");
      const outcome = input.data.outcome as PaymentOutcome;
      if (amountDue(db, order) === null) {
        return redirectToCallback(
          res,
          callback,
          order.payment_status === "paid" ? "success" : "fail",
          order.id,
        );
      }
      recordPayment(db, order, outcome, now);
      return redirectToCallback(res, callback, outcome, order.id);
    },
  );
}

const invalidRequest = (message: string) => messagePage("Invalid payment request", message);

function refuseToken(res: Response, check: Exclude<PaymentTokenCheck, "valid">) {
  if (check === "invalid") {
    return sendPage(
      res,
      403,
      messagePage("Payment refused", "This payment link is not valid for this order."),
    );
  }
  return sendPage(
    res,
    410,
    messagePage(
      "Payment link expired",
      "This payment link has expired or was already used. Please start the payment again from your order.",
    ),
  );
}

function redirectToCallback(res: Response, callback: URL, flag: PaymentOutcome, orderId: number) {
  const target = new URL(callback.toString());
  target.searchParams.set("flag", flag);
  target.searchParams.set("order_id", String(orderId));
  res.setHeader("Cache-Control", "no-store");
  return res.redirect(303, target.toString());
}

function sendPage(res: Response, status: number, html: string, callbackOrigin?: string) {
  res.status(status);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  // The page URL carries the payment token: never leak it to another site as a Referer.
  res.setHeader("Referrer-Policy", "no-referrer");
  // Chrome applies form-action to the redirect after the POST too, hence the callback origin.
  res.setHeader(
    "Content-Security-Policy",
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${callbackOrigin ? ` ${callbackOrigin}` : ""}; frame-ancestors 'none'; base-uri 'none'`,
  );
  return res.send(html);
}

function currencyOf(deps: BackendDeps): string {
  try {
    const row = deps.db
      .prepare("SELECT value FROM business_settings WHERE key = 'currency_symbol'")
      .get() as { value: string } | undefined;
    const value = row ? (JSON.parse(row.value) as unknown) : null;
    return typeof value === "string" && value ? value : "AED";
  } catch {
    return "AED";
  }
}
