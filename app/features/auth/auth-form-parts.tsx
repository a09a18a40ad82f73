import { Eye, EyeOff } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/** A password input with a show/hide toggle (the toggle needs JavaScript, so it waits for it). */
export const PasswordInput = React.forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement>
>(({ className, ...props }, ref) => {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const [shown, setShown] = React.useState(false);
  const label = t(shown ? "signIn.hidePassword" : "signIn.showPassword");
  return (
    <div className="relative">
      <Input
        ref={ref}
        {...props}
        type={shown ? "text" : "password"}
        className={cn("pe-10", className)}
      />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-pressed={shown}
          aria-label={label}
          title={label}
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
  );
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
