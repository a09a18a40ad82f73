import type { Transport } from "./http.server";
import { brandListSchema } from "./schemas/home-content";
import { flashSaleSchema, itemListSchema } from "./schemas/home";
import { campaignDetailsSchema, flashSaleItemsSchema } from "./schemas/promotions";

/** `offset` is a 1-based page number (api-contract §1.5). */
type Page = { limit: number; offset: number };

/**
 * Campaign, flash-sale and brand pages (api-contract §2.5 campaigns, flash-sales/items, brand)
 * — issue 10. All GET, scoped by the zoneId / moduleId headers the transport adds; campaigns
 * and flash sales answer an `errors` body with 200 without a zone (quirk 4: an ApiError here).
 */
export function promotionsApi(t: Transport) {
  return {
    /** GET /campaigns/basic-campaign-details?basic_campaign_id= → campaign + stores, or null. */
    campaignDetails: (campaignId: number) =>
      t.call("campaigns/basic-campaign-details", {
        query: { basic_campaign_id: campaignId },
        schema: campaignDetailsSchema,
      }),
    /** GET /campaigns/item: item campaigns of the zone, formatted like items. */
    itemCampaigns: () => t.call("campaigns/item", { schema: itemListSchema }),
    /** GET /flash-sales: the module's ONE running sale (with active_products) or null. */
    runningFlashSale: () => t.call("flash-sales", { schema: flashSaleSchema }),
    /** GET /flash-sales/items?flash_sale_id=&limit=&offset= (one page of the sale's lines). */
    flashSaleItems: (flashSaleId: number, page: Page) =>
      t.call("flash-sales/items", {
        query: { flash_sale_id: flashSaleId, ...page },
        schema: flashSaleItemsSchema,
      }),
    /** GET /brand: the module's brands with items_count (the full list; /all-brands sorts it). */
    brands: () => t.call("brand", { schema: brandListSchema }),
  };
}

export type PromotionsApi = ReturnType<typeof promotionsApi>;
