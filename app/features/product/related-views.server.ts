import type { ApiClient } from "~/api/client.server";
import type { Item } from "~/api/schemas/home";
import type { ItemCard } from "~/features/catalogue/card-models";
import { gridCard, toItemCard, type CardContext } from "~/features/catalogue/card-models.server";
import { viewCache, type ViewScope } from "~/features/catalogue/view-cache.server";

/**
 * An item page's related shelves ("Similar items", "More from this store"), made once a minute
 * per zone, module and language instead of once a view (issue 27 item 1; the cache:
 * catalogue/view-cache.server.ts): two upstream calls and some 20 items through the backend's
 * formatter, zod and the card rules were most of an item page's loader.
 *
 * The item itself is NOT kept: its price, stock and choices are what the product form and the
 * dialog act on, so they are read fresh on every view (and again by the cart action). Only zod's
 * reading of an unchanged answer is reused (`reuseParse`, api/http.server.ts).
 */
const SCOPE = { similar: "zone", sameStore: "zone" } as const satisfies Record<string, ViewScope>;

/** Items × 2 shelves; an entry is ~10 cards (a few KB). */
const views = viewCache(1_000);

type Client = Pick<ApiClient, "items" | "state" | "cacheScope">;

const shelf =
  (name: keyof typeof SCOPE, read: (api: Client, id: number) => Promise<Item[]>) =>
  (api: Client, ctx: CardContext, id: number): Promise<ItemCard[]> =>
    views.get(api, SCOPE[name], name, [ctx, id], async () =>
      // The item's own card is not one of its related items.
      (await read(api, id)).filter((i) => i.id !== id).map((i) => gridCard(toItemCard(i, ctx))),
    );

/** GET items/related-items/{id} as cards. */
export const similarItems = shelf("similar", (api, id) => api.items.related(id));
/** GET items/related-store-items/{id} as cards. */
export const sameStoreItems = shelf("sameStore", (api, id) => api.items.fromSameStore(id));
