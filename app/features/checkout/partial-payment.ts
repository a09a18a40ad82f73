import type { Config } from "~/api/schemas/config";
import type { OrderQuote } from "~/api/schemas/orders";
import type { PaymentMethod } from "./checkout-fields";
import type { PaymentOption } from "./checkout-state";

/**
 * Partial payment at checkout (issue 24 item 2; api-contract §7.7): when the operator has it on
 * (`partial_payment_status`) and a signed-in customer's wallet holds something but not the
 * order's total, the wallet may pay what it holds and another method the rest — the methods
 * `partial_payment_method` names: "cod", "digital_payment", "offline_payment", "both" (cash and
 * digital) or "all". Kept apart from the checkout's files: the form posts `partial_payment=1`
 * with `partial_payment_shown=1` (an unchecked box posts nothing), the draft keeps the choice.
 */
export const PARTIAL_FIELD = "partial_payment";
export const PARTIAL_SHOWN_FIELD = "partial_payment_shown";

const REST_METHODS: Record<string, readonly PaymentMethod[]> = {
  cod: ["cash_on_delivery"],
  digital_payment: ["digital_payment"],
  offline_payment: ["offline_payment"],
  both: ["cash_on_delivery", "digital_payment"],
  all: ["cash_on_delivery", "digital_payment", "offline_payment"],
};

export interface PartialPayment {
  /** The customer ticked "pay part with my wallet". */
  chosen: boolean;
  /** What the wallet pays: its whole balance. */
  fromWallet: number;
  /** What the chosen method pays. */
  rest: number;
  /** The methods that may pay the rest. */
  restMethods: readonly PaymentMethod[];
}

/** Null while partial payment does not apply: off, a guest, no wallet, or a wallet that covers the total. */
export function partialPaymentOf(options: {
  config: Config | null;
  quote: OrderQuote | null;
  signedIn: boolean;
  chosen: boolean;
}): PartialPayment | null {
  const { config, quote, signedIn } = options;
  if (!config?.partial_payment_status || !config.customer_wallet_status || !signedIn || !quote)
    return null;
  const balance = quote.wallet_balance ?? 0;
  if (balance <= 0 || balance >= quote.order_amount) return null;
  return {
    chosen: options.chosen,
    fromWallet: balance,
    rest: Math.round((quote.order_amount - balance) * 100) / 100,
    restMethods: REST_METHODS[config.partial_payment_method ?? "all"] ?? REST_METHODS.all,
  };
}

/** With part paid by the wallet, only the methods that may pay the rest stay available. */
export function restPaymentOptions(
  options: PaymentOption[],
  partial: PartialPayment | null,
): PaymentOption[] {
  if (!partial?.chosen) return options;
  return options.map((option) =>
    partial.restMethods.includes(option.id)
      ? option
      : { ...option, available: false, note: { key: "checkout:partial.notForRest" } },
  );
}
