import type { AppLoadContext } from "@remix-run/node";
import type { StoreDetails } from "~/api/schemas/store-details";
import { settle, type Settled } from "~/api/settle.server";
import { formatPrice, type MoneyFormat } from "~/features/catalogue/money";
import { MAX_TIP, type UnavailableChoice } from "./checkout-fields";
import type { CheckoutState } from "./checkout-state";

/**
 * The checkout extras (issue 24 item 4) beside the page's own reads, never after them (issue 28
 * item 17): most-tips needs nothing, the cashback only the cart. Each may fail or be missing on
 * its own: the page then goes without that extra (settled, never thrown).
 */

export interface CheckoutExtrasView {
  /** "Need cutlery?": a food store that hands it out. */
  cutlery: { offered: boolean; chosen: boolean };
  /** Extra packaging: the store's own amount, when it offers it. */
  packaging: { offered: boolean; amount: string; chosen: boolean };
  unavailable: UnavailableChoice | "";
  /** Delivery instructions: a delivery only. */
  instruction: { offered: boolean; text: string };
}

/** GET most-tips: the amount, or null (none yet, or no answer). Started at once. */
export function readMostTipped(context: AppLoadContext): Promise<number | null> {
  return settle(context.api.orders.mostTips())
    .then((read) => {
      const amount = read.ok ? read.value.most_tips_amount : null;
      return amount && amount > 0 ? amount : null;
    })
    .catch(() => null);
}

/**
 * What the order earns back (cashback/getCashback, a customer's): asked for the lines' amount,
 * known with the cart, so that it runs beside the quote instead of after it.
 */
export function readCashback(
  context: AppLoadContext,
  state: CheckoutState,
): Promise<number | null> {
  const { source } = state;
  if (!state.signedIn || !source?.view.lines.length || source.subtotal <= 0)
    return Promise.resolve(null);
  return settle(context.api.with({ moduleId: source.moduleId }).orders.cashbackFor(source.subtotal))
    .then((read) =>
      read.ok && read.value.calculated_amount > 0 ? read.value.calculated_amount : null,
    )
    .catch(() => null);
}

export function extrasViewOf(
  state: CheckoutState,
  store: Settled<StoreDetails | null> | null,
  money: MoneyFormat,
): CheckoutExtrasView {
  const details = store?.ok ? store.value : null;
  const { draft } = state;
  const cutlery = Boolean(details?.cutlery);
  const packaging =
    Boolean(details?.extra_packaging_status) && (details?.extra_packaging_amount ?? 0) > 0;
  return {
    cutlery: { offered: cutlery, chosen: cutlery && Boolean(draft.cutlery) },
    packaging: {
      offered: packaging,
      amount: formatPrice(details?.extra_packaging_amount ?? 0, money),
      chosen: packaging && Boolean(draft.packaging),
    },
    unavailable: draft.unavailable ?? "",
    instruction: { offered: state.orderType === "delivery", text: draft.instruction ?? "" },
  };
}

/** The tip presets with the most tipped amount among them (added where it is not one). */
export function tipPresetsWith(presets: readonly number[], mostTipped: number | null): number[] {
  // Out of the tip's range (an operator's odd data): not offered, as the field would refuse it.
  if (mostTipped === null || mostTipped > MAX_TIP || presets.includes(mostTipped))
    return [...presets];
  return [...presets, mostTipped].sort((a, b) => a - b);
}
