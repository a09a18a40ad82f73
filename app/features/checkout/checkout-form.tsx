import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { Loader2 } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import {
  CHECKOUT_DIALOGS,
  MAX_COUPON,
  MAX_NOTE,
  MAX_PRESCRIPTION_IMAGES,
  MAX_TIP,
  OFFLINE_INPUT_PREFIX,
} from "./checkout-fields";
import type { CheckoutView } from "./checkout-model.server";
import { Alert, Choice, FieldMessage, Section, TextLink, useMessage } from "./checkout-parts";
import { usePrescriptionCheck } from "./use-prescription-check";

export interface CheckoutFormProps {
  view: CheckoutView;
  /** The action's answer to the last post (errors, the typed values). */
  lastResult: SubmissionResult<string[]> | null;
}

/**
 * The checkout (issue 13 item 2) as ONE form: every choice is a field of it, so whichever button
 * posts it — Apply, Update total, Place Order — the server gets everything and loses nothing.
 * Without JavaScript a change shows in the summary after "Update total"; with it, changing a
 * choice posts the form in the background and the summary follows.
 */
export function CheckoutForm({ view, lastResult }: CheckoutFormProps) {
  const { t } = useTranslation("checkout");
  const say = useMessage();
  const localize = useLocalizedPath();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = React.useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id: "checkout",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onSubmit",
  });
  const placing = navigation.state !== "idle" && navigation.formData?.get("intent") === "place";
  const prescription = usePrescriptionCheck(view.prescription.required);
  const hydrated = useHydrated();
  const base = `${localize("/checkout")}?page=${view.page}`;
  const typedCoupon = lastResult?.initialValue?.coupon_code;

  /** A choice changed: keep it and let the backend quote again (JS only; no-JS: Update total). */
  const refresh = () => {
    const element = formRef.current;
    if (!element) return;
    const data = new FormData(element);
    data.set("intent", "refresh");
    // The images stay in the field; they go with Place Order only.
    data.delete("order_attachment");
    submit(data, {
      method: "post",
      action: base,
      encType: "multipart/form-data",
      preventScrollReset: true,
      replace: true,
    });
  };

  const errorOf = (name: string) => fields[name as keyof typeof fields]?.errors;

  return (
    <Form
      ref={formRef}
      method="post"
      action={base}
      encType="multipart/form-data"
      preventScrollReset
      {...getFormProps(form)}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value === "place" && !prescription.validate(formRef.current)) {
          event.preventDefault();
          return;
        }
        form.onSubmit(event);
      }}
      className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start"
    >
      <input type="hidden" name="key" value={view.key} />
      <div className="grid gap-6">
        {form.errors?.length ? (
          <Alert id={form.errorId}>
            <p className="font-medium">{say(form.errors[0])}</p>
          </Alert>
        ) : null}
        {view.refusal && !form.errors?.length ? (
          <Alert tone={view.refusal.unavailable ? "info" : "error"}>
            <p className="font-medium">
              {view.refusal.message ??
                t(view.refusal.unavailable ? "summaryUnavailable" : "errors.refused")}
            </p>
          </Alert>
        ) : null}

        {view.orderTypes.delivery && view.orderTypes.takeAway ? (
          <Section id="order-type" title={t("orderType.title")}>
            <div
              role="radiogroup"
              aria-labelledby="order-type"
              className="grid gap-2 sm:grid-cols-2"
            >
              {(["delivery", "take_away"] as const).map((type) => (
                <Choice
                  key={type}
                  id={`order-type-${type}`}
                  name="order_type"
                  value={type}
                  defaultChecked={view.orderType === type}
                  onChange={refresh}
                  label={t(`orderType.${type}`)}
                />
              ))}
            </div>
          </Section>
        ) : (
          <input type="hidden" name="order_type" value={view.orderType} />
        )}

        {view.orderType === "delivery" ? <DeliverySection view={view} base={base} /> : null}
        {view.orderType === "take_away" && !view.signedIn ? (
          <ContactSection view={view} base={base} />
        ) : null}

        {view.schedule.enabled ? (
          <Section id="schedule" title={t("schedule.title")}>
            <Label htmlFor="schedule_at">{t("schedule.label")}</Label>
            <NativeSelect
              id="schedule_at"
              name="schedule_at"
              defaultValue={view.schedule.chosen}
              onChange={refresh}
              aria-describedby={errorOf("schedule_at")?.length ? "schedule_at-error" : undefined}
            >
              <option value="">{t("schedule.now")}</option>
              {[0, 1].map((day) => {
                const slots = view.schedule.slots.filter((s) => s.day === day);
                return slots.length ? (
                  <optgroup key={day} label={t(day === 0 ? "schedule.today" : "schedule.tomorrow")}>
                    {slots.map((slot) => (
                      <option key={slot.value} value={slot.value}>
                        {t(day === 0 ? "schedule.todayAt" : "schedule.tomorrowAt", {
                          time: slot.time,
                        })}
                      </option>
                    ))}
                  </optgroup>
                ) : null;
              })}
            </NativeSelect>
            <FieldMessage id="schedule_at-error" errors={errorOf("schedule_at")} />
          </Section>
        ) : null}

        <Section id="coupon" title={t("coupon.title")}>
          {view.coupon.code && view.coupon.discount ? (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p>
                {t("coupon.appliedLine", {
                  code: view.coupon.code,
                  amount: view.coupon.discount,
                })}
              </p>
              <Button type="submit" name="intent" value="remove-coupon" variant="outline" size="sm">
                {t("coupon.remove")}
              </Button>
            </div>
          ) : (
            <div className="grid gap-2">
              <Label htmlFor="coupon_code">{t("coupon.label")}</Label>
              <div className="flex gap-2">
                <Input
                  id="coupon_code"
                  name="coupon_code"
                  maxLength={MAX_COUPON}
                  autoComplete="off"
                  defaultValue={typeof typedCoupon === "string" ? typedCoupon : view.coupon.code}
                  aria-invalid={errorOf("coupon_code")?.length ? true : undefined}
                  aria-describedby={
                    errorOf("coupon_code")?.length ? "coupon_code-error" : undefined
                  }
                />
                <Button type="submit" name="intent" value="apply-coupon" variant="outline">
                  {t("coupon.apply")}
                </Button>
              </div>
              <FieldMessage id="coupon_code-error" errors={errorOf("coupon_code")} />
            </div>
          )}
        </Section>

        {view.tips.enabled ? (
          <Section id="tips" title={t("tips.title")}>
            <p className="text-sm text-muted-foreground">{t("tips.hint")}</p>
            <div role="radiogroup" aria-labelledby="tips" className="flex flex-wrap gap-2">
              {view.tips.presets.map((preset) => (
                <Choice
                  key={preset.value}
                  id={`tip-${preset.value}`}
                  name="dm_tips"
                  value={preset.value}
                  defaultChecked={view.tips.chosen === preset.value}
                  onChange={refresh}
                  label={preset.value === 0 ? t("tips.none") : preset.label}
                />
              ))}
            </div>
            <div className="grid max-w-xs gap-2">
              <Label htmlFor="dm_tips_other">{t("tips.other")}</Label>
              <Input
                id="dm_tips_other"
                name="dm_tips_other"
                type="number"
                inputMode="decimal"
                min={0}
                max={MAX_TIP}
                step="any"
                defaultValue={
                  view.tips.presets.some((p) => p.value === view.tips.chosen)
                    ? ""
                    : String(view.tips.chosen)
                }
                onBlur={(event) => {
                  if (event.currentTarget.value !== "") refresh();
                }}
              />
              <FieldMessage
                id="dm_tips-error"
                errors={errorOf("dm_tips_other") ?? errorOf("dm_tips")}
              />
            </div>
          </Section>
        ) : null}

        <Section id="note" title={t("note.title")}>
          <Label htmlFor="order_note" className="sr-only">
            {t("note.title")}
          </Label>
          <Textarea
            id="order_note"
            name="order_note"
            maxLength={MAX_NOTE}
            rows={3}
            placeholder={t("note.placeholder")}
            defaultValue={view.note}
          />
        </Section>

        {view.prescription.accepted ? (
          <Section id="prescription" title={t("prescription.title")}>
            <p className="text-sm text-muted-foreground">
              {t(view.prescription.required ? "prescription.required" : "prescription.optional")}
            </p>
            <Label htmlFor="order_attachment">{t("prescription.label")}</Label>
            <Input
              id="order_attachment"
              name="order_attachment"
              type="file"
              accept="image/*"
              multiple
              onChange={(event) => prescription.validate(event.currentTarget.form)}
              aria-describedby="order_attachment-hint order_attachment-error"
            />
            <p id="order_attachment-hint" className="text-xs text-muted-foreground">
              {t("prescription.hint", { count: MAX_PRESCRIPTION_IMAGES })}
            </p>
            <FieldMessage
              id="order_attachment-error"
              errors={prescription.error ? [prescription.error] : errorOf("order_attachment")}
            />
          </Section>
        ) : null}

        <PaymentSection view={view} errors={errorOf("payment_method")} onChange={refresh} />
      </div>

      <aside
        aria-labelledby="order-summary"
        className="grid gap-4 rounded-lg border p-4 lg:sticky lg:top-24"
      >
        <h2 id="order-summary" className="text-lg font-semibold">
          {t("summary")}
        </h2>
        <ul className="grid gap-3">
          {view.lines.map((line) => (
            <li key={line.cartId} className="flex gap-3">
              {line.image ? (
                <img
                  src={line.image}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-md bg-muted object-cover"
                />
              ) : null}
              <div className="grid flex-1 gap-0.5 text-sm">
                <span className="font-medium">{line.name}</span>
                {line.variation ? (
                  <span className="text-xs text-muted-foreground">{line.variation}</span>
                ) : null}
                {line.addOns.length ? (
                  <span className="text-xs text-muted-foreground">
                    {t("addOns", {
                      list: line.addOns.map((a) => `${a.name} × ${a.quantity}`).join(", "),
                    })}
                  </span>
                ) : null}
                <span className="text-muted-foreground">
                  {t("quantity", { count: line.quantity })} · {t("each", { price: line.unitPrice })}
                </span>
              </div>
              <span className="text-sm font-semibold">{line.linePrice}</span>
            </li>
          ))}
        </ul>
        {view.summary ? (
          <dl className="grid gap-2 border-t pt-3 text-sm" data-testid="checkout-summary">
            {view.summary.rows.map((row) => (
              <div key={row.key} className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{t(`rows.${row.key}`)}</dt>
                <dd data-testid={row.key === "subtotal" ? "checkout-subtotal" : undefined}>
                  {row.minus ? "−" : ""}
                  {row.amount}
                </dd>
              </div>
            ))}
            <div className="flex justify-between gap-3 border-t pt-2 text-base font-bold">
              <dt>{t("rows.total")}</dt>
              <dd data-testid="checkout-total">{view.summary.total}</dd>
            </div>
          </dl>
        ) : (
          <div className="grid gap-2 border-t pt-3 text-sm">
            <p className="flex justify-between gap-3 font-semibold">
              <span>{t("rows.subtotal")}</span>
              <span data-testid="checkout-subtotal">{view.linesSubtotal}</span>
            </p>
            <p className="text-muted-foreground">{t("summaryUnavailable")}</p>
          </div>
        )}
        {hydrated ? null : (
          // Without JavaScript a changed choice reaches the summary through this button.
          <Button type="submit" name="intent" value="refresh" variant="outline">
            {t("updateTotal")}
          </Button>
        )}
        <Button
          type="submit"
          name="intent"
          value="place"
          size="lg"
          disabled={placing}
          aria-busy={placing || undefined}
        >
          {placing ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("place")}
        </Button>
        {view.summary ? <p className="text-xs text-muted-foreground">{t("placeHint")}</p> : null}
      </aside>
    </Form>
  );
}

