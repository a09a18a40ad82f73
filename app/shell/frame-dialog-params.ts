import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { CART_ACTION } from "~/features/catalogue/urls";
import { REVIEW_PROMPT_ACTION } from "~/features/home-extras/fields";
import { TRACK_FIELDS } from "~/features/tracking/tracking-constants";
import {
  WISHLIST_ACTION,
  WISHLIST_REMOVE_ITEM_PARAM,
  WISHLIST_TAB_PARAM,
} from "~/features/wishlist/wishlist-fields";
import { LANGUAGE_DIALOG_PARAMS } from "~/features/preferences/language-params";
import { stripLangPrefix } from "~/i18n/config";
import { DIALOG_PARAM } from "~/lib/dialog-url";

/**
 * The URL parameters the frame's dialogs and drawers own (docs/decisions/003): `dialog` and
 * each one's own fields. The root loader and the dialogs read them; no page loader does, so a
 * page whose URL changed only in these keeps its data (its shouldRevalidate): opening the
 * tracking drawer over /home must not refetch every section of the home first.
 */
export const FRAME_DIALOG_PARAMS: readonly string[] = [
  DIALOG_PARAM,
  "redirectTo",
  ...LANGUAGE_DIALOG_PARAMS,
  WISHLIST_TAB_PARAM,
  WISHLIST_REMOVE_ITEM_PARAM,
  TRACK_FIELDS.orderId,
  TRACK_FIELDS.phone,
];

/** The URL's query without the frame dialogs' parameters, sorted, for comparing two URLs. */
export function pageQueryOf(url: URL, alsoIgnore: (key: string) => boolean = () => false): string {
  const params = new URLSearchParams(url.search);
  for (const key of [...params.keys()])
    if (FRAME_DIALOG_PARAMS.includes(key) || alsoIgnore(key)) params.delete(key);
  params.sort();
  return params.toString();
}

/** What Remix tells a `shouldRevalidate` about the action it follows, if any. */
type ActionArgs = Pick<
  ShouldRevalidateFunctionArgs,
  "formMethod" | "formAction" | "actionStatus" | "actionResult"
>;

/** The action's path without the language segment or the query: "/ar/cart?x=1" → "/cart". */
const actionPath = (formAction: string) =>
  stripLangPrefix(new URL(formAction, "http://x").pathname);

/**
 * Actions that save something before they refuse: the checkout and the parcel form keep the
 * draft the visitor typed (and Place Order may have removed lines from the cart) when they
 * answer 400; a profile save may have gone through in part. After these, everything reloads.
 */
const SAVES_BEFORE_REFUSING = ["/checkout", "/parcel-delivery-info", "/profile"];

/**
 * The action answered with field errors (a 4xx carrying a form reply, `{ result }`: a refused
 * sign-in, a field check): it changed nothing, so no loader needs to run again — not the root's
 * either. Trap: with single fetch, Remix hands a route's own shouldRevalidate
 * `defaultShouldRevalidate: true` even after a 4xx, and always runs the loader of a route that
 * has no shouldRevalidate; so the root, the ($lang) layout and the pages ask this themselves.
 * Any other 4xx may have queued a toast in the flash cookie (the cart's "not enough stock"),
 * which only the root loader's run shows: those revalidate.
 */
export function changedNothing({ formAction, actionStatus, actionResult }: ActionArgs): boolean {
  if (!formAction || actionStatus === undefined) return false;
  // "Not now" on the home's review prompt, done: the prompt hides itself in the browser and no
  // loader but the home's (which keeps its data for it) reads it. Its refusals carry a toast.
  if (actionPath(formAction) === REVIEW_PROMPT_ACTION) return actionStatus < 300;
  if (actionStatus < 400 || actionStatus >= 500) return false;
  if (SAVES_BEFORE_REFUSING.includes(actionPath(formAction))) return false;
  const reply = (actionResult as { result?: unknown } | null | undefined)?.result;
  return typeof reply === "object" && reply !== null && ("error" in reply || "intent" in reply);
}

/**
 * `shouldRevalidate` for a route with nothing else to decide (the root, the ($lang) layout, the
 * pages whose loaders read what any action may change): no loader runs again after an action
 * that changed nothing (`changedNothing`); otherwise Remix's default.
 */
export const unlessNothingChanged = (
  args: ActionArgs & Pick<ShouldRevalidateFunctionArgs, "defaultShouldRevalidate">,
): boolean => (changedNothing(args) ? false : args.defaultShouldRevalidate);

/**
 * A cart or wishlist fetcher was answered in place (data, not a redirect: `actionStatus` is
 * only set then): what changed is the frame's — the header's counts, the cards' steppers
 * (useCartLine) and hearts (WishlistHeart), all read from the root loader's data, which runs
 * again. A page whose own loader reads neither keeps its data (the home's 13 KB of shelves).
 * A redirect (another module's cart, the clear-cart question, sign-in) is a navigation to
 * another URL: that reloads as usual.
 */
function changedOnlyTheFrame({ formMethod, formAction, actionStatus }: ActionArgs): boolean {
  if (!formAction || !formMethod || formMethod === "GET" || actionStatus === undefined)
    return false;
  const path = actionPath(formAction);
  return path === CART_ACTION || path === WISHLIST_ACTION;
}

/**
 * The last action changed nothing a page shows from its own loader, provided that loader reads
 * neither the cart nor the wishlist (the product page reads both: it asks `changedNothing`).
 */
export const pageUnchangedByAction = (args: ActionArgs): boolean =>
  changedNothing(args) || changedOnlyTheFrame(args);

/**
 * `shouldRevalidate` for a page whose loader reads none of FRAME_DIALOG_PARAMS, nor the cart or
 * the wishlist: a navigation that only opens or closes a frame dialog keeps the page's data
 * (the root loader still runs for the dialog's own), and so does an action that changed nothing
 * of the page (pageUnchangedByAction). Anything else — another page, other parameters, another
 * form post — is Remix's default.
 */
export function keepDataForFrameDialogs(
  args: Pick<
    ShouldRevalidateFunctionArgs,
    "currentUrl" | "nextUrl" | "defaultShouldRevalidate" | keyof ActionArgs
  >,
): boolean {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (pageUnchangedByAction(args)) return false;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search)
    return defaultShouldRevalidate;
  return pageQueryOf(currentUrl) === pageQueryOf(nextUrl) ? false : defaultShouldRevalidate;
}

/**
 * A URL-only page's `shouldRevalidate` (ADR 033: the shared store, item and category pages):
 * nothing on it belongs to the visitor, so an action (add to cart, a heart) changes nothing it
 * shows — the personal parts revalidate on their own (shell/personal-parts.tsx); a frame
 * dialog keeps its data as on any page.
 */
export function keepSharedPageData(args: Parameters<typeof keepDataForFrameDialogs>[0]): boolean {
  if (args.formMethod && args.formMethod !== "GET") return false;
  return keepDataForFrameDialogs(args);
}
