import { Form, useNavigation } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { TRACK_ORDER_HREF } from "~/features/catalogue/urls";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { TRACK_FIELDS, type TrackFormErrors } from "./tracking-constants";

/**
 * The tracking form (GET to the tracking page): order id and, for guests, the contact number.
 * One form for the page, the drawer and the parcel hero: the drawer passes its fetcher's Form
 * (with JavaScript the answer stays in the drawer; without, it is the page), the hero an
 * onSubmit that checks the fields and opens the drawer. Its fields are the forms kit's: the
 * `tracking:` message keys are translated there, and each error has its line kept free.
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
    navigation.state === "loading" && navigation.location?.pathname.endsWith(TRACK_ORDER_HREF);
  const id = React.useId();
  return (
    <FormComponent
      method="get"
      action={localize(TRACK_ORDER_HREF)}
      onSubmit={onSubmit}
      noValidate
      aria-label={t("form.label")}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <Field
        label={t("form.orderId")}
        className="gap-1 self-start"
        errorId={`${id}-order-error`}
        errors={data.errors?.orderId}
        inputProps={{
          id: `${id}-order`,
          name: TRACK_FIELDS.orderId,
          inputMode: "numeric",
          autoComplete: "off",
          defaultValue: data.query?.orderId,
          "aria-invalid": data.errors?.orderId ? true : undefined,
          className: "h-11 bg-background",
        }}
      />
      {data.signedIn ? null : (
        <Field
          label={t("form.phone")}
          className="gap-1 self-start"
          errorId={`${id}-phone-error`}
          errors={data.errors?.phone}
          inputProps={{
            id: `${id}-phone`,
            name: TRACK_FIELDS.phone,
            type: "tel",
            autoComplete: "tel",
            dir: "ltr",
            placeholder: "+",
            defaultValue: data.query?.phone,
            "aria-invalid": data.errors?.phone ? true : undefined,
            className: "h-11 bg-background",
          }}
        />
      )}
      {/* In a row (sm+), level with the inputs: below the label's 14 px line and the 4 px gap. */}
      <Button type="submit" className="h-11 self-start sm:mt-[18px]" aria-busy={busy || undefined}>
        {t("form.submit")}
      </Button>
    </FormComponent>
  );
}
