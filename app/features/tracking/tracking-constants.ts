/** The tracking page's contract, shared by its loader, its view and the tests (no server code). */

/**
 * `?dialog=track-order`: the tracking drawer over the current page (the header's Track order;
 * with JavaScript also the parcel hero, which adds the form's fields so the drawer loads them).
 */
export const TRACK_ORDER_DIALOG = "track-order";

/** The GET form's fields (the parcel hero's form sends the same names). */
export const TRACK_FIELDS = { orderId: "order_id", phone: "contact_number" } as const;

/** `tracking:` message keys per field of an incomplete form. */
export type TrackFormErrors = { orderId?: string; phone?: string };

/**
 * The form's one rule (browsing §9): an order id, and for a guest the contact number the order
 * was placed with. The page's loader applies it on the server; the parcel hero applies it in
 * the browser before it opens the drawer. null when the form is complete.
 */
export function trackFormErrors(
  fields: { orderId: string; phone: string },
  signedIn: boolean,
): TrackFormErrors | null {
  const errors: TrackFormErrors = {};
  if (!fields.orderId) errors.orderId = "tracking:errors.needOrderId";
  if (!signedIn && !fields.phone) errors.phone = "tracking:errors.needContactNumber";
  return errors.orderId || errors.phone ? errors : null;
}

/** Browsing §4: pending (1, 'Order Placed'), confirmed (2), picked_up (3, 'On the Way'), delivered (4). */
export const TRACK_STEPS = ["pending", "confirmed", "picked_up", "delivered"] as const;
export type TrackStep = (typeof TRACK_STEPS)[number];

/** Browsing §9: the order is fetched again every 10 s until it is delivered. */
export const TRACK_REFRESH_SECONDS = 10;

/** Statuses after which nothing moves: the page stops refreshing. */
export const FINAL_STATUSES: readonly string[] = [
  "delivered",
  "canceled",
  "failed",
  "refund_requested",
  "refunded",
  "refund_request_canceled",
];

/** How many steps an order has reached; the store's in-between states count as confirmed. */
export function stepIndexOf(status: string): number {
  switch (status) {
    case "pending":
      return 1;
    case "accepted":
    case "confirmed":
    case "processing":
    case "handover":
      return 2;
    case "picked_up":
      return 3;
    case "delivered":
    case "refund_requested":
    case "refunded":
    case "refund_request_canceled":
      return 4;
    default:
      // canceled, failed: the order was placed, nothing after
      return 1;
  }
}

/**
 * The chat with an order's delivery man (browsing §2: /profile with page=inbox, type, id,
 * routeName, chatFrom); /profile forwards it to /chatting.
 */
export const chatWithDeliveryManHref = (deliveryManId: number) =>
  `/profile?page=inbox&type=delivery_man&id=${deliveryManId}&routeName=delivery_man_id&chatFrom=true`;
