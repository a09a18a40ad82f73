import { useLocation, useNavigate } from "@remix-run/react";
import * as React from "react";
import { TrackForm } from "~/features/tracking/track-form";
import {
  TRACK_FIELDS,
  TRACK_ORDER_DIALOG,
  trackFormErrors,
  type TrackFormErrors,
} from "~/features/tracking/tracking-constants";
import { openDialogHref } from "~/lib/dialog-url";

/**
 * The parcel hero's order tracking: the tracking page's own form. With JavaScript it checks the
 * fields by the page's rule, then opens the tracking drawer over the home with the order (issue
 * 14: the drawer from the header and the parcel hero). Without JavaScript it is a GET to the
 * tracking page, which checks the same fields on the server and shows the same order.
 */
export function TrackOrderForm({ signedIn }: { signedIn: boolean }) {
  const [errors, setErrors] = React.useState<TrackFormErrors | null>(null);
  const location = useLocation();
  const navigate = useNavigate();

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const orderId = String(data.get(TRACK_FIELDS.orderId) ?? "").trim();
    const phone = String(data.get(TRACK_FIELDS.phone) ?? "").trim();
    const incomplete = trackFormErrors({ orderId, phone }, signedIn);
    setErrors(incomplete);
    if (incomplete) return;
    const fields: Record<string, string> = { [TRACK_FIELDS.orderId]: orderId };
    if (!signedIn) fields[TRACK_FIELDS.phone] = phone;
    navigate(openDialogHref(location, TRACK_ORDER_DIALOG, fields), { preventScrollReset: true });
  };

  return <TrackForm data={{ signedIn, errors }} onSubmit={onSubmit} />;
}
