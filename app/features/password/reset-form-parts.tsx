import { Eye, EyeOff } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** The password pages' texts (messages go through the forms kit, components/forms.tsx). */
export function useResetText() {
  const { t } = useTranslation("password");
  return { t };
}

/** A password input with the show/hide button of the sign-in form (the button needs JavaScript). */
export const PasswordInput = React.forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement> & { label: string }
>(({ label, id, ...props }, ref) => {
  const { t } = useResetText();
  const hydrated = useHydrated();
  const [shown, setShown] = React.useState(false);
  const toggle = t(shown ? "hidePassword" : "showPassword");
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          {...props}
          id={id}
          ref={ref}
          type={shown ? "text" : "password"}
          autoComplete="new-password"
          className="pe-10"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-pressed={shown}
            aria-label={`${toggle}: ${label}`}
            title={toggle}
            className="absolute inset-y-0 end-0 grid w-10 place-items-center text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {shown ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </button>
        ) : null}
      </div>
    </>
  );
});
PasswordInput.displayName = "PasswordInput";
