import * as z from "zod";
import {
  composePhone,
  digitCount,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from "~/features/auth/phone";

/*
 * The parcel form (/parcel-delivery-info; browsing §2, api-contract §7.7): one schema for the
 * action and the browser (parcel-validation.ts). Messages are keys of the `parcel` namespace.
 */

export const PARCEL_ERRORS = {
  senderNameRequired: "parcel:errors.senderNameRequired",
  receiverNameRequired: "parcel:errors.receiverNameRequired",
  phoneRequired: "parcel:errors.phoneRequired",
  phoneInvalid: "parcel:errors.phoneInvalid",
  receiverAddressRequired: "parcel:errors.receiverAddressRequired",
  pickReceiver: "parcel:errors.pickReceiver",
  receiverPaysCash: "parcel:errors.receiverPaysCash",
  tooLong: "parcel:errors.tooLong",
  noSender: "parcel:errors.noSender",
  expired: "parcel:errors.expired",
  unavailable: "parcel:errors.unavailable",
  refused: "parcel:errors.refused",
  paymentUnavailable: "parcel:errors.paymentUnavailable",
  outOfCoverage: "parcel:errors.outOfCoverage",
} as const;

export const PARCEL_INTENTS = ["place", "pick-receiver", "refresh"] as const;
export type ParcelIntent = (typeof PARCEL_INTENTS)[number];
export const CHARGE_PAYERS = ["sender", "receiver"] as const;
export const PARCEL_PAYMENTS = ["cash_on_delivery", "digital_payment"] as const;
export const MAX_PARCEL_INSTRUCTION = 255;
/** The sender's address choice: the chosen location, or a saved address's id. */
export const CURRENT_LOCATION = "current";

const required = (message: string, max: number) =>
  z.string({ required_error: message }).trim().min(1, message).max(max, PARCEL_ERRORS.tooLong);

const coordinate = (min: number, max: number) =>
  z.coerce
    .number({
      required_error: PARCEL_ERRORS.pickReceiver,
      invalid_type_error: PARCEL_ERRORS.pickReceiver,
    })
    .finite(PARCEL_ERRORS.pickReceiver)
    .min(min, PARCEL_ERRORS.pickReceiver)
    .max(max, PARCEL_ERRORS.pickReceiver);

/** A phone with its country, as every phone input (foundations §5): at least 10 digits. */
function checkPhone(
  ctx: z.RefinementCtx,
  field: "sender_phone" | "receiver_phone",
  country: string | undefined,
  typed: string,
) {
  const digits = digitCount(composePhone(country, typed));
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS)
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: [field],
      message: PARCEL_ERRORS.phoneInvalid,
    });
}

export const parcelSchema = z
  .object({
    intent: z.enum(PARCEL_INTENTS).default("place"),
    key: z.string().max(64).optional(),
    sender_name: required(PARCEL_ERRORS.senderNameRequired, 100),
    sender_phone: required(PARCEL_ERRORS.phoneRequired, 30),
    sender_country: z.string().max(2).optional(),
    sender_address: z.string().max(12).optional(),
    receiver_name: required(PARCEL_ERRORS.receiverNameRequired, 100),
    receiver_phone: required(PARCEL_ERRORS.phoneRequired, 30),
    receiver_country: z.string().max(2).optional(),
    receiver_address: required(PARCEL_ERRORS.receiverAddressRequired, 500),
    // The receiver's point comes from the Pick Location flow; missing or forged → pick it again.
    receiver_lat: coordinate(-90, 90),
    receiver_lng: coordinate(-180, 180),
    charge_payer: z.enum(CHARGE_PAYERS).default("sender"),
    payment_method: z.enum(PARCEL_PAYMENTS).default("cash_on_delivery"),
    /** One of the operator's parcel instructions (issue 24 item 4); the courier reads it. */
    delivery_instruction: z
      .string()
      .trim()
      .max(MAX_PARCEL_INSTRUCTION, PARCEL_ERRORS.tooLong)
      .optional(),
  })
  .superRefine((value, ctx) => {
    checkPhone(ctx, "sender_phone", value.sender_country, value.sender_phone);
    checkPhone(ctx, "receiver_phone", value.receiver_country, value.receiver_phone);
    // The receiver can only pay the courier at the door (the backend refuses it too).
    if (value.charge_payer === "receiver" && value.payment_method !== "cash_on_delivery")
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["payment_method"],
        message: PARCEL_ERRORS.receiverPaysCash,
      });
  });

export type ParcelFields = z.output<typeof parcelSchema>;
