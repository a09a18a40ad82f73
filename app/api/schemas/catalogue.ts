import { z } from "zod";
import { id, lenientArray, maybeText, text } from "./primitives";

/**
 * Catalogue reads (api-contract §2.5, §5.5, §5.6). Only the fields a caller reads are declared;
 * everything else passes through untouched.
 */

/** GET /categories: root categories with their `childes`. */
export const categorySchema = z
  .object({
    id,
    name: text,
    slug: maybeText.optional(),
    image_full_url: maybeText.optional(),
  })
  .passthrough();
export const categoryListSchema = lenientArray(categorySchema);
export type Category = z.output<typeof categorySchema>;

export const storeSummarySchema = z
  .object({
    id,
    name: text,
    slug: maybeText.optional(),
    logo_full_url: maybeText.optional(),
  })
  .passthrough();
export type StoreSummary = z.output<typeof storeSummarySchema>;

/** A paginated store list: `{ total_size, limit, offset, stores }` (limit/offset echoed raw, quirk 2). */
export const storePageSchema = z
  .object({
    total_size: z.unknown().optional(),
    stores: lenientArray(storeSummarySchema),
  })
  .passthrough();
