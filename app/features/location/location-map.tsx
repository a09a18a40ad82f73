import { MapPin, Maximize2, Minimize2, Minus, Plus } from "~/components/ui/icons";
/// <reference types="google.maps" />
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** Foundations §9: zoom 1 to 21, default 17; default map height 236 px. */
export const MAP_ZOOM = { min: 1, max: 21, initial: 17 } as const;
export const MAP_HEIGHT_PX = 236;

type Point = { lat: number; lng: number };

interface LocationMapProps {
  apiKey: string;
  language: string;
  /** The point to show; moving it (search, current location) pans the map. */
  center: Point;
  /** The map came to rest on a new centre after the visitor dragged it. */
  onCenterIdle: (lat: number, lng: number) => void;
}

// ~10 cm: closer than this is "the same point" (avoids an idle → resolve → pan → idle loop).
const near = (a: Point, b: Point) =>
  Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-6;
const clampZoom = (zoom: number) => Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, zoom));

/**
 * The draggable map with a centre pin, zoom buttons and a full-screen toggle. Rendered only with
 * JavaScript and a configured key; the Maps API is imported when this mounts (dialog open).
 */
export function LocationMap({ apiKey, language, center, onCenterIdle }: LocationMapProps) {
  const { t } = useTranslation("location");
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<google.maps.Map | null>(null);
  const shownCenter = useRef<Point>(center);
  const onIdle = useRef(onCenterIdle);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [zoom, setZoom] = useState<number>(MAP_ZOOM.initial);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    onIdle.current = onCenterIdle;
  }, [onCenterIdle]);

  useEffect(() => {
    let cancelled = false;
    const listeners: google.maps.MapsEventListener[] = [];
    import("./google-maps")
      .then(({ loadMapsLibrary }) => loadMapsLibrary(apiKey, language))
      .then(({ Map }) => {
        if (cancelled || !container.current) return;
        const map = new Map(container.current, {
          center: shownCenter.current,
          zoom: MAP_ZOOM.initial,
          minZoom: MAP_ZOOM.min,
          maxZoom: MAP_ZOOM.max,
          disableDefaultUI: true,
          clickableIcons: false,
          gestureHandling: "greedy",
        });
        mapRef.current = map;
        listeners.push(
          map.addListener("zoom_changed", () => setZoom(map.getZoom() ?? MAP_ZOOM.initial)),
        );
        listeners.push(
          map.addListener("idle", () => {
            const c = map.getCenter();
            if (!c) return;
            const next = { lat: c.lat(), lng: c.lng() };
            if (near(next, shownCenter.current)) return;
            shownCenter.current = next;
            onIdle.current(next.lat, next.lng);
          }),
        );
        setStatus("ready");
      })
      .catch(() => {
        if (!cancelled) setStatus("failed");
      });
    return () => {
      cancelled = true;
      for (const listener of listeners) listener.remove();
      mapRef.current = null;
    };
  }, [apiKey, language]);

  // A point chosen elsewhere (a search result, the current location) moves the map.
  useEffect(() => {
    const next = { lat: center.lat, lng: center.lng };
    if (near(next, shownCenter.current)) return;
    shownCenter.current = next;
    mapRef.current?.panTo(next);
  }, [center.lat, center.lng]);

  const changeZoom = (delta: number) => {
    const map = mapRef.current;
    if (!map) return;
    const next = clampZoom((map.getZoom() ?? zoom) + delta);
    map.setZoom(next);
    setZoom(next);
  };

  const ready = status === "ready";
  return (
    <div className="grid gap-1">
      <div
        role="region"
        aria-label={t("map.label")}
        className={cn(
          "relative overflow-hidden border bg-muted",
          expanded ? "fixed inset-0 z-[60]" : "rounded-md",
        )}
        style={expanded ? undefined : { height: MAP_HEIGHT_PX }}
      >
        <div ref={container} className="absolute inset-0" />
        {ready ? (
          // The pin's tip marks the centre: lift it by half its height.
          <div className="pointer-events-none absolute inset-0 grid place-items-center">
            <MapPin
              className="size-9 -translate-y-1/2 fill-background text-primary drop-shadow"
              aria-hidden="true"
            />
          </div>
        ) : (
          <p
            role={status === "failed" ? "alert" : "status"}
            className="absolute inset-0 grid place-items-center p-4 text-center text-sm"
          >
            {status === "failed" ? t("map.loadFailed") : t("map.loading")}
          </p>
        )}
        {ready ? (
          <>
            <Button
              type="button"
              size="icon"
              variant="outline"
              className="absolute end-2 top-2"
              aria-pressed={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
              <span className="sr-only">{t("map.fullscreen")}</span>
            </Button>
            <div className="absolute bottom-2 end-2 grid gap-1">
              <Button
                type="button"
                size="icon"
                variant="outline"
                onClick={() => changeZoom(1)}
                disabled={zoom >= MAP_ZOOM.max}
              >
                <Plus aria-hidden="true" />
                <span className="sr-only">{t("map.zoomIn")}</span>
              </Button>
              <Button
                type="button"
                size="icon"
                variant="outline"
                onClick={() => changeZoom(-1)}
                disabled={zoom <= MAP_ZOOM.min}
              >
                <Minus aria-hidden="true" />
                <span className="sr-only">{t("map.zoomOut")}</span>
              </Button>
            </div>
          </>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">{t("map.hint")}</p>
    </div>
  );
}
