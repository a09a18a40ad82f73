import {
  getCollectionProps,
  getFormProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FieldErrorSlot, FormAlert } from "~/components/form-messages";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { orderDetailsPath } from "~/features/my-orders/my-orders-constants";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { MAX_REFUND_NOTE, REFUND_FIELDS } from "./refund-fields";
import type { RefundPage, RefundRefusal } from "./refund.server";
import { Loader2 } from "~/components/ui/icons";

/**
 * The refund request: the reason (native radios), where the money goes, a note and pictures by a
 * plain file input — one multipart <Form> that the server checks and sends without JavaScript.
 */
export function RefundForm({ page, refusal }: { page: RefundPage; refusal?: RefundRefusal }) {
  const { t } = useTranslation("orders");
  const localize = useLocalizedPath();
  const navigation = useNavigation();
  const validate = useLazyValidation(() =>
    import("./refund-validation").then((m) => m.validateRefund),
  );
  const [form, fields] = useForm<Record<string, string>>({
    id: "refund-request",
    lastResult: refusal?.result,
    defaultValue: { [REFUND_FIELDS.method]: page.methods[0] },
    ...checkFieldsWhen(validate, { shouldValidate: "onSubmit", shouldRevalidate: "onInput" }),
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const images = fields[REFUND_FIELDS.images];
  const note = fields[REFUND_FIELDS.note];
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-6"
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      {page.reasons.length ? null : (
        <p role="status" className="text-sm text-muted-foreground">
          {t("refund.noReasons")}
        </p>
      )}
      <Choices
        legend={t("refund.reason")}
        field={fields[REFUND_FIELDS.reason]}
        options={page.reasons}
      />
      <Choices
        legend={t("refund.method")}
        field={fields[REFUND_FIELDS.method]}
        options={page.methods.map((m) => ({ value: m, label: t(`refund.methods.${m}`) }))}
      />
      <div className="grid gap-2">
        <Label htmlFor={note.id}>{t("refund.note")}</Label>
        <Textarea
          {...getTextareaProps(note)}
          key={note.key}
          rows={3}
          maxLength={MAX_REFUND_NOTE}
          placeholder={t("refund.notePlaceholder")}
        />
        <FieldErrorSlot id={note.errorId} errors={note.errors} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={images.id}>{t("refund.images")}</Label>
        <Input
          id={images.id}
          name={images.name}
          type="file"
          accept="image/*"
          multiple
          aria-invalid={images.errors?.length ? true : undefined}
          aria-describedby={`${images.id}-hint ${images.errorId}`}
        />
        <p id={`${images.id}-hint`} className="text-xs text-muted-foreground">
          {t("refund.imagesHint", { max: page.maxImages, mb: page.maxImageMb })}
        </p>
        <FieldErrorSlot id={images.errorId} errors={images.errors} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy || !page.reasons.length} aria-busy={busy || undefined}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("refund.submit")}
        </Button>
        <Link
          to={localize(orderDetailsPath(page.orderId))}
          className={buttonVariants({ variant: "outline" })}
        >
          {t("reviews.back")}
        </Link>
      </div>
    </Form>
  );
}

function Choices({
  legend,
  field,
  options,
}: {
  legend: string;
  field: FieldMetadata<string>;
  options: { value: string; label: string }[];
}) {
  const radios = getCollectionProps(field, {
    type: "radio",
    options: options.map((o) => o.value),
  });
  return (
    <fieldset
      aria-describedby={field.errors?.length ? field.errorId : undefined}
      className="grid gap-2"
    >
      <legend className="mb-2 font-medium">{legend}</legend>
      {options.map((option, index) => {
        const { key, ...radio } = radios[index];
        return (
          <label
            key={key}
            htmlFor={radio.id}
            className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-start has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input {...radio} className="size-4 shrink-0 accent-primary" />
            <span>{option.label}</span>
          </label>
        );
      })}
      <FieldErrorSlot id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
