import * as React from "react";
import { useTranslation } from "react-i18next";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

/*
 * The forms kit (after Epic Stack's components/forms.tsx), for every form of the app:
 * - one message translator: our i18n keys translated, the backend's own words as they came;
 * - the field and form message components, tied to their inputs by `aria-describedby`;
 * - `Field`, a label, an input and a reserved error slot (for new forms);
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
