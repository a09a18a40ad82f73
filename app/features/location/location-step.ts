import type { PlacePrediction } from "~/api/schemas/geo";
import type { LocationChoices } from "./location-choices.server";
import type { Message } from "./message";
import type { Resolution } from "./resolve.server";

/**
 * What GET /location answers, for the page (no JS) and for the dialog's fetchers (JS): the
 * search step (predictions for `q`) and the resolve step (address + zone for a place or point).
 */
export interface LocationStep {
  /** The page title, translated on the server. */
  title: string;
  q: string;
  /** i18n key when the search text was refused (too long). */
  qError: string | null;
  /** null when no search ran (empty text, or a place/point was being resolved). */
  predictions: PlacePrediction[] | null;
  /** The search text read as coordinates ("25.1972, 55.2744"): a point to pick, no search. */
  coordinates: { lat: number; lng: number } | null;
  searchError: Message | null;
  resolution: Resolution | null;
  /** Where Pick (and Close, once a location exists) goes back to; already language-prefixed. */
  redirectTo: string | null;
  /**
   * Saved addresses and zones to pick without address search or JavaScript; null on the steps
   * that do not offer them (a search with results, a place or point being resolved).
   */
  choices: LocationChoices | null;
}

export type { Resolution, PlacePrediction, LocationChoices };

/** The /location URL of one step (a search, a chosen place, or a point). */
export function locationStepHref(
  locationPath: string,
  step: { q?: string; placeId?: string; lat?: number; lng?: number; redirectTo?: string | null },
): string {
  const params = new URLSearchParams();
  if (step.q) params.set("q", step.q);
  if (step.placeId) params.set("placeId", step.placeId);
  if (step.lat !== undefined && step.lng !== undefined) {
    params.set("lat", String(step.lat));
    params.set("lng", String(step.lng));
  }
  if (step.redirectTo) params.set("redirectTo", step.redirectTo);
  const query = params.toString();
  return query ? `${locationPath}?${query}` : locationPath;
}
