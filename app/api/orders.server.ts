import { quoteExtension } from "./capabilities.server";
import { isApiError } from "./errors";
import type { Transport } from "./http.server";
import { refundsApi } from "./refunds.server";
import { reviewsApi } from "./reviews.server";
import {
  appliedCouponSchema,
  cancellationReasonsSchema,
  cashbackForAmountSchema,
  messageSchema,
  mostTipsSchema,
  offlineMethodListSchema,
  orderLinesSchema,
  orderListSchema,
  orderQuoteSchema,
  parcelInstructionsSchema,
  parcelQuoteSchema,
  placedOrderSchema,
  trackedOrderSchema,
  vehicleExtraChargeSchema,
} from "./schemas/orders";

/**
 * The body of order place (api-contract §7.7), as the storefront sends it. Guests add their
 * contact_person_* fields; guest_id is added by the transport. Amounts are the backend's: the
 * storefront sends `order_amount` because the contract requires it, and the backend recomputes.
 */
export interface OrderBody {
  order_amount: number;
  payment_method: "cash_on_delivery" | "digital_payment" | "wallet" | "offline_payment";
  order_type: "delivery" | "take_away";
  store_id: number;
  distance?: number;
  address?: string;
  latitude?: number;
  longitude?: number;
  address_type?: string;
  house?: string;
  floor?: string;
  road?: string;
  contact_person_name?: string;
  contact_person_number?: string;
  contact_person_email?: string;
  dm_tips?: number;
  coupon_code?: string;
  order_note?: string;
  /** Issue 24 item 4: the customer's extras (contract §7.7, all stock 6amMart). */
  cutlery?: 1;
  unavailable_item_note?: string;
  delivery_instruction?: string;
  /** An opt-in (> 0): both backends charge the store's own amount, where it offers packaging. */
  extra_packaging_amount?: number;
  schedule_at?: string;
  is_buy_now?: 1;
  /** Buy Now / Order Now: the one line, cart-shaped (the line is not in the server cart). */
  cart?: string;
  /** The wallet pays what it holds, payment_method the rest (api-contract §7.7). */
  partial_payment?: 1;
}

/** Quote: place's body without what only placing needs. */
export type QuoteBody = Omit<OrderBody, "order_amount" | "payment_method"> &
  Partial<Pick<OrderBody, "payment_method">>;

/**
 * The body of a parcel order (api-contract §7.7): no store and no lines; `address`, `latitude`,
 * `longitude` and the contact_person_* fields are the sender's, `receiver_details` the
 * receiver's as a JSON string.
 */
export interface ParcelOrderBody {
  order_amount: number;
  payment_method: "cash_on_delivery" | "digital_payment";
  order_type: "parcel";
  parcel_category_id: number;
  charge_payer: "sender" | "receiver";
  address: string;
  latitude: number;
  longitude: number;
  receiver_details: string;
  contact_person_name?: string;
  contact_person_number?: string;
  distance?: number;
  /** The parcel instruction the sender chose or wrote (parcel-instructions, issue 24 item 4). */
  delivery_instruction?: string;
}

/** A parcel's quote: the place body without what only placing needs (a receiver may be missing). */
export type ParcelQuoteBody = Omit<
  ParcelOrderBody,
  "order_amount" | "payment_method" | "receiver_details"
> &
  Partial<Pick<ParcelOrderBody, "payment_method" | "receiver_details">>;

/** An OrderBody as multipart, with the prescription images as `order_attachment[]`. */
function multipartOf(body: Record<string, unknown>, images: File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null && value !== "") form.set(key, String(value));
  }
  for (const image of images) form.append("order_attachment[]", image, image.name);
  return form;
}

/**
 * Laravel's answer for a route it does not have: 404 with a message at most. The extension's own
 * 404s (an unknown coupon, store or cart line) carry an error code: those are refusals.
 */
const routeMissing = (error: unknown) =>
  isApiError(error) && error.kind === "http" && error.status === 404 && error.codes.length === 0;

/** The quote, or null when the backend has no quote route (learned once per base URL). */
async function quoted<T>(baseUrl: string, ask: () => Promise<T>): Promise<T | null> {
  if (quoteExtension.isAbsent(baseUrl)) return null;
  try {
    return await ask();
  } catch (error) {
    if (!routeMissing(error)) throw error;
    quoteExtension.markAbsent(baseUrl);
    return null;
  }
}

/**
 * customer/order/* (api-contract §2.4): placing, quoting, following and rescuing an order, for
 * the signed-in customer (token) or the guest (guest_id, added by the transport). The backend
 * scopes every order call to its owner: another customer's order id answers 404.
 */
