import { answerForm } from "~/components/forms.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { EXTRAS_FIELDS } from "~/features/home-extras/fields";
import { backFrom } from "~/features/home-extras/extras-actions.server";
import { showInstead } from "~/lib/responses.server";
import { clearWelcome, readWelcome } from "~/features/home-extras/welcome.server";
import { readForm } from "~/lib/read-form.server";
import { commitSession } from "~/sessions/session.server";

/**
 * POST from the welcome modal (browsing §4): clears the session's welcome flag and goes back to
 * `redirectTo`, where the modal no longer shows. A document POST answers with a 303; the modal's
 * fetcher (`enhanced=1`) gets `{ ok: true }`. Closing twice, or without a flag, is harmless.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const back = backFrom(formData, context.lang);
  const enhanced = formData.get(EXTRAS_FIELDS.enhanced) === "1";
  const { session } = context;

  const headers = new Headers();
  if (readWelcome(session)) {
    clearWelcome(session);
    headers.append("Set-Cookie", await commitSession(session));
  }
  return answerForm(request, enhanced, { to: back, data: { ok: true }, headers });
}

/** GET, HEAD (a typed URL): nothing changes; the home, which shows it, instead. */
export const loader = showInstead("/home");
