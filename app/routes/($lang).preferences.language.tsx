import { parseWithZod } from "~/lib/conform.server";
import {
  redirect,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { LANGUAGE_DIALOG_PARAMS, languageFormSchema } from "~/features/preferences/language-schema";
import { addressForLanguage } from "~/features/location/address-language.server";
import { localizePath, stripLangPrefix } from "~/i18n/config";
import { DIALOG_PARAM } from "~/lib/dialog-url";
import { safeRedirect } from "~/lib/safe-redirect";
import { makeToast } from "~/lib/toast";
import { flashToasts } from "~/sessions/flash.server";
import { serializePrefs } from "~/sessions/prefs.server";
import { readForm } from "~/lib/read-form.server";

/**
 * POST from the language confirmation (browsing spec §4): remember the language, say 'Language
 * has been changed' and reload the SAME page in the new language. The language lives in the URL,
 * so "the same page" is the return path with its language prefix swapped. It must be a full
 * document load (redirectDocument): the browser only holds the current language's strings.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: languageFormSchema });
  const back = pagePath(formData.get("redirectTo"));

  // A tampered form (unknown language): change nothing and go back to where the user was.
  if (submission.status !== "success") return redirect(localizePath(back, context.lang), 303);

  const { lang } = submission.value;
  const headers = new Headers();
  const address = await addressForLanguage(context, lang);
  headers.append("Set-Cookie", await serializePrefs({ ...context.prefs, lang, address }));
  headers.append(
    "Set-Cookie",
    await flashToasts(request, makeToast("success", { key: "chrome:language.changed" })),
  );
  return redirectDocument(localizePath(back, lang), { status: 303, headers });
}

/** Nothing to show here: a stray GET goes home. */
export function loader({ context }: LoaderFunctionArgs) {
  return redirect(localizePath("/home", context.lang));
}

/**
 * The page the dialog was opened on, without its language prefix and without the dialog's own
 * params; anything that is not a same-site path becomes /home.
 */
function pagePath(redirectTo: FormDataEntryValue | null): string {
  const url = new URL(safeRedirect(redirectTo, "/home"), "http://local.invalid");
  url.searchParams.delete(DIALOG_PARAM);
  for (const param of LANGUAGE_DIALOG_PARAMS) url.searchParams.delete(param);
  return `${stripLangPrefix(url.pathname)}${url.search}`;
}
