import type { ApiClient } from "~/api/client.server";
import { isApiError } from "~/api/errors";
import type { PlacePrediction } from "~/api/schemas/geo";
import { settle } from "~/api/settle.server";
import type { Message } from "./message";

/*
 * The server half of location picking (foundations §4): search text → predictions; a chosen
 * prediction → coordinates (place-api-details); coordinates → formatted address (geocode-api)
 * and zone (get-zone-id). Failures come back as values the dialog shows, never as throws.
 * The zone decides whether a point can be picked; the address only names it, so a geocoder that
 * is unavailable never blocks a pick (a stand-in label is used instead).
 */

export const MAX_PREDICTIONS = 8;
const ADDRESS_MAX = 300;

/**
 * Where a resolved address came from: the geocoder (a real street address), or — when the
 * geocoder is unavailable (no maps key, provider down, empty answer) — a stand-in, so a point
 * whose zone is known can still be picked (issue 7 item 14): the chosen place's address from the
 * place search, the text the visitor searched for, or the coordinates ("Location at 25.1972,
 * 55.2744"). The panel says so when it is a stand-in.
 */
export type AddressSource = "geocode" | "place" | "search" | "coordinates" | "saved" | "zone";

export type Resolution =
  | {
      status: "resolved";
      lat: number;
      lng: number;
      address: string;
      addressSource: AddressSource;
      zoneIds: string;
    }
  /** The point lies outside every (active) zone: the Pick button shows `message`. */
  | { status: "no-zone"; lat: number; lng: number; address: string | null; message: Message }
  | { status: "failed"; lat: number | null; lng: number | null; message: Message };

/** What stands in for the address when the geocoder gives none. */
export interface AddressFallback {
  /**
   * The chosen place's address or the visitor's search text, when there is one; a saved
   * address's own text or a zone's name for the picks that need no address search.
   */
  text?: { value: string; source: Exclude<AddressSource, "geocode" | "coordinates"> } | null;
  /** Name the point with `text` without asking the geocoder (a saved address, a zone). */
  skipGeocode?: boolean;
  /** The translated "Location at {{coordinates}}" for a point with nothing better. */
  coordinatesLabel: (coordinates: string) => string;
}

const UNAVAILABLE: Message = { key: "location:errors.unavailable" };
/** The place search (autocomplete or details) is down: say what still works. */
export const SEARCH_UNAVAILABLE: Message = { key: "location:errors.searchUnavailable" };

export async function searchPlaces(
  api: ApiClient,
  text: string,
): Promise<{ predictions: PlacePrediction[]; error: Message | null }> {
  // Search runs only for non-empty text (foundations §5).
  if (!text) return { predictions: [], error: null };
  const result = await settle(api.geo.autocomplete(text));
  if (result.ok) return { predictions: result.value.slice(0, MAX_PREDICTIONS), error: null };
  // A refusal (e.g. text the backend rejects) reads as "nothing found"; only an outage is news.
  return { predictions: [], error: searchOutage(result.error) };
}

/**
 * Why the place search failed, as the visitor should hear it: the backend unreachable (network,
 * timeout) → "can't reach the location service"; the backend up but its maps proxy failing (a
 * 5xx, or a provider error passed through with 200, e.g. no maps key) → what still works
 * (current location, the map); a refusal → null.
 */
function searchOutage(error: Error): Message | null {
  if (!isApiError(error) || error.kind === "network" || error.kind === "timeout")
    return UNAVAILABLE;
  return error.isUnavailable ? SEARCH_UNAVAILABLE : null;
}

export async function resolvePlace(
  api: ApiClient,
  placeId: string,
  fallback: AddressFallback,
): Promise<Resolution> {
  const place = await settle(api.geo.placeDetails(placeId));
  if (!place.ok) {
    return {
      status: "failed",
      lat: null,
      lng: null,
      message: searchOutage(place.error) ?? { key: "location:errors.invalidPlace" },
    };
  }
  const placeAddress = place.value.formattedAddress?.trim();
  return resolvePoint(api, place.value.lat, place.value.lng, {
    ...fallback,
    text: placeAddress ? { value: placeAddress, source: "place" } : fallback.text,
  });
}

/** Address and zone of a point, looked up in parallel (no waterfall). */
export async function resolvePoint(
  api: ApiClient,
  rawLat: number,
  rawLng: number,
  fallback: AddressFallback,
): Promise<Resolution> {
  // ~1 cm is plenty; keeps URLs and the cookie short.
  const lat = round7(rawLat);
  const lng = round7(rawLng);
  const [address, zone] = await Promise.all([
    fallback.skipGeocode ? null : settle(api.geo.geocode(lat, lng)),
    settle(api.geo.zoneFor(lat, lng)),
  ]);
  const geocoded = address?.ok && address.value ? address.value.trim().slice(0, ADDRESS_MAX) : "";
  // No address from the geocoder (down, no maps key, an error body, no results): the zone alone
  // decides whether the point can be picked, and a stand-in names it.
  const standIn = addressStandIn(lat, lng, fallback);
  const formatted = geocoded || standIn.address;

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
  return {
    status: "resolved",
    lat,
    lng,
    address: formatted,
    addressSource: geocoded ? "geocode" : standIn.source,
    zoneIds: zone.value.zone_id,
  };
}

/** The label for a point without a geocoded address: the place or search text, else coordinates. */
function addressStandIn(
  lat: number,
  lng: number,
  fallback: AddressFallback,
): { address: string; source: Exclude<AddressSource, "geocode"> } {
  const text = fallback.text ? cleanAddressText(fallback.text.value) : "";
  if (text && fallback.text) return { address: text, source: fallback.text.source };
  return {
    address: fallback.coordinatesLabel(formatCoordinates(lat, lng)).slice(0, ADDRESS_MAX),
    source: "coordinates",
  };
}

/** "25.1972, 55.2744": four decimals (about 11 m), the way map apps print a point. */
export const formatCoordinates = (lat: number, lng: number) =>
  `${lat.toFixed(4)}, ${lng.toFixed(4)}`;

/** Visitor- or provider-supplied text as an address: one line, no control characters, capped. */
export function cleanAddressText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, ADDRESS_MAX)
      .trim()
  );
}

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;
