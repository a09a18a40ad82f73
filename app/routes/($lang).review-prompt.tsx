import { answerForm } from "~/components/forms.server";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { rateAndReviewHref } from "~/features/catalogue/urls";
import { EXTRAS_FIELDS, REVIEW_PROMPT_INTENTS } from "~/features/home-extras/fields";
import { backFrom, refuse } from "~/features/home-extras/extras-actions.server";
import { showInstead } from "~/lib/responses.server";
import { cancelReviewPrompt } from "~/features/home/section-data.server";
import { localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { positiveId } from "~/lib/params";

/**
 * POST from the last-order review prompt (browsing §4):
 * - intent=cancel, order_id → the review-cancel request (GET /customer/review-reminder-cancel),
 *   then back to `redirectTo`; the backend no longer returns that order, so the prompt is gone.
 * - intent=give, order_id → /rate-and-review/{orderId}.
 * A document POST (no JavaScript) answers with a 303; the prompt's fetcher (`enhanced=1`) gets
 * `{ ok }` instead, so the page stays put. Refusals and failures go back with an error toast —
 * never a 500. Not a public form (it needs the session's token), so no honeypot: SameSite=Lax
 * keeps other sites from posting it with the cookie, as for /logout.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const back = backFrom(formData, context.lang);
  const enhanced = formData.get(EXTRAS_FIELDS.enhanced) === "1";
  const orderId = positiveId(formData.get(EXTRAS_FIELDS.orderId), 15);
  const intent = formData.get(EXTRAS_FIELDS.intent);

  if (orderId === null || (intent !== "cancel" && intent !== "give")) {
    return refuse(request, { back, enhanced, status: 400, key: "reviewPrompt.badOrder" });
  }
  if (intent === REVIEW_PROMPT_INTENTS.give) {
    return redirect(localizePath(rateAndReviewHref(orderId), context.lang), 303);
  }
  // Signed out meanwhile (another tab): there is no prompt to dismiss any more.
  if (!context.session.has("token")) {
    return answerForm(request, enhanced, { to: back, data: { ok: false }, status: 401 });
  }

  try {
    await cancelReviewPrompt(context.api, orderId);
  } catch (error) {
    // A thrown Response (a dead token's sign-in redirect) goes on as it is; any API failure is
    // the visitor's toast, not an error page.
    if (!isApiError(error)) throw error;
    const status = error.isUnavailable ? 503 : 502;
    return refuse(request, { back, enhanced, status, key: "reviewPrompt.cancelFailed" });
  }
  return answerForm(request, enhanced, { to: back, data: { ok: true } });
}

/** GET, HEAD (a typed URL): nothing changes; the home, which shows it, instead. */
export const loader = showInstead("/home");
