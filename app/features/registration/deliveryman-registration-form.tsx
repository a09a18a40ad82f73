import {
  getCollectionProps,
  getFormProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Button } from "~/components/ui/button";
import {
  FileField,
  FilesNotice,
  PasswordFields,
  Section,
  SelectField,
  TextField,
  useRegistrationText,
} from "./registration-parts";
import { EARNING_TYPES, IDENTITY_TYPES } from "./registration-constants";
import type { deliveryManRegistrationSchema } from "./registration-schema";
import type { DeliveryManRegistrationData } from "./registration.server";
import { FieldError, FormAlert } from "~/components/form-messages";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

/**
 * The delivery-man registration form (contract §7.8): name, contact, zone, vehicle and type,
 * photo, identity, password. One multipart <Form>, checked by the server without JavaScript and
 * by Conform first with it.
 */
export function DeliveryManRegistrationForm({
  page,
  lastResult,
}: {
  page: DeliveryManRegistrationData;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useRegistrationText();
  const navigation = useNavigation();
  const validate = useLazyValidation(() =>
    import("./registration-validation").then((m) => m.validateDeliveryMan),
  );
  const [form, fields] = useForm<z.input<typeof deliveryManRegistrationSchema>>({
    id: "deliveryman-registration",
    lastResult: lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    defaultValue: { earning: "1" },
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const refused = Boolean(lastResult?.error);

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

      <Section id="dm-personal" title={t("deliveryman.sections.personal")}>
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
        <FileField
          field={fields.image}
          label={t("deliveryman.photo")}
          hint={t("fields.imageHint")}
        />
      </Section>

      <Section id="dm-work" title={t("deliveryman.sections.work")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            field={fields.zone_id}
            label={t("fields.zone")}
            placeholder={t("fields.zonePlaceholder")}
            options={page.zones.map((z) => ({ value: String(z.id), label: z.name }))}
          />
          <SelectField
            field={fields.vehicle_id}
            label={t("deliveryman.vehicle")}
            placeholder={t("deliveryman.vehiclePlaceholder")}
            options={page.vehicles.map((v) => ({ value: String(v.id), label: v.name }))}
          />
        </div>
        <fieldset className="grid gap-2" aria-describedby={fields.earning.errorId}>
          <legend className="mb-2 text-sm font-medium">{t("deliveryman.earning")}</legend>
          <div className="flex flex-wrap gap-4">
            {getCollectionProps(fields.earning, {
              type: "radio",
              options: [...EARNING_TYPES],
            }).map((radio) => (
              <label key={radio.key} className="flex items-center gap-2 text-sm">
                <input {...radio} key={radio.key} className="size-4 accent-primary" />
                {t(`deliveryman.earnings.${radio.value as (typeof EARNING_TYPES)[number]}`)}
              </label>
            ))}
          </div>
          <FieldError id={fields.earning.errorId} errors={fields.earning.errors} />
        </fieldset>
      </Section>

      <Section id="dm-identity" title={t("deliveryman.sections.identity")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            field={fields.identity_type}
            label={t("deliveryman.identityType")}
            placeholder={t("deliveryman.identityTypePlaceholder")}
            options={IDENTITY_TYPES.map((type) => ({
              value: type,
              label: t(`deliveryman.identityTypes.${type}`),
            }))}
          />
          <TextField
            field={fields.identity_number}
            label={t("deliveryman.identityNumber")}
            dir="ltr"
          />
        </div>
        <FileField
          field={fields.identity_image}
          label={t("deliveryman.identityImages")}
          hint={t("deliveryman.identityImagesHint")}
          multiple
        />
      </Section>

      <Section id="dm-account" title={t("deliveryman.sections.account")}>
        <PasswordFields password={fields.password} confirm={fields.confirm_password} />
      </Section>

      <div className="flex justify-end">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("deliveryman.submit")}
        </Button>
      </div>
    </Form>
  );
}
