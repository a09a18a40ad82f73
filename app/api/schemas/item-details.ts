import { z } from "zod";
import { itemSchema, storeSchema } from "./home";
import { flag, id, lenientArray, maybeText, num, numOr, text } from "./primitives";
import { scheduleSchema } from "./store-details";

/**
 * GET /items/details/{id} (api-contract §5.4 plus the details fields) and the item campaigns of
 * GET /campaigns/item, read by the product page (issue 10 item 6). Built on the home's item
 * schema: unknown fields pass through, numbers may be strings, and a malformed entry of a list
 * (a variation, an option, an add-on) is dropped instead of failing the item. Only `id` is
 * required: without it there is no item to show, and the page reports a failed read.
 */

/** `"" | null | not a list` → `[]` (food_variations is "" when an item has none, quirk 8). */
const listOrEmpty = (v: unknown) => (Array.isArray(v) ? v : []);

/** A non-food variation: `type` is the chosen options joined by dashes ("128GB-Grey"). */
export const variationSchema = z
  .object({
    type: z.string().min(1),
    price: num.optional().catch(undefined),
    stock: num.optional().catch(undefined),
  })
  .passthrough();

/** `{name: "choice_2", title: "Color", options: ["Black", "Lilac"]}` */
export const choiceOptionSchema = z
  .object({
    name: text,
    title: text,
    options: lenientArray(z.string().min(1)),
  })
  .passthrough();

/** A food variation group (foundations §3): single or multi, required on/off, min, max. */
export const foodVariationSchema = z
  .object({
    name: z.string().min(1),
    type: maybeText.optional(),
    min: numOr(0).optional(),
    max: numOr(0).optional(),
    required: z.unknown().optional(),
    values: lenientArray(
      z.object({ label: z.string().min(1), optionPrice: numOr(0).optional() }).passthrough(),
    ),
  })
  .passthrough();

export const addOnSchema = z.object({ id, name: text, price: numOr(0) }).passthrough();

/** Tags arrive as `{id, tag}` (reference backend), `{name}` (browsing §3) or plain strings. */
const tagSchema = z.union([
  z.string().min(1),
  z
    .object({ tag: z.string().optional(), name: z.string().optional() })
    .passthrough()
    .transform((t) => t.tag || t.name || ""),
]);

const stringList = lenientArray(z.string().min(1));

export const itemDetailsSchema = itemSchema
  .extend({
    images_full_url: lenientArray(z.string().min(1)).optional(),
    variations: lenientArray(variationSchema).optional(),
    choice_options: lenientArray(choiceOptionSchema).optional(),
    food_variations: z.preprocess(listOrEmpty, lenientArray(foodVariationSchema)).optional(),
    add_ons: z.preprocess(listOrEmpty, lenientArray(addOnSchema)).optional(),
    maximum_cart_quantity: num.nullable().optional().catch(undefined),
    available_time_starts: maybeText.optional(),
    available_time_ends: maybeText.optional(),
    available_date_ends: maybeText.optional(),
    schedule_order: flag.optional(),
    nutritions_name: stringList.optional(),
    allergies_name: stringList.optional(),
    tags: lenientArray(tagSchema).optional(),
    is_prescription_required: flag.optional(),
    whislists_count: numOr(0).optional(),
    brand_id: id.nullable().catch(null).optional(),
    store_details: storeSchema
      // schedules: when a closed store opens next (the item page's closed-store note).
      .extend({
        schedule_order: flag.optional(),
        schedules: lenientArray(scheduleSchema).optional(),
      })
      .nullable()
      .optional()
      .catch(null),
  })
  .passthrough();
export type ItemDetails = z.output<typeof itemDetailsSchema>;

/** GET /campaigns/item: item campaigns formatted like items (§5.4, last sentence). */
export const campaignItemListSchema = lenientArray(itemDetailsSchema);
