/**
 * Shared constants of the catalogue/config contract tests. The clock is pinned to a Wednesday,
 * 14:00 in Dubai (UTC+4), so store opening hours and the seed's relative dates are stable.
 */
export const FIXED_NOW = new Date("2025-03-12T10:00:00Z");
export const fixedClock = () => new Date(FIXED_NOW);

/** The config default location (Downtown Dubai), inside zone 1 only. */
export const DEFAULT_LOCATION = { lat: 25.2048, lng: 55.2708 };

export const MODULE = {
  grocery: "1",
  food: "2",
  pharmacy: "3",
  ecommerce: "4",
  parcel: "5",
} as const;

/** Headers of a browser in Downtown Dubai with the given module. */
export const downtown = (moduleId: string = MODULE.food) => ({
  zoneId: "[1]",
  moduleId,
  latitude: String(DEFAULT_LOCATION.lat),
  longitude: String(DEFAULT_LOCATION.lng),
});
