import type { Transport } from "./http.server";
import {
  autocompleteSchema,
  geocodeSchema,
  placeDetailsSchema,
  routeDistanceSchema,
  zoneIdSchema,
} from "./schemas/geo";

/** Location resolution through the backend's map proxies (foundations §7 "Location and maps"). */
export function geoApi(t: Transport) {
  return {
    autocomplete: (searchText: string) =>
      t.call("config/place-api-autocomplete", {
        query: { search_text: searchText },
        schema: autocompleteSchema,
      }),
    placeDetails: (placeId: string) =>
      t.call("config/place-api-details", {
        query: { placeid: placeId },
        schema: placeDetailsSchema,
      }),
    geocode: (lat: number, lng: number) =>
      t.call("config/geocode-api", { query: { lat, lng }, schema: geocodeSchema }),
    zoneFor: (lat: number, lng: number) =>
      t.call("config/get-zone-id", { query: { lat, lng }, schema: zoneIdSchema }),
    /** GET config/distance-api: road metres between two points, or null when it gives none. */
    roadMeters: (from: { lat: number; lng: number }, to: { lat: number; lng: number }) =>
      t.call("config/distance-api", {
        query: {
          origin_lat: from.lat,
          origin_lng: from.lng,
          destination_lat: to.lat,
          destination_lng: to.lng,
        },
        schema: routeDistanceSchema,
      }),
  };
}
