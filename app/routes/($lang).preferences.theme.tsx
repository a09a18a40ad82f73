import { answerForm } from "~/components/forms.server";
import { parseWithZod } from "~/lib/conform.server";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { themeFormSchema } from "~/features/preferences/theme-schema";
import { localizePath } from "~/i18n/config";
import { safeRedirect } from "~/lib/safe-redirect";
import { serializePrefs } from "~/sessions/prefs.server";
import { readForm } from "~/lib/read-form.server";

/**
 * POST from the light/dark switch: remember the choice in prefs; the root renders it as the
 * class on <html>. A document POST (no JavaScript) goes back to the page it came from; the
 * fetcher (`enhanced=1`) gets data, and the root loader's revalidation repaints the page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: themeFormSchema });
  const back = safeRedirect(formData.get("redirectTo"), localizePath("/home", context.lang));

  // Garbage theme values change nothing.
  if (submission.status !== "success") return redirect(back, 303);

  const { theme, enhanced } = submission.value;
  const headers = { "Set-Cookie": await serializePrefs({ ...context.prefs, theme }) };
  return answerForm(request, Boolean(enhanced), { to: back, data: { theme }, headers });
}

export function loader({ context }: LoaderFunctionArgs) {
  return redirect(localizePath("/home", context.lang));
}
