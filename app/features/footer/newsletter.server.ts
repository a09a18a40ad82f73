import { answerForm } from "~/components/forms.server";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { newsletterSchema } from "~/features/footer/newsletter-schema";
import {
  BACKEND_DOWN,
  NEWSLETTER_FIELDS,
  NEWSLETTER_REFUSED,
} from "~/features/footer/newsletter-email";
import { localizePath } from "~/i18n/config";
import i18nServer from "~/i18n/i18next.server";
import { passesHoneypot } from "~/lib/honeypot.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { makeToast } from "~/lib/toast";
import { readForm } from "~/lib/read-form.server";

/*
 * The server half of /newsletter (app/routes/($lang).newsletter.tsx). It lives in a .server
 * module so the route's browser chunk does not carry zod and Conform (the schema is built at
 * module level, which a bundler cannot drop).
 *
 * - Document POST (no JS): success → 303 back to the page it came from with the 'Subscribed
 *   Successfully' toast; a refusal → the /newsletter page, status 400, the error on the field
 *   and the typed email kept.
 * - Fetcher POST (JS, `inline=1`): the same answers as data, so the footer updates in place.
 */

export async function newsletterPage({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = await i18nServer.getFixedT(request, "footer");
  return {
    redirectTo: safeRedirect(
      url.searchParams.get(NEWSLETTER_FIELDS.redirectTo),
      localizePath("/", context.lang),
    ),
    title: t("newsletter.pageTitle"),
  };
}

export async function subscribeToNewsletter({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const inline = formData.get(NEWSLETTER_FIELDS.inline) === "1";
  const back = safeRedirect(
    formData.get(NEWSLETTER_FIELDS.redirectTo),
    localizePath("/", context.lang),
  );
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  const refuse = (reply: ReturnType<typeof submission.reply>, status: number) =>
    data({ result: reply, subscribed: false, redirectTo: back }, { status });

  // A bot filled the trap, or the POST did not come from our form (no honeypot fields).
  if (!passesHoneypot(formData)) {
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

  // The footer's fetcher says so itself (newsletter-form.tsx); the next page toasts it.
  const success = makeToast("success", { key: "footer:newsletter.subscribed" });
  return answerForm(request, inline, {
    to: back,
    data: { result: submission.reply({ resetForm: true }), subscribed: true, redirectTo: back },
    toast: inline ? null : success,
  });
}
