import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { PasswordInput } from "~/features/auth/auth-form-parts";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { PhotoInput } from "./photo-input";
import type { ProfileCard } from "./profile.server";
import { cleanPhone } from "./profile-rules";
import type { profileFormSchema } from "./profile-schema";
import { FieldError, FormAlert, useFormMessages } from "~/components/form-messages";
import { checkFieldsWhen, useLazyValidation } from "~/components/forms";
import { ArrowLeft, Loader2, Lock } from "~/components/ui/icons";

/**
 * 'Edit Personal Details' (browsing §2 "Profile edit", §5 "Profile"): Go Back, the photo, name,
 * email, phone (locked once verified: 'Not Changeable'), the current password (which a new one
 * needs, issue 28), password and confirm only where manual sign-in is on, Reset and Update
 * Profile. Multipart, so the photo goes with the fields.
 */
export function ProfileForm({
  profile,
  manualLogin,
  lastResult,
}: {
  profile: ProfileCard;
  manualLogin: boolean;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("account");
  const localize = useLocalizedPath();
  const navigation = useNavigation();
  const message = useFormMessages();
  const validate = useLazyValidation(() =>
    import("./profile-validation").then((m) => m.validateProfile),
  );
  const [form, fields] = useForm<z.input<typeof profileFormSchema>>({
    id: "profile",
    lastResult: lastResult ?? undefined,
    ...checkFieldsWhen(validate, { shouldValidate: "onBlur", shouldRevalidate: "onInput" }),
    defaultValue: { name: profile.name, email: profile.email, phone: profile.phone },
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  // Each refused submission empties the password fields, with JavaScript as without it (where
  // the page comes back without them): a password is never kept after a refusal. Only a
  // submission's refusal (status "error"): a field check the server answers while the customer
  // types (conform's validate intent, before the browser's check has loaded) must not wipe them.
  const [refusals, setRefusals] = React.useState(0);
  React.useEffect(() => {
    if (lastResult?.status === "error") setRefusals((n) => n + 1);
  }, [lastResult]);
  const imageErrors = (lastResult?.error?.image as string[] | undefined) ?? null;

  return (
    <section aria-labelledby="profile-edit-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="profile-edit-title" className="text-2xl font-bold">
          {t("profile.editTitle")}
        </h1>
        <Link to={localize("/profile")} className={buttonVariants({ variant: "outline" })}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t("profile.goBack")}
        </Link>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="grid gap-5 rounded-lg border p-4 sm:p-6"
      >
        <input type="hidden" name="intent" value="update" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <PhotoInput
          id="profile-image"
          current={profile.image}
          errorId="profile-image-error"
          error={imageErrors?.length ? message(imageErrors) : null}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={fields.name.id}>{t("profile.name")}</Label>
            <Input
              {...getInputProps(fields.name, { type: "text" })}
              key={fields.name.key}
              autoComplete="name"
            />
            <FieldError id={fields.name.errorId} errors={fields.name.errors} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fields.email.id}>{t("profile.email")}</Label>
            <Input
              {...getInputProps(fields.email, { type: "email" })}
              key={fields.email.key}
              autoComplete="email"
              dir="ltr"
            />
            <FieldError id={fields.email.errorId} errors={fields.email.errors} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fields.phone.id}>{t("profile.phone")}</Label>
            {profile.phoneVerified ? (
              <>
                <Input
                  id={fields.phone.id}
                  name={fields.phone.name}
                  type="tel"
                  defaultValue={profile.phone}
                  readOnly
                  aria-describedby={`${fields.phone.id}-locked`}
                  dir="ltr"
                  className="bg-muted"
                />
                <p
                  id={`${fields.phone.id}-locked`}
                  className="flex items-center gap-1 text-xs text-muted-foreground"
                >
                  <Lock aria-hidden="true" className="size-3" />
                  {t("profile.notChangeable")}
                </p>
              </>
            ) : (
              <Input
                {...getInputProps(fields.phone, { type: "tel" })}
                key={fields.phone.key}
                autoComplete="tel"
                inputMode="tel"
                dir="ltr"
                // Digits and one leading '+' only (§5), as typed or pasted.
                onInput={(event) => {
                  const input = event.currentTarget;
                  const clean = cleanPhone(input.value) || (input.value.startsWith("+") ? "+" : "");
                  if (clean !== input.value) input.value = clean;
                }}
              />
            )}
            <FieldError id={fields.phone.errorId} errors={fields.phone.errors} />
          </div>
          {manualLogin ? (
            <>
              <div className="grid gap-2 sm:col-span-2">
                <Label htmlFor={fields.current_password.id}>{t("profile.currentPassword")}</Label>
                <PasswordInput
                  {...getInputProps(fields.current_password, { type: "password" })}
                  key={`${fields.current_password.key}-${refusals}`}
                  autoComplete="current-password"
                />
                <FieldError
                  id={fields.current_password.errorId}
                  errors={fields.current_password.errors}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={fields.password.id}>{t("profile.password")}</Label>
                <PasswordInput
                  {...getInputProps(fields.password, { type: "password" })}
                  key={`${fields.password.key}-${refusals}`}
                  autoComplete="new-password"
                />
                <FieldError id={fields.password.errorId} errors={fields.password.errors} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={fields.confirm_password.id}>{t("profile.confirmPassword")}</Label>
                <PasswordInput
                  {...getInputProps(fields.confirm_password, { type: "password" })}
                  key={`${fields.confirm_password.key}-${refusals}`}
                  autoComplete="new-password"
                />
                <FieldError
                  id={fields.confirm_password.errorId}
                  errors={fields.confirm_password.errors}
                />
              </div>
            </>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="reset" variant="outline">
            {t("profile.reset")}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {t("profile.update")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
