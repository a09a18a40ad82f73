import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import * as React from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { z } from "zod";
import { useShell } from "~/shell/use-shell";
import {
  FileField,
  FilesNotice,
  PasswordFields,
  Section,
  SelectField,
  TextField,
  useRegistrationText,
} from "./registration-parts";
import { DELIVERY_TIME_TYPES } from "./registration-constants";
import type { storeRegistrationSchema } from "./registration-schema";
import type { StoreRegistrationData } from "./registration.server";
import { FieldError, FormAlert } from "~/components/form-messages";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

const StoreLocationTools = React.lazy(() => import("./store-location-tools"));

/** A coordinate typed in a field, if it is one. */
const coordinateOf = (value: unknown, limit: number) => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/**
 * The store registration form (contract §7.8): owner, store, location in its zone, delivery
 * time, logo and cover, password. One multipart <Form>: without JavaScript the server checks
 * and answers with the page; with it Conform checks first (the same schema, loaded lazily) and
 * hides the modules the chosen zone does not offer.
 */
export function StoreRegistrationForm({
  page,
  lastResult,
}: {
  page: StoreRegistrationData;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useRegistrationText();
  const navigation = useNavigation();
  const validate = useLazyValidation(() =>
    import("./registration-validation").then((m) => m.validateStore),
  );
  const [form, fields] = useForm<z.input<typeof storeRegistrationSchema>>({
    id: "store-registration",
    lastResult: lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    defaultValue: {
      zone_id: page.start?.zoneId ? String(page.start.zoneId) : "",
      latitude: page.start ? String(page.start.lat) : "",
      longitude: page.start ? String(page.start.lng) : "",
      delivery_time_type: "minute",
    },
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const hydrated = useHydrated();
  // Without JavaScript a changed zone could not show its modules again: all stay listed.
  const zone = hydrated ? Number(fields.zone_id.value) : 0;
  const refused = Boolean(lastResult?.error);
  const shell = useShell();
  const lat = coordinateOf(fields.latitude.value, 90);
  const lng = coordinateOf(fields.longitude.value, 180);
  const center =
    lat !== null && lng !== null ? { lat, lng } : (shell?.config?.defaultLocation ?? null);
  const setPoint = React.useCallback(
    (pointLat: number, pointLng: number) => {
      form.update({ name: fields.latitude.name, value: pointLat.toFixed(6) });
      form.update({ name: fields.longitude.name, value: pointLng.toFixed(6) });
    },
    [form, fields.latitude.name, fields.longitude.name],
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-5"
    >
      <HoneypotFields />
      <FormAlert id={form.errorId} errors={form.errors} />
      <FilesNotice show={refused} fieldsOnly={!form.errors?.length} />
      <p className="text-sm text-muted-foreground">{t("required")}</p>

      <Section id="store-owner" title={t("store.sections.owner")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            field={fields.f_name}
            label={t("fields.firstName")}
            autoComplete="given-name"
          />
          <TextField
            field={fields.l_name}
            label={t("fields.lastName")}
            required={false}
            autoComplete="family-name"
          />
          <TextField
            field={fields.email}
            label={t("fields.email")}
            type="email"
            autoComplete="email"
          />
          <TextField
            field={fields.phone}
            label={t("fields.phone")}
            type="tel"
            autoComplete="tel"
            hint={t("fields.phoneHint")}
            dir="ltr"
          />
        </div>
      </Section>

      <Section id="store-info" title={t("store.sections.store")}>
        <TextField field={fields.store_name} label={t("store.storeName")} />
        <div className="grid gap-2">
          <div className="flex items-baseline gap-1">
            <Label htmlFor={fields.store_address.id}>{t("store.storeAddress")}</Label>
            <span aria-hidden="true" className="text-sm text-destructive">
              *
            </span>
          </div>
          <Textarea
            {...getTextareaProps(fields.store_address)}
            key={fields.store_address.key}
            required={undefined}
            rows={2}
          />
          <FieldError id={fields.store_address.errorId} errors={fields.store_address.errors} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            field={fields.zone_id}
            label={t("fields.zone")}
            placeholder={t("fields.zonePlaceholder")}
            options={page.zones.map((z) => ({ value: String(z.id), label: z.name }))}
          />
          <SelectField
            field={fields.module_id}
            label={t("store.module")}
            placeholder={t("store.modulePlaceholder")}
            hint={t("store.moduleHint")}
            options={page.modules.map((m) => ({
              value: String(m.id),
              label: m.name,
              // with JavaScript only the chosen zone's modules (the server checks either way)
              hidden: zone > 0 && !m.zoneIds.includes(zone),
            }))}
          />
          <TextField
            field={fields.tax}
            label={t("store.tax")}
            required={false}
            inputMode="decimal"
          />
        </div>
      </Section>

      <Section id="store-location" title={t("store.sections.location")}>
        <p id="store-location-hint" className="text-sm text-muted-foreground">
          {t("fields.locationHint")}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            field={fields.latitude}
            label={t("fields.latitude")}
            inputMode="decimal"
            dir="ltr"
          />
          <TextField
            field={fields.longitude}
            label={t("fields.longitude")}
            inputMode="decimal"
            dir="ltr"
          />
        </div>
        {hydrated ? (
          <React.Suspense fallback={null}>
            <StoreLocationTools
              mapsKey={shell?.publicEnv.googleMapsKey ?? null}
              center={center}
              onPoint={setPoint}
            />
          </React.Suspense>
        ) : null}
      </Section>

      <Section id="store-delivery" title={t("store.sections.delivery")}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            field={fields.minimum_delivery_time}
            label={t("store.minTime")}
            inputMode="numeric"
          />
          <TextField
            field={fields.maximum_delivery_time}
            label={t("store.maxTime")}
            inputMode="numeric"
          />
          <SelectField
            field={fields.delivery_time_type}
            label={t("store.timeType")}
            placeholder={t("store.timeType")}
            options={DELIVERY_TIME_TYPES.map((type) => ({
              value: type,
              label: t(`store.timeTypes.${type}`),
            }))}
          />
        </div>
      </Section>

      <Section id="store-images" title={t("store.sections.images")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FileField field={fields.logo} label={t("store.logo")} hint={t("fields.imageHint")} />
          <FileField
            field={fields.cover_photo}
            label={t("store.cover")}
            hint={t("fields.imageHint")}
          />
        </div>
      </Section>

      <Section id="store-account" title={t("store.sections.account")}>
        <PasswordFields password={fields.password} confirm={fields.confirm_password} />
      </Section>

      <div className="flex justify-end">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("store.submit")}
        </Button>
      </div>
    </Form>
  );
}
