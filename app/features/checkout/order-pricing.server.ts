import type { AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
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

/** The summary's rows; the delivery fee says which kilometres it was charged for. */
export function summaryRows(
  priced: Pick<Priced, "distance"> & { quote: OrderQuote },
  money: ReturnType<typeof moneyFormat>,
): SummaryRow[] {
  const { quote, distance } = priced;
  const f = (n: number) => formatPrice(n, money);
  const rows: SummaryRow[] = [{ key: "items", amount: f(quote.items_price) }];
  if (quote.add_on_price > 0) rows.push({ key: "addOns", amount: f(quote.add_on_price) });
  if (quote.discount_on_item > 0)
    rows.push({ key: "discount", amount: f(quote.discount_on_item), minus: true });
  rows.push({ key: "subtotal", amount: f(quote.subtotal) });
  if (quote.coupon_discount > 0)
    rows.push({ key: "coupon", amount: f(quote.coupon_discount), minus: true });
  rows.push({
    key: quote.tax_included ? "taxIncluded" : "tax",
    amount: f(quote.tax_amount),
  });
  if (quote.order_type !== "take_away")
    rows.push({
      key: quote.free_delivery_by ? "deliveryFree" : "delivery",
      amount: f(quote.delivery_charge),
      // The fee follows the kilometres: by road when the maps service gave them, else the
      // straight line — which the customer should know is what they pay for.
      ...(distance
        ? { note: { key: `distance.${distance.source}`, km: distance.km.toFixed(2) } }
        : {}),
    });
  if (quote.dm_tips > 0) rows.push({ key: "tips", amount: f(quote.dm_tips) });
  if (quote.additional_charge > 0)
    rows.push({ key: "additional", amount: f(quote.additional_charge) });
  if (quote.extra_packaging_amount > 0)
    rows.push({ key: "packaging", amount: f(quote.extra_packaging_amount) });
  return rows;
}