export function ordersApi(t: Transport, baseUrl: string) {
  return {
    /** False once the backend answered that it has no quote route (a stock 6amMart). */
    quoteAvailable: () => !quoteExtension.isAbsent(baseUrl),
    /** The reviews of a delivered order (reviews.server.ts), kept with the orders they belong to. */
    reviews: reviewsApi(t),
    /** Refund requests of a delivered order (refunds.server.ts). */
    refunds: refundsApi(t),
    /**
     * POST customer/order/quote — the reference backend's extension (ADR 021): the amounts the
     * order would have, and the refusals placing it would meet, without placing it. Null from a
     * backend without it (ADR 027: the checkout then prices the order itself).
     */
    quote: (body: QuoteBody) =>
      quoted(baseUrl, () =>
        t.call("customer/order/quote", {
          method: "POST",
          body,
          schema: orderQuoteSchema,
          asGuest: true,
          anyStatus: true,
        }),
      ),
    /**
     * How long a customer waits for an order to be placed (TransportOptions.orderTimeoutMs):
     * longer than any read. Past it, the order may exist all the same (checkout-place.server.ts).
     */
    orderTimeoutMs: t.timeouts.order,
    /**
     * POST customer/order/place (JSON) or, with prescription images, as multipart. `timeoutMs`:
     * how long the request may stay open (default: orderTimeoutMs).
     */
    place: (body: OrderBody, images: File[] = [], { timeoutMs = t.timeouts.order } = {}) =>
      t.call("customer/order/place", {
        method: "POST",
        body: images.length ? multipartOf({ ...body }, images) : body,
        schema: placedOrderSchema,
        asGuest: true,
        anyStatus: true,
        timeoutMs,
      }),
    /** POST customer/order/prescription/place: no lines, the images only; always cash. */
    placePrescription: (body: Omit<OrderBody, "payment_method">, images: File[]) =>
      t.call("customer/order/prescription/place", {
        method: "POST",
        body: multipartOf({ ...body, payment_method: "cash_on_delivery" }, images),
        schema: placedOrderSchema,
        asGuest: true,
        timeoutMs: t.timeouts.order,
      }),
    /** GET customer/order/track; guests must give the contact number the order was placed with. */
    track: (orderId: number, contactNumber?: string) =>
      t.call("customer/order/track", {
        query: { order_id: orderId, contact_number: contactNumber },
        schema: trackedOrderSchema,
        asGuest: true,
      }),
    /** GET customer/order/running-orders (not finished) or list (finished), one page. */
    list: (kind: "running" | "history", page: { limit: number; offset: number }) =>
      t.call(kind === "running" ? "customer/order/running-orders" : "customer/order/list", {
        query: { limit: page.limit, offset: page.offset },
        schema: orderListSchema,
        asGuest: true,
      }),
    /** GET customer/order/details: the order's lines (none for prescription and parcel orders). */
    lines: (orderId: number) =>
      t.call("customer/order/details", {
        query: { order_id: orderId },
        schema: orderLinesSchema,
        asGuest: true,
      }),
    /** PUT customer/order/payment-method: a failed digital order becomes cash on delivery. */
    switchToCash: (orderId: number) =>
      t.call("customer/order/payment-method", {
        method: "PUT",
        body: { order_id: orderId, _method: "put" },
        schema: messageSchema,
        asGuest: true,
      }),
    /** PUT customer/order/cancel with the customer's reason. */
    cancel: (orderId: number, reason: string) =>
      t.call("customer/order/cancel", {
        method: "PUT",
        body: { order_id: orderId, reason, _method: "put" },
        schema: messageSchema,
        asGuest: true,
      }),
    /** GET customer/order/cancellation-reasons?type=customer&offset=1&limit=10 (localized by the backend). */
    cancellationReasons: () =>
      t.call("customer/order/cancellation-reasons", {
        query: { type: "customer", limit: 10, offset: 1 },
        schema: cancellationReasonsSchema,
      }),
    /** GET most-tips: the most common tip (no module, no customer needed). */
    mostTips: () => t.call("most-tips", { schema: mostTipsSchema }),
    /** GET cashback/getCashback?amount= (token, moduleId): what an order of `amount` earns back. */
    cashbackFor: (amount: number) =>
      t.call("cashback/getCashback", { query: { amount }, schema: cashbackForAmountSchema }),
    /** GET customer/order/parcel-instructions (localized by the backend), the first 25. */
    parcelInstructions: () =>
      t.call("customer/order/parcel-instructions", {
        query: { limit: 25, offset: 1 },
        schema: parcelInstructionsSchema,
      }),
    /** GET offline_payment_method_list: the operator's offline methods and their inputs. */
    offlineMethods: () =>
      t.call("offline_payment_method_list", { schema: offlineMethodListSchema }),
    /** PUT customer/order/offline-payment: what the customer entered for an offline method. */
    submitOfflinePayment: (orderId: number, methodId: number, inputs: Record<string, string>) =>
      t.call("customer/order/offline-payment", {
        method: "PUT",
        body: { ...inputs, order_id: orderId, method_id: methodId, _method: "put" },
        schema: messageSchema,
        asGuest: true,
      }),
    /** GET coupon/apply?code&store_id (signed-in customers): the coupon if it applies. */
    applyCoupon: (code: string, storeId: number) =>
      t.call("coupon/apply", {
        query: { code, store_id: storeId },
        schema: appliedCouponSchema,
        // An expired coupon is a 407, which fetch() cannot read.
        anyStatus: true,
      }),
    /** POST customer/order/quote with order_type=parcel: the parcel's charges (ADR 021), or null. */
    quoteParcel: (body: ParcelQuoteBody) =>
      quoted(baseUrl, () =>
        t.call("customer/order/quote", {
          method: "POST",
          body,
          schema: parcelQuoteSchema,
          asGuest: true,
        }),
      ),
    /** GET vehicle/extra_charge?distance= (km): what order place adds to the delivery charge. */
    vehicleExtraCharge: (km: number) =>
      t.call("vehicle/extra_charge", {
        query: { distance: km },
        schema: vehicleExtraChargeSchema,
      }),
    /** POST customer/order/place with order_type=parcel. */
    placeParcel: (body: ParcelOrderBody) =>
      t.call("customer/order/place", {
        method: "POST",
        body,
        schema: placedOrderSchema,
        asGuest: true,
        timeoutMs: t.timeouts.order,
      }),
  };
}
