import type { AppLoadContext } from "@remix-run/node";
import { partialPaymentOf, restPaymentOptions } from "./partial-payment";
import type { OfflineMethod } from "~/api/schemas/orders";
import { cardsOf, type AddressCard } from "~/features/addresses/addresses.server";
import type { CartDrawerLine } from "~/features/cart/cart-view";
import { moneyFormat, formatPrice } from "~/features/catalogue/money";
import { isUnreachable, settle } from "~/api/settle.server";
import { unavailablePage } from "~/lib/unavailable.server";
import type { CheckoutDraft, GuestAddress, GuestContact } from "~/sessions/session.server";
import { PAYMENT_METHODS, TIP_PRESETS, type PaymentMethod } from "./checkout-fields";
import {
  extrasViewOf,
  readCashback,
  readMostTipped,
  tipPresetsWith,
  type CheckoutExtrasView,
} from "./checkout-extras.server";
import { scheduleSlots, type ScheduleSlot } from "./checkout-schedule";
import { loadOrderLines, type CheckoutPage } from "./order-lines.server";
import {
  checkoutReceipt,
  orderPricing,
  paymentOptions,
  summaryRows,
  type Priced,
} from "./order-pricing.server";
import { unitPriceOf } from "./pricing-lines";
import type { Receipt } from "./receipt";
import { newSubmissionKey } from "./submissions.server";
import { detailsAt, savedElsewhere } from "./delivery-details.server";
import type {
  CheckoutState,
  DeliveryTarget,
  PaymentOption,
  QuoteRefusal,
  SummaryRow,
} from "./checkout-state";

/**
 * /checkout's view model (issue 13 item 2): what is ordered, where it goes, when, the coupon,
 * tip and note, the payment methods allowed for this order, and the summary. Everything the
 * customer chose comes from the session's draft (ADR 020); every amount from the backend's
 * quote, or from the storefront's own pricing where the backend has none (ADR 027). The same
 * function gives the action the order body to place.
 */

/** Where the order goes: the chosen saved address, the one at the picked location, or the location. */
function deliveryTarget(
  context: AppLoadContext,
  draft: CheckoutDraft,
  saved: AddressCard[] | null,
  rawSaved: Map<number, { lat: number; lng: number }>,
): DeliveryTarget | null {
  const pick = (card: AddressCard): DeliveryTarget | null => {
    const point = rawSaved.get(card.id);
    if (!point) return null;
    return {
      kind: "saved",
      addressId: card.id,
      type: card.label ?? card.type,
      address: card.address,
      lat: point.lat,
      lng: point.lng,
      contactName: card.name,
      contactPhone: card.phone,
      house: card.house,
      floor: card.floor,
      road: card.road,
      saved: true,
    };
  };
  const chosen = saved?.find((card) => card.id === draft.addressId);
  if (chosen) return pick(chosen);
  const current = saved?.find((card) => card.current);
  if (current) return pick(current);
  const { prefs } = context;
  if (prefs.lat === undefined || prefs.lng === undefined || !prefs.address) return null;
  // What Insert delivery location (or a guest's saved address) added to this point.
  const details = detailsAt(context, draft);
  return {
    kind: "location",
    addressId: null,
    type: null,
    address: prefs.address,
    lat: prefs.lat,
    lng: prefs.lng,
    contactName: null,
    contactPhone: null,
    house: details?.house ?? null,
    floor: details?.floor ?? null,
    road: details?.road ?? null,
    saved: details?.saved ?? false,
  };
}

/** A saved address as View Saved Address lists it: outside the store's zone is said, not hidden. */
export type SavedAddressChoice = AddressCard & { outsideZone: boolean };

/**
 * View Saved Address lists every saved address (issue 22 item 13: hiding the ones of other
 * zones read "no saved address" to a customer who had some). Those the store does not deliver to
 * (foundations §4: "filtered to the store's zone when a store zone is given") are marked and
 * cannot be chosen; an address whose zones are unknown counts as inside.
 */
