import { describe, expect, it } from "vitest";
import { openDatabase } from "../../backend/db/connection";
import {
  distanceMeters,
  pointInPolygon,
  zoneContains,
  zonesContaining,
  type Ring,
} from "../../backend/services/geo";
import { DEFAULT_LOCATION, FIXED_NOW } from "./catalogue-fixtures";

const square: Ring = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];

describe("geo services", () => {
  it("tells points inside a polygon from points outside", () => {
    expect(pointInPolygon({ lat: 5, lng: 5 }, square)).toBe(true);
    expect(pointInPolygon({ lat: 11, lng: 5 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 5, lng: -0.1 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 5, lng: 5 }, [])).toBe(false);
  });

  it("measures great-circle distances in metres", () => {
    expect(distanceMeters(DEFAULT_LOCATION, DEFAULT_LOCATION)).toBe(0);
    // Burj Khalifa → Dubai Marina Walk is about 19.5 km as the crow flies
    const d = distanceMeters({ lat: 25.1972, lng: 55.2744 }, { lat: 25.077, lng: 55.139 });
    expect(d).toBeGreaterThan(18_500);
    expect(d).toBeLessThan(20_500);
  });

  const db = openDatabase(":memory:", FIXED_NOW);

  it("finds the zone of the default location", () => {
    expect(
      zonesContaining(db, DEFAULT_LOCATION.lat, DEFAULT_LOCATION.lng).map((z) => z.id),
    ).toEqual([1]);
    expect(zoneContains(db, 1, DEFAULT_LOCATION.lat, DEFAULT_LOCATION.lng)).toBe(true);
    expect(zoneContains(db, 2, DEFAULT_LOCATION.lat, DEFAULT_LOCATION.lng)).toBe(false);
  });

  it("orders overlapping zones smallest first and drops inactive ones", () => {
    // Al Karama lies where Downtown (1) and the smaller Deira (3) overlap
    expect(zonesContaining(db, 25.247, 55.304).map((z) => z.id)).toEqual([3, 1]);
    db.prepare("UPDATE zones SET status = 0 WHERE id = 3").run();
    expect(zonesContaining(db, 25.247, 55.304).map((z) => z.id)).toEqual([1]);
    db.prepare("UPDATE zones SET status = 1 WHERE id = 3").run();
  });
});
