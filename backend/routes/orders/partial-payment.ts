import type Database from "better-sqlite3";
import type { Customer } from "../../services/auth-guard";
import type { Refusal } from "../../services/orders-quote";
import { setting } from "../../services/settings";
import { refuse } from "./place-checks";
import type { PaymentMethod } from "./place-input";

/**
 * Partial payment (contract §7.7; issue 24 item 2), stock 6amMart's rules in both profiles: a
 * signed-in customer whose wallet does not cover the order sends `partial_payment=1` with the
 * method for the rest; the wallet pays what it holds. `partial_payment_method` names the methods
 * that may pay the rest: "cod", "digital_payment", "offline_payment", "both" (cash and digital)
 * or "all".
 *
 * Each rest is completed as stock does: cash on delivery; a digital rest on the gateway page,
 * which charges only the rest (services/payments.ts); an offline rest by the customer's offline
 * payment info, reviewed like a whole offline order (routes/orders/offline-payment.ts).
 */
const REST_METHODS: Record<string, readonly PaymentMethod[]> = {
  cod: ["cash_on_delivery"],
  digital_payment: ["digital_payment"],
  offline_payment: ["offline_payment"],
  both: ["cash_on_delivery", "digital_payment"],
  all: ["cash_on_delivery", "digital_payment", "offline_payment"],
};

const on = (value: unknown) => value === 1 || value === true || value === "1";

/** Before pricing: partial payment on, a signed-in customer, a method allowed for the rest. */
export function checkPartialPayment(
  db: Database.Database,
  customer: Customer,
  method: PaymentMethod | null,
): Refusal | null {
  if (!on(setting<unknown>(db, "partial_payment_status", 0)))
    return refuse(403, "order_method", "Partial payment is not active.");
  if (customer.kind !== "user")
    return refuse(403, "payment_method", "Sign in to pay with your wallet.");
  const allowed = REST_METHODS[String(setting<unknown>(db, "partial_payment_method", "both"))];
  if (method === null || !(allowed ?? REST_METHODS.both).includes(method)) {
    return refuse(
      403,
      "payment_method",
      "This payment method cannot pay the rest of a partial payment.",
    );
  }
  return null;
}

/** After pricing: a wallet with money in it that does not cover the order (stock's 203s). */
export function checkPartialBalance(customer: Customer, total: number): Refusal | null {
  const balance = customer.kind === "user" ? customer.user.wallet_balance : 0;
  if (balance <= 0)
    return refuse(203, "order_amount", "Your wallet has no balance to pay part of the order.");
  if (balance > total)
    return refuse(
      203,
      "partial_payment",
      "The order amount must be greater than the wallet amount.",
    );
  return null;
}
