import * as React from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

/*
 * The forms kit's messages (components/forms.tsx has the rest): one translator, and the field
 * and form message components tied to their inputs by `aria-describedby`.
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

/**
 * A field's messages in a slot that keeps one line even while empty: a message appearing on blur
 * does not move what is under it — a click already on its way there (the next field, a
 * checkbox) would land beside it and be lost.
 */
export function FieldErrorSlot(props: MessageProps & { role?: "alert" }) {
  return (
    <div className="min-h-5">
      <FieldError {...props} />
    </div>
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
