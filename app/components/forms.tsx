import { Eye, EyeOff } from "~/components/ui/icons";
import * as React from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Input } from "~/components/ui/input";
import { FieldErrorSlot, type FormErrors } from "~/components/form-messages";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

/*
 * The forms kit (after Epic Stack's components/forms.tsx), for every form of the app:
 * - `Field`, a label, an input and a reserved error slot, and `PasswordInput`;
 * - the lazy browser-validation hook;
 * - in form-messages.tsx, the message translator and the field and form message components
 *   (their own module: the footer's newsletter form on every page needs only those, and a
 *   module shared by many routes ships whole in one chunk);
 * - in forms.server.ts, the actions' half (replyFromApiError, answerForm).
 * Nothing here imports zod or Conform (docs/guides/form.md).
 */

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
      <FieldErrorSlot id={errorId} errors={errors} />
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

/** When Conform checks a field (its `shouldValidate` / `shouldRevalidate` options). */
export type CheckOn = "onSubmit" | "onBlur" | "onInput";

/**
 * Conform's `shouldValidate` and `shouldRevalidate` for a form whose browser check comes from
 * `useLazyValidation`: the form's own choice once the check has loaded, only on submit before.
 * Trap: without `onValidate`, Conform asks the server to check a field the visitor leaves (a
 * post with a validate intent, answered 400). Someone typing into a dialog that just opened,
 * before its check arrived, sent one such post per field, and each post ran every loader of
 * the page again (issue 27 item 5). Submitting meanwhile still posts, and the server checks;
 * the fields are checked as the visitor goes from the next blur or input after the check
 * arrives. Spread it into `useForm`'s options beside `onValidate`.
 */
export function checkFieldsWhen(
  check: unknown,
  once: { shouldValidate: CheckOn; shouldRevalidate?: CheckOn },
): { shouldValidate: CheckOn; shouldRevalidate: CheckOn } {
  if (check === undefined) return { shouldValidate: "onSubmit", shouldRevalidate: "onSubmit" };
  return {
    shouldValidate: once.shouldValidate,
    shouldRevalidate: once.shouldRevalidate ?? once.shouldValidate,
  };
}

/**
 * Whether a server reply answers a real submission. A form without `onValidate` (no
 * `checkFieldsWhen`, or Conform's own intents) asks the server to validate a field the visitor
 * left (a post with a `validate` intent): its reply only carries messages, and clearing a
 * refused password for it would erase what the visitor is typing (issue 22 item 11).
 */
export function isSubmissionReply(
  result: { intent?: { type: string } | null } | null | undefined,
): boolean {
  return Boolean(result) && result?.intent?.type !== "validate";
}
