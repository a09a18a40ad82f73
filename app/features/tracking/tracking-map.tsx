/// <reference types="google.maps" />
import Bike from "lucide-react/icons/bike";
import MapPin from "lucide-react/icons/map-pin";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { useShell } from "~/shell/use-shell";
import type { TrackingView } from "./tracking.server";

type MapPoint = NonNullable<TrackingView["map"]>;

/**
 * Where the order is (browsing §4): the delivery man while he carries it, else the receiver.
 * A static picture without a maps key or without JavaScript; with both, Google Maps, whose
 * script is imported only here, when the map mounts (never in the page's first load).
 */
export function TrackingMap({ point }: { point: MapPoint }) {
  const { t } = useTranslation("tracking");
  const hydrated = useHydrated();
  const mapsKey = useShell()?.publicEnv.googleMapsKey ?? null;
  const label = t(`map.${point.who}`);
  const coordinates = `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
  return (
    <figure className="grid gap-2">
      {hydrated && mapsKey ? (
        <GoogleMap apiKey={mapsKey} point={point} label={label} />
      ) : (
        <StaticMap who={point.who} label={label} />
      )}
      <figcaption className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
        <span>{label}</span>
        <bdi dir="ltr" className="tabular-nums">
          {coordinates}
        </bdi>
      </figcaption>
    </figure>
  );
}

function StaticMap({ who, label }: { who: MapPoint["who"]; label: string }) {
  const Icon = who === "deliveryMan" ? Bike : MapPin;
  return (
    <div
      role="img"
      aria-label={label}
      className="grid h-[236px] place-items-center rounded-md border bg-muted text-primary"
    >
      <Icon aria-hidden="true" className="size-12" />
    </div>
  );
}

/** A Google map with a marker; the static picture stays if the script fails. */
function GoogleMap({ apiKey, point, label }: { apiKey: string; point: MapPoint; label: string }) {
  const { i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<google.maps.Map | null>(null);
  const markerRef = useRef<google.maps.Marker | null>(null);
  const [failed, setFailed] = useState(false);
  const { lat, lng } = point;

  useEffect(() => {
    let cancelled = false;
    if (mapRef.current && markerRef.current) {
      // A refetch moved the point: pan instead of building a new map.
      markerRef.current.setPosition({ lat, lng });
      mapRef.current.panTo({ lat, lng });
      return;
    }
    import("~/features/location/google-maps")
      .then(({ loadMapsLibrary }) => loadMapsLibrary(apiKey, i18n.language))
      .then(({ Map }) => {
        if (cancelled || !container.current) return;
        const map = new Map(container.current, { center: { lat, lng }, zoom: 15 });
        mapRef.current = map;
        markerRef.current = new google.maps.Marker({ map, position: { lat, lng } });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [apiKey, i18n.language, lat, lng]);

  if (failed) return <StaticMap who={point.who} label={label} />;
  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      className="h-[236px] rounded-md border bg-muted"
    />
  );
}