function markZone(
  saved: AddressCard[] | null,
  zones: Map<number, number[]>,
  storeZone: number | null,
): SavedAddressChoice[] | null {
  if (!saved) return null;
  return saved.map((card) => ({
    ...card,
    outsideZone: outside(zones.get(card.id) ?? [], storeZone),
  }));
}

/**
 * The zone of the store the order comes from, or null (no store, or no answer: then nothing
 * is marked outside). The select-address action asks it; the page reads the store anyway.
 */
export async function storeZoneOf(
  context: AppLoadContext,
  state: CheckoutState,
): Promise<number | null> {
  const { source } = state;
  if (!source?.storeId) return null;
  const store = await settle(
    context.api.with({ moduleId: source.moduleId }).stores.details(source.storeId),
  );
  return store.ok ? (store.value?.zone_id ?? null) : null;
}

/** Is this saved address outside the store's zone? */
export const outsideStoreZone = (state: CheckoutState, id: number, storeZone: number | null) =>
  outside(state.addressZones.get(id) ?? [], storeZone);

const outside = (zones: number[], storeZone: number | null) =>
  storeZone !== null && zones.length > 0 && !zones.includes(storeZone);

/** Loads what the page and the action both need. */
export async function checkoutState(
  request: Request,
  context: AppLoadContext,
  page: CheckoutPage,
): Promise<CheckoutState> {
  const { session } = context;
  const signedIn = Boolean(session.get("token"));
  const draft = session.get("checkout") ?? {};
  const [config, lines, addressList] = await Promise.all([
    settle(context.api.config.get()),
    loadOrderLines(request, context, page),
    signedIn ? settle(context.api.customer.addresses.list()) : Promise.resolve(null),
  ]);
  const { source } = lines;
  const saved = addressList?.ok ? cardsOf(addressList.value.addresses, context.prefs) : null;
  const points = new Map(
    addressList?.ok
      ? addressList.value.addresses.map((a) => [a.id, { lat: a.latitude, lng: a.longitude }])
      : [],
  );
  const addressZones = new Map(
    addressList?.ok
      ? addressList.value.addresses.map((a) => [
          a.id,
          a.zone_ids?.length ? a.zone_ids : a.zone_id ? [a.zone_id] : [],
        ])
      : [],
  );
  const c = config.ok ? config.value : null;
  const delivery = c?.home_delivery_status !== false;
  const takeAway = c?.takeaway_status !== false;
  const orderType =
    draft.orderType === "take_away" && takeAway ? "take_away" : delivery ? "delivery" : "take_away";
  return {
    config: c,
    source,
    draft,
    signedIn,
    saved,
    addressZones,
    target: deliveryTarget(context, draft, saved, points),
    guest: signedIn ? null : (session.get("guestContact") ?? null),
    orderType,
    // Not one of them is an empty answer: without config, the lines or a customer's addresses
    // the page would say things that are not so ("nothing to check out", "no saved address").
    unreachable:
      isUnreachable(config) ||
      lines.unreachable ||
      (addressList !== null && isUnreachable(addressList)),
  };
}

export interface CheckoutView {
  page: CheckoutPage;
  key: string;
  lines: CartDrawerLine[];
  /** The lines at the catalogue's prices: shown only while the backend gives no quote. */
  linesSubtotal: string;
  signedIn: boolean;
  orderType: "delivery" | "take_away";
  orderTypes: { delivery: boolean; takeAway: boolean };
  target: DeliveryTarget | null;
  savedAddresses: SavedAddressChoice[] | null;
  guestContact: GuestContact | null;
  /** A guest's saved address elsewhere than the chosen location: offered ("Deliver here"). */
  guestSaved: GuestAddress | null;
  schedule: { enabled: boolean; slots: ScheduleSlot[]; chosen: string };
  coupon: { code: string; discount: string | null; title: string | null };
  tips: {
    enabled: boolean;
    presets: Array<{ value: number; label: string }>;
    chosen: number;
    /** The amount customers tip most (most-tips), highlighted among the presets. */
    mostTipped: number | null;
  };
  note: string;
  extras: CheckoutExtrasView;
  /** What the order earns back in the wallet (cashback/getCashback), formatted; null: nothing. */
  cashback: string | null;
  payments: PaymentOption[];
  payment: PaymentMethod | null;
  gateways: Array<{ key: string; title: string }>;
  gateway: string | null;
  offlineMethods: OfflineMethod[];
  offlineMethodId: number | null;
  walletBalance: string | null;
  /** Partial payment (issue 24 item 2): offered while the wallet holds part of the total. */
  partial: { chosen: boolean; fromWallet: string; rest: string } | null;
  summary: { rows: SummaryRow[]; total: string } | null;
  refusal: QuoteRefusal | null;
  prescription: { required: boolean; accepted: boolean };
}

