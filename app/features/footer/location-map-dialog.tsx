import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
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
import { MAP_DIALOG } from "./footer-contact";
import { Navigation } from "~/components/ui/icons";

export interface MapPoint {
  lat: number;
  lng: number;
}

export const directionsHref = ({ lat, lng }: MapPoint) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${lat},${lng}`)}`;

export const formatCoordinates = ({ lat, lng }: MapPoint) => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;

/**
 * The map modal. It is URL state, rendered by the server, and needs no maps key or JavaScript:
 * a drawn map with a pin, the coordinates and address, and a directions link to Google Maps.
 */
export function LocationMapDialog({ point, address }: { point: MapPoint; address: string }) {
  const { t } = useTranslation("footer");
  const location = useLocation();
  if (dialogFrom(location.search) !== MAP_DIALOG) return null;
  const closeHref = closeDialogHref(location);
  const coordinates = formatCoordinates(point);
  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent closeLabel={t("common:close")} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("map.title")}</DialogTitle>
          <DialogDescription>{address || t("map.noAddress")}</DialogDescription>
        </DialogHeader>
        <StaticMap label={t("map.pictureLabel", { coordinates })} />
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
          <a href={directionsHref(point)} rel="noopener noreferrer" className={buttonVariants()}>
            <Navigation aria-hidden="true" />
            {t("map.directions")}
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A drawn street grid with the pin in the middle: the place of a map without any map service. */
function StaticMap({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 480 236"
      className="h-[236px] w-full rounded-md border border-border bg-muted text-muted-foreground"
    >
      <g
        stroke="currentColor"
        strokeOpacity="0.25"
        strokeWidth="10"
        fill="none"
        strokeLinecap="round"
      >
        <path d="M-10 70 H490" />
        <path d="M-10 170 C120 150 260 200 490 160" />
        <path d="M120 -10 V250" />
        <path d="M330 -10 C310 80 360 160 340 250" />
      </g>
      <g stroke="currentColor" strokeOpacity="0.15" strokeWidth="4" fill="none">
        <path d="M-10 120 H490" />
        <path d="M60 -10 V250" />
        <path d="M220 -10 V250" />
        <path d="M420 -10 V250" />
      </g>
      <circle cx="240" cy="118" r="28" className="fill-primary" fillOpacity="0.15" />
      <path
        d="M240 118 c-4-10-18-22-18-36 a18 18 0 0 1 36 0 c0 14-14 26-18 36z"
        className="fill-primary stroke-background"
        strokeWidth="2"
      />
      <circle cx="240" cy="82" r="6" className="fill-background" />
    </svg>
  );
}
