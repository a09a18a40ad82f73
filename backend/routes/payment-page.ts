import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import express, { type Request, type Response, type Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../context";
import {
  awaitsPayment,
  payableOrder,
  recordPayment,
  type PaymentOutcome,
} from "../services/payments";
import { oneOf, optionalText, positiveId, text } from "./commerce-input";
import { gatewayPage, messagePage } from "./payment-page-html";

/**
 * The demo digital-payment gateway (contract §2.4, "Digital payment is not an API call"):
 * GET /payment-mobile renders a self-contained page with Pay / Fail / Cancel; each button POSTs
 * back here, the order is marked, and the browser is sent (303) to `callback` with
 * `flag=success|fail|cancel&order_id=…`. Mounted on the web router, not under /api/v1.
 */

const querySchema = z.object({
  order_id: positiveId(),
  customer_id: positiveId(),
  callback: text(2000),
  payment_method: optionalText(100),
  payment_platform: optionalText(20),
});
const postSchema = querySchema.extend({
  outcome: oneOf(["success", "fail", "cancel"]),
  token: text(128),
});

export function registerPaymentPages(router: Router, deps: BackendDeps) {
  // Ties a POST to a page this server rendered for that order (no blind cross-site POSTs).
  const secret = randomBytes(32);
  const tokenFor = (orderId: number, customerId: number) =>
    createHmac("sha256", secret).update(`${orderId}:${customerId}`).digest("hex");

  /** The order and return address of a request, or null after answering the error page. */
  const target = (res: Response, orderId: number, customerId: number, rawCallback: string) => {
    const callback = safeCallback(rawCallback);
    if (!callback) {
      sendPage(res, 400, invalidRequest("The return address must be an http(s) URL."));
      return null;
    }
    const order = payableOrder(deps.db, orderId, customerId);
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
    const found = target(res, input.data.order_id, input.data.customer_id, input.data.callback);
    if (!found) return;
    const { callback, order } = found;
    if (!awaitsPayment(order)) {
      const flag = order.payment_status === "paid" ? "success" : "fail";
      return redirectToCallback(res, callback, flag, order.id);
    }
    const html = gatewayPage({
      orderId: order.id,
      amount: order.order_amount,
      currency: currencyOf(deps),
      fields: {
        order_id: String(order.id),
        customer_id: String(input.data.customer_id),
        callback: callback.toString(),
        token: tokenFor(order.id, input.data.customer_id),
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
      const { order_id, customer_id, outcome, token } = input.data;
      const expected = Buffer.from(tokenFor(order_id, customer_id));
      const given = Buffer.from(token);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const message = "This payment form has expired. Please start the payment again.";
        return sendPage(res, 403, messagePage("Payment refused", message));
      }
      const found = target(res, order_id, customer_id, input.data.callback);
      if (!found) return;
      const { callback, order } = found;
      if (awaitsPayment(order)) {
        recordPayment(deps.db, order, outcome as PaymentOutcome, deps.options.now());
        return redirectToCallback(res, callback, outcome as PaymentOutcome, order.id);
      }
      // A second submit (back button, double click): report what already happened.
      return redirectToCallback(
        res,
        callback,
        order.payment_status === "paid" ? "success" : "fail",
        order.id,
      );
    },
  );
}

const invalidRequest = (message: string) => messagePage("Invalid payment request", message);

/** Only absolute http(s) URLs: a `javascript:` or `data:` callback would run in the page. */
function safeCallback(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
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
