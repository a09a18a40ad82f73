/**
 * Entry points to the Pick Location dialog, for the header's location item, the landing page
 * and page gates.
 *
 *   import { locationDialogHref } from "~/features/location/location-link";
 *   <Link to={locationDialogHref(useLocation(), lang)}>{address || t("location:entry")}</Link>
 *
 * The dialog is URL state: `/location?redirectTo=<current page>` (`/ar/location?…` in Arabic)
 * renders it open on the server, so the link works without JavaScript; with JavaScript Remix
 * navigates there client-side and the same dialog opens as a Radix Dialog. Picking a location
 * POSTs there, stores it in the prefs cookie and goes to /home (first location) or back to
 * `redirectTo` (a re-pick, "New delivery address selected.").
 *
 * The module chooser works the same way: `moduleDialogHref` → `/modules?redirectTo=…`.
 */
import { isUrlOnlyPath, privatePathOf, sharedHomeOf } from "~/lib/shared-pages";
import { localizePath, stripLangPrefix, type Lang } from "~/i18n/config";
import { safeRedirect } from "~/lib/safe-redirect";

const OWN_DIALOG_PATHS = /^\/(?:location|modules)(?:\/|$|\?)/;

/** The current page as a `redirectTo` value (never one of the dialogs themselves). */
export function currentPageForRedirect(current: {
  pathname: string;
  search: string;
}): string | null {
  const path = `${current.pathname}${current.search}`;
  return OWN_DIALOG_PATHS.test(stripLangPrefix(path)) ? null : path;
}

function dialogHref(
  path: string,
  current: { pathname: string; search: string } | null,
  lang: Lang,
): string {
  const base = localizePath(path, lang);
  const back = current ? currentPageForRedirect(current) : null;
  return back ? `${base}?redirectTo=${encodeURIComponent(back)}` : base;
}

export function locationDialogHref(
  current: { pathname: string; search: string } | null,
  lang: Lang,
): string {
  return dialogHref("/location", current, lang);
}

export function moduleDialogHref(
  current: { pathname: string; search: string } | null,
  lang: Lang,
): string {
  return dialogHref("/modules", current, lang);
}

/**
 * Where a pick or a module choice returns to: the `redirectTo` page when it is a safe local path,
 * else /home; never the landing page, a shared page or one of these dialogs (with a location
 * chosen, the place to be is /home, or the shared store's or item's own page).
 */
export function returnTarget(redirectTo: string | null | undefined, lang: Lang): string {
  const home = localizePath("/home", lang);
  const back = safeRedirect(redirectTo, home);
  const url = new URL(back, "http://local.invalid");
  // A shared page names its zones (and a home its module) in its URL (ADR 033): after a new
  // choice it would show the old place. /home shows the new choice; a store's or an item's own
  // private page shows it at the new place.
  if (isUrlOnlyPath(url.pathname)) {
    if (sharedHomeOf(url.pathname)) return home;
    return privatePathOf(url) ?? home;
  }
  const page = currentPageForRedirect(url);
  return page && stripLangPrefix(page).split("?")[0] !== "/" ? page : home;
}
