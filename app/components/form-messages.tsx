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

/** One field in an error summary: the control its link leads to, and what to call it. */
export interface SummaryField {
  /** The id of the control (or its section) the link leads to. */
  id: string;
  label: string;
  errors: FormErrors;
}

/**
 * After a refused submit, the first thing in view and focused (issue 22 item 6): a box at the
 * top of the form naming every error, each field's a link to the field. Without JavaScript the
 * page comes back from the server with it and `autofocus` brings the browser there. With it,
 * it shows once the form has been submitted (not while a field is checked on blur) and takes
 * focus when that submit's errors arrive — unless the forms kit (Conform) has just focused an
 * invalid field, which is then in view beside its own message. Put it inside the `<form>`.
 * `links` leads a form error (by its key) to the part of the page it is about.
 */
export function ErrorSummary({
  id,
  formErrors,
  fields = [],
  links = {},
  className,
}: {
  id?: string;
  formErrors?: FormErrors;
  fields?: SummaryField[];
  links?: Record<string, string>;
  className?: string;
}) {
  const { t } = useTranslation("common");
  const say = useFormMessages();
  const anchor = React.useRef<HTMLSpanElement>(null);
  const box = React.useRef<HTMLDivElement>(null);
  const general = (typeof formErrors === "string" ? [formErrors] : (formErrors ?? [])).filter(
    Boolean,
  );
  const invalid = fields.filter((field) => say(field.errors));
  const signature = [...general, ...invalid.map((f) => `${f.id}:${say(f.errors)}`)].join("|");
  // Errors in the first render came from the server: a refused document POST.
  const [fromServer] = React.useState(Boolean(signature));
  const [submits, setSubmits] = React.useState(0);
  const focusedFor = React.useRef(0);

  React.useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const count = () => setSubmits((n) => n + 1);
    form.addEventListener("submit", count, true);
    return () => form.removeEventListener("submit", count, true);
  }, []);

  React.useEffect(() => {
    // Once per submit: fixing a field afterwards must not pull focus away from it.
    if (!signature || submits === 0 || focusedFor.current === submits) return;
    focusedFor.current = submits;
    // After Conform's own focus on an invalid field (it runs in the same commit).
    const timer = window.setTimeout(() => {
      if (document.activeElement?.getAttribute("aria-invalid") === "true") return;
      box.current?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [signature, submits]);

  const titleId = `${id ?? "form"}-summary-title`;
  const shown = Boolean(signature) && (fromServer || submits > 0);
  return (
    <>
      <span ref={anchor} hidden />
      {shown ? (
        <div
          ref={box}
          id={id}
          role="alert"
          tabIndex={-1}
          // The point: without JavaScript the browser focuses (and scrolls to) it on load.
          autoFocus
          aria-labelledby={titleId}
          className={cn(
            "grid scroll-mt-4 gap-1 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive focus:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            className,
          )}
        >
          <p id={titleId} className="font-semibold">
            {t("formSummary")}
          </p>
          <ul className="grid gap-1">
            {general.map((error) => (
              <li key={error}>
                {links[error] ? (
                  <a href={links[error]} className="underline underline-offset-2">
                    {say(error)}
                  </a>
                ) : (
                  say(error)
                )}
              </li>
            ))}
            {invalid.map((field) => (
              <li key={field.id}>
                <a href={`#${field.id}`} className="underline underline-offset-2">
                  {field.label}: {say(field.errors)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
