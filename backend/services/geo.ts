import type Database from "better-sqlite3";

/**
 * Geometry over the zone polygons and the seed's gazetteer.
 *
 * Part 2 may rely on: `pointInPolygon(point, ring)`, `zonesContaining(db, lat, lng)` (active
 * zones whose polygon holds the point, smallest area first — the order get-zone-id reports,
 * contract §3.1), `zoneContains(db, zoneId, lat, lng)` (order placement: is the delivery point
 * inside the store's zone?) and `distanceMeters(a, b)` (great-circle metres, the value stores
 * report as `distance`). Coordinates in the database are GeoJSON order: [lng, lat].
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/** A polygon ring as stored in zones.coordinates: [[lng, lat], ...]. */
export type Ring = [number, number][];

export interface ZoneRow {
  id: number;
  name: string;
  name_ar: string;
  display_name: string;
  display_name_ar: string;
  coordinates: string;
  status: number;
  cash_on_delivery: number;
  digital_payment: number;
  offline_payment: number;
  increased_delivery_fee: number;
  increased_delivery_fee_status: number;
  increase_delivery_charge_message: string | null;
  created_at: string;
  updated_at: string;
}

const EARTH_RADIUS_M = 6_371_000;

/** Haversine distance in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ray casting; points exactly on an edge may fall either way, which is fine for zones. */
export function pointInPolygon(point: LatLng, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    const crosses = yi > point.lat !== yj > point.lat;
    if (crosses && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Planar shoelace area in squared degrees: only used to order zones by size. */
export function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j][0] + ring[i][0]) * (ring[j][1] - ring[i][1]);
  }
  return Math.abs(sum / 2);
}

export function parseRing(coordinates: string): Ring {
  try {
    const parsed: unknown = JSON.parse(coordinates);
    return Array.isArray(parsed) ? (parsed as Ring) : [];
  } catch {
    return [];
  }
}

/** Active zones containing the point, smallest polygon first. */
export function zonesContaining(db: Database.Database, lat: number, lng: number): ZoneRow[] {
  const zones = db.prepare("SELECT * FROM zones WHERE status = 1").all() as ZoneRow[];
  return zones
    .map((zone) => ({ zone, ring: parseRing(zone.coordinates) }))
    .filter(({ ring }) => pointInPolygon({ lat, lng }, ring))
    .sort((a, b) => ringArea(a.ring) - ringArea(b.ring))
    .map(({ zone }) => zone);
}

/** True when the zone exists and its polygon contains the point (status not checked). */
export function zoneContains(
  db: Database.Database,
  zoneId: number,
  lat: number,
  lng: number,
): boolean {
  const zone = db.prepare("SELECT coordinates FROM zones WHERE id = ?").get(zoneId) as
    { coordinates: string } | undefined;
  return zone ? pointInPolygon({ lat, lng }, parseRing(zone.coordinates)) : false;
}

/** Zones containing the point regardless of status (get-zone-id tells "inactive" apart). */
export function anyZoneContains(db: Database.Database, lat: number, lng: number): boolean {
  const zones = db.prepare("SELECT coordinates FROM zones").all() as { coordinates: string }[];
  return zones.some((z) => pointInPolygon({ lat, lng }, parseRing(z.coordinates)));
}
