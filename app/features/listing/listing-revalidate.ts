import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { pageQueryOf } from "~/shell/frame-dialog-params";

/** True for a /home URL that shows the listing rather than the module home. */
export const isListingUrl = (url: URL) => Boolean(url.searchParams.get("data_type"));

/** Besides the frame dialogs' parameters, the listing renders these from the URL alone. */
const isViewOnly = (key: string) => key === "view";

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
  const rest = (url: URL) => pageQueryOf(url, isViewOnly);
  if (currentUrl.search !== nextUrl.search && rest(currentUrl) === rest(nextUrl)) return false;
  return defaultShouldRevalidate;
}
