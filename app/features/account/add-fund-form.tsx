import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { FieldError } from "~/components/form-messages";
import { Loader2 } from "~/components/ui/icons";

/**
 * Add fund (wallet page): an amount and one of the active digital gateways; the post sends the
 * browser to the gateway's page (works without JavaScript: a plain form and a redirect).
 */
export function AddFundForm({ gateways }: { gateways: Array<{ key: string; title: string }> }) {
  const { t } = useTranslation("account");
  const answer = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm<{ amount: string; gateway: string }>({
    id: "add-fund",
    lastResult: answer?.result,
    defaultValue: { gateway: gateways[0]?.key },
  });
  return (
    <section aria-labelledby="wallet-add-fund" className="grid gap-3 rounded-lg border p-4 sm:p-6">
      <h2 id="wallet-add-fund" className="text-lg font-semibold">
        {t("wallet.addFund")}
      </h2>
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <FieldError id={form.errorId} role="alert" errors={form.errors} />
        <div className="grid gap-2">
          <Label htmlFor={fields.amount.id}>{t("wallet.amount")}</Label>
          <Input
            {...getInputProps(fields.amount, { type: "number" })}
            key={fields.amount.key}
            min={1}
            step="0.01"
            inputMode="decimal"
            dir="ltr"
          />
          <FieldError id={fields.amount.errorId} errors={fields.amount.errors} />
        </div>
        <fieldset
          className="grid gap-2"
          aria-describedby={fields.gateway.errors ? fields.gateway.errorId : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t("wallet.gateway")}</legend>
          {gateways.map((gateway) => (
            <label key={gateway.key} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={fields.gateway.name}
                value={gateway.key}
                defaultChecked={fields.gateway.initialValue === gateway.key}
                className="size-4 accent-primary"
              />
              {gateway.title}
            </label>
          ))}
          <FieldError id={fields.gateway.errorId} errors={fields.gateway.errors} />
        </fieldset>
        <div>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t("wallet.addFundSubmit")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
