import type { FieldMetadata } from "@conform-to/react";
import { Eye, EyeOff } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** The page's texts, and a message for an error: our `password:` keys translated, the backend's as written. */
export function useResetText() {
  const { t } = useTranslation("password");
  const message = React.useCallback(
    (error: string) => (error.startsWith("password:") ? t(error) : error),
    [t],
  );
  return { t, message };
}

/** A form-level refusal, announced. */
export function FormAlert({ id, errors }: { id?: string; errors?: string[] }) {
  const { message } = useResetText();
  if (!errors?.length) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-destructive p-3 text-sm text-destructive"
    >
      {errors.map(message).join(" ")}
    </p>
  );
}

/** A field's messages, the element its aria-describedby (from getInputProps) names. */
export function FieldErrors({ field }: { field: FieldMetadata<string | undefined> }) {
  const { message } = useResetText();
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="text-sm text-destructive">
      {field.errors.map(message).join(" ")}
    </p>
  );
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
