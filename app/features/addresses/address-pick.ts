import { stripLangPrefix } from "~/i18n/config";
import { safeLocalPath } from "~/lib/safe-redirect";

/*
 * The address form borrows the Pick Location dialog (/location, search without JavaScript, map
 * and current location with it) to choose its point. Opened with `redirectTo` = the form, a
 * Pick there does not change the visitor's chosen location: it returns the point to the form as
 * `?lat=&lng=`, and the form's loader resolves address and zone again from them. The parcel
 * form's receiver is picked the same way (foundations §2: "in parcel flows the location is
 * returned to the caller instead").
 */
const ADDRESS_FORM_PATH = /^\/(?:addresses\/(?:new|\d{1,9}\/edit)|parcel-delivery-info)$/;

/** Where a Pick for an address form goes (the form with the point), or null for any other. */
export function addressPickReturn(
  redirectTo: string | null | undefined,
  lat: number,
  lng: number,
): string | null {
  const back = safeLocalPath(redirectTo);
  if (!back) return null;
  const url = new URL(back, "http://local.invalid");
  if (!ADDRESS_FORM_PATH.test(stripLangPrefix(url.pathname))) return null;
  url.searchParams.set("lat", String(lat));
  url.searchParams.set("lng", String(lng));
  return `${url.pathname}${url.search}`;
}

/** The Pick Location link of a form at `current` (its previous pick left out). */
export function addressPickHref(
  locationPath: string,
  current: { pathname: string; search: string },
) {
  const params = new URLSearchParams(current.search);
  params.delete("lat");
  params.delete("lng");
  const query = params.toString();
  const back = `${current.pathname}${query ? `?${query}` : ""}`;
  return `${locationPath}?redirectTo=${encodeURIComponent(back)}`;
}
