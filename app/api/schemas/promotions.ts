import { z } from "zod";
import { lenientArray, numOr } from "./primitives";
import {
  campaignSchema,
  flashSaleLineSchema,
  flashSaleSchema,
  objectOrEmpty,
  storeSchema,
} from "./home";

/**
 * The promotion pages' reads (api-contract §2.5 campaigns, flash-sales, brand; §5.6), built
 * on the home's tolerant item / store / campaign / flash-sale schemas.
 */

/**
 * GET /campaigns/basic-campaign-details: the campaign plus `stores`, or `[]` when the campaign
 * is unknown, finished or not in the zone (the contract's failure answer) → null.
 */
export const campaignDetailsSchema = z.preprocess(
  (v) => (v && typeof v === "object" && !Array.isArray(v) ? v : null),
  campaignSchema
    .extend({ stores: lenientArray(storeSchema).optional() })
    .passthrough()
    .transform((c) => ({ ...c, stores: c.stores ?? [] }))
    .nullable()
    .catch(null),
);
export type CampaignDetails = NonNullable<z.output<typeof campaignDetailsSchema>>;

/**
 * GET /flash-sales/items: `{total_size, flash_sale, products: [flash-sale line + item]}`;
 * `flash_sale` is null when the sale is not running (or not this module's) → `sale: null`.
 */
export const flashSaleItemsSchema = z.preprocess(
  objectOrEmpty,
  z
    .object({
      total_size: numOr(0).optional(),
      flash_sale: flashSaleSchema.optional(),
      products: lenientArray(flashSaleLineSchema).optional(),
    })
    .passthrough()
    .transform((page) => ({
      total: page.total_size ?? 0,
      sale: page.flash_sale ?? null,
      lines: page.products ?? [],
    })),
);
export type FlashSaleItemsPage = z.output<typeof flashSaleItemsSchema>;
