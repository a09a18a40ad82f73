/**
 * The checkout form's contract (client-safe, no zod: this is in the page's first load): field
 * names, intents, dialogs and limits. The schemas are in checkout-schema.ts. One <form> carries
 * every choice, so whichever button posts it — Apply, Update total, Place Order — nothing typed
 * is lost.
 */

export const CHECKOUT_INTENTS = [
  /** Keep the choices and show the new total (no JS: the "Update total" button). */
  "refresh",
  "apply-coupon",
  "remove-coupon",
  /** View Saved Address → Select. */
  "select-address",
  /** The guest contact-info form's Save. */
  "save-contact",
  /** Insert delivery location → Save (street number, house, floor; Save this Address). */
  "save-delivery-details",
  /** A guest's saved address, offered when the location is elsewhere: Deliver here. */
  "use-saved-address",
  "place",
] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

/** `?dialog=` values of /checkout (URL dialogs: reachable without JavaScript). */
export const CHECKOUT_DIALOGS = {
  addresses: "addresses",
  contact: "contact",
  /** Insert delivery location (foundations §2; issue 22 item 21). */
  deliveryLocation: "delivery-location",
} as const;

/** The "Save this Address" checkbox (the guest contact form and Insert delivery location). */
export const SAVE_ADDRESS_FIELD = "save_address";

export const ORDER_TYPES = ["delivery", "take_away"] as const;
export const PAYMENT_METHODS = [
  "cash_on_delivery",
  "digital_payment",
  "wallet",
  "offline_payment",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Delivery-man tip presets, in the marketplace's currency; 0 = no tip. */
export const TIP_PRESETS = [0, 5, 10, 15, 20] as const;
export const MAX_TIP = 10_000;
export const MAX_NOTE = 1000;
export const MAX_COUPON = 50;
export const MAX_INSTRUCTION = 255;

/**
 * What to do with an item the store runs out of (order field `unavailable_item_note`, free text
 * of at most 255 characters in the contract). The order carries the English words: the store
 * reads them in 6amMart's panel whatever the customer's language; the order page shows them
 * back through `checkout:extras.unavailable.<key>` (unknown words as they are).
 */
export const UNAVAILABLE_NOTES = {
  remove: "Remove it from my order",
  call: "Call me to decide",
  replace: "Replace it with a similar item",
} as const;
export type UnavailableChoice = keyof typeof UNAVAILABLE_NOTES;
export const UNAVAILABLE_CHOICES = Object.keys(UNAVAILABLE_NOTES) as [
  UnavailableChoice,
  ...UnavailableChoice[],
];

/** The choice an order's `unavailable_item_note` was made from, if it was one of ours. */
export const unavailableChoiceOf = (note: string | null | undefined) =>
  UNAVAILABLE_CHOICES.find((choice) => UNAVAILABLE_NOTES[choice] === note) ?? null;

/** Prescription images (browsing §5, contract §7.7): at most 3, images only, 2 MB each. */
export const MAX_PRESCRIPTION_IMAGES = 3;
export const MAX_PRESCRIPTION_BYTES = 2 * 1024 * 1024;
export const PRESCRIPTION_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

export const CHECKOUT_ERRORS = {
  tooManyImages: "checkout:errors.tooManyImages",
  imageType: "checkout:errors.imageType",
  imageSize: "checkout:errors.imageSize",
  imageDimensions: "checkout:errors.imageDimensions",
  prescriptionRequired: "checkout:errors.prescriptionRequired",
  noAddress: "checkout:errors.noAddress",
  noContact: "checkout:errors.noContact",
  noPayment: "checkout:errors.noPayment",
  tip: "checkout:errors.tip",
  nameRequired: "checkout:errors.nameRequired",
  phoneRequired: "checkout:errors.phoneRequired",
  phoneInvalid: "checkout:errors.phoneInvalid",
  emailRequired: "checkout:errors.emailRequired",
  emailInvalid: "checkout:errors.emailInvalid",
  tooLong: "checkout:errors.tooLong",
} as const;

/** An offline method's customer inputs are posted as `offline_<input name>`. */
export const OFFLINE_INPUT_PREFIX = "offline_";
