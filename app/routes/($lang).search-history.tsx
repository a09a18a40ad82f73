import { answerForm } from "~/components/forms.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { HISTORY_FIELDS, HISTORY_INTENTS } from "~/features/header/search/search-fields";
import { showInstead } from "~/lib/responses.server";
import { localizePath } from "~/i18n/config";
import { readForm } from "~/lib/read-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { serializePrefs, withoutRecentSearch } from "~/sessions/prefs.server";

/**
 * POST from the header's recent searches (browsing §5: per-term delete and Clear All), kept in
 * the prefs cookie:
 * - intent=delete, term → that term leaves the list;
 * - intent=clear → the list is emptied.
 * A document POST (no JavaScript) goes back to `redirectTo` (same-site paths only; without the
 * listing's `fromSearch`, which would save the term again) with 303; the search box's fetcher
 * (`enhanced=1`) gets `{ recentSearches }` and the root loader's revalidation repaints the
 * header. Anything else is refused with 400 — never a 500. No session is involved (SameSite=Lax
 * keeps other sites from posting it with the cookie), so no honeypot.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const back = backFrom(formData.get(HISTORY_FIELDS.redirectTo), context.lang);
  const enhanced = formData.get(HISTORY_FIELDS.enhanced) === "1";
  const intent = formData.get(HISTORY_FIELDS.intent);
  const term = formData.get(HISTORY_FIELDS.term);
  const before = context.prefs.recentSearches ?? [];

  let after: string[];
  if (intent === HISTORY_INTENTS.clear) after = [];
  else if (intent === HISTORY_INTENTS.delete && typeof term === "string")
    after = withoutRecentSearch(before, term);
  else
    return answerForm(request, enhanced, {
      to: back,
      data: { recentSearches: before },
      status: 400,
    });

  const headers = {
    "Set-Cookie": await serializePrefs({ ...context.prefs, recentSearches: after }),
  };
  return answerForm(request, enhanced, { to: back, data: { recentSearches: after }, headers });
}

/** GET, HEAD (a typed URL): nothing changes; the home, which shows it, instead. */
export const loader = showInstead("/home");

function backFrom(value: FormDataEntryValue | null, lang: Parameters<typeof localizePath>[1]) {
  const back = safeRedirect(value, localizePath("/home", lang));
  const url = new URL(back, "http://local.invalid");
  url.searchParams.delete("fromSearch");
  return `${url.pathname}${url.search}${url.hash}`;
}
