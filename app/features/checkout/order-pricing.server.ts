import type { AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import type { CartEntry } from "~/api/schemas/cart";
import type { OfflineMethod, OrderQuote } from "~/api/schemas/orders";
import type { StoreDetails } from "~/api/schemas/store-details";
import { type moneyFormat, formatPrice } from "~/features/catalogue/money";
import { settle, type Settled } from "~/api/settle.server";
import type { PaymentMethod } from "./checkout-fields";
import {
  orderBodyOf,
  type CheckoutState,
  type PaymentOption,
  type QuoteRefusal,
  type SummaryRow,
} from "./checkout-state";
import { localQuote, type LocalQuote } from "./local-quote.server";
import { moneyDigits, unitDiscount } from "./pricing";
import { pricingLinesOf } from "./pricing-lines";
import { receiptOf, type Receipt } from "./receipt";

/**
 * What the order costs and which payment methods it may use: the backend's quote where it has
 * the extension (ADR 021: exact, with place's refusals), else the storefront's own pricing from
 * standard calls (ADR 027). Either way an OrderQuote, so the page and Place Order read one shape.
 */

export interface Priced {
  quote: OrderQuote | null;
  refusal: QuoteRefusal | null;
  /** True when the storefront priced the order (the backend has no quote extension). */
  local: boolean;
  distance: LocalQuote["distance"];
}

const NOTHING: Priced = { quote: null, refusal: null, local: false, distance: null };

/**
 * The order's price. `store` is the store's details when the caller reads them anyway (the
 * page): only a backend without the quote needs them here.
 */
export async function orderPricing(
  context: AppLoadContext,
  state: CheckoutState,
  store?: Promise<Settled<StoreDetails | null>>,
): Promise<Priced> {
  const body = orderBodyOf(state);
  const source = state.source;
  if (!body || !source?.storeId) return NOTHING;
  const api = context.api.with({ moduleId: source.moduleId });
  const storeId = source.storeId;
  const readStore = () => store ?? settle(api.stores.details(storeId));
  // Known to be without the quote: its inputs are read at once, no quote call first.
  const details = api.orders.quoteAvailable() ? null : readStore();
  try {
    const quote = await api.orders.quote(body);
    if (quote) return { ...NOTHING, quote };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return {
      ...NOTHING,
      refusal: {
        code: error.codes[0] ?? null,
        message: error.messages[0] ?? null,
        unavailable: error.isUnavailable,
      },
    };
  }
  return { ...(await localQuote(context, state, await (details ?? readStore()))), local: true };
}

/** The payment methods, each with whether this order may use it (issue 13 item 2). */
export function paymentOptions(
  state: CheckoutState,
  quote: OrderQuote | null,
  offline: OfflineMethod[],
): PaymentOption[] {
  const c = state.config;
  const allowed = quote?.payment_methods ?? {};
  const gateways = c?.active_payment_method_list ?? [];
  const option = (id: PaymentMethod, on: boolean, note: PaymentOption["note"] = null) => ({
    id,
    available: on,
    note: on ? null : note,
  });
  const overLimit = Boolean(allowed.cash_on_delivery_over_limit);
  return [
    option(
      "cash_on_delivery",
      c?.cash_on_delivery !== false && (quote ? Boolean(allowed.cash_on_delivery) : true),
      overLimit ? { key: "checkout:payment.codOverLimit" } : { key: "checkout:payment.codOff" },
    ),
    option(
      "digital_payment",
      c?.digital_payment !== false &&
        gateways.length > 0 &&
        (quote ? allowed.digital_payment !== false : true),
      { key: "checkout:payment.digitalOff" },
    ),
    ...(state.signedIn && c?.customer_wallet_status
      ? [option("wallet", Boolean(allowed.wallet), { key: "checkout:payment.walletLow" })]
      : []),
    ...(c?.offline_payment_status && offline.length
      ? [option("offline_payment", quote ? allowed.offline_payment !== false : true)]
      : []),
  ];
}

/**
 * The checkout's receipt (receipt.ts): the lines as the catalogue prices them, the quote's
 * charges and its total — the same derivation as the order page's, so the two agree to the unit
 * and the rows add up to the total shown (issue 22 item 3).
 */
export function checkoutReceipt(entries: CartEntry[], quote: OrderQuote, decimals: number) {
  return receiptOf(
    pricingLinesOf(entries).map((line) => ({
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      addOnTotal: line.addOnTotal,
      discount: unitDiscount(line.rule, line.unitPrice) * line.quantity,
    })),
    {
      couponDiscount: quote.coupon_discount,
      tax: quote.tax_included ? 0 : quote.tax_amount,
      delivery: quote.order_type === "take_away" ? 0 : quote.delivery_charge,
      tips: quote.dm_tips,
      additionalCharge: quote.additional_charge,
      extraPackaging: quote.extra_packaging_amount,
    },
    moneyDigits(decimals),
    { total: quote.order_amount, discount: quote.discount_on_item },
  );
}

/** The summary's rows; the delivery fee says which kilometres it was charged for. */
export function summaryRows(
  priced: Pick<Priced, "distance"> & { quote: OrderQuote; receipt: Receipt },
  money: ReturnType<typeof moneyFormat>,
): SummaryRow[] {
  const { quote, distance, receipt } = priced;
  const f = (n: number) => formatPrice(n, money);
  const rows: SummaryRow[] = [{ key: "items", amount: f(receipt.itemsPrice) }];
  if (receipt.addOns > 0) rows.push({ key: "addOns", amount: f(receipt.addOns) });
  if (receipt.discount > 0)
    rows.push({ key: "discount", amount: f(receipt.discount), minus: true });
  rows.push({ key: "subtotal", amount: f(receipt.subtotal) });
  if (receipt.couponDiscount > 0)
    rows.push({ key: "coupon", amount: f(receipt.couponDiscount), minus: true });
  rows.push({
    key: quote.tax_included ? "taxIncluded" : "tax",
    // Included tax is part of the prices: shown for information, not added (receipt.tax is 0).
    amount: f(quote.tax_included ? quote.tax_amount : receipt.tax),
  });
  if (quote.order_type !== "take_away")
    rows.push({
      key: quote.free_delivery_by ? "deliveryFree" : "delivery",
      amount: f(receipt.delivery),
      // The fee follows the kilometres: by road when the maps service gave them, else the
      // straight line — which the customer should know is what they pay for.
      ...(distance
        ? { note: { key: `distance.${distance.source}`, km: distance.km.toFixed(2) } }
        : {}),
    });
  if (receipt.tips > 0) rows.push({ key: "tips", amount: f(receipt.tips) });
  if (receipt.additionalCharge > 0)
    rows.push({ key: "additional", amount: f(receipt.additionalCharge) });
  if (receipt.extraPackaging > 0)
    rows.push({ key: "packaging", amount: f(receipt.extraPackaging) });
  if (receipt.adjustment !== 0)
    rows.push({
      key: "adjustment",
      amount: f(Math.abs(receipt.adjustment)),
      minus: receipt.adjustment < 0,
    });
  return rows;
}
