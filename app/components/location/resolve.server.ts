import type { ApiClient } from "~/api/client.server";
import { isApiError } from "~/api/errors";
import type { PlacePrediction } from "~/api/schemas/geo";
import { settle } from "~/lib/settle.server";
import type { Message } from "./message";

/*
 * The server half of location picking (foundations §4): search text → predictions; a chosen
 * prediction → coordinates (place-api-details); coordinates → formatted address (geocode-api)
 * and zone (get-zone-id). Failures come back as values the dialog shows, never as throws.
 */

export const MAX_PREDICTIONS = 8;
const ADDRESS_MAX = 300;

export type Resolution =
  | { status: "resolved"; lat: number; lng: number; address: string; zoneIds: string }
  /** The point lies outside every (active) zone: the Pick button shows `message`. */
  | { status: "no-zone"; lat: number; lng: number; address: string | null; message: Message }
  | { status: "failed"; lat: number | null; lng: number | null; message: Message };

const UNAVAILABLE: Message = { key: "location:errors.unavailable" };

export async function searchPlaces(
  api: ApiClient,
  text: string,
): Promise<{ predictions: PlacePrediction[]; error: Message | null }> {
  // Search runs only for non-empty text (foundations §5).
  if (!text) return { predictions: [], error: null };
  const result = await settle(api.geo.autocomplete(text));
  if (result.ok) return { predictions: result.value.slice(0, MAX_PREDICTIONS), error: null };
  // A refusal (e.g. text the backend rejects) reads as "nothing found"; only an outage is news.
  return {
    predictions: [],
    error: isApiError(result.error) && !result.error.isUnavailable ? null : UNAVAILABLE,
  };
}

export async function resolvePlace(api: ApiClient, placeId: string): Promise<Resolution> {
  const place = await settle(api.geo.placeDetails(placeId));
  if (!place.ok) {
    const unavailable = !isApiError(place.error) || place.error.isUnavailable;
    return {
      status: "failed",
      lat: null,
      lng: null,
      message: unavailable ? UNAVAILABLE : { key: "location:errors.invalidPlace" },
    };
  }
  return resolvePoint(api, place.value.lat, place.value.lng);
}

/** Address and zone of a point, looked up in parallel (no waterfall). */
export async function resolvePoint(
  api: ApiClient,
  rawLat: number,
  rawLng: number,
): Promise<Resolution> {
  // ~1 cm is plenty; keeps URLs and the cookie short.
  const lat = round7(rawLat);
  const lng = round7(rawLng);
  const [address, zone] = await Promise.all([
    settle(api.geo.geocode(lat, lng)),
    settle(api.geo.zoneFor(lat, lng)),
  ]);
  const formatted = address.ok && address.value ? address.value.trim().slice(0, ADDRESS_MAX) : null;

  if (!zone.ok) {
    const error = zone.error;
    if (!isApiError(error) || error.isUnavailable)
      return { status: "failed", lat, lng, message: UNAVAILABLE };
    // "On a zone error the button ... shows the first server error message" (foundations §8).
    const first = error.messages[0];
    return {
      status: "no-zone",
      lat,
      lng,
      address: formatted,
      message: first ? { text: first } : { key: "location:errors.noZone" },
    };
  }
  if (!formatted) {
    const unavailable = !address.ok && (!isApiError(address.error) || address.error.isUnavailable);
    return {
      status: "failed",
      lat,
      lng,
      message: unavailable ? UNAVAILABLE : { key: "location:errors.noAddress" },
    };
  }
  return { status: "resolved", lat, lng, address: formatted, zoneIds: zone.value.zone_id };
}

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;
