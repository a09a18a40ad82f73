import { Form, useLocation, useNavigate } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { TRACK_ORDER_HREF } from "~/features/catalogue/urls";
import { TRACK_FIELDS, TRACK_ORDER_DIALOG } from "~/features/tracking/tracking-constants";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { openDialogHref } from "~/lib/dialog-url";

/**
 * Validates in the browser with the spec's messages, then opens the tracking drawer over the
 * page with the order (issue 14: the drawer from the header and the parcel hero). Without
 * JavaScript the form is a GET to the tracking page, which validates the same fields on the
 * server and shows the same order.
 */
export function TrackOrderForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("home");
  const localize = useLocalizedPath();
  const [errors, setErrors] = React.useState<{ orderId?: string; phone?: string }>({});
  const id = React.useId();
  const location = useLocation();
  const navigate = useNavigate();

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const orderId = String(data.get(TRACK_FIELDS.orderId) ?? "").trim();
    const phone = String(data.get(TRACK_FIELDS.phone) ?? "").trim();
    const next: typeof errors = {};
    if (!orderId) next.orderId = t("track.needOrderId");
    if (!signedIn && !phone) next.phone = t("track.needContactNumber");
    setErrors(next);
    event.preventDefault();
    if (next.orderId || next.phone) return;
    const fields: Record<string, string> = { [TRACK_FIELDS.orderId]: orderId };
    if (!signedIn) fields[TRACK_FIELDS.phone] = phone;
    navigate(openDialogHref(location, TRACK_ORDER_DIALOG, fields), { preventScrollReset: true });
  };

  return (
    <Form
      method="get"
      action={localize(TRACK_ORDER_HREF)}
      noValidate
      onSubmit={onSubmit}
      aria-label={t("track.label")}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-order`}>{t("track.orderId")}</Label>
        <Input
          id={`${id}-order`}
          name={TRACK_FIELDS.orderId}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={errors.orderId ? true : undefined}
          aria-describedby={errors.orderId ? `${id}-order-error` : undefined}
          className="h-11 bg-background"
        />
        {errors.orderId ? (
          <p id={`${id}-order-error`} className="text-sm text-destructive">
            {errors.orderId}
          </p>
        ) : null}
      </div>
      {signedIn ? null : (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-phone`}>{t("track.phone")}</Label>
          <Input
            id={`${id}-phone`}
            name={TRACK_FIELDS.phone}
            type="tel"
            autoComplete="tel"
            placeholder="+"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
            className="h-11 bg-background"
          />
          {errors.phone ? (
            <p id={`${id}-phone-error`} className="text-sm text-destructive">
              {errors.phone}
            </p>
          ) : null}
        </div>
      )}
      <Button type="submit" className="h-11 sm:mt-6">
        {t("track.submit")}
      </Button>
    </Form>
  );
}
