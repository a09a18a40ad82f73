import { z } from "zod";
import { flag, id, lenientArray, num, text, url, zoneIdList } from "./primitives";

export const guestSchema = z.object({ guest_id: id });

/** GET /customer/info (§5.11): the fields the header, the profile and the welcome modal read. */
export const customerSchema = z
  .object({
    id,
    f_name: text,
    l_name: text,
    email: text.optional(),
    phone: text.optional(),
    image_full_url: url.optional(),
    is_phone_verified: flag.optional(),
    is_email_verified: flag.optional(),
    wallet_balance: num.catch(0).optional(),
    loyalty_point: num.catch(0).optional(),
    // The new customer's first-order discount (browsing §3, §4 welcome modal). The backend
    // fills the last three only while is_valid_for_discount; `validity` is "<n> <unit>"
    // ("30 day"), unit day, month or year.
    is_valid_for_discount: flag.optional(),
    discount_amount: num.catch(0).optional(),
    discount_amount_type: text.optional(),
    validity: text.optional(),
    // The modules the customer saved interests in (browsing §2 side rail → /interest). Upstream
    // keeps the raw moduleId headers it was sent, so ids may be strings or even "null".
    selected_modules_for_interest: lenientArray(id).optional(),
    /** Stock answers `"[1]"` (a JSON array string): read as ids. */
    zone_id: zoneIdList.optional(),
  })
  .passthrough();
export type Customer = z.output<typeof customerSchema>;

/** POST /customer/update-interest → `{message}` (contract §2.3). */
export const interestAnswerSchema = z.object({ message: text }).passthrough();
