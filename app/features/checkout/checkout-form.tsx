import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation, useSubmit } from "@remix-run/react";
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
  CHECKOUT_ERRORS,
  MAX_COUPON,
  MAX_NOTE,
  MAX_PRESCRIPTION_IMAGES,
  MAX_TIP,
} from "./checkout-fields";
import type { CheckoutView } from "./checkout-model.server";
import { Alert, Choice, FieldMessage, Section } from "./checkout-parts";
import { ContactSection, DeliverySection } from "./checkout-address-section";
import { PaymentSection } from "./checkout-payment-section";
import { CheckoutExtras } from "./checkout-extras";
import { CheckoutSummary } from "./checkout-summary";
import { usePrescriptionCheck } from "./use-prescription-check";
import { ErrorSummary } from "~/components/error-summary";

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
        <ErrorSummary
          id={form.errorId}
          formErrors={form.errors?.slice(0, 1)}
          // A missing address or contact is about a part of the page: the link leads there.
          // Field errors stay beside their fields (where Conform focuses them).
          links={{
            [CHECKOUT_ERRORS.noAddress]: "#delivery",
            [CHECKOUT_ERRORS.noContact]: view.orderType === "take_away" ? "#contact" : "#delivery",
          }}
        />
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
                          time: slot.label,
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
                  hint={preset.value === view.tips.mostTipped ? t("tips.mostTipped") : undefined}
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

        <CheckoutExtras extras={view.extras} onPriceChange={refresh} />

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

      <CheckoutSummary view={view} placing={placing} hydrated={hydrated} />
    </Form>
  );
}
