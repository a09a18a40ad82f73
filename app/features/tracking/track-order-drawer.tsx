import { useFetcher, useLocation, type Form } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";
import { closeDialogHref } from "~/lib/dialog-url";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { TRACK_FIELDS } from "./tracking-constants";
import { TrackForm } from "./track-form";
import { TrackingDetails } from "./tracking-view";
import type { TrackingData } from "./tracking.server";
import { Truck } from "~/components/ui/icons";

/**
 * The order-tracking drawer (browsing §2 "Order-tracking side drawer"): the tracking form over
 * the current page. With JavaScript the form loads /track-order's answer into the drawer and
 * refetches it while the order moves (stopping when it is final); without, the form is a GET to
 * the /track-order page, which does the same with a meta refresh. Opened with the form's fields
 * in its URL (`?dialog=track-order&order_id=…&contact_number=…`, the parcel hero with
 * JavaScript), it loads that order at once. Import it through frame-dialogs.tsx (deferred),
 * never directly.
 */
export function TrackOrderDrawer({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("tracking");
  const location = useLocation();
  const fetcher = useFetcher<TrackingData>();
  const asked = React.useRef<string | null>(null);
  const data = fetcher.data;
  const moving = Boolean(data?.tracking && !data.tracking.final);
  const seconds = data?.refreshSeconds ?? 10;
  const { load } = fetcher;
  const localize = useLocalizedPath();
  const params = new URLSearchParams(location.search);
  const urlOrderId = params.get(TRACK_FIELDS.orderId)?.trim() ?? "";
  const urlPhone = params.get(TRACK_FIELDS.phone)?.trim() ?? "";
  const urlQuery = urlOrderId
    ? new URLSearchParams({
        [TRACK_FIELDS.orderId]: urlOrderId,
        ...(urlPhone ? { [TRACK_FIELDS.phone]: urlPhone } : {}),
      }).toString()
    : "";
  const trackHref = urlQuery ? `${localize("/track-order")}?${urlQuery}` : null;
  React.useEffect(() => {
    if (!trackHref) return;
    asked.current = trackHref;
    load(trackHref);
  }, [trackHref, load]);
  React.useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => {
      if (asked.current && document.visibilityState === "visible") load(asked.current);
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [moving, seconds, load]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) query.set(key, String(value));
    asked.current = `${new URL(form.action).pathname}?${query.toString()}`;
  };

  return (
    <Sheet open closeHref={closeDialogHref(location, [TRACK_FIELDS.orderId, TRACK_FIELDS.phone])}>
      <SheetContent
        side="end"
        closeLabel={t("common:close")}
        className="w-[30rem] max-w-[94vw] gap-4 overflow-y-auto"
      >
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <Truck aria-hidden="true" className="size-5" />
            {t("title")}
          </SheetTitle>
          <SheetDescription>{t("drawer.body")}</SheetDescription>
        </SheetHeader>
        <TrackForm
          as={fetcher.Form as unknown as typeof Form}
          onSubmit={onSubmit}
          data={{
            signedIn,
            query: data?.query ?? { orderId: urlOrderId, phone: urlPhone },
            errors: data?.errors ?? null,
          }}
        />
        {data?.notFound ? (
          <p role="alert" className="rounded-md border border-destructive p-3 text-destructive">
            {t("notFound")}
          </p>
        ) : null}
        {data?.tracking ? (
          <TrackingDetails tracking={data.tracking} refreshSeconds={data.refreshSeconds} />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
