import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import {
  EMAIL_MAX_LENGTH,
  NEWSLETTER_FIELDS,
  newsletterEmailError,
} from "~/features/footer/newsletter-email";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import type { subscribeToNewsletter } from "~/features/footer/newsletter.server";
import { FieldError, useFormMessages } from "~/components/form-messages";

interface NewsletterFormProps {
  /** The action's answer to a document POST (the /newsletter page re-render). */
  lastResult?: SubmissionResult<string[]> | null;
  /** The page to come back to after a document POST. */
  redirectTo: string;
  className?: string;
}

const FORM_ID = "newsletter";

/**
 * The newsletter email form. Without JS it is a plain POST to /newsletter (redirect back with a
 * toast, or the /newsletter page with the error and the typed email). Once hydrated it checks
 * the address in the browser (same rule as the action, see newsletter-email.ts) and submits
 * through a fetcher (`inline=1`), so the page stays put: the form clears and the message shows
 * here and as a toast.
 *
 * No Conform here on purpose: this form is in the footer of every page, and Conform + zod would
 * add ~20 KB gzip to the root bundle. The action still answers with Conform's SubmissionResult.
 */
export function NewsletterForm({ lastResult, redirectTo, className }: NewsletterFormProps) {
  const { t } = useTranslation("footer");
  const messageText = useFormMessages();
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof subscribeToNewsletter>({ key: "newsletter" });
  const input = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== "idle";

  // The latest server answer, until the visitor edits or submits again.
  const answer = fetcher.data?.result ?? lastResult ?? null;
  const [dismissed, setDismissed] = useState<unknown>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const current = answer !== dismissed ? answer : null;
  const emailError = clientError ?? current?.error?.email?.[0] ?? null;
  const formError = current?.error?.[""]?.[0] ?? null;
  const subscribed = !busy && fetcher.data?.subscribed === true && current === fetcher.data.result;

  const announced = useRef<unknown>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (!data?.subscribed || announced.current === data) return;
    announced.current = data;
    if (input.current) input.current.value = "";
    toast({ title: t("newsletter.subscribed"), variant: "success" });
  }, [fetcher.data, t]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setDismissed(answer);
    const error = newsletterEmailError(input.current?.value ?? "");
    setClientError(error);
    if (error) {
      // Remix's <Form> does not submit an event whose default was prevented.
      event.preventDefault();
      input.current?.focus();
    }
  };

  const onInput = () => {
    // Once an error shows, re-check as the visitor types (and drop the stale server answer).
    if (!emailError) return;
    setDismissed(answer);
    setClientError(newsletterEmailError(input.current?.value ?? ""));
  };

  const typed = lastResult?.initialValue?.email;
  const errorId = `${FORM_ID}-email-error`;
  return (
    <fetcher.Form
      id={FORM_ID}
      method="post"
      action={localize("/newsletter")}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-describedby={formError ? `${FORM_ID}-error` : undefined}
      className={cn("flex w-full flex-col gap-2", className)}
    >
      <HoneypotFields />
      <input type="hidden" name={NEWSLETTER_FIELDS.redirectTo} value={redirectTo} />
      {hydrated ? <input type="hidden" name={NEWSLETTER_FIELDS.inline} value="1" /> : null}
      <Label htmlFor={`${FORM_ID}-email`} className="sr-only">
        {t("newsletter.emailLabel")}
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={`${FORM_ID}-email`}
          name="email"
          type="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={typeof typed === "string" ? typed : ""}
          autoComplete="email"
          inputMode="email"
          placeholder={t("newsletter.emailPlaceholder")}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId : undefined}
          onInput={onInput}
          className="h-10 bg-background sm:flex-1"
        />
        <Button type="submit" className="h-10" disabled={busy}>
          {busy ? t("newsletter.subscribing") : t("newsletter.subscribe")}
        </Button>
      </div>
      <p id={errorId} className="min-h-5 text-sm font-medium text-destructive">
        {emailError ? messageText(emailError) : null}
      </p>
      <FieldError id={`${FORM_ID}-error`} role="alert" errors={formError} className="font-medium" />
      <p role="status" className="text-sm font-medium text-success">
        {subscribed ? t("newsletter.subscribed") : null}
      </p>
    </fetcher.Form>
  );
}
