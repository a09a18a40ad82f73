import { useTranslation } from "react-i18next";
import { CurrentLocationButton } from "~/features/location/current-location-button";
import { LocationMap } from "~/features/location/location-map";

/**
 * The store's point with JavaScript (JS-only by nature): the visitor's current position and,
 * when a Google Maps key is configured, the Pick Location map — dragging it fills latitude and
 * longitude. Loaded lazily after hydration (store-registration-form.tsx): neither the map nor
 * the geolocation dialog is in the page's first load. The fields stay the source of truth.
 */
export default function StoreLocationTools({
  mapsKey,
  center,
  onPoint,
}: {
  mapsKey: string | null;
  center: { lat: number; lng: number } | null;
  onPoint: (lat: number, lng: number) => void;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="grid gap-3">
      <CurrentLocationButton onPosition={onPoint} />
      {mapsKey && center ? (
        <LocationMap
          apiKey={mapsKey}
          language={i18n.language}
          center={center}
          onCenterIdle={onPoint}
        />
      ) : null}
    </div>
  );
}
