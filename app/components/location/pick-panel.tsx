import { Form, useNavigation } from "@remix-run/react";
import { MapPin } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import type { Resolution } from "./location-step";
import { messageText, type Message } from "./message";

interface PickPanelProps {
  resolution: Resolution | null;
  /** A failed Pick that is not already told by the button (tampered fields, outage). */
  pickError: Message | null;
  resolving: boolean;
  /** POST target: the /location URL (keeps redirectTo for the page the action may re-render). */
  actionHref: string;
  redirectTo: string | null;
}

/**
 * The resolved address and the Pick button (foundations §4): disabled until an address and a
 * zone resolve; on a zone error it becomes an error button reading the server's first message.
 * Only the coordinates are posted: the action looks address and zone up again itself.
 */
export function PickPanel({
  resolution,
  pickError,
  resolving,
  actionHref,
  redirectTo,
}: PickPanelProps) {
  const { t } = useTranslation("location");
  const navigation = useNavigation();
  const headingId = useId();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  const address = resolution && resolution.status !== "failed" ? resolution.address : null;
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
      {failure && !resolving ? (
        <p role="alert" className="text-sm text-destructive">
          {messageText(t, failure)}
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
