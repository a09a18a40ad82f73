import { describe, expect, it } from "vitest";
import { readCoordinates } from "~/features/location/coordinates";
import { pointsInside, polygonContains } from "~/features/location/zone-point";

describe("coordinates typed into the location search", () => {
  it.each([
    ["25.1972, 55.2744", 25.1972, 55.2744],
    ["25.1972 55.2744", 25.1972, 55.2744],
    ["25.1972,55.2744", 25.1972, 55.2744],
    ["  -33.8688 ,151.2093 ", -33.8688, 151.2093],
    ["(25.1972, 55.2744)", 25.1972, 55.2744],
    ["٢٥٫١٩٧٢، ٥٥٫٢٧٤٤", 25.1972, 55.2744],
    ["+25.5 -0.25", 25.5, -0.25],
  ])("%j is a point", (text, lat, lng) => {
    expect(readCoordinates(text)).toEqual({ ok: true, lat, lng });
  });

  it.each(["95.5, 55.2", "25.1, 180.01", "-90.5 0.1"])("%j is off the map", (text) => {
    expect(readCoordinates(text)).toEqual({ ok: false, error: "out-of-range" });
  });

  it.each(["Dubai Mall", "12 45", "25, 55", "1234.5 55.1", "25.1972", "25.1 55.2 3.1", ""])(
    "%j is not coordinates (a search)",
    (text) => {
      expect(readCoordinates(text)).toBeNull();
    },
  );
});

describe("a point inside a zone", () => {
  const square = [
    { lat: 0, lng: 0 },
    { lat: 0, lng: 2 },
    { lat: 2, lng: 2 },
    { lat: 2, lng: 0 },
  ];
  // A U: its centroid lies in the notch, outside the zone.
  const u = [
    { lat: 0, lng: 0 },
    { lat: 0, lng: 3 },
    { lat: 3, lng: 3 },
    { lat: 3, lng: 2 },
    { lat: 0.5, lng: 2 },
    { lat: 0.5, lng: 1 },
    { lat: 3, lng: 1 },
    { lat: 3, lng: 0 },
  ];

  it("is the centroid of a convex zone", () => {
    expect(pointsInside(square)[0]).toEqual({ lat: 1, lng: 1 });
  });

  it("is never outside a concave zone whose centroid is", () => {
    expect(polygonContains(u, { lat: 1.25, lng: 1.5 })).toBe(false);
    const points = pointsInside(u);
    expect(points.length).toBeGreaterThan(0);
    for (const p of points) expect(polygonContains(u, p)).toBe(true);
  });

  it("gives nothing for a polygon of fewer than three points", () => {
    expect(pointsInside(square.slice(0, 2))).toEqual([]);
  });
});
