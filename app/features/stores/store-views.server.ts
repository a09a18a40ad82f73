import type { ApiClient } from "~/api/client.server";
import type { StoreDetails } from "~/api/schemas/store-details";
import type { Category } from "~/api/schemas/catalogue";
import type { CardContext } from "~/features/catalogue/card-models.server";
import { toItemCard } from "~/features/catalogue/card-models.server";
import type { ItemCard } from "~/features/catalogue/card-models";
import { viewCache, type ViewScope } from "~/features/catalogue/view-cache.server";
import type { Page } from "~/api/stores.server";
import type { ReviewView } from "./store-models";
import { placedCards, toReview, type PlacedCard } from "./store-models.server";

/**
 * What a store page shows that is the same for everyone of a zone, module and language, made
 * once a minute instead of once a view (issue 27 item 1; the cache: view-cache.server.ts).
 * A store page cost four upstream calls, some 30 items through the backend's formatter and zod,
 * and as many cards; the visitor's own parts (cart, wishlist) come from the frame as before.
 *
 * The card context (money format, module) is handed over as a promise, not a key part: it
 * follows from the module in the key and the backend's config, and waiting for it before the
 * calls would cost a second wave of calls on a cold start (design §5 budget, one wave).
 *
 * Not kept: a search inside the store (free text, rarely asked twice; it would only push out
 * the pages everyone asks for).
 */
const SCOPE = {
  // `distance` is measured from the customer's coordinates. The answer is kept, not the view:
  // the view reads the clock (CLOSED NOW, when it opens next, today's schedule row).
  details: "place",
  items: "zone",
  reviews: "zone",
  recommended: "zone",
} as const satisfies Record<string, ViewScope>;

/** Stores × a few pages each; an entry is a few KB (details, reviews) to ~20 KB (20 cards). */
const views = viewCache(1_000);

type Client = Pick<ApiClient, "stores" | "state" | "cacheScope">;

/** The page's items as cards with their root category, the categories and the total. */
export type StoreItemsView = {
  placed: PlacedCard[];
  total: number;
  categories: Array<Pick<Category, "id" | "name">>;
};

/** GET stores/details (null: no such store). */
export const storeDetails = (api: Client, key: string): Promise<StoreDetails | null> =>
  views.get(api, SCOPE.details, "details", [key], () => api.stores.details(key));

/** One page of the store's items, all of them or one category's. */
export const storeItems = (
  api: Client,
  ctx: Promise<CardContext>,
  key: string,
  page: Page & { categoryId: number },
): Promise<StoreItemsView> =>
  views.get(api, SCOPE.items, "items", [key, page], async () => {
    const [answer, context] = await Promise.all([api.stores.items(key, page), ctx]);
    return {
      placed: placedCards(answer.items, context),
      total: answer.total,
      categories: (answer.categories ?? []).map((c) => ({ id: c.id, name: c.name })),
    };
  });

/** A search inside the store: never kept (see above). */
export async function storeSearch(
  api: Client,
  ctx: Promise<CardContext>,
  key: string,
  search: string,
  page: Page & { categoryId: number },
): Promise<StoreItemsView> {
  const [answer, context] = await Promise.all([api.stores.searchItems(key, search, page), ctx]);
  return {
    placed: placedCards(answer.items, context),
    total: answer.total,
    categories: (answer.categories ?? []).map((c) => ({ id: c.id, name: c.name })),
  };
}

/** The newest reviews the page shows (ratings the rules cannot read are left out). */
export const storeReviews = (
  api: Client,
  ctx: Promise<CardContext>,
  key: string,
  shown: number,
): Promise<ReviewView[]> =>
  views.get(api, SCOPE.reviews, "reviews", [key, shown], async () => {
    const [reviews, context] = await Promise.all([api.stores.reviews(key), ctx]);
    return reviews.slice(0, shown).flatMap((r) => {
      const view = toReview(r, context);
      return view ? [view] : [];
    });
  });

/** The items the store recommends, as cards. */
export const storeRecommended = (
  api: Client,
  ctx: Promise<CardContext>,
  key: string,
): Promise<ItemCard[]> =>
  views.get(api, SCOPE.recommended, "recommended", [key], async () => {
    const [answer, context] = await Promise.all([api.stores.recommendedItems(key), ctx]);
    return answer.items.map((i) => toItemCard(i, context));
  });
