import type { Request, Response, Router } from "express";
import type { BackendDeps } from "../../context";
import { LARAVEL_SERVER_ERROR, sendError } from "../../http/errors";
import { rawParam, requiredNumber, requiredString } from "../../http/params";
import { localeOf, type Locale } from "../../http/request";
import { localized } from "../../services/format";
import { distanceMeters, type LatLng } from "../../services/geo";
import { setting } from "../../services/settings";

/**
 * The Google-shaped place endpoints, answered from the seed's gazetteer (table `places`):
 * autocomplete (Places API New), details, reverse geocoding, distance matrix, directions.
 */

interface PlaceRow {
  id: number;
  place_id: string;
  name: string;
  name_ar: string;
  address: string;
  address_ar: string;
  latitude: number;
  longitude: number;
  zone_id: number | null;
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u064B-\u065F]/g, "");

function placeText(place: PlaceRow, locale: Locale) {
  const name = localized(place, "name", locale);
  const address = localized(place, "address", locale);
  const secondary = address.startsWith(name)
    ? address.slice(name.length).replace(/^[,،]\s*/, "")
    : address;
  return { name, address, secondary };
}

export function registerPlaceRoutes(router: Router, deps: BackendDeps) {
  const { db } = deps;
  const allPlaces = () => db.prepare("SELECT * FROM places ORDER BY id").all() as PlaceRow[];
  /**
   * Row 10 of the stock behaviours (both profiles): a 6amMart whose `map_api_key_server` is
   * empty passes Google's refusal through — autocomplete a 200 with no body, the others
   * Laravel's 500. The setting is absent from the seed (answers as with a key); tests set "".
   */
  const keyless = () => setting<unknown>(db, "map_api_key_server", null) === "";
  const serverError = (res: Response) => res.status(500).json(LARAVEL_SERVER_ERROR);

  router.get("/config/place-api-autocomplete", (req, res) => {
    const text = requiredString(res, req.query, "search_text", { max: 200 });
    if (text === null) return;
    // row 10: Laravel sends the null JSON of Google's refusal as an empty text/html body
    if (keyless()) return res.status(200).type("text/html").send("");
    const locale = localeOf(req);
    const needle = fold(text);
    // Search both languages whatever the locale: "Liwa" and "ليوا" find the same place.
    const scored = allPlaces()
      .map((place) => {
        const names = [place.name, place.name_ar].map(fold);
        const addresses = [place.address, place.address_ar].map(fold);
        const score = names.some((n) => n.startsWith(needle))
          ? 0
          : names.some((n) => n.includes(needle))
            ? 1
            : addresses.some((a) => a.includes(needle))
              ? 2
              : -1;
        return { place, score };
      })
      .filter((s) => s.score >= 0)
      .sort((a, b) => a.score - b.score || a.place.id - b.place.id)
      .slice(0, 5);
    res.json({
      suggestions: scored.map(({ place }) => {
        const { name, address, secondary } = placeText(place, locale);
        return {
          placePrediction: {
            place: `places/${place.place_id}`,
            placeId: place.place_id,
            text: { text: address, matches: [] },
            structuredFormat: {
              mainText: { text: name, matches: [] },
              secondaryText: { text: secondary },
            },
            types: ["point_of_interest", "establishment"],
          },
        };
      }),
    });
  });

  router.get("/config/place-api-details", (req, res) => {
    const placeId = requiredString(res, req.query, "placeid", { max: 200 });
    if (placeId === null) return;
    if (keyless()) return serverError(res); // row 10
    const place = db.prepare("SELECT * FROM places WHERE place_id = ?").get(placeId) as
      PlaceRow | undefined;
    if (!place) return sendError(res, 404, "placeid", "Place not found.");
    const locale = localeOf(req);
    const { name, address } = placeText(place, locale);
    res.json({
      id: place.place_id,
      displayName: { text: name, languageCode: locale },
      formattedAddress: address,
      location: { latitude: place.latitude, longitude: place.longitude },
      // the legacy Places Details shape some clients still read (result.geometry.location)
      result: {
        place_id: place.place_id,
        name,
        formatted_address: address,
        geometry: { location: { lat: place.latitude, lng: place.longitude } },
      },
    });
  });

  router.get("/config/geocode-api", (req, res) => {
    const lat = requiredNumber(res, req.query, "lat", { min: -90, max: 90 });
    if (lat === null) return;
    const lng = requiredNumber(res, req.query, "lng", { min: -180, max: 180 });
    if (lng === null) return;
    if (keyless()) return serverError(res); // row 10
    const locale = localeOf(req);
    const nearest = allPlaces()
      .map((place) => ({
        place,
        meters: distanceMeters({ lat, lng }, { lat: place.latitude, lng: place.longitude }),
      }))
      .sort((a, b) => a.meters - b.meters)[0];
    if (!nearest || nearest.meters > 60_000)
      return res.json({ results: [], status: "ZERO_RESULTS" });
    const { name, address } = placeText(nearest.place, locale);
    // Within ~300 m the landmark is the address; further away, say "near" it.
    const formatted =
      nearest.meters <= 300
        ? address
        : locale === "ar"
          ? `بالقرب من ${address}`
          : `Near ${address}`;
    res.json({
      results: [
        {
          formatted_address: formatted,
          geometry: {
            location: { lat, lng },
            location_type: nearest.meters <= 300 ? "ROOFTOP" : "APPROXIMATE",
          },
          place_id:
            nearest.meters <= 300 ? nearest.place.place_id : `${nearest.place.place_id}-near`,
          address_components: [{ long_name: name, short_name: name, types: ["point_of_interest"] }],
          types: ["street_address"],
        },
      ],
      status: "OK",
    });
  });

  const route = (req: Request, res: Response, defaultMode: "WALK" | "DRIVE") => {
    const fields = ["origin_lat", "origin_lng", "destination_lat", "destination_lng"] as const;
    const values: number[] = [];
    for (const field of fields) {
      const n = requiredNumber(res, req.query, field, {
        min: field.endsWith("lat") ? -90 : -180,
        max: field.endsWith("lat") ? 90 : 180,
      });
      if (n === null) return null;
      values.push(n);
    }
    const mode = modeOf(rawParam(req.query, "mode"), defaultMode);
    const origin = { lat: values[0], lng: values[1] };
    const destination = { lat: values[2], lng: values[3] };
    // straight line × a road factor; walkers at 5 km/h, drivers at 30 km/h in city traffic
    const meters = Math.round(distanceMeters(origin, destination) * (mode === "WALK" ? 1.2 : 1.35));
    const seconds = Math.round(meters / (mode === "WALK" ? 1.39 : 8.33));
    return { origin, destination, meters, seconds, locale: localeOf(req) };
  };

  router.get("/config/distance-api", (req, res) => {
    const r = route(req, res, "WALK");
    if (!r) return;
    if (keyless()) return serverError(res); // row 10
    res.json({
      originIndex: 0,
      destinationIndex: 0,
      status: {},
      distanceMeters: r.meters,
      duration: `${r.seconds}s`,
      staticDuration: `${r.seconds}s`,
      condition: "ROUTE_EXISTS",
      localizedValues: {
        distance: { text: distanceText(r.meters, r.locale) },
        duration: { text: durationText(r.seconds, r.locale) },
        staticDuration: { text: durationText(r.seconds, r.locale) },
      },
    });
  });

  router.get("/config/direction-api", (req, res) => {
    const r = route(req, res, "DRIVE");
    if (!r) return;
    res.json({
      routes: [
        {
          duration: `${r.seconds}s`,
          distanceMeters: r.meters,
          polyline: { encodedPolyline: encodePolyline(pathBetween(r.origin, r.destination)) },
        },
      ],
    });
  });
}

