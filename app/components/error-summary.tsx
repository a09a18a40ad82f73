import * as React from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { useFormMessages, type FormErrors } from "./form-messages";

/*
 * Apart from form-messages.tsx: that module is in every page (the footer's newsletter form);
 * the summary is for the long forms (checkout, parcel) and ships with them only.
 */

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
