import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { HoneypotFields } from "~/components/honeypot-fields";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { NEWSLETTER_FIELDS, newsletterSchema } from "~/forms/newsletter";
import { useLocalizedPath } from "~/i18n/use-localized-path";
import { cn } from "~/lib/cn";
import { useMessageText } from "~/components/footer/message-text";
import type { action as newsletterAction } from "~/routes/($lang).newsletter";

interface NewsletterFormProps {
  /** The action's answer to a document POST (the /newsletter page re-render). */
  lastResult?: SubmissionResult<string[]> | null;
  /** The page to come back to after a document POST. */
  redirectTo: string;
  className?: string;
}

/**
 * The newsletter email form. Without JS it is a plain POST to /newsletter (redirect back with a
 * toast, or the /newsletter page with the error). Once hydrated it submits through a fetcher
 * (`inline=1`), so the page stays put: the form resets and the message shows here and as a toast.
 */
export function NewsletterForm({ lastResult, redirectTo, className }: NewsletterFormProps) {
  const { t } = useTranslation("footer");
  const messageText = useMessageText();
  const localize = useLocalizedPath();
  const hydrated = useHydrated();
  const fetcher = useFetcher<typeof newsletterAction>({ key: "newsletter" });
  const busy = fetcher.state !== "idle";

  const [form, fields] = useForm({
    id: "newsletter",
    lastResult: fetcher.data?.result ?? lastResult,
    constraint: getZodConstraint(newsletterSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
  });

  const subscribed = !busy && fetcher.data?.subscribed === true;
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!fetcher.data?.subscribed || toasted.current === fetcher.data) return;
    toasted.current = fetcher.data;
    toast({ title: t("newsletter.subscribed"), variant: "success" });
  }, [fetcher.data, t]);

  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const emailError = fields.email.errors?.[0];
  const formError = form.errors?.[0];

  return (
    <fetcher.Form
      method="post"
      action={localize("/newsletter")}
      {...getFormProps(form)}
      className={cn("flex w-full flex-col gap-2", className)}
    >
      <HoneypotFields />
      <input type="hidden" name={NEWSLETTER_FIELDS.redirectTo} value={redirectTo} />
      {hydrated ? <input type="hidden" name={NEWSLETTER_FIELDS.inline} value="1" /> : null}
      <Label htmlFor={fields.email.id} className="sr-only">
        {t("newsletter.emailLabel")}
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          key={emailKey}
          {...emailProps}
          autoComplete="email"
          inputMode="email"
          placeholder={t("newsletter.emailPlaceholder")}
          className="h-10 bg-background sm:flex-1"
        />
        <Button type="submit" className="h-10" disabled={busy}>
          {busy ? t("newsletter.subscribing") : t("newsletter.subscribe")}
        </Button>
      </div>
      <p id={fields.email.errorId} className="min-h-5 text-sm font-medium text-destructive">
        {emailError ? messageText(emailError) : null}
      </p>
      {formError ? (
        <p id={form.errorId} role="alert" className="text-sm font-medium text-destructive">
          {messageText(formError)}
        </p>
      ) : null}
      <p role="status" className="text-sm font-medium text-success">
        {subscribed ? t("newsletter.subscribed") : null}
      </p>
    </fetcher.Form>
  );
}
