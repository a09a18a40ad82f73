import { z } from "zod";
import { fromMarketTime } from "../../services/schedule";
import {
  number,
  oneOf,
  optionalEmail,
  optionalNumber,
  optionalPhone,
  optionalText,
  positiveId,
} from "../commerce-input";

/** Request body of order/place and prescription/place (contract §7.7). */

const latitude = () => number().pipe(z.number().min(-90).max(90));
const longitude = () => number().pipe(z.number().min(-180).max(180));

/** File names of the prescription images (multipart uploads are not parsed by this server). */
const attachments = z.preprocess(
  (value) =>
    value === undefined || value === null || value === ""
      ? []
      : Array.isArray(value)
        ? value
        : [value],
  z.array(z.string().trim().min(1).max(255)).max(10),
);

export const placeSchema = z
  .object({
    order_amount: number(),
    payment_method: oneOf(["cash_on_delivery", "digital_payment", "wallet", "offline_payment"]),
    order_type: oneOf(["take_away", "delivery", "parcel"]),
    store_id: positiveId(),
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
  })
  .superRefine((value, ctx) => {
    if (value.order_type === "take_away") return;
    for (const field of ["address", "latitude", "longitude"] as const) {
      if (value[field] === undefined) {
        ctx.addIssue({ code: "custom", path: [field], message: `The ${field} field is required.` });
      }
    }
  });

export type PlaceInput = z.infer<typeof placeSchema>;

/** Guests must say who to deliver to (contract §3.4). */
export const guestContactSchema = z.object({
  contact_person_name: optionalText(100).pipe(z.string()),
  contact_person_number: optionalPhone(6, 20).pipe(z.string()),
  contact_person_email: optionalEmail().pipe(z.string()),
});

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
