import { z } from "zod";
import {
  CHECKOUT_ERRORS,
  CHECKOUT_INTENTS,
  MAX_COUPON,
  MAX_INSTRUCTION,
  MAX_NOTE,
  MAX_TIP,
  ORDER_TYPES,
  PAYMENT_METHODS,
  UNAVAILABLE_CHOICES,
  SAVE_ADDRESS_FIELD,
} from "./checkout-fields";
import {
  composePhone,
  digitCount,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from "~/features/auth/phone";

/**
 * The checkout's zod schemas: the action parses every post with them; the browser loads the
 * guest contact form's check only when that form is open (checkout-validation.ts), so zod is not
 * in the page's first load.
 */

/** A checkbox: "1" when ticked, absent (or anything else) when not. */
const ticked = z
  .literal("1")
  .optional()
  .catch(undefined)
  .transform((v) => v === "1");

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
  /** Issue 24 item 4: "1" once the extras' fields are in the form (an unticked box posts nothing). */
  extras: ticked,
  cutlery: ticked,
  extra_packaging: ticked,
  unavailable_item_note: z.enum(UNAVAILABLE_CHOICES).optional().catch(undefined),
  delivery_instruction: trimmed(MAX_INSTRUCTION),
  payment_method: z.enum(PAYMENT_METHODS).optional().catch(undefined),
  gateway: trimmed(64),
  offline_method_id: z.coerce.number().int().positive().optional().catch(undefined),
  address_id: z.coerce.number().int().positive().optional().catch(undefined),
});
export type CheckoutFields = z.output<typeof checkoutSchema>;

/** Street number, house number, floor and "Save this Address" (guest form, Insert delivery location). */
const addressDetailsShape = {
  house: z.string().trim().max(100, CHECKOUT_ERRORS.tooLong).optional(),
  floor: z.string().trim().max(50, CHECKOUT_ERRORS.tooLong).optional(),
  road: z.string().trim().max(100, CHECKOUT_ERRORS.tooLong).optional(),
  [SAVE_ADDRESS_FIELD]: z.literal("on").optional().catch(undefined),
};

/** Insert delivery location's form (issue 22 item 21). */
export const deliveryDetailsSchema = z.object(addressDetailsShape);

/**
 * The guest contact-info form (foundations §2, §5: name, phone, email required). The phone comes
 * with its country (issue 22 item 4): "0501112233" in the UAE is +971501112233, stored so, and
 * tracking composes what is typed there the same way.
 */
export const guestContactSchema = z
  .object({
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
    contact_person_country: z.string().trim().max(2).optional(),
    ...addressDetailsShape,
  })
  .superRefine((value, ctx) => {
    const digits = digitCount(
      composePhone(value.contact_person_country, value.contact_person_number),
    );
    if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["contact_person_number"],
        message: CHECKOUT_ERRORS.phoneInvalid,
      });
  });
