import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { DIALOG_PARAM } from "~/lib/dialog-url";

/** True for a /home URL that shows the listing rather than the module home. */
export const isListingUrl = (url: URL) => Boolean(url.searchParams.get("data_type"));

/** Parameters the listing renders from the URL alone: changing them needs no new data. */
const VIEW_ONLY = [DIALOG_PARAM, "view"];

/**
 * The listing's loaders run again for a new listing URL, not for opening or closing the sort
 * and filter drawer or switching grid/list (the component reads those from the URL), and not
 * for the header's recent-search forms (they change nothing the listing shows).
 */
export function listingShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formAction && /\/search-history$/.test(formAction)) return false;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const key of VIEW_ONLY) params.delete(key);
    params.sort();
    return params.toString();
  };
  if (currentUrl.search !== nextUrl.search && rest(currentUrl) === rest(nextUrl)) return false;
  return defaultShouldRevalidate;
}