function modeOf(raw: string | undefined, fallback: "WALK" | "DRIVE"): "WALK" | "DRIVE" {
  const mode = (raw ?? "").trim().toUpperCase();
  if (mode === "WALK" || mode === "WALKING") return "WALK";
  if (mode === "DRIVE" || mode === "DRIVING" || mode === "TWO_WHEELER") return "DRIVE";
  return fallback;
}

const distanceText = (m: number, locale: Locale) =>
  m >= 1000
    ? `${(m / 1000).toFixed(1)} ${locale === "ar" ? "كم" : "km"}`
    : `${m} ${locale === "ar" ? "م" : "m"}`;

const durationText = (s: number, locale: Locale) => {
  const minutes = Math.max(1, Math.round(s / 60));
  if (minutes < 60)
    return locale === "ar" ? `${minutes} دقيقة` : `${minutes} min${minutes === 1 ? "" : "s"}`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return locale === "ar" ? `${h} ساعة ${m} دقيقة` : `${h} hour${h === 1 ? "" : "s"} ${m} mins`;
};

/** An L-shaped city path (first along latitude, then longitude) so the line looks like streets. */
function pathBetween(a: LatLng, b: LatLng): LatLng[] {
  return [a, { lat: (a.lat + b.lat) / 2, lng: a.lng }, { lat: (a.lat + b.lat) / 2, lng: b.lng }, b];
}

/** Google's encoded polyline algorithm (precision 5). */
export function encodePolyline(points: LatLng[]): string {
  let out = "";
  let prevLat = 0;
  let prevLng = 0;
  for (const p of points) {
    const lat = Math.round(p.lat * 1e5);
    const lng = Math.round(p.lng * 1e5);
    out += encodeSigned(lat - prevLat) + encodeSigned(lng - prevLng);
    prevLat = lat;
    prevLng = lng;
  }
  return out;
}

function encodeSigned(value: number): string {
  let v = value < 0 ? ~(value << 1) : value << 1;
  let out = "";
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
    v >>= 5;
  }
  return out + String.fromCharCode(v + 63);
}
