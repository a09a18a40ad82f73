import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { localizePath } from "~/i18n/config";
import { wishlistAction } from "~/features/wishlist/wishlist-action.server";

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

/**
 * GET, HEAD: the incumbent client's wishlist page was here (bookmarks, issue 24 item 10); ours
 * is the Wishlist drawer, opened by URL over the module home.
 */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(`${localizePath("/home", context.lang)}?dialog=wishlist`, 301);
}
