/**
 * Dialogs and drawers are URL state (docs/decisions/003): `?dialog=<name>` plus the dialog's
 * own params. A link opens one without JavaScript; closing is a link to the same page without
 * them. With JavaScript the same links navigate client-side and Radix takes over.
 */
export const DIALOG_PARAM = "dialog";

export type DialogName =
  "location" | "module" | "language" | "logout" | "menu" | "confirm" | (string & {});

/** The current URL with `dialog=name` (and extra params) set. */
export function openDialogHref(
  current: { pathname: string; search: string },
  name: DialogName,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(current.search);
  params.set(DIALOG_PARAM, name);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${current.pathname}?${params.toString()}`;
}

/** The current URL without the dialog and the params it owns. */
export function closeDialogHref(
  current: { pathname: string; search: string },
  ownedParams: string[] = [],
): string {
  const params = new URLSearchParams(current.search);
  params.delete(DIALOG_PARAM);
  for (const key of ownedParams) params.delete(key);
  const query = params.toString();
  return query ? `${current.pathname}?${query}` : current.pathname;
}

export function dialogFrom(search: string | URLSearchParams): string | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return params.get(DIALOG_PARAM);
}
