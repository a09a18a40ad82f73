import { PasswordInput as KitPasswordInput } from "~/components/forms";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { Label } from "~/components/ui/label";

/** The password pages' texts (messages go through the forms kit, components/forms.tsx). */
export function useResetText() {
  const { t } = useTranslation("password");
  return { t };
}

/** A labelled new-password input: the forms kit's, its show/hide button named after the field. */
export const PasswordInput = React.forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement> & { label: string }
>(({ label, id, ...props }, ref) => {
  const { t } = useResetText();
  const toggle = { show: t("showPassword"), hide: t("hidePassword") };
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <KitPasswordInput
        {...props}
        id={id}
        ref={ref}
        autoComplete="new-password"
        className=""
        toggle={toggle}
        toggleFor={label}
      />
    </>
  );
});
PasswordInput.displayName = "PasswordInput";
