import * as z from "zod";

/*
 * The Pick Location flow's two forms (foundations §4 "Location picking"):
 *   - the search / resolve step is a GET (`/location?q=…`, `?placeId=…`, `?lat=…&lng=…`), so it
 *     works without JavaScript and each step is a shareable URL; with JavaScript the same URLs
 *     are loaded by fetchers;
 *   - confirming is a POST of the resolved coordinates. The action resolves address and zone
 *     again from them, so tampered hidden fields can never store a zone the point is not in.
 * Messages are i18n keys whose English text is in public/locales/en/location.json.
 */

export const SEARCH_TEXT_MAX = 120;

export const LOCATION_ERRORS = {
  searchTooLong: "location:errors.searchTooLong",
  invalidPlace: "location:errors.invalidPlace",
  invalidCoordinates: "location:errors.invalidCoordinates",
  coordinatesOutOfRange: "location:errors.coordinatesOutOfRange",
  savedGone: "location:errors.savedGone",
  zoneGone: "location:errors.zoneGone",
} as const;

/** "" and whitespace are "not given", never 0 (z.coerce.number("") would be 0). */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const coordinate = (min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({
        required_error: LOCATION_ERRORS.invalidCoordinates,
        invalid_type_error: LOCATION_ERRORS.invalidCoordinates,
      })
      .finite(LOCATION_ERRORS.invalidCoordinates)
      .min(min, LOCATION_ERRORS.invalidCoordinates)
      .max(max, LOCATION_ERRORS.invalidCoordinates),
  );

export const latitudeField = coordinate(-90, 90);
export const longitudeField = coordinate(-180, 180);

export const searchTextField = z
  .string()
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(z.string().max(SEARCH_TEXT_MAX, LOCATION_ERRORS.searchTooLong));

/** Google place ids are URL-safe base64-ish; the reference backend's are slugs. */
export const placeIdField = z
  .string()
  .trim()
  .regex(/^[\w.:-]{1,300}$/, LOCATION_ERRORS.invalidPlace);

export const redirectToField = z.string().max(2000).optional();

/**
 * The name the dialog showed for a point the geocoder could not name (the chosen place or the
 * search text). Only used when the geocoder still has no address; cut, never refused.
 */
export const addressHintField = z
  .string()
  .optional()
  .transform((value) => value?.slice(0, 1000));

/** POST /location — confirm ("Pick") the resolved point. */
export const pickLocationSchema = z.object({
  lat: latitudeField,
  lng: longitudeField,
  redirectTo: redirectToField,
  addressHint: addressHintField,
});

export type PickLocationForm = z.infer<typeof pickLocationSchema>;

const choiceId = (message: string) =>
  z.coerce
    .number({ invalid_type_error: message, required_error: message })
    .int(message)
    .positive(message)
    .max(2_147_483_647, message);

/**
 * POST /location with a saved address (`addressId`) or a zone (`zoneId`) instead of a point:
 * the ways to set a location without address search. The action looks either up itself.
 */
export const pickSavedSchema = z.object({
  addressId: choiceId(LOCATION_ERRORS.savedGone),
  redirectTo: redirectToField,
});
export const pickZoneSchema = z.object({
  zoneId: choiceId(LOCATION_ERRORS.zoneGone),
  redirectTo: redirectToField,
});

export interface LocationParams {
  /** The search text, normalised ("" when none). */
  q: string;
  /** An i18n key when the search text was refused. */
  qError: string | null;
  placeId: string | null;
  point: { lat: number; lng: number } | null;
  /** An i18n key when placeId or lat/lng were given but unusable. */
  targetError: string | null;
  redirectTo: string | null;
}

/**
 * Reads the GET step's params one by one, so a bad field never hides the good ones (a tampered
 * placeId still shows the search results for `q`).
 */
export function parseLocationParams(params: URLSearchParams): LocationParams {
  const rawQ = params.get("q") ?? "";
  const q = searchTextField.safeParse(rawQ);
  const result: LocationParams = {
    q: q.success ? q.data : rawQ.slice(0, SEARCH_TEXT_MAX),
    qError: q.success ? null : LOCATION_ERRORS.searchTooLong,
    placeId: null,
    point: null,
    targetError: null,
    redirectTo: redirectToField.safeParse(params.get("redirectTo") ?? undefined).data ?? null,
  };
  const rawPlace = params.get("placeId");
  if (rawPlace !== null) {
    const place = placeIdField.safeParse(rawPlace);
    if (place.success) result.placeId = place.data;
    else result.targetError = LOCATION_ERRORS.invalidPlace;
    return result;
  }
  const rawLat = params.get("lat");
  const rawLng = params.get("lng");
  if (rawLat !== null || rawLng !== null) {
    const lat = latitudeField.safeParse(rawLat ?? "");
    const lng = longitudeField.safeParse(rawLng ?? "");
    if (lat.success && lng.success) result.point = { lat: lat.data, lng: lng.data };
    else result.targetError = LOCATION_ERRORS.invalidCoordinates;
  }
  return result;
}
