import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { PhoneField } from "~/features/auth/phone-field";
import { useAuthSettings } from "~/features/auth/use-auth-settings";
import { useResetText } from "./reset-form-parts";
import { RESET_METHODS, type ResetMethod } from "./reset-fields";
import { FieldError, FormAlert } from "~/components/form-messages";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { Loader2 } from "~/components/ui/icons";

/**
 * Step 1: the account's phone or email, and 'Send code'. The two ways are links (?by=phone,
 * ?by=email), so choosing one works without JavaScript; the form says which in a hidden field.
 * Phones go to the API with their plus (the action's identifierOf).
 */
export function RequestStep({
  method,
  lastResult,
}: {
  method: ResetMethod;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useResetText();
  const settings = useAuthSettings();
  const validate = useLazyValidation(() =>
    import("./reset-validation").then((m) => m.validateRequest),
  );
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot-request",
    lastResult: lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "send";
  const field = method === "phone" ? fields.phone : fields.email;

  return (
    <div className="grid gap-4">
      <nav aria-label={t("request.methodLabel")}>
        <ul className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
          {RESET_METHODS.map((way) => (
            <li key={way}>
              <Link
                to={`?by=${way}`}
                replace
                preventScrollReset
                aria-current={way === method ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-1.5 text-center text-sm font-medium text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  way === method && "bg-background text-foreground shadow",
                )}
              >
                {t(`request.by.${way}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <HoneypotFields />
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="method" value={method} />
        <FormAlert id={form.errorId} errors={form.errors} />
        {method === "phone" ? (
          <p className="text-sm text-muted-foreground">{t("request.phonePrompt")}</p>
        ) : null}
        {method === "phone" ? (
          <PhoneField
            phone={fields.phone}
            country={fields.phone_country}
            label={t("request.phone")}
            picker={settings.countryPicker}
            defaultRegion={settings.country}
          />
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={field.id}>{t("request.email")}</Label>
            <Input
              {...getInputProps(fields.email, { type: "email" })}
              key={fields.email.key}
              autoComplete="email"
              dir="ltr"
              className="text-start"
              placeholder={t("request.emailPlaceholder")}
            />
            <FieldError id={field.errorId} errors={field.errors} />
          </div>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("request.submit")}
        </Button>
      </Form>
    </div>
  );
}
