import { LocateFixed } from "~/components/ui/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";

/** Foundations §9: low accuracy, 5000 ms wait. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 5000 };

interface CurrentLocationButtonProps {
  onPosition: (lat: number, lng: number) => void;
}

/**
 * 'Use current location' (JavaScript only by nature: render it after hydration). A refusal opens
 * the location-permission dialog (foundations §2, §8); other failures (timeout, no fix) are told
 * inline, since the visitor can still search.
 */
export function CurrentLocationButton({ onPosition }: CurrentLocationButtonProps) {
  const { t } = useTranslation("location");
  const [locating, setLocating] = useState(false);
  const [denied, setDenied] = useState(false);
  const [failed, setFailed] = useState(false);

  const locate = () => {
    setFailed(false);
    if (!("geolocation" in navigator)) {
      setFailed(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onPosition(position.coords.latitude, position.coords.longitude);
      },
      (error) => {
        setLocating(false);
        if (error.code === error.PERMISSION_DENIED) setDenied(true);
        else setFailed(true);
      },
      GEOLOCATION_OPTIONS,
    );
  };

  return (
    <div className="grid gap-1">
      <Button
        type="button"
        variant="outline"
        onClick={locate}
        disabled={locating}
        className="justify-self-start"
      >
        <LocateFixed aria-hidden="true" />
        {locating ? t("locating") : t("useCurrentLocation")}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t("errors.positionUnavailable")}
        </p>
      ) : null}
      <Dialog open={denied} onOpenChange={setDenied}>
        <DialogContent hideClose className="max-w-sm">
          <DialogHeader>
            <DialogTitle>{t("permission.title")}</DialogTitle>
            <DialogDescription>{t("permission.body")}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button">{t("permission.okay")}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
