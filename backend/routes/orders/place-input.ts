import type { Response } from "express";
import { z } from "zod";
import { sendError } from "../../http/errors";
import { UploadedFile, type MultipartOptions } from "../../http/multipart";
import type { LineRequest } from "../../services/cart-lines";
import type { ReceiverDetails } from "../../services/orders-parcel";
import { parseJson } from "../../services/format";
import { fromMarketTime } from "../../services/schedule";
import {
  badImageDimensions,
  dimensionsMessage,
  IMAGE_TYPES,
  sniffImage,
  type StoredImage,
} from "../../services/uploads";
import {
  cartLineSchema,
  lineRequestOf,
  number,
  oneOf,
  optionalEmail,
  optionalId,
  optionalNumber,
  optionalOneOf,
  optionalPhone,
  optionalText,
  phone,
  positiveId,
  text,
  validate,
} from "../commerce-input";

/** Request body of order/place and prescription/place (contract §7.7). */

const latitude = () => number().pipe(z.number().min(-90).max(90));
const longitude = () => number().pipe(z.number().min(-180).max(180));

/**
 * Prescription images (contract §7.7). At most 3 a request, as the storefront says ("Maximum 3
 * images can be send at a time."); 2 MB each, Laravel's `max:2048` wording. The body cap lets
 * three full-size images and the text fields through, and nothing much larger.
 */
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;
export const ORDER_UPLOAD_LIMITS: MultipartOptions = {
  maxBytes: MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 512 * 1024,
  tooLarge: {
    code: "order_attachment",
    message: `The order attachments may not be greater than ${MAX_ATTACHMENTS * 2} MB in total.`,
  },
};

export type Attachment = { name: string } | { image: StoredImage };

/** A type the client declares must at least not contradict the bytes (octet-stream says nothing). */
const declaredOk = (type: string) =>
  type === "" || type === "application/octet-stream" || type.startsWith("image/");

const attachment = z.unknown().transform((value, ctx): Attachment => {
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (value instanceof UploadedFile) {
    if (value.bytes.length > MAX_ATTACHMENT_BYTES) {
      return fail(
        `The order attachment may not be greater than ${MAX_ATTACHMENT_BYTES / 1024} kilobytes.`,
      );
    }
    const extension = sniffImage(value.bytes);
    if (!extension || !declaredOk(value.type.toLowerCase())) {
      const types = Object.keys(IMAGE_TYPES).join(", ");
      return fail(`The order attachment must be a file of type: ${types}.`);
    }
    if (badImageDimensions(value.bytes)) return fail(dimensionsMessage("order attachment"));
    return { image: { bytes: value.bytes, extension } };
  }
  // JSON and urlencoded clients name the file instead (no bytes reach the server); kept so those
  // clients go on working, though such a name serves a 404 unless it is an uploaded file's.
  if (typeof value === "string" && value.trim() !== "" && value.trim().length <= 255) {
    return { name: value.trim() };
  }
  return fail("The order attachment must be an image file.");
});

const attachments = z.preprocess(
  (value) =>
    value === undefined || value === null || value === ""
      ? []
      : Array.isArray(value)
        ? value
        : [value],
  z.array(attachment).max(MAX_ATTACHMENTS),
);

/** Laravel reads `is_buy_now == 1`: "1", 1, true. */
const flag = () =>
  z.preprocess((v) => v === true || v === 1 || v === "1" || v === "true", z.boolean());

export type PaymentMethod = "cash_on_delivery" | "digital_payment" | "wallet" | "offline_payment";
const PAYMENT_METHODS: [PaymentMethod, ...PaymentMethod[]] = [
  "cash_on_delivery",
  "digital_payment",
  "wallet",
  "offline_payment",
];

/**
 * The fields of a quote (customer/order/quote, this server's extension): the place body without
 * its requirements — no `order_amount`, `payment_method` optional (checked when given), and a
 * delivery order may come without its address and point yet (quoted at distance 0). A parcel
 * order has no store (contract §7.7: `store_id` unless parcel) but a category, the receiver and
 * who pays (checked in parcel.ts).
 */
const quoteFields = z.object({
  order_amount: optionalNumber(),
  payment_method: optionalOneOf(PAYMENT_METHODS),
  order_type: oneOf(["take_away", "delivery", "parcel"]),
  store_id: optionalId(),
  parcel_category_id: optionalId(),
  // a JSON string (contract §7.7), parsed and checked by receiverDetailsOf
  receiver_details: z.unknown().optional(),
  charge_payer: optionalOneOf(["sender", "receiver"]),
  distance: optionalNumber().pipe(z.number().min(0).max(10_000).optional()),
  address: optionalText(500),
  latitude: latitude().optional(),
  longitude: longitude().optional(),
  address_type: optionalText(50),
  floor: optionalText(50),
  road: optionalText(100),
  house: optionalText(100),
  contact_person_name: optionalText(100),
  contact_person_number: optionalPhone(6, 20),
  contact_person_email: optionalEmail(),
  dm_tips: optionalNumber().pipe(z.number().min(0).max(10_000).optional()),
  coupon_code: optionalText(50),
  order_note: optionalText(1000),
  delivery_instruction: optionalText(1000),
  unavailable_item_note: optionalText(255),
  schedule_at: optionalText(40),
  cutlery: optionalText(5),
  extra_packaging_amount: optionalNumber(),
  order_attachment: attachments,
  is_buy_now: flag(),
  cart_id: optionalId(),
  // the wallet pays what it holds, payment_method the rest (routes/orders/partial-payment.ts)
  partial_payment: flag(),
});

