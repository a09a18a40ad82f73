/// <reference types="google.maps" />
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonVariants } from "~/components/ui/button";
import { ExternalLink, MapPin } from "~/components/ui/icons";
import { useShell } from "~/shell/use-shell";
import type { TrackingView } from "./tracking.server";

type MapPoint = NonNullable<TrackingView["map"]>;

/** Google Maps' own page for a point: needs no key, opens the app on a phone. */
export const mapsSearchHref = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${lat},${lng}`)}`;

/** Google's Static Maps picture of the point with a pin (the operator's maps key). */
export const staticMapSrc = (point: { lat: number; lng: number }, key: string, lang: string) => {
  const at = `${point.lat},${point.lng}`;
  const query = new URLSearchParams({
    center: at,
    zoom: "15",
    size: "640x236",
    scale: "2",
    markers: at,
    language: lang,
    key,
  });
  return `https://maps.googleapis.com/maps/api/staticmap?${query.toString()}`;
};

/**
 * Where the order is (browsing §4): the delivery man while he carries it, else the receiver.
 * With a maps key: Google Maps once hydrated (its script imported only here, when the map
 * mounts), Google's static picture of the same place before that and without JavaScript.
 * Without a key there is no picture worth showing (issue 22 item 19: a grey box with raw
 * coordinates told nobody anything): the place in words and a link that opens it in Google Maps.
 */
export function TrackingMap({ point, address }: { point: MapPoint; address: string | null }) {
  const { t, i18n } = useTranslation("tracking");
  const hydrated = useHydrated();
  const mapsKey = useShell()?.publicEnv.googleMapsKey ?? null;
  const label = t(`map.${point.who}`);
  const picture = !mapsKey ? null : hydrated ? (
    <GoogleMap apiKey={mapsKey} point={point} label={label} />
  ) : (
    <StaticMap src={staticMapSrc(point, mapsKey, i18n.language)} label={label} />
  );
  return (
    <figure className="grid gap-2">
      {picture}
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span className="grid">
            <span className="text-muted-foreground">{label}</span>
            {/* The delivery man's position has no address: only the receiver's place has one. */}
            {point.who === "receiver" && address ? (
              <span className="font-medium">{address}</span>
            ) : null}
          </span>
        </span>
        <a
          href={mapsSearchHref(point)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <ExternalLink aria-hidden="true" />
          {t("map.open")}
        </a>
      </figcaption>
    </figure>
  );
}

function StaticMap({ src, label }: { src: string; label: string }) {
  return (
    <img
      src={src}
      alt={label}
      width={640}
      height={236}
      className="h-[236px] w-full rounded-md border bg-muted object-cover"
    />
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

  if (failed) return <StaticMap src={staticMapSrc(point, apiKey, i18n.language)} label={label} />;
  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      className="h-[236px] rounded-md border bg-muted"
    />
  );
}
