import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Message } from "~/features/location/message";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { PhoneField } from "~/features/auth/phone-field";
import { useAuthSettings } from "~/features/auth/use-auth-settings";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import type { AddressFormDefaults } from "./address-form.server";
import { addressPickHref } from "./address-pick";
import type { z } from "zod";
import { ADDRESS_TYPES } from "./address-constants";
import type { addressFormSchema } from "./address-schema";
import { FieldError, FormAlert, useFormMessages } from "~/components/form-messages";
import { checkFieldsWhen, Field, useLazyValidation } from "~/components/forms";
import { Briefcase, House, Loader2, MapPin } from "~/components/ui/icons";

const TYPE_ICONS = { home: House, office: Briefcase, other: MapPin } as const;

export interface AddressFormProps {
  editing: boolean;
  defaults: AddressFormDefaults;
  location: { lat: number; lng: number; address: string } | null;
  locationError: Message | null;
  redirectTo: string | null;
  lastResult?: SubmissionResult<string[]> | null;
}

/**
 * The address form (foundations §2 "Address form"): type buttons (native radios, so they work
 * without JavaScript; the label name shows for Other by CSS :has, also without JavaScript),
 * contact name and phone, house, floor, road, additional information, address, Reset and
 * Add / Update Address. The point comes from the Pick Location dialog (address-pick.ts).
 */
export function AddressForm(props: AddressFormProps) {
  const { editing, defaults, location, locationError, redirectTo, lastResult } = props;
  const { t } = useTranslation("addresses");
  const localize = useLocalizedPath();
  const current = useLocation();
  const navigation = useNavigation();
  const settings = useAuthSettings();
  const validate = useLazyValidation(() =>
    import("./address-validation").then((m) => m.validateAddress),
  );
  const [form, fields] = useForm<z.input<typeof addressFormSchema>>({
    id: "address",
    lastResult: lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    defaultValue: {
      ...defaults,
      country: settings.country ?? "",
      lat: location ? String(location.lat) : "",
      lng: location ? String(location.lng) : "",
      redirectTo: redirectTo ?? "",
    },
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const message = useFormMessages();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const pickHref = addressPickHref(localize("/location"), current);
  const locationErrors = [...(fields.lat.errors ?? []), ...(fields.lng.errors ?? [])];

  const text = (name: "house" | "floor" | "road" | "contact_person_name" | "address_label") => (
    <Field
      key={fields[name].key}
      label={t(FIELD_LABELS[name])}
      inputProps={getInputProps(fields[name], { type: "text" })}
      errorId={fields[name].errorId}
      errors={fields[name].errors}
    />
  );

  return (
    <Form method="post" {...getFormProps(form)} className="group/address grid gap-5">
      <input
        {...getInputProps(fields.redirectTo, { type: "hidden" })}
        key={fields.redirectTo.key}
      />
      <input {...getInputProps(fields.lat, { type: "hidden" })} key={fields.lat.key} />
      <input {...getInputProps(fields.lng, { type: "hidden" })} key={fields.lng.key} />
      <FormAlert id={form.errorId} errors={form.errors} />

      <section aria-labelledby="address-location" className="grid gap-2 rounded-lg border p-4">
        <h2 id="address-location" className="font-semibold">
          {t("form.location")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {location ? location.address || `${location.lat}, ${location.lng}` : t("form.noLocation")}
        </p>
        {locationError ? (
          <p role="alert" className="text-sm text-destructive">
            {"text" in locationError ? locationError.text : t(locationError.key)}
          </p>
        ) : null}
        {locationErrors.length ? (
          <p role="alert" className="text-sm text-destructive">
            {message(locationErrors.slice(0, 1))}
          </p>
        ) : null}
        <div>
          <Link to={pickHref} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <MapPin aria-hidden="true" className="size-4" />
            {t(location ? "form.change" : "form.pick")}
          </Link>
        </div>
      </section>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t("types.legend")}</legend>
        <div className="flex flex-wrap gap-2">
          {getCollectionProps(fields.address_type, {
            type: "radio",
            options: [...ADDRESS_TYPES],
          }).map((radio) => {
            const type = radio.value as (typeof ADDRESS_TYPES)[number];
            const Icon = TYPE_ICONS[type];
            return (
              // A button look for a native radio: :has(:checked) and :has(:focus-visible) show
              // the state before (and without) hydration.
              <label
                key={radio.key}
                className="flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input {...radio} key={radio.key} className="sr-only" />
                <Icon aria-hidden="true" className="size-4" />
                {t(`types.${type}`)}
              </label>
            );
          })}
        </div>
        <FieldError id={fields.address_type.errorId} errors={fields.address_type.errors} />
      </fieldset>

      {/* Only for Other (foundations §2); CSS keeps it in step with the radios, JS or not. */}
      <div className="hidden gap-2 group-has-[input[value=other]:checked]/address:grid">
        {text("address_label")}
        <p className="text-xs text-muted-foreground">{t("form.labelHint")}</p>
      </div>

      {text("contact_person_name")}
      <PhoneField
        phone={fields.contact_person_number}
        country={fields.country}
        label={t("form.phone")}
        picker={settings.countryPicker}
        defaultRegion={settings.country}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {text("house")}
        {text("floor")}
        {text("road")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.additional_information.id}>{t("form.additional")}</Label>
        <Textarea
          {...getTextareaProps(fields.additional_information)}
          key={fields.additional_information.key}
        />
        <FieldError
          id={fields.additional_information.errorId}
          errors={fields.additional_information.errors}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.address.id}>{t("form.address")}</Label>
        <Textarea {...getTextareaProps(fields.address)} key={fields.address.key} />
        <FieldError id={fields.address.errorId} errors={fields.address.errors} />
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <Button type="reset" variant="outline">
          {t("form.reset")}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t(editing ? "form.update" : "form.add")}
        </Button>
      </div>
    </Form>
  );
}

const FIELD_LABELS = {
  address_label: "form.label",
  contact_person_name: "form.name",
  house: "form.house",
  floor: "form.floor",
  road: "form.road",
} as const;
