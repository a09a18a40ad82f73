import * as React from "react";
import { useTranslation } from "react-i18next";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { OFFLINE_INPUT_PREFIX } from "./checkout-fields";
import type { CheckoutView } from "./checkout-model.server";
import { Choice, FieldMessage, Section } from "./checkout-parts";
import { PartialPaymentChoice } from "./partial-payment-choice";
import { useFormMessages } from "~/components/form-messages";

/** The payment methods the backend allows for this order, the gateway and the offline inputs. */
export function PaymentSection({
  view,
  errors,
  onChange,
}: {
  view: CheckoutView;
  errors?: string[] | null;
  onChange: () => void;
}) {
  const { t } = useTranslation("checkout");
  const say = useFormMessages();
  const [chosen, setChosen] = React.useState(view.payment);
  React.useEffect(() => setChosen(view.payment), [view.payment]);
  const offline = view.offlineMethods.find((m) => m.id === view.offlineMethodId);
  return (
    <Section id="payment" title={t("payment.title")}>
      {view.partial ? <PartialPaymentChoice partial={view.partial} onChange={onChange} /> : null}
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
