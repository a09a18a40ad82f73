import type { Router } from "express";
import { z } from "zod";
import type { BackendDeps } from "../../context";
import { sendError } from "../../http/errors";
import { localeOf } from "../../http/request";
import { currentCustomer, requireCustomer } from "../../services/auth-guard";
import {
  activeOfflineMethod,
  activeOfflineMethods,
  offlinePaymentStatusOf,
  saveOfflinePayment,
} from "../../services/offline-payments";
import { restPaymentOf } from "../../services/payments";
import { inputOf, optionalText, positiveId, text, validate } from "../commerce-input";
import { ownOrder } from "./read";

const submissionSchema = z.object({
  order_id: positiveId(),
  method_id: positiveId(),
  customer_note: optionalText(1000),
});

/** payment_info keeps these beside the customer's inputs: a method may not reuse them. */
const RESERVED_INPUTS = new Set(["method_id", "method_name", "order_id", "customer_note"]);

/**
 * Offline payment (contract §2.1, §2.4): the active methods, and the customer's proof of payment
 * for an order placed with payment_method=offline_payment, or a partial payment's offline rest.
 * The order stays `pending` and unpaid (or partially paid) until the operator verifies the
 * submission (services/offline-payments.ts reviewOfflinePayment; there is no admin side here).
 */
export function registerOfflinePaymentRoutes(router: Router, deps: BackendDeps) {
  const { db, options } = deps;
  const guard = requireCustomer(deps);

  router.get("/offline_payment_method_list", (req, res) => {
    res.json(activeOfflineMethods(db, localeOf(req)));
  });

  router.put("/customer/order/offline-payment", guard, (req, res) => {
    const body = inputOf(req);
    const input = validate(submissionSchema, body, res);
    if (!input) return;
    // Only the order's own customer (token, or the guest id that placed it); a stranger's order
    // id is "not found", the same as an id that does not exist.
    const order = ownOrder(deps, currentCustomer(res), input.order_id);
    if (!order) return sendError(res, 404, "order", "Order not found");
    // A partial payment whose rest is offline (issue 24 item 2) sends its proof the same way,
    // for the rest's amount: the wallet paid the other part.
    const offlineRest = restPaymentOf(db, order)?.payment_method === "offline_payment";
    if (order.payment_method !== "offline_payment" && !offlineRest) {
      return sendError(res, 403, "order", "This order is not paid by offline payment.");
    }
    const decided = offlinePaymentStatusOf(db, order.id);
    if (
      order.payment_status === "paid" ||
      order.order_status === "canceled" ||
      decided === "verified"
    ) {
      return sendError(res, 403, "order", "The payment info of this order can not be changed.");
    }
    const locale = localeOf(req);
    const method = activeOfflineMethod(db, input.method_id, locale);
    if (!method) return sendError(res, 404, "method_id", "Payment method not found.");
    // The method's own inputs, each a 403 with its input name as code when required and missing.
    const wanted = method.method_informations.filter((i) => !RESERVED_INPUTS.has(i.customer_input));
    const inputs = validate(
      z.object(
        Object.fromEntries(
          wanted.map((i) => [i.customer_input, i.is_required ? text(255) : optionalText(255)]),
        ),
      ),
      body,
      res,
    ) as Record<string, string | undefined> | undefined;
    if (!inputs) return;
    const given = Object.fromEntries(
      Object.entries(inputs).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    saveOfflinePayment(
      db,
      {
        orderId: order.id,
        // stored in English whatever the request's language, like the order's other texts
        method: activeOfflineMethod(db, method.id, "en") ?? method,
        inputs: given,
        customerNote: input.customer_note ?? null,
      },
      options.now(),
    );
    return res.json({ payment: "success" });
  });
}