function DeliverySection({ view, base }: { view: CheckoutView; base: string }) {
  const { t } = useTranslation("checkout");
  const localize = useLocalizedPath();
  const target = view.target;
  return (
    <Section id="delivery" title={t("address.title")}>
      {target ? (
        <div
          className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm"
          data-testid="delivery-address"
        >
          <p className="font-medium">
            {target.kind === "saved"
              ? t(`address.types.${target.type ?? "other"}`, { defaultValue: target.type ?? "" })
              : t("address.current")}
          </p>
          <p>{target.address}</p>
          {target.contactName ? (
            <p className="text-muted-foreground">
              {target.contactName} · <span dir="ltr">{target.contactPhone}</span>
            </p>
          ) : null}
          <div className="flex flex-wrap gap-4 pt-1">
            {target.kind === "saved" && target.addressId ? (
              <TextLink to={localize(`/addresses/${target.addressId}/edit`)}>
                {t("address.edit")}
              </TextLink>
            ) : (
              <TextLink to={`${localize("/location")}?from=${encodeURIComponent(base)}`}>
                {t("address.change")}
              </TextLink>
            )}
          </div>
        </div>
      ) : (
        <p className="text-sm">{t("address.none")}</p>
      )}
      {view.signedIn ? (
        view.savedAddresses && view.savedAddresses.length === 0 ? (
          <div className="grid justify-items-start gap-2">
            <p className="text-sm text-muted-foreground">{t("address.emptySaved")}</p>
            <TextLink to={localize("/addresses/new")}>{t("address.addNew")}</TextLink>
          </div>
        ) : (
          <TextLink to={`${base}&dialog=${CHECKOUT_DIALOGS.addresses}`}>
            {t("address.viewSaved")}
          </TextLink>
        )
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("address.signInToSelect")}</p>
          <ContactCard view={view} base={base} />
        </>
      )}
    </Section>
  );
}

