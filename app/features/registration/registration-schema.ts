import * as z from "zod";
import {
  DELIVERY_TIME_TYPES,
  EARNING_TYPES,
  IDENTITY_TYPES,
  IMAGE_ACCEPT,
  MAX_IDENTITY_IMAGES,
  MAX_IMAGE_BYTES,
  PASSWORD_RULE,
  REGISTRATION_ERRORS,
} from "./registration-constants";

/*
 * The store and delivery-man registration forms (contract §7.8). One schema per form for the
 * action and the browser (registration-validation.ts). Messages are `registration:` keys; the
 * password rule's English texts are the backend's (Laravel's) own words, so the page says the
 * same thing whether the browser or the backend caught it.
 */

const required = (message: string, max: number) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, REGISTRATION_ERRORS.tooLong);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, REGISTRATION_ERRORS.tooLong)
    .optional()
    .transform((value) => value || undefined);

const email = required(REGISTRATION_ERRORS.emailRequired, 255).email(
  REGISTRATION_ERRORS.emailInvalid,
);
/** The backend's rule (contract §7.8): digits, +, -, ( and ), 10 to 20 characters. */
const phone = required(REGISTRATION_ERRORS.phoneRequired, 20).regex(
  /^[0-9+\-()]{10,20}$/,
  REGISTRATION_ERRORS.phoneInvalid,
);

const password = z
  .string({ required_error: REGISTRATION_ERRORS.passwordRequired })
  .min(1, REGISTRATION_ERRORS.passwordRequired)
  .max(255, REGISTRATION_ERRORS.tooLong)
  .superRefine((value, ctx) => {
    const failed = PASSWORD_RULE.find(([passes]) => !passes(value));
    if (failed) ctx.addIssue({ code: z.ZodIssueCode.custom, message: failed[1] });
  });

const id = (message: string) =>
  z.coerce
    .number({ required_error: message, invalid_type_error: message })
    .int(message)
    .min(1, message)
    .max(Number.MAX_SAFE_INTEGER, message);

const coordinate = (min: number, max: number, message: string) =>
  z.coerce
    .number({ required_error: message, invalid_type_error: message })
    .finite(message)
    .min(min, message)
    .max(max, message);

const IMAGE_TYPES = new Set(IMAGE_ACCEPT.split(","));

const isFile = (value: unknown): value is File =>
  typeof File !== "undefined" && value instanceof File;

/** One image: present, an image type, ≤ 2 MB. */
const image = (missing: string) =>
  z
    .custom<File>((value) => isFile(value) && value.size > 0, { message: missing })
    .superRefine((file, ctx) => {
      if (!IMAGE_TYPES.has(file.type.toLowerCase()))
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: REGISTRATION_ERRORS.imageType });
      else if (file.size > MAX_IMAGE_BYTES)
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: REGISTRATION_ERRORS.imageSize });
    });

const account = {
  f_name: required(REGISTRATION_ERRORS.firstName, 100),
  l_name: optional(100),
  email,
  phone,
  password,
  confirm_password: z
    .string({ required_error: REGISTRATION_ERRORS.confirmRequired })
    .min(1, REGISTRATION_ERRORS.confirmRequired),
};

function passwordsMatch(
  value: { password: string; confirm_password: string },
  ctx: z.RefinementCtx,
) {
  if (value.password !== value.confirm_password)
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["confirm_password"],
      message: REGISTRATION_ERRORS.confirmMismatch,
    });
}

export const storeRegistrationSchema = z
  .object({
    ...account,
    store_name: required(REGISTRATION_ERRORS.storeName, 191),
    store_address: required(REGISTRATION_ERRORS.storeAddress, 1000),
    zone_id: id(REGISTRATION_ERRORS.zone),
    module_id: id(REGISTRATION_ERRORS.module),
    latitude: coordinate(-90, 90, REGISTRATION_ERRORS.latitude),
    longitude: coordinate(-180, 180, REGISTRATION_ERRORS.longitude),
    tax: z.coerce
      .number({ invalid_type_error: REGISTRATION_ERRORS.tax })
      .min(0, REGISTRATION_ERRORS.tax)
      .max(100, REGISTRATION_ERRORS.tax)
      .optional(),
    minimum_delivery_time: z.coerce
      .number({
        required_error: REGISTRATION_ERRORS.minTime,
        invalid_type_error: REGISTRATION_ERRORS.minTime,
      })
      .int(REGISTRATION_ERRORS.minTime)
      .min(1, REGISTRATION_ERRORS.minTime)
      .max(1000, REGISTRATION_ERRORS.minTime),
    maximum_delivery_time: z.coerce
      .number({
        required_error: REGISTRATION_ERRORS.maxTime,
        invalid_type_error: REGISTRATION_ERRORS.maxTime,
      })
      .int(REGISTRATION_ERRORS.maxTime)
      .min(1, REGISTRATION_ERRORS.maxTime)
      .max(1000, REGISTRATION_ERRORS.maxTime),
    delivery_time_type: z.enum(DELIVERY_TIME_TYPES, {
      errorMap: () => ({ message: REGISTRATION_ERRORS.timeType }),
    }),
    logo: image(REGISTRATION_ERRORS.logo),
    cover_photo: image(REGISTRATION_ERRORS.cover),
  })
  .superRefine((value, ctx) => {
    passwordsMatch(value, ctx);
    if (value.maximum_delivery_time < value.minimum_delivery_time)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["maximum_delivery_time"],
        message: REGISTRATION_ERRORS.maxBelowMin,
      });
  });

export const deliveryManRegistrationSchema = z
  .object({
    ...account,
    identity_type: z.enum(IDENTITY_TYPES, {
      errorMap: () => ({ message: REGISTRATION_ERRORS.identityType }),
    }),
    identity_number: required(REGISTRATION_ERRORS.identityNumber, 30),
    zone_id: id(REGISTRATION_ERRORS.zone),
    vehicle_id: id(REGISTRATION_ERRORS.vehicle),
    earning: z.enum(EARNING_TYPES, { errorMap: () => ({ message: REGISTRATION_ERRORS.earning }) }),
    image: image(REGISTRATION_ERRORS.photo),
    identity_image: z
      .array(image(REGISTRATION_ERRORS.identityImages), {
        required_error: REGISTRATION_ERRORS.identityImages,
      })
      .min(1, REGISTRATION_ERRORS.identityImages)
      .max(MAX_IDENTITY_IMAGES, REGISTRATION_ERRORS.tooManyIdentityImages),
  })
  .superRefine(passwordsMatch);

export type StoreRegistration = z.output<typeof storeRegistrationSchema>;
export type DeliveryManRegistration = z.output<typeof deliveryManRegistrationSchema>;
