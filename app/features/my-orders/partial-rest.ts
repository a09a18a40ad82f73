import type { TrackedOrder } from "~/api/schemas/orders";

/**
 * The rest of a partial payment (issue 24 item 2; contract §5.9 track `payments`): the wallet
 * paid `partially_paid_amount`, and one other payment — cash on delivery, digital or offline —
 * pays or owes the rest. Null for any other order. A backend that lists no payments (stock's
 * list entries) still has a rest: the order's amount less the wallet's part, by an unknown method.
 */
export interface PartialRest {
  method: string | null;
  amount: number;
  paid: boolean;
}

export function partialRestOf(order: TrackedOrder): PartialRest | null {
  if (order.payment_method !== "partial_payment" || order.partially_paid_amount <= 0) return null;
  const other = order.payments.find((p) => p.payment_method !== "wallet");
  const amount =
    other?.amount ?? Math.round((order.order_amount - order.partially_paid_amount) * 100) / 100;
  return {
    method: other?.payment_method ?? null,
    amount: Math.max(0, amount),
    paid: order.payment_status === "paid" || other?.payment_status === "paid",
  };
}

/** A digital rest the gateway has not been paid: cash may still pay it (order-outcome). */
export const digitalRestUnpaid = (order: TrackedOrder) => {
  const rest = partialRestOf(order);
  return rest?.method === "digital_payment" && !rest.paid;
};

/**
 * The order page's row for the rest, a key under orders:myOrders.amounts: what a digital or
 * offline payment paid, or what is left to pay and how. Cash is paid on delivery: only what is
 * left ("due"), until then.
 */
export function restAmountKey(rest: PartialRest): string | null {
  if (rest.method === "digital_payment") return rest.paid ? "paidDigital" : "dueDigital";
  if (rest.method === "offline_payment") return rest.paid ? "paidOffline" : "dueOffline";
  return rest.paid ? null : "due";
}
