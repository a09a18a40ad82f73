import { z } from "zod";
import { itemSchema, storeSchema } from "./home";
import { flag, id, lenientArray, maybeText, num, numOr, text } from "./primitives";

/**
 * Cart entries (api-contract §5.8) and the wishlist (§2.4 customer/wish-list): the fields the
 * cart drawer, the steppers and the cart rules read. The entry's `price` is the unit price the
 * storefront sent when it added the line (computed from the catalogue, never from the page);
 * `item` is the catalogue item as it is now (stock, limits, add-ons with their chosen quantity).
 */
const cartAddOnSchema = z
  .object({
    id,
    name: text,
    price: numOr(0),
    quantity: numOr(0).optional(),
    isChecked: flag.optional(),
  })
  .passthrough();

// extend, not and(): an intersection re-merges the raw passthrough keys with the parsed ones and
// fails on any field the item schema normalises (category_ids' string ids become numbers).
export const cartItemSchema = itemSchema.extend({
  maximum_cart_quantity: num.nullable().optional().catch(null),
  addons: lenientArray(cartAddOnSchema).optional(),
  schedule_order: flag.optional(),
  /** Pharmacy: the order needs a prescription image (browsing §5). */
  is_prescription_required: flag.optional(),
  /** A flash sale runs for the item: `discount`/`discount_type` are the sale's (checkout pricing). */
  flash_sale: flag.optional(),
});

export const cartEntrySchema = z
  .object({
    id,
    item_id: id.optional(),
    item_type: maybeText.optional(),
    price: numOr(0),
    quantity: numOr(1),
    variation: z.unknown().optional(),
    add_on_ids: lenientArray(id).optional(),
    add_on_qtys: lenientArray(num).optional(),
    item: cartItemSchema,
  })
  .passthrough();
export type CartEntry = z.output<typeof cartEntrySchema>;

/** Every answer of customer/cart/* is the whole cart; a malformed line is dropped, not fatal. */
export const cartSchema = lenientArray(cartEntrySchema);

/** `{message}` answers (wishlist add/remove). */
export const messageSchema = z.object({ message: text.optional() }).passthrough();

export const wishlistSchema = z.object({
  item: lenientArray(itemSchema).optional().default([]),
  store: lenientArray(storeSchema).default([]),
});
export type Wishlist = z.output<typeof wishlistSchema>;
