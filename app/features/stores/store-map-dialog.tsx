/// <reference types="google.maps" />
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonVariants } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { closeDialogHref, dialogFrom } from "~/lib/dialog-url";
import { useShell } from "~/shell/use-shell";
import { STORE_MAP_DIALOG } from "./params";
import { MapPin, Navigation } from "~/components/ui/icons";

/**
 * `?dialog=store-map` (STORE_MAP_DIALOG): where the store is (foundations §2 "Map dialog for a store … with a
 * directions link"). Not `map`: that name is the footer's map of the business's location,
 * rendered on every page. URL state, so it opens without JavaScript; Google Maps only with a
 * configured key and JavaScript (the Maps script loads when the dialog opens), otherwise a
 * static view with the address and coordinates. Directions always go to Google Maps.
 * Import it through store-dialogs.tsx (deferred), never directly: its code stays out of the
 * store page's first load.
 */
type Point = { lat: number; lng: number };

export const storeDirectionsHref = ({ lat, lng }: Point) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${lat},${lng}`)}`;

export function StoreMapDialog({
  name,
  address,
  point,
}: {
  name: string;
  address: string;
  point: Point | null;
}) {
  const { t } = useTranslation("store");
  const location = useLocation();
  const hydrated = useHydrated();
  const mapsKey = useShell()?.publicEnv.googleMapsKey ?? null;
  if (!point || dialogFrom(location.search) !== STORE_MAP_DIALOG) return null;
  const coordinates = `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
  return (
    <Dialog open closeHref={closeDialogHref(location)}>
      <DialogContent closeLabel={t("common:close")} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("map.title", { name })}</DialogTitle>
          <DialogDescription>{address || t("map.noAddress")}</DialogDescription>
        </DialogHeader>
        {hydrated && mapsKey ? (
          <GoogleMap apiKey={mapsKey} point={point} label={t("map.pictureLabel", { name })} />
        ) : (
          <div
            role="img"
            aria-label={t("map.pictureLabel", { name })}
            className="grid h-[236px] place-items-center rounded-md border bg-muted text-primary"
          >
            <MapPin aria-hidden="true" className="size-12" />
          </div>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium">{t("map.coordinates")}</dt>
          <dd dir="ltr" className="text-start tabular-nums">
            {coordinates}
          </dd>
        </dl>
        <DialogFooter>
          <DialogClose className={buttonVariants({ variant: "outline" })}>
            {t("map.close")}
          </DialogClose>
          <a
            href={storeDirectionsHref(point)}
            rel="noopener noreferrer"
            target="_blank"
            className={buttonVariants()}
          >
            <Navigation aria-hidden="true" />
            {t("map.directions")}
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A Google map with a marker on the store; the static box stays if the script fails. */
function GoogleMap({ apiKey, point, label }: { apiKey: string; point: Point; label: string }) {
  const { i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    import("~/features/location/google-maps")
      .then(({ loadMapsLibrary }) => loadMapsLibrary(apiKey, i18n.language))
      .then(({ Map }) => {
        if (cancelled || !container.current) return;
        const map = new Map(container.current, { center: point, zoom: 16, clickableIcons: false });
        new google.maps.Marker({ map, position: point });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [apiKey, i18n.language, point]);
  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      className="grid h-[236px] place-items-center rounded-md border bg-muted text-primary"
    >
      {failed ? <MapPin aria-hidden="true" className="size-12" /> : null}
    </div>
  );
}
