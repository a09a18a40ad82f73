import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { CheckoutView } from "./checkout-model.server";
import { FieldMessage } from "./checkout-parts";
import { SaveAddressCheckbox, deliveryLocationHref } from "./delivery-location-parts";
import { MapPinned } from "~/components/ui/icons";

/**
 * "Insert delivery location" (foundations §2; issue 22 item 21), `?dialog=delivery-location` on
 * /checkout: the delivery point with a Pick from Map action (the Pick Location dialog, which
 * comes back here), its street number, house number and floor, and Save this Address. One form
 * posting to the checkout's action, so it works without JavaScript.
 */
export function DeliveryLocationDialog({
  view,
  closeHref,
  lastResult,
}: {
  view: CheckoutView;
  closeHref: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("checkout");
  const localize = useLocalizedPath();
  const target = view.target;
  const here = deliveryLocationHref(closeHref);
  const validate = useLazyValidation(() =>
    import("./checkout-validation").then((m) => m.validateDeliveryDetails),
  );
  const [form, fields] = useForm({
    id: "delivery-location",
    lastResult: lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur" }),
    defaultValue: {
      road: target?.road ?? "",
      house: target?.house ?? "",
      floor: target?.floor ?? "",
    },
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const field = (name: "road" | "house" | "floor") => {
    const meta = fields[name];
    return (
      <div className="grid gap-2">
        <Label htmlFor={meta.id}>{t(`deliveryLocation.fields.${name}`)}</Label>
        <Input {...getInputProps(meta, { type: "text" })} key={meta.key} autoComplete="off" />
        <FieldMessage id={meta.errorId} errors={meta.errors} />
      </div>
    );
  };
  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent closeLabel={t("common:close")} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("deliveryLocation.title")}</DialogTitle>
          <DialogDescription>{t("deliveryLocation.hint")}</DialogDescription>
        </DialogHeader>
        <div className="grid justify-items-start gap-2 rounded-md bg-muted/50 p-3 text-sm">
          <p data-testid="delivery-location-point">
            {target?.address ?? t("deliveryLocation.noPoint")}
          </p>
          <Link
            // The Pick Location dialog; its Pick comes back to this dialog.
            to={`${localize("/location")}?redirectTo=${encodeURIComponent(here)}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <MapPinned aria-hidden="true" className="size-4" />
            {t("deliveryLocation.pickFromMap")}
          </Link>
        </div>
        {target ? (
          <Form
            method="post"
            action={here}
            preventScrollReset
            {...getFormProps(form)}
            className="grid gap-4"
          >
            <div className="grid gap-4 sm:grid-cols-3">
              {field("road")}
              {field("house")}
              {field("floor")}
            </div>
            <SaveAddressCheckbox id="delivery-location-save" defaultChecked={target.saved} />
            <DialogFooter className="gap-2">
              <Link
                to={closeHref}
                preventScrollReset
                className={buttonVariants({ variant: "outline" })}
              >
                {t("address.cancel")}
              </Link>
              <Button type="submit" name="intent" value="save-delivery-details">
                {t("deliveryLocation.save")}
              </Button>
            </DialogFooter>
          </Form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
