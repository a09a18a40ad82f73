import type { ToastMessage } from "~/lib/toast";

/*
 * Names shared by the wishlist's forms (browser) and its action (server): the action path, the
 * fields it reads and the URL params of the Wishlist drawer. Client-safe, no dependencies.
 */

/** The action route, before localisation (app/routes/($lang).wishlist.tsx). */
export const WISHLIST_ACTION = "/wishlist";

export const WISHLIST_FIELDS = {
  intent: "intent",
  itemId: "item_id",
  storeId: "store_id",
  redirectTo: "redirectTo",
  /** Only a fetcher sends it: it wants `{ ok, toast }` back, not a redirect. */
  enhanced: "enhanced",
} as const;

export const WISHLIST_INTENTS = { add: "add", remove: "remove" } as const;
export type WishlistIntent = (typeof WISHLIST_INTENTS)[keyof typeof WISHLIST_INTENTS];

/** `?dialog=wishlist` opens the drawer (docs/decisions/003). */
export const WISHLIST_DIALOG = "wishlist";
/** `&wishlist-tab=stores` shows the stores tab (items otherwise). */
export const WISHLIST_TAB_PARAM = "wishlist-tab";
export const WISHLIST_STORES_TAB = "stores";
/** `&remove-item=<id>` shows the item removal confirmation inside the drawer. */
export const WISHLIST_REMOVE_ITEM_PARAM = "remove-item";

/** What the action answers a fetcher (enhanced=1). */
export type WishlistActionData = {
  ok: boolean;
  toast: ToastMessage;
};
