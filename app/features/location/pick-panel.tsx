import { MapPin } from "~/components/ui/icons";
import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { Resolution } from "./location-step";
import { useHydrated } from "remix-utils/use-hydrated";
import { messageText, withWhatStillWorks, type Message } from "./message";

interface PickPanelProps {
  resolution: Resolution | null;
  /** A failed Pick that is not already told by the button (tampered fields, outage). */
  pickError: Message | null;
  resolving: boolean;
  /** POST target: the /location URL (keeps redirectTo for the page the action may re-render). */
  actionHref: string;
  redirectTo: string | null;
  /** Whether the dialog shows a map (for the search-outage wording). */
  hasMap?: boolean;
  /** Whether the dialog lists saved addresses or zones (for the search-outage wording). */
  hasChoices?: boolean;
}

/**
 * The resolved address and the Pick button (foundations §4): disabled until an address and a
 * zone resolve; on a zone error it becomes an error button reading the server's first message.
 * Only the coordinates are posted (plus, when the geocoder had no address, the name shown
 * instead): the action looks address and zone up again itself.
 */
export function PickPanel({
  resolution,
  pickError,
  resolving,
  actionHref,
  redirectTo,
  hasMap = false,
  hasChoices = false,
}: PickPanelProps) {
  const { t } = useTranslation("location");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const headingId = useId();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  const address = resolution && resolution.status !== "failed" ? resolution.address : null;
  // The geocoder had no address: the name shown is a stand-in (place, search text, coordinates).
  const standIn =
    resolution?.status === "resolved" && resolution.addressSource !== "geocode" ? resolution : null;
  const point =
    resolution && resolution.lat !== null && resolution.lng !== null
      ? { lat: resolution.lat, lng: resolution.lng }
      : null;
  const failure = resolution?.status === "failed" ? resolution.message : pickError;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-md border p-3">
      <h3 id={headingId} className="text-sm font-medium">
        {t("selectedAddress")}
      </h3>
      <p className="flex items-start gap-2 text-sm" role="status">
        <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span data-testid="resolved-address">
          {resolving ? t("resolving") : (address ?? t("noAddressYet"))}
        </span>
      </p>
      {standIn && !resolving ? (
        <p className="text-sm text-muted-foreground" data-testid="address-stand-in">
          {t("addressStandIn")}
        </p>
      ) : null}
      {failure && !resolving ? (
        <p role="alert" className="text-sm text-destructive">
          {messageText(t, withWhatStillWorks(failure, { hydrated, hasMap, hasChoices }))}
        </p>
      ) : null}
      <Form method="post" action={actionHref} className="grid">
        {point ? (
          <>
            <input type="hidden" name="lat" value={point.lat} />
            <input type="hidden" name="lng" value={point.lng} />
          </>
        ) : null}
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {standIn && standIn.addressSource !== "coordinates" ? (
          // The action names the point with it only if the geocoder still has no address.
          <input type="hidden" name="addressHint" value={standIn.address} />
        ) : null}
        {resolution?.status === "no-zone" && !resolving ? (
          // Disabled, but the message must stay fully legible: it is the only explanation.
          <Button type="submit" variant="destructive" disabled className="disabled:opacity-100">
            {messageText(t, resolution.message)}
          </Button>
        ) : (
          <Button
            type="submit"
            disabled={resolution?.status !== "resolved" || resolving || submitting}
          >
            {t("pick")}
          </Button>
        )}
      </Form>
    </section>
  );
}
