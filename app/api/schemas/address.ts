import { z } from "zod";
import { id, lenientArray, maybeText, num, text, zoneIdList, zoneIdOne } from "./primitives";

/**
 * A saved address (contract §5.12; foundations §3 "Address"). Coordinates arrive as strings;
 * `zone_ids` only on list answers.
 */
export const savedAddressSchema = z
  .object({
    id,
    address_type: text,
    address_label: maybeText.optional(),
    contact_person_name: text,
    contact_person_number: text,
    address: text,
    latitude: num,
    longitude: num,
    house: maybeText.optional(),
    floor: maybeText.optional(),
    road: maybeText.optional(),
    additional_information: maybeText.optional(),
    // Numbers, digit strings or (stock) JSON array strings like "[1]".
    zone_id: zoneIdOne.optional(),
    zone_ids: zoneIdList.optional(),
  })
  .passthrough();
export type SavedAddress = z.output<typeof savedAddressSchema>;

/** GET customer/address/list → `{total_size, limit, offset, addresses}` (contract §2.3). */
export const addressListSchema = z
  .object({
    total_size: num.catch(0).optional(),
    addresses: lenientArray(savedAddressSchema),
  })
  .passthrough();

/** add → `{message, zone_ids}`, update → `{message, zone_id}`, delete → `{message}`. */
export const addressAnswerSchema = z.object({ message: text.optional() }).passthrough();
