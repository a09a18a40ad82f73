import { Form, useNavigation } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { TRACK_FIELDS, type TrackFormErrors } from "./tracking-constants";

/**
 * The tracking form (GET to the tracking page): order id and, for guests, the contact number.
 * One form for the page, the drawer and the parcel hero: the drawer passes its fetcher's Form
 * (with JavaScript the answer stays in the drawer; without, it is the page), the hero an
 * onSubmit that checks the fields and opens the drawer.
 */
export function TrackForm({
  data,
  as: FormComponent = Form,
  onSubmit,
}: {
  data: {
    signedIn: boolean;
    /** What was typed, kept in the form; empty on a fresh form. */
    query?: { orderId: string; phone: string };
    errors: TrackFormErrors | null;
  };
  as?: typeof Form;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
}) {
  const { t } = useTranslation("tracking");
  const localize = useLocalizedPath();
  const navigation = useNavigation();
  const busy =
    navigation.state === "loading" && navigation.location?.pathname.endsWith("/track-order");
  const id = React.useId();
  const errorText = (key?: string) => (key ? t(key) : null);
  const orderError = errorText(data.errors?.orderId);
  const phoneError = errorText(data.errors?.phone);
  return (
    <FormComponent
      method="get"
      action={localize("/track-order")}
      onSubmit={onSubmit}
      noValidate
      aria-label={t("form.label")}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <div className="grid gap-1 self-start">
        <Label htmlFor={`${id}-order`}>{t("form.orderId")}</Label>
        <Input
          id={`${id}-order`}
          name={TRACK_FIELDS.orderId}
          inputMode="numeric"
          autoComplete="off"
          defaultValue={data.query?.orderId}
          aria-invalid={orderError ? true : undefined}
          aria-describedby={orderError ? `${id}-order-error` : undefined}
          className="h-11 bg-background"
        />
        {orderError ? (
          <p id={`${id}-order-error`} className="text-sm text-destructive">
            {orderError}
          </p>
        ) : null}
      </div>
      {data.signedIn ? null : (
        <div className="grid gap-1 self-start">
          <Label htmlFor={`${id}-phone`}>{t("form.phone")}</Label>
          <Input
            id={`${id}-phone`}
            name={TRACK_FIELDS.phone}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder="+"
            defaultValue={data.query?.phone}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${id}-phone-error` : undefined}
            className="h-11 bg-background"
          />
          {phoneError ? (
            <p id={`${id}-phone-error`} className="text-sm text-destructive">
              {phoneError}
            </p>
          ) : null}
        </div>
      )}
      {/* In a row (sm+), level with the inputs: below the label's 14 px line and the 4 px gap. */}
      <Button type="submit" className="h-11 self-start sm:mt-[18px]" aria-busy={busy || undefined}>
        {t("form.submit")}
      </Button>
    </FormComponent>
  );
}
