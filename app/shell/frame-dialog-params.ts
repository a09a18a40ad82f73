import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { TRACK_FIELDS } from "~/features/tracking/tracking-constants";
import {
  WISHLIST_REMOVE_ITEM_PARAM,
  WISHLIST_TAB_PARAM,
} from "~/features/wishlist/wishlist-fields";
import { LANGUAGE_DIALOG_PARAMS } from "~/features/preferences/language-params";
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

/**
 * `shouldRevalidate` for a page whose loader reads none of FRAME_DIALOG_PARAMS: a navigation
 * that only opens or closes a frame dialog keeps the page's data (the root loader still runs
 * for the dialog's own). Anything else — another page, other parameters, a form post — is
 * Remix's default.
 */
export function keepDataForFrameDialogs({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: Pick<
  ShouldRevalidateFunctionArgs,
  "currentUrl" | "nextUrl" | "formMethod" | "defaultShouldRevalidate"
>): boolean {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search)
    return defaultShouldRevalidate;
  return pageQueryOf(currentUrl) === pageQueryOf(nextUrl) ? false : defaultShouldRevalidate;
}
