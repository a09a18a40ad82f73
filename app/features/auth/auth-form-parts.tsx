import { PasswordInput as KitPasswordInput } from "~/components/forms";
import * as React from "react";
import { useTranslation } from "react-i18next";

/** The forms kit's password input with the sign-in form's show/hide texts. */
export const PasswordInput = React.forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement>
>((props, ref) => {
  const { t } = useTranslation("auth");
  const toggle = { show: t("signIn.showPassword"), hide: t("signIn.hidePassword") };
  return <KitPasswordInput ref={ref} {...props} toggle={toggle} />;
});
PasswordInput.displayName = "PasswordInput";

/** The hidden fields every auth form carries: where to return, and dialog or page. */
export function FlowFields({ redirectTo, surface }: { redirectTo: string; surface: string }) {
  return (
    <>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="surface" value={surface} />
    </>
  );
}