/** The page's view model; also hands out the submission key (kept in the session's draft). */
export async function loadCheckoutView(
  request: Request,
  context: AppLoadContext,
  page: CheckoutPage,
): Promise<CheckoutView> {
  // The offline methods need config only: asked beside the cart, not after it (issue 28
  // item 17). Settled at once: a page that throws below must not leave it unhandled.
  const offlineRead = settle(context.api.config.get())
    .then((config) =>
      config.ok && config.value.offline_payment_status
        ? settle(context.api.orders.offlineMethods())
        : null,
    )
    .catch(() => null);
  const mostTippedRead = readMostTipped(context);
  const state = await checkoutState(request, context, page);
  // The marketplace did not answer: a 503 page that says so, not an empty cart (item 14).
  if (state.unreachable) throw unavailablePage();
  const { config: c, source, draft } = state;
  const money = moneyFormat(c);
  const api = source ? context.api.with({ moduleId: source.moduleId }) : context.api;
  const storeRead = source?.storeId ? settle(api.stores.details(source.storeId)) : null;
  const [pricedNow, store, offline, mostTipped, cashback] = await Promise.all([
    orderPricing(context, state, storeRead ?? undefined),
    storeRead,
    offlineRead,
    mostTippedRead,
    readCashback(context, state),
  ]);
  // Without the store's answer the page would guess its order types, hours and prescriptions.
  if (store && isUnreachable(store)) throw unavailablePage();
  const details = store?.ok ? store.value : null;
  const offlineMethods = offline?.ok ? offline.value : [];
  const scheduling = Boolean(c?.schedule_order) && details?.schedule_order !== false;
  const slots = scheduling
    ? scheduleSlots(details?.schedules ?? [], {
        now: new Date(),
        timeZone: c?.timezone ?? undefined,
        slotMinutes: c?.schedule_order_slot_duration ?? 30,
        lang: context.lang,
      })
    : [];
  const priced = await firstSlotWhenClosed(context, state, pricedNow, slots, storeRead);
  const { quote, refusal } = priced;
  // One derivation for the lines and the summary, down to the quote's total (issue 22 item 3).
  const receipt = quote && source ? checkoutReceipt(source.entries, quote, money.decimals) : null;
  const partial = partialPaymentOf({
    config: c,
    quote,
    signedIn: state.signedIn,
    chosen: Boolean(draft.partial),
  });
  const payments = restPaymentOptions(paymentOptions(state, quote, offlineMethods), partial);
  const payment =
    payments.find((p) => p.id === draft.payment && p.available)?.id ??
    payments.find((p) => p.available)?.id ??
    null;
  const gateways = (c?.active_payment_method_list ?? []).map((g) => ({
    key: g.gateway,
    title: g.gateway_title || g.gateway,
  }));
  // The key lives in the draft until an order is placed with it (submissions.server.ts).
  let key = draft.key;
  if (!key) {
    key = newSubmissionKey();
    context.session.set("checkout", { ...draft, key });
  }
  return {
    page,
    key,
    lines: receiptLines(source, receipt, money),
    linesSubtotal: source?.view.subtotal ?? "",
    signedIn: state.signedIn,
    orderType: state.orderType,
    orderTypes: {
      delivery: c?.home_delivery_status !== false && details?.delivery !== false,
      takeAway: c?.takeaway_status !== false && details?.take_away !== false,
    },
    target: state.target,
    savedAddresses: markZone(state.saved, state.addressZones, details?.zone_id ?? null),
    guestContact: state.guest,
    guestSaved: savedElsewhere(context),
    schedule: {
      enabled: scheduling,
      slots,
      chosen: slots.some((s) => s.value === draft.scheduleAt) ? draft.scheduleAt! : "",
    },
    coupon: {
      code: state.signedIn ? (draft.coupon ?? "") : "",
      discount: quote?.coupon_discount ? formatPrice(quote.coupon_discount, money) : null,
      title: quote?.coupon_title ?? null,
    },
    tips: {
      enabled: c?.dm_tips_status !== false && state.orderType === "delivery",
      presets: tipPresetsWith(TIP_PRESETS, mostTipped).map((value) => ({
        value,
        label: formatPrice(value, money),
      })),
      chosen: draft.tip ?? 0,
      mostTipped,
    },
    note: draft.note ?? "",
    extras: extrasViewOf(state, store, money),
    cashback: cashback === null ? null : formatPrice(cashback, money),
    payments,
    payment,
    gateways,
    gateway: gateways.some((g) => g.key === draft.gateway)
      ? draft.gateway!
      : (gateways[0]?.key ?? null),
    offlineMethods,
    offlineMethodId: offlineMethods.some((m) => m.id === draft.offlineMethodId)
      ? draft.offlineMethodId!
      : (offlineMethods[0]?.id ?? null),
    walletBalance:
      quote?.wallet_balance !== null && quote?.wallet_balance !== undefined
        ? formatPrice(quote.wallet_balance, money)
        : null,
    partial: partial
      ? {
          chosen: partial.chosen,
          fromWallet: formatPrice(partial.fromWallet, money),
          rest: formatPrice(partial.rest, money),
        }
      : null,
    summary: quote
      ? {
          rows: receipt ? summaryRows({ quote, distance: priced.distance, receipt }, money) : [],
          total: formatPrice(receipt?.total ?? quote.order_amount, money),
        }
      : null,
    refusal,
    prescription: {
      required: Boolean(source?.prescriptionRequired),
      accepted: Boolean(source?.prescriptionRequired) || Boolean(details?.prescription_order),
    },
  };
}

