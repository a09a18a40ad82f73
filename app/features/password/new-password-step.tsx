import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import * as React from "react";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Button } from "~/components/ui/button";
import { PasswordInput, useResetText } from "./reset-form-parts";
import { FieldError, FormAlert } from "~/components/form-messages";
import { checkFieldsWhen, isSubmissionReply, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

/**
 * Step 3: the new password twice (foundations §5 "Sign-up" rules: required, 6 minimum, 'Confirm
 * Password', 'Passwords must match'), then reset-password signs the visitor out and sends them
 * to sign in. The backend asks 8 characters: its refusal lands on the password field.
 */
export function NewPasswordStep({
  lastResult,
}: {
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useResetText();
  const validate = useLazyValidation(() =>
    import("./reset-validation").then((m) => m.validateNewPassword),
  );
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-new-password",
    lastResult: lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reset";
  // A refused password is not kept, as without JavaScript (the action hides both fields). Set on
  // the elements: through Conform the emptied fields would be validated again and the server's
  // message replaced by 'Password is required'.
  const password = React.useRef<HTMLInputElement>(null);
  const confirm = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (!isSubmissionReply(lastResult)) return;
    if (password.current) password.current.value = "";
    if (confirm.current) confirm.current.value = "";
  }, [lastResult]);

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <HoneypotFields />
      <input type="hidden" name="intent" value="reset" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-2">
        <PasswordInput
          {...getInputProps(fields.password, { type: "password" })}
          key={fields.password.key}
          ref={password}
          label={t("password.new")}
        />
        <FieldError id={fields.password.errorId} errors={fields.password.errors} />
      </div>
      <div className="grid gap-2">
        <PasswordInput
          {...getInputProps(fields.confirm_password, { type: "password" })}
          key={fields.confirm_password.key}
          ref={confirm}
          label={t("password.confirm")}
        />
        <FieldError id={fields.confirm_password.errorId} errors={fields.confirm_password.errors} />
      </div>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t("password.submit")}
      </Button>
    </Form>
  );
}
