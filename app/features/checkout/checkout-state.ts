import type { QuoteBody } from "~/api/orders.server";
import type { Config } from "~/api/schemas/config";
import type { AddressCard } from "~/features/addresses/addresses.server";
import type { CheckoutDraft, GuestContact } from "~/sessions/session.server";
import { UNAVAILABLE_NOTES, type PaymentMethod } from "./checkout-fields";
import type { OrderSource } from "./order-lines.server";

/*
 * What the checkout is priced from and what pricing answers: the state checkout-model.server.ts
 * reads (session draft, config, addresses) and order-pricing.server.ts and local-quote.server.ts
 * price. Apart from all three, with the order body they share, so that none of them imports another.
 */

export interface CheckoutState {
  config: Config | null;
  source: OrderSource | null;
  draft: CheckoutDraft;
  signedIn: boolean;
  saved: AddressCard[] | null;
  /** Each saved address's zones (the list answer's zone_ids). */
  addressZones: Map<number, number[]>;
  target: DeliveryTarget | null;
  guest: GuestContact | null;
  orderType: "delivery" | "take_away";
  /** A read the page depends on got no answer (or garbage): nothing can be said about it. */
  unreachable: boolean;
}

export interface DeliveryTarget {
  /** "saved": a saved address (signed in); "location": the location picked in the header. */
  kind: "saved" | "location";
  addressId: number | null;
  type: string | null;
  address: string;
  lat: number;
  lng: number;
  contactName: string | null;
  contactPhone: string | null;
  house: string | null;
  floor: string | null;
  road: string | null;
  /** A saved address: the customer's, or a guest's kept in the session at this point. */
  saved: boolean;
}

export interface PaymentOption {
  id: PaymentMethod;
  available: boolean;
  /** Why it is unavailable (an i18n key or the backend's message). */
  note: { key: string } | { text: string } | null;
}

export interface SummaryRow {
  key: string;
  amount: string;
  /** Rows that lower the total show with a minus. */
  minus?: boolean;
  /** The delivery fee's kilometres (`checkout:distance.road|straight`). */
  note?: { key: string; km: string };
}

/** A refusal as the page shows it: the backend's message (already in the customer's language). */
export interface QuoteRefusal {
  code: string | null;
  message: string | null;
  unavailable: boolean;
}

/** The body quote and place share: what, where, when, coupon, tip, note, the extras. */
export function orderBodyOf(state: CheckoutState): QuoteBody | null {
  const { source, draft, target, guest, orderType } = state;
  if (!source?.storeId) return null;
  const body: QuoteBody = { order_type: orderType, store_id: source.storeId };
  // A stock 6amMart finds the store's zone from the point, take-away too ("Store not found").
  if (target) {
    body.latitude = target.lat;
    body.longitude = target.lng;
  }
  if (orderType === "delivery" && target) {
    body.address = target.address;
    body.address_type = target.type ?? undefined;
    // The point's own details (Insert delivery location, a saved address) before what the
    // guest's contact form last held, which may have been typed for another point.
    body.house = (target.house || guest?.house) ?? undefined;
    body.floor = (target.floor || guest?.floor) ?? undefined;
    body.road = (target.road || guest?.road) ?? undefined;
  }
  if (guest) {
    body.contact_person_name = guest.name;
    body.contact_person_number = guest.phone;
    body.contact_person_email = guest.email;
  } else if (target?.contactName && target.contactPhone) {
    body.contact_person_name = target.contactName;
    body.contact_person_number = target.contactPhone;
  }
  // Only what the page prices is sent: a tip for a delivery where tips are on, a coupon for a
  // customer (guests cannot apply one; a draft may still hold one from before signing out).
  if (draft.tip && orderType === "delivery" && state.config?.dm_tips_status !== false)
    body.dm_tips = draft.tip;
  if (draft.coupon && state.signedIn) body.coupon_code = draft.coupon;
  if (draft.note) body.order_note = draft.note;
  // The extras (issue 24 item 4). The page offers cutlery and packaging only where the store
  // does; both backends charge the store's own packaging amount for any positive opt-in.
  if (draft.cutlery) body.cutlery = 1;
  if (draft.packaging) body.extra_packaging_amount = 1;
  if (draft.unavailable) body.unavailable_item_note = UNAVAILABLE_NOTES[draft.unavailable];
  if (draft.instruction && orderType === "delivery") body.delivery_instruction = draft.instruction;
  if (draft.scheduleAt) body.schedule_at = draft.scheduleAt;
  if (source.buyNowCart) {
    body.is_buy_now = 1;
    body.cart = source.buyNowCart;
  }
  return body;
}