/**
 * The lines as the receipt has them once the order is priced: one unit before discounts, the
 * line's share of the discount, and what the line costs — quantity × unit − discount + add-ons.
 * Before a price (no quote) they stay the cart's.
 */
function receiptLines(
  source: CheckoutState["source"],
  receipt: Receipt | null,
  money: ReturnType<typeof moneyFormat>,
): CartDrawerLine[] {
  const lines = source?.view.lines ?? [];
  if (!source || !receipt || receipt.lines.length !== lines.length) return lines;
  return lines.map((line, i) => {
    const share = receipt.lines[i];
    return {
      ...line,
      unitPrice: formatPrice(unitPriceOf(source.entries[i]), money),
      linePrice: formatPrice(share.net, money),
      discount: share.discount > 0 ? formatPrice(share.discount, money) : null,
    };
  });
}

/**
 * A store closed now takes orders for later (issue 22 item 12): rather than a page without a
 * total until a time is picked — and a wallet said to be "not enough" for a total it never saw
 * — the first time the store opens is chosen (kept in the draft, shown in the select) and the
 * order priced for it. Only for the backend's "closed now" refusal, and only when that time is
 * accepted; a store closed for good keeps its refusal.
 */
async function firstSlotWhenClosed(
  context: AppLoadContext,
  state: CheckoutState,
  priced: Priced,
  slots: ScheduleSlot[],
  storeRead: Parameters<typeof orderPricing>[2] | null,
): Promise<Priced> {
  const { draft } = state;
  if (priced.refusal?.code !== "store" || draft.scheduleAt || !slots.length) return priced;
  const first = slots[0].value;
  const scheduled = { ...state, draft: { ...draft, scheduleAt: first } };
  const again = await orderPricing(context, scheduled, storeRead ?? undefined);
  if (again.refusal) return priced;
  draft.scheduleAt = first;
  context.session.set("checkout", { ...draft });
  return again;
}

export const isPaymentMethod = (v: unknown): v is PaymentMethod =>
  (PAYMENT_METHODS as readonly unknown[]).includes(v);