function ContactSection({ view, base }: { view: CheckoutView; base: string }) {
  const { t } = useTranslation("checkout");
  return (
    <Section id="contact" title={t("contact.title")}>
      <ContactCard view={view} base={base} />
    </Section>
  );
}

/** The guest's contact details (kept in their session only) and the link to the form. */
function ContactCard({ view, base }: { view: CheckoutView; base: string }) {
  const { t } = useTranslation("checkout");
  const contact = view.guestContact;
  return (
    <div
      className="grid gap-1 rounded-md border border-dashed p-3 text-sm"
      data-testid="guest-contact"
    >
      {contact ? (
        <>
          <p className="font-medium">{contact.name}</p>
          <p dir="ltr" className="justify-self-start">
            {contact.phone}
          </p>
          <p>{contact.email}</p>
        </>
      ) : (
        <p>{t("contact.missing")}</p>
      )}
      <TextLink to={`${base}&dialog=${CHECKOUT_DIALOGS.contact}`}>
        {contact ? t("contact.edit") : t("contact.add")}
      </TextLink>
    </div>
  );
}

function PaymentSection({
  view,
  errors,
  onChange,
}: {
  view: CheckoutView;
  errors?: string[] | null;
  onChange: () => void;
}) {
  const { t } = useTranslation("checkout");
  const say = useMessage();
  const [chosen, setChosen] = React.useState(view.payment);
  React.useEffect(() => setChosen(view.payment), [view.payment]);
  const offline = view.offlineMethods.find((m) => m.id === view.offlineMethodId);
  return (
    <Section id="payment" title={t("payment.title")}>
      <div role="radiogroup" aria-labelledby="payment" className="grid gap-2">
        {view.payments.map((option) => (
          <Choice
            key={option.id}
            id={`payment-${option.id}`}
            name="payment_method"
            value={option.id}
            disabled={!option.available}
            defaultChecked={view.payment === option.id}
            onChange={() => {
              setChosen(option.id);
              onChange();
            }}
            label={t(`payment.methods.${option.id}`)}
            hint={
              option.note
                ? "key" in option.note
                  ? say(option.note.key)
                  : option.note.text
                : option.id === "wallet" && view.walletBalance
                  ? t("payment.balance", { amount: view.walletBalance })
                  : undefined
            }
          />
        ))}
      </div>
      {view.payments.every((p) => !p.available) ? (
        <p className="text-sm text-destructive">{t("errors.noPayment")}</p>
      ) : null}
      <FieldMessage id="payment_method-error" errors={errors} />

      {view.gateways.length > 1 && (chosen === "digital_payment" || !chosen) ? (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t("payment.gateway")}</legend>
          {view.gateways.map((gateway) => (
            <Choice
              key={gateway.key}
              id={`gateway-${gateway.key}`}
              name="gateway"
              value={gateway.key}
              defaultChecked={view.gateway === gateway.key}
              label={gateway.title}
            />
          ))}
        </fieldset>
      ) : view.gateway ? (
        <input type="hidden" name="gateway" value={view.gateway} />
      ) : null}

      {view.offlineMethods.length && chosen === "offline_payment" ? (
        <fieldset className="grid gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{t("payment.offline")}</legend>
          {view.offlineMethods.length > 1 ? (
            <div className="grid gap-2">
              <Label htmlFor="offline_method_id">{t("payment.offlineMethod")}</Label>
              <NativeSelect
                id="offline_method_id"
                name="offline_method_id"
                defaultValue={String(view.offlineMethodId ?? "")}
                onChange={onChange}
              >
                {view.offlineMethods.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.method_name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : (
            <input type="hidden" name="offline_method_id" value={view.offlineMethodId ?? ""} />
          )}
          {offline ? (
            <>
              <dl className="grid gap-1 text-sm">
                {offline.method_fields.map((field) => (
                  <div key={field.input_name} className="flex flex-wrap gap-2">
                    <dt className="text-muted-foreground">
                      {field.input_name.replace(/_/g, " ")}:
                    </dt>
                    <dd className="font-medium" dir="auto">
                      {field.input_data}
                    </dd>
                  </div>
                ))}
              </dl>
              {offline.method_informations.map((input) => {
                const name = `${OFFLINE_INPUT_PREFIX}${input.customer_input}`;
                return (
                  <div key={name} className="grid gap-2">
                    <Label htmlFor={name}>
                      {input.customer_input.replace(/_/g, " ")}
                      {input.is_required ? " *" : ""}
                    </Label>
                    <Input
                      id={name}
                      name={name}
                      maxLength={255}
                      required={input.is_required}
                      placeholder={input.customer_placeholder}
                    />
                  </div>
                );
              })}
            </>
          ) : null}
        </fieldset>
      ) : null}
    </Section>
  );
}
