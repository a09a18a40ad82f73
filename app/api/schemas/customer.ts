import { z } from "zod";
import { flag, id, lenientArray, num, text, url } from "./primitives";

export const guestSchema = z.object({ guest_id: id });

/** GET /customer/info (§5.11): the fields the header and profile read. */
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
  })
  .passthrough();
export type Customer = z.output<typeof customerSchema>;

/** Cart entries (§5.8); the header only needs the line count. */
export const cartLineSchema = z.object({ id, quantity: num.catch(1) }).passthrough();
export const cartListSchema = lenientArray(cartLineSchema);

export const wishlistSchema = z.object({
  item: lenientArray(z.object({ id }).passthrough()).optional().default([]),
  store: lenientArray(z.object({ id }).passthrough()).optional().default([]),
});
