import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isApiError } from "~/api/errors";
import { NewsletterForm } from "~/components/footer/newsletter-form";
import { localizePath } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import { honeypot, passesHoneypot } from "~/lib/honeypot.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { makeToast } from "~/lib/toast";
import { BACKEND_DOWN, NEWSLETTER_FIELDS, NEWSLETTER_REFUSED, newsletterSchema } from "~/forms/newsletter";
import { flashToasts } from "~/sessions/flash.server";
import { useShell } from "~/shell/use-shell";

/*
 * POST /newsletter — the footer band's form (browsing §2, §5, §8).
 * - Document POST (no JS): success → 303 back to the page it came from with the 'Subscribed
 *   Successfully' toast; a refusal → this page, status 400, the error on the field and the typed
 *   email kept.
 * - Fetcher POST (JS, `inline=1`): the same answers as data, so the footer updates in place.
 * GET /newsletter shows the same form on a page of its own (also the no-JS error page).
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = await i18nServer.getFixedT(request, "footer");
  return {
    redirectTo: safeRedirect(url.searchParams.get(NEWSLETTER_FIELDS.redirectTo), localizePath("/", context.lang)),
    title: t("newsletter.pageTitle"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const inline = formData.get(NEWSLETTER_FIELDS.inline) === "1";
  const back = safeRedirect(formData.get(NEWSLETTER_FIELDS.redirectTo), localizePath("/", context.lang));
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  const refuse = (reply: ReturnType<typeof submission.reply>, status: number) =>
    data({ result: reply, subscribed: false, redirectTo: back }, { status });

  // passesHoneypot() lets a form through that carries no honeypot fields at all; ours always
  // renders them, so their absence means the POST did not come from our form.
  if (!formData.has(honeypot().getInputProps().nameFieldName) || !passesHoneypot(formData)) {
    return refuse(submission.reply({ formErrors: [NEWSLETTER_REFUSED] }), 400);
  }
  if (submission.status !== "success") return refuse(submission.reply(), 400);

  try {
    await context.api.config.subscribeNewsletter(submission.value.email);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.isUnavailable) return refuse(submission.reply({ formErrors: [BACKEND_DOWN] }), 503);
    // A refusal (already subscribed, invalid for the backend): its own words, on the field.
    const message = error.fieldErrors.email ?? error.messages[0] ?? NEWSLETTER_REFUSED;
    return refuse(submission.reply({ fieldErrors: { email: [message] } }), 400);
  }

  const success = makeToast("success", { key: "footer:newsletter.subscribed" });
  if (inline) return data({ result: submission.reply({ resetForm: true }), subscribed: true, redirectTo: back });
  return redirect(back, { status: 303, headers: { "Set-Cookie": await flashToasts(request, success) } });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as { config?: { businessName?: string } | null } | undefined;
  const name = root?.config?.businessName;
  const title = loaderData?.title ?? "Newsletter";
  return [{ title: name ? `${title} | ${name}` : title }, { name: "robots", content: "noindex" }];
};

export default function NewsletterPage() {
  const { t } = useTranslation("footer");
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const shell = useShell();
  const back = actionData?.redirectTo ?? loaderData.redirectTo;
  const title = shell?.landing?.newsletterTitle || t("newsletter.defaultTitle");
  const subtitle = shell?.landing?.newsletterSubtitle || t("newsletter.defaultSubtitle");
  return (
    <section className="container max-w-xl py-12" aria-labelledby="newsletter-page-title">
      <h1 id="newsletter-page-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-2 text-muted-foreground">{subtitle}</p>
      <NewsletterForm className="mt-6" lastResult={actionData?.result} redirectTo={back} />
      <p className="mt-6">
        <Link to={back} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t("newsletter.back")}
        </Link>
      </p>
    </section>
  );
}
