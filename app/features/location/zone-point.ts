export interface LatLng {
  lat: number;
  lng: number;
}

/** Ray casting: whether `point` lies inside the polygon `ring` (closed or not). */
export function polygonContains(ring: LatLng[], point: LatLng): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng
    )
      inside = !inside;
  }
  return inside;
}

/** The area centroid (shoelace); null for a degenerate ring. */
function centroid(ring: LatLng[]): LatLng | null {
  let area = 0;
  let lat = 0;
  let lng = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    const cross = a.lng * b.lat - b.lng * a.lat;
    area += cross;
    lng += (a.lng + b.lng) * cross;
    lat += (a.lat + b.lat) * cross;
  }
  if (Math.abs(area) < 1e-12) return null;
  return { lat: lat / (3 * area), lng: lng / (3 * area) };
}

/** The middle of the widest stretch of the line at `lat` that lies inside the ring. */
function scanlineMiddle(ring: LatLng[], lat: number): LatLng | null {
  const crossings: number[] = [];
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.lat > lat !== b.lat > lat)
      crossings.push(a.lng + ((lat - a.lat) * (b.lng - a.lng)) / (b.lat - a.lat));
  }
  crossings.sort((x, y) => x - y);
  let best: [number, number] | null = null;
  for (let k = 0; k + 1 < crossings.length; k += 2) {
    const span: [number, number] = [crossings[k]!, crossings[k + 1]!];
    if (!best || span[1] - span[0] > best[1] - best[0]) best = span;
  }
  return best ? { lat, lng: (best[0] + best[1]) / 2 } : null;
}

const FRACTIONS = [0.5, 0.37, 0.63, 0.25, 0.75];

/**
 * Points inside a zone's polygon, best first, to send a visitor who picks a zone by name to a
 * point that is really in it: the centroid when it lies inside (a convex zone), then the middle
 * of the widest inside stretch of a few horizontal lines — a concave zone's centroid may lie
 * outside it. The caller still checks each with get-zone-id (zones overlap, the backend decides).
 */
export function pointsInside(ring: LatLng[]): LatLng[] {
  const points = ring.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng));
  if (points.length < 3) return [];
  const lats = points.map((p) => p.lat);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const candidates: LatLng[] = [];
  const center = centroid(points);
  if (center) candidates.push(center);
  for (const fraction of FRACTIONS) {
    let lat = south + (north - south) * fraction;
    // A line through a vertex counts it twice or not at all: step off it.
    if (lats.includes(lat)) lat += (north - south) * 1e-6;
    const middle = scanlineMiddle(points, lat);
    if (middle) candidates.push(middle);
  }
  return candidates
    .map((p) => ({ lat: round6(p.lat), lng: round6(p.lng) }))
    .filter((p) => polygonContains(points, p));
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
