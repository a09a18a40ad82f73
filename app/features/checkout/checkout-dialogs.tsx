import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
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
import { cn } from "~/lib/cn";
import type { CheckoutView } from "./checkout-model.server";
import { Choice, FieldMessage } from "./checkout-parts";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { PhoneField } from "~/features/auth/phone-field";
import { useAuthSettings } from "~/features/auth/use-auth-settings";
import { DetailsLine, SaveAddressCheckbox } from "./delivery-location-parts";

/**
 * The checkout's two URL dialogs (foundations §2): View Saved Address (`?dialog=addresses`: the
 * list, add new, Cancel, Select) and the guest contact-info form (`?dialog=contact`: Contact
 * Person Name, phone, Contact Person Email, Reset, Save). Each is its own small form posting to
 * the checkout's action, so both work without JavaScript.
 */

export function SavedAddressesDialog({
  view,
  closeHref,
}: {
  view: CheckoutView;
  closeHref: string;
}) {
  const { t } = useTranslation("checkout");
  const localize = useLocalizedPath();
  const saved = view.savedAddresses ?? [];
  const chosen = view.target?.kind === "saved" ? view.target.addressId : null;
  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent closeLabel={t("common:close")} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("address.savedTitle")}</DialogTitle>
          <DialogDescription>{t("address.savedHint")}</DialogDescription>
        </DialogHeader>
        <Form method="post" action={closeHref} preventScrollReset className="grid gap-4">
          {saved.length ? (
            <div
              role="radiogroup"
              aria-label={t("address.savedTitle")}
              className="grid max-h-[40vh] gap-2 overflow-y-auto p-1"
            >
              {saved.map((card) => (
                <Choice
                  key={card.id}
                  id={`saved-address-${card.id}`}
                  name="address_id"
                  value={card.id}
                  defaultChecked={!card.outsideZone && (chosen ? card.id === chosen : card.current)}
                  // Shown, not hidden (issue 22 item 13), but the store cannot deliver there.
                  disabled={card.outsideZone}
                  aria-describedby={card.outsideZone ? `saved-address-${card.id}-zone` : undefined}
                  label={card.label ?? t(`address.types.${card.type}`)}
                  hint={
                    <>
                      {card.address}
                      <br />
                      <DetailsLine target={card} />
                      {card.name} · <span dir="ltr">{card.phone}</span>
                      {card.outsideZone ? (
                        <>
                          <br />
                          <span
                            id={`saved-address-${card.id}-zone`}
                            className="font-medium text-destructive"
                          >
                            {t("address.outsideZone")}
                          </span>
                        </>
                      ) : null}
                    </>
                  }
                />
              ))}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t("address.noneToSelect")}</p>
          )}
          <Link
            // Back to checkout once saved (issue 22 item 13), not to My addresses.
            to={`${localize("/addresses/new")}?redirectTo=${encodeURIComponent(closeHref)}`}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("address.addNew")}
          </Link>
          <DialogFooter className="gap-2">
            <Link
              to={closeHref}
              preventScrollReset
              className={buttonVariants({ variant: "outline" })}
            >
              {t("address.cancel")}
            </Link>
            <Button
              type="submit"
              name="intent"
              value="select-address"
              disabled={!saved.some((card) => !card.outsideZone)}
            >
              {t("address.select")}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

export function GuestContactDialog({
  view,
  closeHref,
  lastResult,
}: {
  view: CheckoutView;
  closeHref: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("checkout");
  const contact = view.guestContact;
  const phoneSettings = useAuthSettings();
  const validate = useLazyValidation(() =>
    import("./checkout-validation").then((m) => m.validateContact),
  );
  const [form, fields] = useForm({
    id: "guest-contact",
    lastResult: lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    defaultValue: {
      contact_person_name: contact?.name ?? "",
      contact_person_number: contact?.phone ?? "",
      // A saved number carries its '+' and code; the country only reads a new one.
      contact_person_country: phoneSettings.country ?? "",
      contact_person_email: contact?.email ?? "",
      // The chosen point's own details first (Insert delivery location, a saved address).
      house: view.target?.house || contact?.house || "",
      floor: view.target?.floor || contact?.floor || "",
      road: view.target?.road || contact?.road || "",
    },
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const field = (
    name: keyof typeof fields,
    type: "text" | "tel" | "email",
    autoComplete: string,
    required = false,
  ) => {
    const meta = fields[name];
    return (
      <div className="grid gap-2">
        <Label htmlFor={meta.id}>
          {t(`contact.fields.${name}`)}
          {required ? " *" : ""}
        </Label>
        <Input
          {...getInputProps(meta, { type })}
          key={meta.key}
          autoComplete={autoComplete}
          dir={type === "tel" ? "ltr" : undefined}
        />
        <FieldMessage id={meta.errorId} errors={meta.errors} />
      </div>
    );
  };
  return (
    <Dialog open closeHref={closeHref}>
      <DialogContent closeLabel={t("common:close")} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("contact.title")}</DialogTitle>
          <DialogDescription>{t("contact.hint")}</DialogDescription>
        </DialogHeader>
        <Form
          method="post"
          action={`${closeHref}&dialog=contact`}
          preventScrollReset
          {...getFormProps(form)}
          className="grid gap-4"
        >
          {field("contact_person_name", "text", "name", true)}
          <PhoneField
            phone={fields.contact_person_number}
            country={fields.contact_person_country}
            label={`${t("contact.fields.contact_person_number")} *`}
            picker={phoneSettings.countryPicker}
            defaultRegion={phoneSettings.country}
          />
          {field("contact_person_email", "email", "email", true)}
          <div className="grid gap-4 sm:grid-cols-3">
            {field("house", "text", "off")}
            {field("floor", "text", "off")}
            {field("road", "text", "off")}
          </div>
          {/* Kept in this browser for the next checkout (issue 22 item 13). */}
          <SaveAddressCheckbox
            id="guest-contact-save"
            defaultChecked={view.target?.saved ?? false}
          />
          <DialogFooter className="gap-2">
            <Button type="reset" variant="outline" className={cn("sm:me-auto")}>
              {t("contact.reset")}
            </Button>
            <Button type="submit" name="intent" value="save-contact">
              {t("contact.save")}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
