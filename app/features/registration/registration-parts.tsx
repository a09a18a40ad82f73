import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import * as React from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { PasswordInput } from "~/features/password/reset-form-parts";
import { IMAGE_ACCEPT, PASSWORD_RULE } from "./registration-constants";
import { useRegistrationText } from "./registration-text";
import { FieldError } from "~/components/form-messages";
import { Check } from "~/components/ui/icons";

/** The pieces both registration forms are made of. */

export { useRegistrationText };

type Field = FieldMetadata<unknown>;

function FieldLabel({
  field,
  label,
  required,
}: {
  field: Field;
  label: string;
  required?: boolean;
}) {
  const { t } = useRegistrationText();
  // The mark stays outside the <label>: the field's name is its label alone ("First name").
  return (
    <div className="flex items-baseline gap-1">
      <Label htmlFor={field.id}>{label}</Label>
      {required ? (
        <span aria-hidden="true" className="text-sm text-destructive">
          *
        </span>
      ) : (
        <span className="text-sm text-muted-foreground">{t("fields.optional")}</span>
      )}
    </div>
  );
}

/** A hint under a field, named by the input's aria-describedby next to its error. */
function describedBy(field: Field, hint?: string) {
  return hint ? `${field.errorId} ${field.descriptionId}` : field.errorId;
}

export function TextField({
  field,
  label,
  type = "text",
  required = true,
  hint,
  ...rest
}: {
  field: Field;
  label: string;
  type?: "text" | "email" | "tel" | "number";
  required?: boolean;
  hint?: string;
} & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  "autoComplete" | "inputMode" | "step" | "min" | "max" | "dir"
>) {
  const props = getInputProps(field as FieldMetadata<string>, { type, ariaDescribedBy: undefined });
  return (
    <div className="grid content-start gap-2">
      <FieldLabel field={field} label={label} required={required} />
      <Input
        {...props}
        {...rest}
        key={field.key}
        // the browser's own required check stays off: the messages are ours, with or without JS
        required={undefined}
        aria-describedby={field.errors?.length || hint ? describedBy(field, hint) : undefined}
      />
      {hint ? (
        <p id={field.descriptionId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  placeholder,
  options,
  hint,
  onChange,
}: {
  field: Field;
  label: string;
  placeholder: string;
  options: { value: string; label: string; hidden?: boolean }[];
  hint?: string;
  onChange?: (value: string) => void;
}) {
  const props = getSelectProps(field as FieldMetadata<string>);
  return (
    <div className="grid content-start gap-2">
      <FieldLabel field={field} label={label} required />
      <NativeSelect
        {...props}
        key={field.key}
        required={undefined}
        aria-describedby={field.errors?.length || hint ? describedBy(field, hint) : undefined}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            hidden={option.hidden}
            disabled={option.hidden}
          >
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {hint ? (
        <p id={field.descriptionId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/**
 * An image input (jpg, png, gif, webp; 2 MB each, checked again by the server). A browser
 * cannot give a file input its file back after a refused post: FilesNotice says so.
 */
export function FileField({
  field,
  label,
  hint,
  multiple,
}: {
  field: Field;
  label: string;
  hint: string;
  multiple?: boolean;
}) {
  return (
    <div className="grid content-start gap-2">
      <FieldLabel field={field} label={label} required />
      <Input
        id={field.id}
        name={field.name}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        className="h-auto py-1.5"
      />
      <p id={field.descriptionId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The password and its confirmation, with the rule stated and ticked off as it is typed (JS). */
export function PasswordFields({ password, confirm }: { password: Field; confirm: Field }) {
  const { t } = useRegistrationText();
  const value = typeof password.value === "string" ? password.value : "";
  const rules = [
    ["min", PASSWORD_RULE[0][0]],
    ["mixed", PASSWORD_RULE[1][0]],
    ["number", PASSWORD_RULE[4][0]],
    ["symbol", PASSWORD_RULE[3][0]],
  ] as const;
  const ruleId = `${password.id}-rule`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid content-start gap-2">
        <PasswordInput
          label={t("fields.password")}
          id={password.id}
          name={password.name}
          aria-invalid={password.errors?.length ? true : undefined}
          aria-describedby={`${ruleId} ${password.errorId}`}
          key={password.key}
        />
        <FieldError id={password.errorId} errors={password.errors} />
      </div>
      <div className="grid content-start gap-2">
        <PasswordInput
          label={t("fields.confirmPassword")}
          id={confirm.id}
          name={confirm.name}
          aria-invalid={confirm.errors?.length ? true : undefined}
          aria-describedby={confirm.errorId}
          key={confirm.key}
        />
        <FieldError id={confirm.errorId} errors={confirm.errors} />
      </div>
      <div id={ruleId} className="text-sm text-muted-foreground sm:col-span-2">
        <p>{t("passwordRule.title")}</p>
        <ul className="mt-1 grid gap-1 ps-1">
          {rules.map(([key, passes]) => {
            const met = value !== "" && passes(value);
            return (
              <li key={key} className="flex items-center gap-2">
                <Check
                  aria-hidden="true"
                  className={met ? "size-4 text-primary" : "size-4 opacity-30"}
                />
                {t(`passwordRule.${key}`)}
              </li>
            );
          })}
        </ul>
        <p className="mt-1">{t("passwordRule.leak")}</p>
      </div>
    </div>
  );
}

/**
 * Shown after a refused post: that it was not sent (when the refusal names fields only), and
 * that the files (and passwords) are gone from the form, the rest kept.
 */
export function FilesNotice({ show, fieldsOnly }: { show: boolean; fieldsOnly: boolean }) {
  const { t } = useRegistrationText();
  if (!show) return null;
  return (
    <div role="status" className="grid gap-1 rounded-md border bg-muted p-3 text-sm">
      {fieldsOnly ? <p className="font-medium">{t("errors.summary")}</p> : null}
      <p>{t("filesNotice")}</p>
    </div>
  );
}

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-lg border p-4">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
