import { z } from "zod";

/**
 * The checkout form's contract (client-safe): field names, intents, dialogs and the zod schema
 * the action parses with (and Conform checks in the browser). One <form> carries every choice,
 * so whichever button posts it — Apply, Update total, Place Order — nothing typed is lost.
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
  "place",
] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

/** `?dialog=` values of /checkout (URL dialogs: reachable without JavaScript). */
export const CHECKOUT_DIALOGS = { addresses: "addresses", contact: "contact" } as const;

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

/** Prescription images (browsing §5, contract §7.7): at most 3, images only, 2 MB each. */
export const MAX_PRESCRIPTION_IMAGES = 3;
export const MAX_PRESCRIPTION_BYTES = 2 * 1024 * 1024;
export const PRESCRIPTION_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];

export const CHECKOUT_ERRORS = {
  tooManyImages: "checkout:errors.tooManyImages",
  imageType: "checkout:errors.imageType",
  imageSize: "checkout:errors.imageSize",
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
} as const;

const trimmed = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string().max(max).optional().catch(undefined),
  );

/** A tip: a preset or the "other amount" field (which wins when filled). */
const tipAmount = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : undefined),
  z
    .number({ invalid_type_error: CHECKOUT_ERRORS.tip })
    .min(0, CHECKOUT_ERRORS.tip)
    .max(MAX_TIP, CHECKOUT_ERRORS.tip)
    .optional(),
);

/**
 * Every field of the checkout form. Lenient where a wrong value can only come from an edited
 * form (an unknown order type falls back): the page then shows what it would have shown.
 */
export const checkoutSchema = z.object({
  intent: z.enum(CHECKOUT_INTENTS).catch("refresh"),
  /** The submission key (issue 13 item 3): one order per key. */
  key: trimmed(64),
  order_type: z.enum(ORDER_TYPES).optional().catch(undefined),
  schedule_at: trimmed(40),
  coupon_code: trimmed(MAX_COUPON),
  dm_tips: tipAmount,
  dm_tips_other: tipAmount,
  order_note: trimmed(MAX_NOTE),
  payment_method: z.enum(PAYMENT_METHODS).optional().catch(undefined),
  gateway: trimmed(64),
  offline_method_id: z.coerce.number().int().positive().optional().catch(undefined),
  address_id: z.coerce.number().int().positive().optional().catch(undefined),
});
export type CheckoutFields = z.output<typeof checkoutSchema>;

/** The guest contact-info form (foundations §2, §5: name, phone, email required). */
export const guestContactSchema = z.object({
  contact_person_name: z
    .string({ required_error: CHECKOUT_ERRORS.nameRequired })
    .trim()
    .min(1, CHECKOUT_ERRORS.nameRequired)
    .max(100),
  contact_person_number: z
    .string({ required_error: CHECKOUT_ERRORS.phoneRequired })
    .trim()
    .min(1, CHECKOUT_ERRORS.phoneRequired)
    .regex(/^\+?[0-9 ()-]{6,20}$/, CHECKOUT_ERRORS.phoneInvalid),
  contact_person_email: z
    .string({ required_error: CHECKOUT_ERRORS.emailRequired })
    .trim()
    .min(1, CHECKOUT_ERRORS.emailRequired)
    .max(255)
    .email(CHECKOUT_ERRORS.emailInvalid),
  house: z.string().trim().max(100).optional(),
  floor: z.string().trim().max(50).optional(),
  road: z.string().trim().max(100).optional(),
});

/** An offline method's customer inputs are posted as `offline_<input name>`. */
export const OFFLINE_INPUT_PREFIX = "offline_";
