import * as z from "zod";
import {
  composePhone,
  digitCount,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from "~/features/auth/phone";

/*
 * The add / edit address form (foundations §2 "Address form", §5 "Address"). One schema for the
 * action and the browser (address-validation.ts). Messages are i18n keys of the `addresses`
 * namespace whose English text is the spec's wording.
 */
import { ADDRESS_TYPES } from "./address-constants";

export const ADDRESS_ERRORS = {
  addressRequired: "addresses:errors.addressRequired",
  nameRequired: "addresses:errors.nameRequired",
  phoneRequired: "addresses:errors.phoneRequired",
  phoneInvalid: "addresses:errors.phoneInvalid",
  type: "addresses:errors.type",
  tooLong: "addresses:errors.tooLong",
  pickLocation: "addresses:errors.pickLocation",
  unavailable: "addresses:errors.unavailable",
  refused: "addresses:errors.refused",
  notFound: "addresses:errors.notFound",
} as const;

const required = (message: string, max: number) =>
  z.string({ required_error: message }).trim().min(1, message).max(max, ADDRESS_ERRORS.tooLong);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, ADDRESS_ERRORS.tooLong)
    .optional()
    .transform((value) => value || undefined);

const coordinate = (min: number, max: number) =>
  z.coerce
    .number({
      required_error: ADDRESS_ERRORS.pickLocation,
      invalid_type_error: ADDRESS_ERRORS.pickLocation,
    })
    .finite(ADDRESS_ERRORS.pickLocation)
    .min(min, ADDRESS_ERRORS.pickLocation)
    .max(max, ADDRESS_ERRORS.pickLocation);

export const addressFormSchema = z
  .object({
    address_type: z.enum(ADDRESS_TYPES, { errorMap: () => ({ message: ADDRESS_ERRORS.type }) }),
    address_label: optional(100),
    contact_person_name: required(ADDRESS_ERRORS.nameRequired, 100),
    contact_person_number: required(ADDRESS_ERRORS.phoneRequired, 30),
    country: z.string().max(2).optional(),
    house: optional(100),
    floor: optional(50),
    road: optional(100),
    additional_information: optional(500),
    address: required(ADDRESS_ERRORS.addressRequired, 500),
    // The point comes from the Pick Location flow; missing or forged → pick it again.
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    redirectTo: z.string().max(2000).optional(),
  })
  .superRefine((value, ctx) => {
    // Sent with its calling code, as every phone input (foundations §5).
    const phone = composePhone(value.country, value.contact_person_number);
    const digits = digitCount(phone);
    if (!phone || digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["contact_person_number"],
        message: ADDRESS_ERRORS.phoneInvalid,
      });
  });

export type AddressForm = z.output<typeof addressFormSchema>;
