import { isApiError } from "./errors";
import type { Transport } from "./http.server";
import { itemListSchema, type Item } from "./schemas/home";
import {
  campaignItemListSchema,
  itemDetailsSchema,
  type ItemDetails,
} from "./schemas/item-details";

/** Ids and slugs the backend could hold: anything longer or stranger is not an item. */
const ITEM_REF = /^[\p{L}\p{N}_-]{1,200}$/u;

/** Item detail reads (api-contract §2.5 items/details, campaigns/item) — issue 10 item 6. */
export function itemsApi(t: Transport) {
  return {
    /**
     * GET /items/details/{id|slug} (moduleId header: the backend looks in that module only).
     * Not found (404 `product-001`, an object under `errors`, §1.3) → null; any other failure
     * throws the ApiError (a malformed answer is `invalid-response`).
     */
    details: async (idOrSlug: string): Promise<ItemDetails | null> => {
      if (!ITEM_REF.test(idOrSlug)) return null;
      try {
        return await t.call(`items/details/${encodeURIComponent(idOrSlug)}`, {
          schema: itemDetailsSchema,
          // Read fresh on every item view, and the same answer most of the time.
          reuseParse: true,
        });
      } catch (error) {
        if (isApiError(error) && error.kind === "http" && error.status === 404) return null;
        throw error;
      }
    },
    /**
     * GET /items/related-items/{id}: up to 10 items of the same categories (zone + module).
     * GET /items/related-store-items/{id}: up to 10 more items of the item's store.
     */
    related: (id: number): Promise<Item[]> =>
      t.call(`items/related-items/${id}`, { schema: itemListSchema }),
    fromSameStore: (id: number): Promise<Item[]> =>
      t.call(`items/related-store-items/${id}`, { schema: itemListSchema }),
    /**
     * An item campaign by id or slug. The API has no details call for them: GET /campaigns/item
     * lists the zone's running item campaigns (zoneId + moduleId), and the one asked for is
     * picked from it. null when it is not running here.
     */
    campaignItem: async (idOrSlug: string): Promise<ItemDetails | null> => {
      if (!ITEM_REF.test(idOrSlug)) return null;
      const list = await t.call("campaigns/item", { schema: campaignItemListSchema });
      return list.find((item) => String(item.id) === idOrSlug || item.slug === idOrSlug) ?? null;
    },
  };
}