/**
 * Every order but a parcel names its store. Chosen by the body's order_type before parsing
 * rather than refined after: a refinement would not run when another field already failed,
 * and the 403 lists every missing field at once.
 */
const withStore = quoteFields.extend({ store_id: positiveId() });

export const quoteSchemaFor = (parcel: boolean) => (parcel ? quoteFields : withStore);

/**
 * Order place: the quote's body with `order_amount`, `payment_method` and the address required
 * (a parcel's address is the sender's, its pick-up point). `stock` (the 6ammart-3.2 profile)
 * also requires `distance`, as 6amMart's validator does (contract §7.7); the default backend
 * measures the straight line itself when it is missing.
 */
export const placeSchemaFor = (parcel: boolean, stock = false) =>
  quoteSchemaFor(parcel)
    .extend({ order_amount: number(), payment_method: oneOf(PAYMENT_METHODS) })
    .superRefine((value, ctx) => {
      if (value.order_type === "take_away") return;
      // 6ammart-3.2 row 2: `distance` (km) is required unless take-away, first in stock's order
      const required = stock
        ? (["distance", "address", "latitude", "longitude"] as const)
        : (["address", "latitude", "longitude"] as const);
      for (const field of required) {
        if (value[field] === undefined) {
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: `The ${field} field is required.`,
          });
        }
      }
    });

export const isParcelBody = (body: Record<string, unknown>) =>
  typeof body.order_type === "string" && body.order_type.trim() === "parcel";

export type QuoteInput = z.infer<typeof quoteFields>;

/** Largest buy-now `cart`: a buy-now order is one product, this only bounds the work. */
const MAX_BUY_NOW_LINES = 50;

/**
 * The lines of a buy-now order's `cart` (contract §7.7): a JSON list (or, from a JSON body, a
 * list) of cart lines, each validated like a cart/add body, errors coded "cart.<n>.<field>".
 * Upstream's lines name the model by `item_type` ("App\Models\Item"); `model` is taken too.
 * Undefined when `cart` is absent; null once an error was answered.
 */
export function buyNowLines(raw: unknown, res: Response): LineRequest[] | null | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  const list = typeof raw === "string" ? parseJson<unknown>(raw, null) : raw;
  if (!Array.isArray(list)) {
    sendError(res, 403, "cart", "The cart must be a valid JSON list.");
    return null;
  }
  if (list.length > MAX_BUY_NOW_LINES) {
    sendError(res, 403, "cart", `The cart may not have more than ${MAX_BUY_NOW_LINES} items.`);
    return null;
  }
  const lines: LineRequest[] = [];
  for (const [index, entry] of list.entries()) {
    const line = entry && typeof entry === "object" ? (entry as Record<string, unknown>) : {};
    const input = validate(
      cartLineSchema,
      { ...line, model: line.model ?? modelOfItemType(line.item_type) },
      res,
      `cart.${index}.`,
    );
    if (!input) return null;
    lines.push(lineRequestOf(input));
  }
  return lines;
}

/** Upstream itself also matches the class name with its backslashes lost ("AppModelsItem"). */
function modelOfItemType(itemType: unknown) {
  const bare = typeof itemType === "string" ? itemType.replace(/\\/g, "") : itemType;
  if (bare === "AppModelsItem") return "Item";
  if (bare === "AppModelsItemCampaign") return "ItemCampaign";
  return itemType;
}

/** Guests must say who to deliver to (contract §3.4). */
export const guestContactSchema = z.object({
  contact_person_name: optionalText(100).pipe(z.string()),
  contact_person_number: optionalPhone(6, 20).pipe(z.string()),
  contact_person_email: optionalEmail().pipe(z.string()),
});

/** A guest sending a parcel says who sends it; the e-mail is optional there. */
export const parcelGuestContactSchema = z.object({
  contact_person_name: optionalText(100).pipe(z.string()),
  contact_person_number: optionalPhone(6, 20).pipe(z.string()),
});

/**
 * `receiver_details` (contract §7.7): a JSON string (a JSON client may send the object) with
 * the receiver's point, contact and address lines. `zone_id` is taken but not trusted: the
 * receiver's zone is found from the point.
 */
export const receiverDetailsSchema = z.object({
  contact_person_name: text(100),
  contact_person_number: phone(6, 20),
  address: text(500),
  latitude: latitude(),
  longitude: longitude(),
  zone_id: optionalId(),
  address_type: optionalText(50),
  floor: optionalText(50),
  road: optionalText(100),
  house: optionalText(100),
  contact_person_email: optionalEmail(),
}) satisfies z.ZodType<ReceiverDetails, z.ZodTypeDef, unknown>;

/**
 * The latest instant accepted: JavaScript also parses extended years ("+275760-09-13T00:00:00Z"),
 * and the marketplace clock (UTC+4) cannot represent a time that close to the end of the Date
 * range, so anything past year 9999 counts as not a date.
 */
const LATEST_SCHEDULE_MS = Date.UTC(9999, 11, 30);

/**
 * `schedule_at` as sent: an ISO time with an offset is taken as is; a bare
 * "YYYY-MM-DD HH:MM(:SS)" is the marketplace's local time. Null when unparseable.
 */
export function parseScheduleAt(raw: string): Date | null {
  const valid = (at: Date) =>
    Number.isNaN(at.getTime()) || at.getTime() > LATEST_SCHEDULE_MS ? null : at;
  if (/[zZ]|[+-]\d\d:?\d\d$/.test(raw) && raw.includes("T")) return valid(new Date(raw));
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(raw);
  if (!match) return null;
  return valid(fromMarketTime(`${match[1]} ${match[2]}${match[3] ?? ":00"}`));
}
