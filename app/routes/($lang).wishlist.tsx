import type { ActionFunctionArgs } from "@remix-run/node";
import { showWishlist, wishlistAction } from "~/features/wishlist/wishlist-action.server";

/*
 * POST /wishlist — the wishlist hearts (item cards, store cards, the item view, the store page)
 * and the Wishlist drawer's remove buttons (browsing §2, §4, §5; foundations §4 "Wishlist
 * heart"): intent=add|remove with item_id or store_id, redirectTo, and enhanced=1 from a
 * fetcher. A document POST goes back with 303 and a toast; a fetcher gets `{ ok, toast }`.
 * The rules (token, idempotent replays, server messages) are in
 * app/features/wishlist/wishlist-action.server.ts. Not a public form (it needs the session's
 * token), so no honeypot: SameSite=Lax and the Origin check keep other sites from posting it.
 */
export const action = (args: ActionFunctionArgs) => wishlistAction(args);

/** GET, HEAD (a typed URL): nothing changes; the Wishlist drawer that shows it instead. */
export const loader = showWishlist;
