import { Eye, EyeOff } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

/*
 * The forms kit (after Epic Stack's components/forms.tsx), for every form of the app:
 * - one message translator: our i18n keys translated, the backend's own words as they came;
 * - the field and form message components, tied to their inputs by `aria-describedby`;
 * - `Field`, a label, an input and a reserved error slot (for new forms), and `PasswordInput`;
 * - the lazy browser-validation hook.
 * The server half (replyFromApiError, answerForm) is forms.server.ts. Nothing here imports zod
 * or Conform: the footer's form is on every page (docs/guides/form.md).
 */

/**
 * "ns:dotted.key" is one of our messages (the schemas' and the actions' words, in
 * public/locales); anything else is the backend's text, already in the page's language
 * (X-localization), shown as it came ("The email has already been taken.").
 */
const OUR_KEY = /^[a-z][A-Za-z-]*:[\w.]+$/;

export type FormErrors = readonly string[] | string | null | undefined;

/** The message translator: a field's or form's errors as one text ("" when there are none). */
export function useFormMessages() {
  const { t } = useTranslation();
  return React.useCallback(
    (errors: FormErrors, params?: Record<string, unknown>) =>
      (typeof errors === "string" ? [errors] : (errors ?? []))
        .map((error) => (OUR_KEY.test(error) ? String(t(error, params ?? {})) : error))
        .join(" "),
    [t],
  );
}

interface MessageProps {
  /** The id the input's `aria-describedby` names (Conform's `errorId`). */
  id?: string;
  errors: FormErrors;
  /** Values for our keys' placeholders ({{max}}). */
  params?: Record<string, unknown>;
  className?: string;
}

/** A field's messages, under it; nothing while there are none. */
export function FieldError({
  id,
  errors,
  params,
  className,
  role,
}: MessageProps & { role?: "alert" }) {
  const text = useFormMessages()(errors, params);
  if (!text) return null;
  return (
    <p id={id} role={role} className={cn("text-sm text-destructive", className)}>
      {text}
    </p>
  );
}

/** Messages about the whole form (the backend's refusals), announced when they appear. */
export function FormAlert({ id, errors, params, className }: MessageProps) {
  const text = useFormMessages()(errors, params);
  if (!text) return null;
  return (
    <p
      id={id}
      role="alert"
      className={cn("rounded-md border border-destructive p-3 text-sm text-destructive", className)}
    >
      {text}
    </p>
  );
}

/**
 * A labelled input with its error slot reserved, so a message appearing on blur does not push
 * the fields below it down. Pass Conform's `getInputProps(field, …)` as `inputProps` (it sets
 * `aria-invalid` and `aria-describedby`) with `field.errorId` and `field.errors`.
 */
export function Field({
  label,
  inputProps,
  errorId,
  errors,
  className,
}: {
  label: React.ReactNode;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { id: string };
  errorId: string;
  errors: FormErrors;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={inputProps.id}>{label}</Label>
      <Input aria-describedby={errors?.length ? errorId : undefined} {...inputProps} />
      <div className="min-h-5">
        <FieldError id={errorId} errors={errors} />
      </div>
    </div>
  );
}

/**
 * A password input with a show/hide button (the button needs JavaScript, so it waits for it).
 * The button's name is `toggle`'s text, followed by `toggleFor` (the field's label) where a form
 * has several password fields.
 */
export const PasswordInput = React.forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement> & {
    toggle: { show: string; hide: string };
    toggleFor?: string;
  }
>(({ className, toggle, toggleFor, ...props }, ref) => {
  const hydrated = useHydrated();
  const [shown, setShown] = React.useState(false);
  const label = shown ? toggle.hide : toggle.show;
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
          aria-label={toggleFor ? `${label}: ${toggleFor}` : label}
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

/**
 * A form's browser-side check, fetched once the form is on screen, so zod and Conform's parser
 * stay out of the page's first load: pass the import, e.g.
 * `useLazyValidation(() => import("./address-validation").then((m) => m.validateAddress))`.
 * Undefined until then: Conform's `onValidate` is simply absent and the server checks the post,
 * as it always does. `key` names which check, for a hook whose form can change (auth steps).
 */
export function useLazyValidation<T>(load: () => Promise<T>, key?: string): T | undefined {
  const [loaded, setLoaded] = React.useState<T>();
  React.useEffect(() => {
    let live = true;
    load()
      .then((value) => live && setLoaded(() => value))
      .catch(() => {
        // Offline or a failed chunk: the server checks every post anyway.
      });
    return () => {
      live = false;
    };
    // `load` is a new arrow each render; which check it loads only changes with `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded;
}
