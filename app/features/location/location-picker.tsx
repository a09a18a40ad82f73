import { useFetcher } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { useShell } from "~/shell/use-shell";
import { CurrentLocationButton } from "./current-location-button";
import { LocationChoiceLists } from "./location-choices";
import { LocationMap } from "./location-map";
import { LocationSearch } from "./location-search";
import { locationStepHref, type LocationStep, type Resolution } from "./location-step";
import type { Message } from "./message";
import { PickPanel } from "./pick-panel";

interface LocationPickerProps {
  /** The page's GET step (no JS: the whole state; JS: the starting point). */
  step: LocationStep;
  /** The answer of a failed Pick POST. */
  picked: { error: Message; resolution: Resolution | null } | null;
}

type View = { resolution: Resolution | null; pickError: Message | null };

/** A Pick error is shown apart only when the button does not already say it. */
const viewOf = (resolution: Resolution | null, pickError: Message | null): View => ({
  resolution,
  pickError: resolution?.status === "no-zone" ? null : pickError,
});

/**
 * The Pick Location dialog's body. Every step is a /location URL; with JavaScript the steps
 * (choose a prediction, use the current location, drag the map) load through one fetcher so the
 * dialog updates in place, and the map and geolocation appear.
 */
export function LocationPicker({ step, picked }: LocationPickerProps) {
  const { i18n } = useTranslation();
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const shell = useShell();
  const resolver = useFetcher<LocationStep>();
  const locationPath = localize("/location");

  const [view, setView] = useState<View>(() =>
    picked
      ? viewOf(picked.resolution ?? step.resolution, picked.error)
      : viewOf(step.resolution, null),
  );
  // Newer answers replace the view: adjust state during render (no effect round trip).
  const [seen, setSeen] = useState({ resolved: resolver.data, picked });
  if (resolver.data !== seen.resolved || picked !== seen.picked) {
    if (resolver.data && resolver.data !== seen.resolved)
      setView(viewOf(resolver.data.resolution, null));
    if (picked && picked !== seen.picked)
      setView(viewOf(picked.resolution ?? view.resolution, picked.error));
    setSeen({ resolved: resolver.data, picked });
  }

  const { load } = resolver;
  // Stable, so the map's effect does not re-subscribe on every render.
  const resolvePointAt = useCallback(
    (lat: number, lng: number) =>
      load(locationStepHref(locationPath, { lat, lng, redirectTo: step.redirectTo })),
    [load, locationPath, step.redirectTo],
  );

  const mapsKey = shell?.publicEnv.googleMapsKey ?? null;
  const resolution = view.resolution;
  const center =
    resolution && resolution.lat !== null && resolution.lng !== null
      ? { lat: resolution.lat, lng: resolution.lng }
      : shell?.location?.lat != null && shell.location.lng != null
        ? { lat: shell.location.lat, lng: shell.location.lng }
        : (shell?.config?.defaultLocation ?? null);
  const hasMap = Boolean(hydrated && mapsKey && center);
  const hasChoices = Boolean(step.choices?.saved.length || step.choices?.zones.length);
  const actionHref = locationStepHref(locationPath, { redirectTo: step.redirectTo });

  return (
    <div className="grid gap-4">
      <LocationSearch
        locationPath={locationPath}
        step={step}
        hasMap={hasMap}
        hasChoices={hasChoices}
        onChoose={load}
      />
      {hydrated ? (
        <CurrentLocationButton onPosition={resolvePointAt} />
      ) : (
        // The button's place, kept until hydration renders it (else the dialog grows then: a
        // layout shift); a browser with scripting off never gets it, so no gap there.
        <div aria-hidden="true" className="h-9 [@media(scripting:none)]:hidden" />
      )}
      {hasMap && mapsKey && center ? (
        <LocationMap
          apiKey={mapsKey}
          language={i18n.language}
          center={center}
          onCenterIdle={resolvePointAt}
        />
      ) : null}
      <PickPanel
        resolution={resolution}
        pickError={view.pickError}
        resolving={resolver.state === "loading"}
        actionHref={actionHref}
        redirectTo={step.redirectTo}
        hasMap={hasMap}
        hasChoices={hasChoices}
      />
      <LocationChoiceLists
        choices={step.choices}
        actionHref={actionHref}
        redirectTo={step.redirectTo}
        open={Boolean(step.searchError) || (step.predictions?.length === 0 && !step.coordinates)}
      />
    </div>
  );
}
