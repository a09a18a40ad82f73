import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { Message } from "~/features/location/message";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { PhoneField } from "~/features/auth/phone-field";
import { useAuthSettings } from "~/features/auth/use-auth-settings";
import { Choice } from "~/features/checkout/checkout-parts";
import type { ParcelView } from "./parcel-model.server";
import type { parcelSchema } from "./parcel-fields";
import { ErrorSummary } from "~/components/error-summary";
import { FieldError } from "~/components/form-messages";
import { checkFieldsWhen, Field, useLazyValidation } from "~/components/forms";
import { ParcelInstructionField } from "./parcel-instruction-field";
import { Loader2, MapPin, Package } from "~/components/ui/icons";

/** The receiver's "Pick location" button: where the summary's link for a missing point leads. */
const PICK_RECEIVER_ID = "parcel-pick-receiver";

/**
 * The parcel form (browsing §2 /parcel-delivery-info): sender (name, phone, pickup address),
 * receiver (name, phone, the point picked in the Pick Location dialog and its address), who
 * pays, how, and the charges the backend quoted. Native radios and buttons: everything works
 * without JavaScript. "Pick location" and "Update charges" post the form (keeping what was
 * typed in the session) without validating it.
 */
export function ParcelForm({
  view,
  lastResult,
}: {
  view: ParcelView;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("parcel");
  const navigation = useNavigation();
  const settings = useAuthSettings();
  const validate = useLazyValidation(() =>
    import("./parcel-validation").then((m) => ({ check: m.validateParcel, pass: m.passParcel })),
  );
  const { defaults } = view;
  const [form, fields] = useForm<z.input<typeof parcelSchema>>({
    id: "parcel",
    lastResult: lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    defaultValue: {
      ...defaults,
      sender_country: defaults.sender_country || (settings.country ?? ""),
      receiver_country: defaults.receiver_country || (settings.country ?? ""),
    },
    onValidate: validate
      ? ({ formData, submitter }) =>
          submitter && submitter.getAttribute("value") !== "place"
            ? validate.pass(formData)
            : validate.check(formData)
      : undefined,
  });
  const say = (m: Message) => ("text" in m ? m.text : t(m.key));
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";

  const text = (name: "sender_name" | "receiver_name", label: string) => (
    <Field
      key={fields[name].key}
      label={label}
      inputProps={{ ...getInputProps(fields[name], { type: "text" }), autoComplete: "name" }}
      errorId={fields[name].errorId}
      errors={fields[name].errors}
    />
  );
  const radios = (
    field: FieldMetadata<string | undefined>,
    options: { value: string; label: string; hint?: string; disabled?: boolean }[],
  ) =>
    options.map((option) => (
      <Choice
        key={option.value}
        id={`${field.id}-${option.value}`}
        name={field.name}
        value={option.value}
        defaultChecked={field.initialValue === option.value}
        disabled={option.disabled}
        label={option.label}
        hint={option.hint}
        aria-describedby={field.errors?.length ? field.errorId : undefined}
      />
    ));

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input {...getInputProps(fields.key, { type: "hidden" })} key={fields.key.key} />
      <input
        {...getInputProps(fields.receiver_lat, { type: "hidden" })}
        key={fields.receiver_lat.key}
      />
      <input
        {...getInputProps(fields.receiver_lng, { type: "hidden" })}
        key={fields.receiver_lng.key}
      />

      <div className="flex items-center gap-3 rounded-lg border p-3">
        {view.category.image ? (
          <img src={view.category.image} alt="" width={56} height={56} className="rounded-md" />
        ) : (
          <Package aria-hidden="true" className="size-10 text-primary" />
        )}
        <div className="grid gap-0.5">
          <p className="font-semibold">{view.category.name}</p>
          {view.category.description ? (
            <p className="text-sm text-muted-foreground">{view.category.description}</p>
          ) : null}
        </div>
      </div>

      <ErrorSummary
        id={form.errorId}
        formErrors={form.errors}
        fields={[
          { id: fields.sender_name.id, label: t("sender.name"), errors: fields.sender_name.errors },
          {
            id: fields.sender_phone.id,
            label: t("sender.phone"),
            errors: fields.sender_phone.errors,
          },
          { id: "parcel-sender", label: t("sender.address"), errors: fields.sender_address.errors },
          {
            id: fields.receiver_name.id,
            label: t("receiver.name"),
            errors: fields.receiver_name.errors,
          },
          {
            id: fields.receiver_phone.id,
            label: t("receiver.phone"),
            errors: fields.receiver_phone.errors,
          },
          {
            id: fields.receiver_address.id,
            label: t("receiver.address"),
            errors: fields.receiver_address.errors,
          },
          // The point is picked in a dialog: the link leads to its button.
          {
            id: PICK_RECEIVER_ID,
            label: t("receiver.address"),
            errors: (fields.receiver_lat.errors ?? fields.receiver_lng.errors)?.slice(0, 1),
          },
          { id: "parcel-payer", label: t("payer.title"), errors: fields.charge_payer.errors },
          {
            id: "parcel-payment",
            label: t("payment.title"),
            errors: fields.payment_method.errors,
          },
        ]}
      />

      <Section id="parcel-sender" title={t("sender.title")}>
        {text("sender_name", t("sender.name"))}
        <PhoneField
          phone={fields.sender_phone}
          country={fields.sender_country}
          label={t("sender.phone")}
          picker={settings.countryPicker}
          defaultRegion={settings.country}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t("sender.address")}</legend>
          {view.senders.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("errors.noSender")}</p>
          ) : (
            radios(
              fields.sender_address,
              view.senders.map((s) => ({
                value: s.value,
                label: s.label
                  ? t("sender.saved", {
                      label: s.label.startsWith("addresses:") ? t(s.label) : s.label,
                    })
                  : t("sender.current"),
                hint: s.address,
              })),
            )
          )}
        </fieldset>
      </Section>

      <Section id="parcel-receiver" title={t("receiver.title")}>
        {text("receiver_name", t("receiver.name"))}
        <PhoneField
          phone={fields.receiver_phone}
          country={fields.receiver_country}
          label={t("receiver.phone")}
          picker={settings.countryPicker}
          defaultRegion={settings.country}
        />
        <div className="grid gap-2">
          <Label htmlFor={fields.receiver_address.id}>{t("receiver.address")}</Label>
          <Textarea
            {...getTextareaProps(fields.receiver_address)}
            key={fields.receiver_address.key}
            rows={2}
          />
          <FieldError
            id={fields.receiver_address.errorId}
            errors={[
              ...(fields.receiver_address.errors ?? []),
              ...(fields.receiver_lat.errors ?? []).slice(0, 1),
            ]}
          />
          {view.receiverError ? (
            <p role="alert" className="text-sm text-destructive">
              {say(view.receiverError)}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            {t(view.receiverPicked ? "receiver.picked" : "receiver.notPicked")}
          </p>
          <div>
            {/* Posts the form: what was typed waits in the session while the dialog is open. */}
            <Button
              id={PICK_RECEIVER_ID}
              type="submit"
              name="intent"
              value="pick-receiver"
              variant="outline"
              size="sm"
              formNoValidate
            >
              <MapPin aria-hidden="true" className="size-4" />
              {t(view.receiverPicked ? "receiver.change" : "receiver.pick")}
            </Button>
          </div>
        </div>
      </Section>

      <Section id="parcel-payer" title={t("payer.title")}>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t("payer.title")}</legend>
          {radios(fields.charge_payer, [
            { value: "sender", label: t("payer.sender") },
            { value: "receiver", label: t("payer.receiver"), hint: t("payer.receiverHint") },
          ])}
        </fieldset>
        <FieldError id={fields.charge_payer.errorId} errors={fields.charge_payer.errors} />
      </Section>

      <Section id="parcel-payment" title={t("payment.title")}>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t("payment.title")}</legend>
          {radios(fields.payment_method, [
            {
              value: "cash_on_delivery",
              label: t("payment.cash"),
              disabled: !view.payments.cash,
            },
            {
              value: "digital_payment",
              label: t("payment.digital"),
              hint: view.payments.digital ? undefined : t("payment.digitalSenderOnly"),
              disabled: !view.payments.digital,
            },
          ])}
        </fieldset>
        <FieldError id={fields.payment_method.errorId} errors={fields.payment_method.errors} />
      </Section>

      <ParcelInstructionField
        instructions={view.instructions}
        defaultValue={defaults.delivery_instruction}
      />

      <Section id="parcel-charges" title={t("charges.title")}>
        {view.charges ? <Charges charges={view.charges} /> : null}
        {view.quoteError ? (
          <p role="alert" className="text-sm text-destructive">
            {say(view.quoteError)}
          </p>
        ) : null}
        {view.charges && view.charges.delivery === null ? (
          <p className="text-sm text-muted-foreground">{t("charges.quotedWhenPicked")}</p>
        ) : !view.receiverPicked && view.charges ? (
          <p className="text-sm text-muted-foreground">{t("charges.minimumUntilPicked")}</p>
        ) : null}
      </Section>

      <div className="flex flex-wrap justify-end gap-3">
        <Button type="submit" name="intent" value="refresh" variant="outline" formNoValidate>
          {t("charges.update")}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="place"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("place")}
        </Button>
      </div>
    </Form>
  );
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-lg border p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The quoted charges; before a quote, the category's rates only. */
function Charges({ charges }: { charges: NonNullable<ParcelView["charges"]> }) {
  const { t } = useTranslation("parcel");
  return (
    <dl className="grid gap-2 text-sm">
      {charges.perKm !== null ? (
        <Row
          label={t("charges.perKm")}
          value={t("charges.perKmValue", { amount: charges.perKm })}
        />
      ) : null}
      {charges.minimum !== null ? (
        <Row label={t("charges.minimum")} value={charges.minimum} />
      ) : null}
      {charges.distanceKm !== null ? (
        <Row
          label={t("charges.distance")}
          value={t(
            charges.distanceSource === "road"
              ? "charges.kmRoad"
              : charges.distanceSource === "straight"
                ? "charges.kmStraight"
                : "charges.km",
            { distance: charges.distanceKm },
          )}
        />
      ) : null}
      {charges.delivery !== null ? (
        <Row label={t("charges.delivery")} value={charges.delivery} />
      ) : null}
      {charges.additional !== null ? (
        <Row label={t("charges.additional")} value={charges.additional} />
      ) : null}
      {charges.total !== null ? (
        <Row label={t("charges.total")} value={charges.total} strong />
      ) : null}
    </dl>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? "flex justify-between border-t pt-2 font-semibold" : "flex justify-between"
      }
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
